import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { NoLocationSelected } from "../../../components/no-location.tsx";
import { LoadingBlock } from "../../../components/ui/spinner.tsx";
import { trackTraceQuery } from "../../../features/track-trace/api.ts";
import { LinkCard } from "../../../features/track-trace/link-card.tsx";
import { ManifestsCard } from "../../../features/track-trace/manifests-card.tsx";
import { trackTraceMessages } from "../../../features/track-trace/messages.ts";
import { ReconciliationCard } from "../../../features/track-trace/reconciliation-card.tsx";
import { SyncStatusCard } from "../../../features/track-trace/sync-status.tsx";
import { usePageTitle } from "../../../hooks/use-page-title.ts";
import { useMessages } from "../../../lib/i18n/catalog.ts";
import { atSelectedLocation, type LocationScope, useLocationScope } from "../../../lib/location-scope.ts";
import { useCan } from "../../../lib/membership.ts";

export const Route = createFileRoute("/_app/configure/metrc")({
  loader: ({ context }) =>
    atSelectedLocation((scope) => void context.queryClient.prefetchQuery(trackTraceQuery(scope))),
  component: MetrcPage,
});

function MetrcPage() {
  const scope = useLocationScope();
  usePageTitle("Metrc");
  if (!scope) return <NoLocationSelected />;
  return <Metrc key={scope.locationId} scope={scope} />;
}

function Metrc({ scope }: { scope: LocationScope }) {
  const overview = useQuery(trackTraceQuery(scope));
  const canManage = useCan("org.manage");
  const canWrite = useCan("inventory.write");
  const t = useMessages(trackTraceMessages);
  if (!overview.data) return <LoadingBlock />;
  const link = overview.data.link;
  return (
    <section aria-label={t("sync.metrc")} className="grid gap-4 xl:grid-cols-2">
      <LinkCard key={link?.linkedAt ?? "none"} scope={scope} link={link} canManage={canManage} />
      {link && <SyncStatusCard scope={scope} canRetry={canWrite} />}
      {link && (
        <div className="xl:col-span-2">
          <ManifestsCard scope={scope} canReceive={canWrite} />
        </div>
      )}
      {link && (
        <div className="xl:col-span-2">
          <ReconciliationCard scope={scope} canResolve={canWrite} />
        </div>
      )}
    </section>
  );
}
