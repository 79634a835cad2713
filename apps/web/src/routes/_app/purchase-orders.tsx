import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { PAGE_SIZE } from "@verdant/shared";
import { purchaseOrderStatuses } from "@verdant/shared/list-filters";
import { z } from "zod";
import { LocationPage } from "../../components/no-location.tsx";
import { purchaseOrderStatsQuery, purchaseOrdersQuery } from "../../features/purchase-orders/api.ts";
import { purchaseOrderMessages } from "../../features/purchase-orders/messages.ts";
import { PurchaseOrdersScreen, toPurchaseOrderParams } from "../../features/purchase-orders/purchase-orders-screen.tsx";
import { PurchasingTabs } from "../../features/purchase-orders/purchasing-tabs.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { atSelectedLocation } from "../../lib/location-scope.ts";
import { useCan } from "../../lib/membership.ts";

const searchSchema = z.object({
  status: z
    .enum([...purchaseOrderStatuses, "ALL"])
    .catch("ALL")
    .default("ALL"),
  search: z.string().catch("").default(""),
  page: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).catch(PAGE_SIZE.default).default(PAGE_SIZE.default),
});

export const Route = createFileRoute("/_app/purchase-orders")({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ status: "ALL", search: "", page: 1, limit: PAGE_SIZE.default })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    atSelectedLocation((scope) => {
      void context.queryClient.prefetchQuery(purchaseOrdersQuery(scope, toPurchaseOrderParams(deps)));
      void context.queryClient.prefetchQuery(purchaseOrderStatsQuery(scope));
    }),
  component: PurchaseOrdersPage,
});

function PurchaseOrdersPage() {
  const t = useMessages(purchaseOrderMessages);
  const canWrite = useCan("inventory.write");
  return (
    <LocationPage region title={t("page.title")} description={t("page.description")} tabs={<PurchasingTabs />}>
      {(scope) => <PurchaseOrdersScreen key={scope.locationId} scope={scope} canWrite={canWrite} />}
    </LocationPage>
  );
}
