import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { NoLocationSelected } from "../../components/no-location.tsx";
import { Button } from "../../components/ui/button.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { LoadingBlock } from "../../components/ui/spinner.tsx";
import { inventoryItemQuery, ledgerQuery } from "../../features/inventory/api.ts";
import { LotActions, LotLedger, LotSummary } from "../../features/inventory/lot-detail.tsx";
import { StateTagCard } from "../../features/inventory/state-tag.tsx";
import { trackTraceQuery } from "../../features/track-trace/api.ts";
import { atSelectedLocation, type LocationScope, useLocationScope } from "../../lib/location-scope.ts";
import { useCan } from "../../lib/membership.ts";

export const Route = createFileRoute("/_app/inventory_/$inventoryId")({
  loader: ({ context, params }) =>
    atSelectedLocation((scope) => {
      void context.queryClient.prefetchQuery(inventoryItemQuery(scope, params.inventoryId));
      void context.queryClient.prefetchQuery(ledgerQuery(scope, params.inventoryId, 1));
    }),
  component: LotPage,
});

function LotPage() {
  const scope = useLocationScope();
  if (!scope) return <NoLocationSelected />;
  return <Lot scope={scope} />;
}

function Lot({ scope }: { scope: LocationScope }) {
  const { inventoryId } = Route.useParams();
  const canWrite = useCan("inventory.write");
  const lot = useQuery(inventoryItemQuery(scope, inventoryId));
  const metrc = useQuery(trackTraceQuery(scope));
  if (lot.isError) throw lot.error;
  if (!lot.data) return <LoadingBlock label="Loading the lot" />;
  const needsTag = Boolean(metrc.data?.link) && !lot.data.packageTag;
  return (
    <div className="grid gap-6">
      <div className="flex items-start gap-2">
        <Button asChild variant="ghost" size="icon" aria-label="Back to inventory" className="mt-0.5">
          <Link to="/inventory">
            <ArrowLeft />
          </Link>
        </Button>
        <div className="flex-1">
          <PageHeader
            title={lot.data.productName}
            description={`${lot.data.sku} · ${lot.data.roomName}${lot.data.lotNumber ? ` · lot ${lot.data.lotNumber}` : ""}`}
            actions={
              canWrite && (
                <LotActions
                  scope={scope}
                  lot={lot.data}
                  blocked={needsTag ? "Add the state package tag first: Metrc must hear of every change." : null}
                />
              )
            }
          />
        </div>
      </div>
      {needsTag && <StateTagCard scope={scope} lotId={lot.data.id} canWrite={canWrite} />}
      <LotSummary lot={lot.data} />
      <LotLedger scope={scope} lot={lot.data} />
    </div>
  );
}
