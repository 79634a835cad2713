import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { AccountSettingsForm } from "../../../features/auth/account-settings-form.tsx";
import { ApprovalPinCard } from "../../../features/auth/approval-pin-card.tsx";
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
  const approves =
    !!membership &&
    (membership.type !== "MEMBER" || membership.locationRoles.some((entry) => entry.roles.includes("MANAGER")));
  return (
    <div className="max-w-3xl">
      <PageHeader title="Account settings" description="Your profile, sign-in details and password." />
      <div className="grid gap-6">
        <AccountSettingsForm user={user} />
        {approves && <ApprovalPinCard />}
      </div>
    </div>
  );
}
