import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link, Navigate, useNavigate } from "@tanstack/react-router";
import { KeyRound, MailCheck } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import { AuthCard, AuthIcon } from "../../app/layouts/auth-layout.tsx";
import { LoadingBlock } from "../../components/ui/spinner.tsx";
import { forgotPasswordInfoQuery } from "../../features/auth/api.ts";
import { ForgotPasswordForm } from "../../features/auth/forgot-password-form.tsx";
import { authMessages } from "../../features/auth/messages.ts";
import { ResetPasswordForm } from "../../features/auth/reset-password-form.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { rich } from "../../lib/i18n/rich.ts";

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
  const t = useMessages(authMessages);
  const back = (
    <Link to="/signin" search={{ mode: "password" }} className="font-medium text-primary hover:underline">
      {t("forgot.back")}
    </Link>
  );
  if (sentTo) {
    return (
      <AuthCard
        title={t("forgot.sentTitle")}
        icon={
          <AuthIcon>
            <MailCheck />
          </AuthIcon>
        }
        description={rich((v) => t("forgot.sent", v), {
          email: <span className="font-medium text-foreground">{sentTo}</span>,
        })}
        footer={back}
      >
        <p className="text-center text-sm text-muted-foreground">
          {t("forgot.nothing")}{" "}
          <button
            type="button"
            className="font-medium text-primary hover:underline"
            onClick={() => setSentTo(undefined)}
          >
            {t("forgot.retry")}
          </button>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t("forgot.title")}
      icon={
        <AuthIcon>
          <KeyRound />
        </AuthIcon>
      }
      description={t("forgot.description")}
      footer={back}
    >
      <ForgotPasswordForm onSent={setSentTo} />
    </AuthCard>
  );
}

function ResetPassword({ id, token }: { id: string; token: string }) {
  const navigate = useNavigate();
  const info = useQuery(forgotPasswordInfoQuery(id, token));
  const t = useMessages(authMessages);
  if (info.isError) return <Navigate to="/invalid-reset-password" replace />;
  if (info.isPending) return <LoadingBlock label={t("reset.checking")} />;
  return (
    <AuthCard
      title={t("reset.title")}
      description={rich((v) => t("reset.for", v), {
        email: <span className="font-medium text-foreground">{info.data.email}</span>,
      })}
    >
      <ResetPasswordForm
        id={id}
        token={token}
        onReset={() => navigate({ to: "/signin", search: { mode: "password" } })}
      />
    </AuthCard>
  );
}
