import { createFileRoute, Link, redirect, useNavigate } from "@tanstack/react-router";
import { Mail, Smartphone } from "lucide-react";
import { useState } from "react";
import { AuthCard, AuthIcon } from "../../app/layouts/auth-layout.tsx";
import { CodeForm } from "../../features/auth/code-form.tsx";
import { authMessages } from "../../features/auth/messages.ts";
import { authStore } from "../../lib/auth-store.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { rich } from "../../lib/i18n/rich.ts";
import { takeReturnTo } from "../../lib/return-to.ts";

export const Route = createFileRoute("/_auth/passwordless-signin")({
  // The code screen needs a code on its way: without one, start at the sign-in screen.
  beforeLoad: () => {
    const { authenticationId, step } = authStore.get();
    if (!authenticationId || step !== "sign-in") throw redirect({ to: "/signin" });
  },
  component: PasswordlessSignIn,
});

function PasswordlessSignIn() {
  // Read once: signing in clears the pending check, and the form must stay mounted until we navigate away.
  const [{ authenticationId, codeSentTo, selectedAuth }] = useState(authStore.get);
  const navigate = useNavigate();
  const t = useMessages(authMessages);
  if (!authenticationId) return null;
  return (
    <AuthCard
      title={t(selectedAuth === "phone" ? "code.checkPhone" : "code.checkEmail")}
      icon={<AuthIcon>{selectedAuth === "phone" ? <Smartphone /> : <Mail />}</AuthIcon>}
      description={rich((v) => t("code.sentToSignIn", v), {
        to: <span className="font-medium text-foreground">{codeSentTo}</span>,
      })}
      footer={
        <Link to="/signin" className="font-medium text-primary hover:underline">
          {t("code.useOther")}
        </Link>
      }
    >
      <CodeForm
        flow="sign-in"
        authenticationId={authenticationId}
        onVerified={() => navigate({ href: takeReturnTo() })}
      />
    </AuthCard>
  );
}
