import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { AccountSettingsForm } from "../../../features/auth/account-settings-form.tsx";
import { ApprovalPinCard } from "../../../features/auth/approval-pin-card.tsx";
import { LanguageCard } from "../../../features/auth/language-card.tsx";
import { settingsMessages } from "../../../features/auth/settings-messages.ts";
import { useMessages } from "../../../lib/i18n/catalog.ts";
import { useMembership } from "../../../lib/membership.ts";
import { meQueryOptions } from "../../../lib/session.ts";

export const Route = createFileRoute("/_app/user/settings")({
  loader: ({ context }) => context.queryClient.ensureQueryData(meQueryOptions()),
  component: UserSettings,
});

function UserSettings() {
  const { data: user } = useSuspenseQuery(meQueryOptions());
  // Whoever may manage a register at any of their locations approves with a PIN there.
  const { membership } = useMembership();
  const t = useMessages(settingsMessages);
  const approves =
    !!membership &&
    (membership.type !== "MEMBER" || membership.locationRoles.some((entry) => entry.roles.includes("MANAGER")));
  return (
    <div className="max-w-3xl">
      <PageHeader title={t("title")} description={t("description")} />
      <div className="grid gap-6">
        <AccountSettingsForm user={user} />
        <LanguageCard user={user} />
        {approves && <ApprovalPinCard />}
      </div>
    </div>
  );
}
