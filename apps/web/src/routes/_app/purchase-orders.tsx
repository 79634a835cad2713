import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { PAGE_SIZE } from "@verdant/shared";
import { purchaseOrderStatuses } from "@verdant/shared/list-filters";
import { z } from "zod";
import { NoLocationSelected } from "../../components/no-location.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { purchaseOrderStatsQuery, purchaseOrdersQuery } from "../../features/purchase-orders/api.ts";
import { purchaseOrderMessages } from "../../features/purchase-orders/messages.ts";
import { PurchaseOrdersScreen, toPurchaseOrderParams } from "../../features/purchase-orders/purchase-orders-screen.tsx";
import { PurchasingTabs } from "../../features/purchase-orders/purchasing-tabs.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { atSelectedLocation, type LocationScope, useLocationScope } from "../../lib/location-scope.ts";
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
  const scope = useLocationScope();
  return (
    <section aria-label={t("page.title")}>
      <PageHeader title={t("page.title")} description={t("page.description")} />
      <PurchasingTabs />
      {scope ? <PurchaseOrders scope={scope} /> : <NoLocationSelected />}
    </section>
  );
}

function PurchaseOrders({ scope }: { scope: LocationScope }) {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const canWrite = useCan("inventory.write");
  return (
    <PurchaseOrdersScreen
      key={scope.locationId}
      scope={scope}
      search={search}
      canWrite={canWrite}
      onSearchChange={(next) => navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
    />
  );
}
