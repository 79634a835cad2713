import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { signUpInput } from "@verdant/shared/auth";
import { z } from "zod";
import { AuthCard } from "../../../app/layouts/auth-layout.tsx";
import { AddressForm } from "../../../features/auth/address-form.tsx";
import { useStartSignUp } from "../../../features/auth/api.ts";
import { authMessages } from "../../../features/auth/messages.ts";
import { useMessages } from "../../../lib/i18n/catalog.ts";
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
  const t = useMessages(authMessages);
  return (
    <AuthCard
      title={t("signUp.title")}
      description={t("signUp.description")}
      footer={
        <p>
          {t("signUp.haveAccount")}{" "}
          <Link to="/signin" search={{ referredBy }} className="font-medium text-primary hover:underline">
            {t("signIn.title")}
          </Link>
        </p>
      }
    >
      <AddressForm
        schema={signUpInput}
        extra={{ referredBy }}
        submitLabel={t("signUp.continue")}
        pending={startSignUp.isPending}
        onSubmit={(input) => startSignUp.mutate(input, { onSuccess: () => navigate({ to: "/signup-onboarding" }) })}
      />
      <p className="text-center text-xs text-muted-foreground">{t("signUp.terms")}</p>
    </AuthCard>
  );
}
