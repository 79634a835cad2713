import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { AtLocation } from "../../components/no-location.tsx";
import { BackLink } from "../../components/ui/back-link.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { LoadingBlock } from "../../components/ui/spinner.tsx";
import { inventoryItemQuery, ledgerQuery } from "../../features/inventory/api.ts";
import { LotActions, LotLedger, LotSummary } from "../../features/inventory/lot-detail.tsx";
import { inventoryMessages } from "../../features/inventory/messages.ts";
import { StateTagCard } from "../../features/inventory/state-tag.tsx";
import { trackTraceQuery } from "../../features/track-trace/api.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { atSelectedLocation, type LocationScope } from "../../lib/location-scope.ts";
import { useCan } from "../../lib/membership.ts";

export const Route = createFileRoute("/_app/inventory_/$inventoryId")({
  loader: ({ context, params }) =>
    atSelectedLocation((scope) => {
      void context.queryClient.prefetchQuery(inventoryItemQuery(scope, params.inventoryId));
      void context.queryClient.prefetchQuery(ledgerQuery(scope, params.inventoryId, 1));
    }),
  component: () => <AtLocation>{(scope) => <Lot scope={scope} />}</AtLocation>,
});

function Lot({ scope }: { scope: LocationScope }) {
  const { inventoryId } = Route.useParams();
  const canWrite = useCan("inventory.write");
  const lot = useQuery(inventoryItemQuery(scope, inventoryId));
  const metrc = useQuery(trackTraceQuery(scope));
  const t = useMessages(inventoryMessages);
  if (lot.isError) throw lot.error;
  if (!lot.data) return <LoadingBlock label={t("lot.loading")} />;
  const needsTag = Boolean(metrc.data?.link) && !lot.data.packageTag;
  return (
    <div className="grid gap-6">
      <div className="flex items-start gap-2">
        <BackLink to="/inventory" label={t("lot.back")} icon className="mt-0.5" />
        <div className="flex-1">
          <PageHeader
            title={lot.data.productName}
            description={t(lot.data.lotNumber ? "lot.whereWithLot" : "lot.where", {
              sku: lot.data.sku,
              room: lot.data.roomName,
              lot: lot.data.lotNumber ?? "",
            })}
            actions={
              canWrite && <LotActions scope={scope} lot={lot.data} blocked={needsTag ? t("lot.tagFirst") : null} />
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
