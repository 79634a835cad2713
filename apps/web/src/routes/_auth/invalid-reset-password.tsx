import { createFileRoute } from "@tanstack/react-router";
import { KeyRound } from "lucide-react";
import { AuthCard, AuthIcon } from "../../app/layouts/auth-layout.tsx";
import { ButtonLink } from "../../components/ui/button-link.tsx";
import { authMessages } from "../../features/auth/messages.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";

export const Route = createFileRoute("/_auth/invalid-reset-password")({ component: InvalidResetPassword });

function InvalidResetPassword() {
  const t = useMessages(authMessages);
  return (
    <AuthCard
      title={t("invalidReset.title")}
      icon={
        <AuthIcon tone="danger">
          <KeyRound />
        </AuthIcon>
      }
      description={t("invalidReset.description")}
    >
      <div className="grid gap-2 sm:grid-cols-2">
        <ButtonLink to="/signin" variant="outline">
          {t("forgot.back")}
        </ButtonLink>
        <ButtonLink to="/forgot-password">{t("invalidReset.newLink")}</ButtonLink>
      </div>
    </AuthCard>
  );
}
