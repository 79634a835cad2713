import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link, Navigate, useNavigate } from "@tanstack/react-router";
import { KeyRound, MailCheck } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import { AuthCard, AuthIcon } from "../../app/layouts/auth-layout.tsx";
import { LoadingBlock } from "../../components/ui/spinner.tsx";
import { forgotPasswordInfoQuery } from "../../features/auth/api.ts";
import { ForgotPasswordForm } from "../../features/auth/forgot-password-form.tsx";
import { ResetPasswordForm } from "../../features/auth/reset-password-form.tsx";

export const Route = createFileRoute("/_auth/forgot-password")({
  // The e-mailed link opens this page with ?id&token: then it is the new-password form.
  validateSearch: z.object({ id: z.string().optional(), token: z.string().optional() }),
  component: ForgotPassword,
});

function ForgotPassword() {
  const { id, token } = Route.useSearch();
  return id && token ? <ResetPassword id={id} token={token} /> : <RequestLink />;
}

function RequestLink() {
  const [sentTo, setSentTo] = useState<string>();
  const back = (
    <Link to="/signin" search={{ mode: "password" }} className="font-medium text-primary hover:underline">
      Back to sign in
    </Link>
  );
  if (sentTo) {
    return (
      <AuthCard
        title="Check your e-mail"
        icon={
          <AuthIcon>
            <MailCheck />
          </AuthIcon>
        }
        description={
          <>
            If <span className="font-medium text-foreground">{sentTo}</span> has a Verdant account, a link to choose a
            new password is on its way. It works once, for one hour.
          </>
        }
        footer={back}
      >
        <p className="text-center text-sm text-muted-foreground">
          Nothing arrived?{" "}
          <button
            type="button"
            className="font-medium text-primary hover:underline"
            onClick={() => setSentTo(undefined)}
          >
            Try again
          </button>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Forgot your password?"
      icon={
        <AuthIcon>
          <KeyRound />
        </AuthIcon>
      }
      description="Enter the e-mail of your account and we'll send you a link to choose a new one."
      footer={back}
    >
      <ForgotPasswordForm onSent={setSentTo} />
    </AuthCard>
  );
}

function ResetPassword({ id, token }: { id: string; token: string }) {
  const navigate = useNavigate();
  const info = useQuery(forgotPasswordInfoQuery(id, token));
  if (info.isError) return <Navigate to="/invalid-reset-password" replace />;
  if (info.isPending) return <LoadingBlock label="Checking your link" />;
  return (
    <AuthCard
      title="Choose a new password"
      description={
        <>
          For <span className="font-medium text-foreground">{info.data.email}</span>
        </>
      }
    >
      <ResetPasswordForm
        id={id}
        token={token}
        onReset={() => navigate({ to: "/signin", search: { mode: "password" } })}
      />
    </AuthCard>
  );
}
