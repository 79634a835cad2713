import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { LocationPage } from "../../components/no-location.tsx";
import { LookupFilter } from "../../features/catalog/lookups/lookup-picker.tsx";
import { PurchasingTabs } from "../../features/purchase-orders/purchasing-tabs.tsx";
import { receiveOrdersQuery } from "../../features/receive-orders/api.ts";
import { receiveOrderMessages } from "../../features/receive-orders/messages.ts";
import {
  receiveOrderSearchDefaults,
  receiveOrderSearchSchema,
  toReceiveOrderParams,
} from "../../features/receive-orders/receive-order-search.ts";
import { ReceiveOrdersScreen, type RenderItemFilter } from "../../features/receive-orders/receive-orders-screen.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { atSelectedLocation, type LocationScope } from "../../lib/location-scope.ts";
import { useCan } from "../../lib/membership.ts";

export const Route = createFileRoute("/_app/purchase-orders_/receive")({
  validateSearch: receiveOrderSearchSchema,
  search: { middlewares: [stripSearchParams(receiveOrderSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    atSelectedLocation(
      (scope) => void context.queryClient.prefetchQuery(receiveOrdersQuery(scope, toReceiveOrderParams(deps))),
    ),
  component: ReceiveOrdersPage,
});

function ReceiveOrdersPage() {
  const t = useMessages(receiveOrderMessages);
  return (
    <LocationPage region title={t("page.title")} description={t("page.description")} tabs={<PurchasingTabs />}>
      {(scope) => <ReceiveOrders scope={scope} />}
    </LocationPage>
  );
}

function ReceiveOrders({ scope }: { scope: LocationScope }) {
  const navigate = Route.useNavigate();
  const canWrite = useCan("inventory.write");
  const renderItemFilter: RenderItemFilter = (filter) => <LookupFilter scope={scope} {...filter} />;
  return (
    <ReceiveOrdersScreen
      key={scope.locationId}
      scope={scope}
      canWrite={canWrite}
      renderItemFilter={renderItemFilter}
      onOpen={(receiveOrderId) =>
        navigate({ to: "/purchase-orders/receive/$receiveOrderId", params: { receiveOrderId } })
      }
    />
  );
}
