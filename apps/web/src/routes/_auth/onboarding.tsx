import { createFileRoute, redirect, useNavigate } from "@tanstack/react-router";
import { AuthCard } from "../../app/layouts/auth-layout.tsx";
import { OnboardingWizard } from "../../features/auth/onboarding-wizard.tsx";
import { gateFor, requireSession } from "../../lib/session.ts";

export const Route = createFileRoute("/_auth/onboarding")({
  beforeLoad: async ({ context }) => {
    const user = await requireSession(context.queryClient);
    if (user.isOnBoarded) throw redirect({ to: gateFor(user) ?? "/authenticated" });
    return { user };
  },
  component: Onboarding,
});

function Onboarding() {
  const { user } = Route.useRouteContext();
  const navigate = useNavigate();
  return (
    <AuthCard wide title="Welcome to Verdant" description="A few questions to set up your account.">
      <OnboardingWizard user={user} onDone={() => navigate({ to: "/authenticated" })} />
    </AuthCard>
  );
}
