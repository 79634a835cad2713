import { createFileRoute, Link } from "@tanstack/react-router";
import { Unlink } from "lucide-react";
import { AuthCard, AuthIcon } from "../../app/layouts/auth-layout.tsx";
import { Button } from "../../components/ui/button.tsx";
import { authMessages } from "../../features/auth/messages.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";

export const Route = createFileRoute("/_auth/invalid-invite")({ component: InvalidInvite });

function InvalidInvite() {
  const t = useMessages(authMessages);
  return (
    <AuthCard
      title={t("invalidInvite.title")}
      icon={
        <AuthIcon tone="danger">
          <Unlink />
        </AuthIcon>
      }
      description={t("invalidInvite.description")}
    >
      <div className="grid gap-2 sm:grid-cols-2">
        <Button asChild variant="outline">
          <Link to="/signin">{t("signIn.title")}</Link>
        </Button>
        <Button asChild>
          <Link to="/signup">{t("signIn.createAccount")}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
