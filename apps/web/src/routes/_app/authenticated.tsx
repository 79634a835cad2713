import { createFileRoute, Link, redirect } from "@tanstack/react-router";
import { ArrowRight, UserRound } from "lucide-react";
import { asLinkTarget } from "../../app/layouts/nav-items.ts";
import { shellMessages } from "../../app/layouts/shell-messages.ts";
import { useVisibleNav } from "../../app/layouts/sidebar-nav.tsx";
import { Card } from "../../components/ui/card.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { DashboardScreen } from "../../features/dashboard/dashboard-screen.tsx";
import { staffWelcomeQuery } from "../../features/organizations/welcome-query.ts";
import { SyncStatusCard } from "../../features/track-trace/sync-status.tsx";
import { authStore, useAuth } from "../../lib/auth-store.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { useLocationScope } from "../../lib/location-scope.ts";
import { useCan } from "../../lib/membership.ts";

export const Route = createFileRoute("/_app/authenticated")({
  // Someone who just joined by invitation meets their staff welcome first, once (never the owner); a failed read
  // only skips it. In the loader, which the router splits off the entry chunk with the page (decision 0028).
  loader: async ({ context }) => {
    const orgId = authStore.get().selectedOrgId;
    if (!orgId) return;
    const welcome = await context.queryClient.ensureQueryData(staffWelcomeQuery(orgId)).catch(() => null);
    if (welcome?.pending) throw redirect({ to: "/welcome" });
  },
  component: Home,
});

/**
 * The signed-in landing. Who may read reports at the selected location sees its Dashboard (issue 7); everyone
 * else a greeting and the way onward to every area that is set up.
 */
function Home() {
  const scope = useLocationScope();
  const canReport = useCan("reports.read");
  const canRetry = useCan("inventory.write");
  const { firstName, selectedLocation } = useAuth();
  const t = useMessages(shellMessages);
  if (scope && canReport)
    return (
      <>
        <PageHeader
          title={t("home.title")}
          description={t("home.today", { location: selectedLocation?.name ?? t("home.thisLocation") })}
        />
        <div className="grid gap-4">
          <SyncStatusCard key={`metrc-${scope.locationId}`} scope={scope} canRetry={canRetry} compact />
          <DashboardScreen key={scope.locationId} scope={scope} />
        </div>
      </>
    );
  return <Areas firstName={firstName} />;
}

function Areas({ firstName }: { firstName: string | null | undefined }) {
  const areas = useVisibleNav()
    .flatMap((section) => section.items)
    .filter((item) => item.to !== "/authenticated");
  const t = useMessages(shellMessages);
  const links = [{ label: "menu.accountSettings" as const, to: "/user/settings", icon: UserRound }, ...areas];
  return (
    <>
      <PageHeader
        title={t("home.title")}
        description={firstName ? t("home.welcome", { name: firstName }) : t("home.start")}
      />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {links.map((item) => (
          <Link
            key={item.to}
            to={asLinkTarget(item.to)}
            className="group rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Card className="flex items-center gap-4 p-5 transition-colors group-hover:border-primary/40 group-hover:bg-accent/40">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/12 text-primary">
                <item.icon className="size-5" aria-hidden />
              </span>
              <span className="flex-1 font-medium">{t(item.label)}</span>
              <ArrowRight className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5" />
            </Card>
          </Link>
        ))}
      </div>
    </>
  );
}
