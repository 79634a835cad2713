import { createFileRoute } from "@tanstack/react-router";
import { AppShell } from "../app/layouts/app-shell.tsx";
import { startOffline } from "../features/register/offline/start.ts";
import { AssignTaxGroupHost } from "../features/tax-groups/assign-tax-group-host.tsx";
import { requireAppAccess } from "../lib/session.ts";

// Every signed-in area lives under this layout: no token → /signin, not onboarded → /onboarding,
// waiting for approval → /waitlist (spec §3). A new area adds a file under routes/_app/.
export const Route = createFileRoute("/_app")({
  beforeLoad: async ({ context, location }) => {
    await startOffline();
    return { user: await requireAppAccess(context.queryClient, location.href) };
  },
  component: () => (
    <>
      <AppShell />
      <AssignTaxGroupHost />
    </>
  ),
});
