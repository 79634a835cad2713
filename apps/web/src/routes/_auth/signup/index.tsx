import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { signUpInput } from "@verdant/shared/auth";
import { z } from "zod";
import { AuthCard } from "../../../app/layouts/auth-layout.tsx";
import { AddressForm } from "../../../features/auth/address-form.tsx";
import { useStartSignUp } from "../../../features/auth/api.ts";
import { redirectIfSignedIn } from "../../../lib/session.ts";

export const Route = createFileRoute("/_auth/signup/")({
  validateSearch: z.object({ referredBy: z.string().optional() }),
  beforeLoad: redirectIfSignedIn,
  component: SignUp,
});

function SignUp() {
  const { referredBy } = Route.useSearch();
  const navigate = useNavigate();
  const startSignUp = useStartSignUp();
  return (
    <AuthCard
      title="Create your account"
      description="Start with your e-mail or phone. We'll send a code to confirm it's you."
      footer={
        <p>
          Already have an account?{" "}
          <Link to="/signin" search={{ referredBy }} className="font-medium text-primary hover:underline">
            Sign in
          </Link>
        </p>
      }
    >
      <AddressForm
        schema={signUpInput}
        extra={{ referredBy }}
        submitLabel="Continue"
        pending={startSignUp.isPending}
        onSubmit={(input) => startSignUp.mutate(input, { onSuccess: () => navigate({ to: "/signup-onboarding" }) })}
      />
      <p className="text-center text-xs text-muted-foreground">
        By continuing you agree to Verdant's terms of service and privacy policy.
      </p>
    </AuthCard>
  );
}
