import { createFileRoute, Link, redirect, useNavigate } from "@tanstack/react-router";
import { Mail, Smartphone } from "lucide-react";
import { useState } from "react";
import { AuthCard, AuthIcon } from "../../app/layouts/auth-layout.tsx";
import { CodeForm } from "../../features/auth/code-form.tsx";
import { onboardingMessages } from "../../features/auth/onboarding-messages.ts";
import { authStore } from "../../lib/auth-store.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { rich } from "../../lib/i18n/rich.ts";

export const Route = createFileRoute("/_auth/signup-onboarding")({
  // Confirms the address a sign-up started with; without a pending sign-up, start one.
  beforeLoad: () => {
    const { authenticationId, step } = authStore.get();
    if (!authenticationId || step !== "sign-up") throw redirect({ to: "/signup" });
  },
  component: SignUpVerify,
});

function SignUpVerify() {
  // Read once: signing in clears the pending check, and the form must stay mounted until we navigate away.
  const [{ authenticationId, codeSentTo, selectedAuth }] = useState(authStore.get);
  const navigate = useNavigate();
  const t = useMessages(onboardingMessages);
  if (!authenticationId) return null;
  return (
    <AuthCard
      title={t("verify.title")}
      icon={<AuthIcon>{selectedAuth === "phone" ? <Smartphone /> : <Mail />}</AuthIcon>}
      description={rich((values) => t("verify.sent", values), {
        to: <span className="font-medium text-foreground">{codeSentTo}</span>,
      })}
      footer={
        <Link to="/signup" className="font-medium text-primary hover:underline">
          {t("verify.other")}
        </Link>
      }
    >
      <CodeForm flow="sign-up" authenticationId={authenticationId} onVerified={() => navigate({ to: "/onboarding" })} />
    </AuthCard>
  );
}
