import { createFileRoute, Link, redirect, useNavigate } from "@tanstack/react-router";
import { Mail, Smartphone } from "lucide-react";
import { useState } from "react";
import { AuthCard, AuthIcon } from "../../app/layouts/auth-layout.tsx";
import { CodeForm } from "../../features/auth/code-form.tsx";
import { authStore } from "../../lib/auth-store.ts";
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
  if (!authenticationId) return null;
  return (
    <AuthCard
      title={selectedAuth === "phone" ? "Check your phone" : "Check your e-mail"}
      icon={<AuthIcon>{selectedAuth === "phone" ? <Smartphone /> : <Mail />}</AuthIcon>}
      description={
        <>
          We sent a 6-digit code to <span className="font-medium text-foreground">{codeSentTo}</span>. Enter it to sign
          in.
        </>
      }
      footer={
        <Link to="/signin" className="font-medium text-primary hover:underline">
          Use a different e-mail or phone
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
