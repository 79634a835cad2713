import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { meQueryOptions } from "../../../app/session.ts";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { AccountSettingsForm } from "../../../features/auth/account-settings-form.tsx";

export const Route = createFileRoute("/_app/user/settings")({
  loader: ({ context }) => context.queryClient.ensureQueryData(meQueryOptions()),
  component: UserSettings,
});

function UserSettings() {
  const { data: user } = useSuspenseQuery(meQueryOptions());
  return (
    <div className="max-w-3xl">
      <PageHeader title="Account settings" description="Your profile, sign-in details and password." />
      <AccountSettingsForm user={user} />
    </div>
  );
}
