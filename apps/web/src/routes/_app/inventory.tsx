import { useQuery } from "@tanstack/react-query";
import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { LocationPage } from "../../components/no-location.tsx";
import { LookupFilter } from "../../features/catalog/lookups/lookup-picker.tsx";
import { INVENTORY_PREFETCH, inventoryListQuery } from "../../features/inventory/api.ts";
import type { RenderLookupFilter } from "../../features/inventory/inventory-filters.tsx";
import { InventoryScreen } from "../../features/inventory/inventory-screen.tsx";
import {
  inventorySearchDefaults,
  inventorySearchSchema,
  toInventoryParams,
} from "../../features/inventory/inventory-search.ts";
import { inventoryMessages } from "../../features/inventory/messages.ts";
import { trackTraceQuery } from "../../features/track-trace/api.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { atSelectedLocation, type LocationScope } from "../../lib/location-scope.ts";
import { useCan } from "../../lib/membership.ts";

export const Route = createFileRoute("/_app/inventory")({
  validateSearch: inventorySearchSchema,
  search: { middlewares: [stripSearchParams(inventorySearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    atSelectedLocation((scope) => {
      // Spec §7's prefetch (AVAILABLE, page 1, limit 10), and the view the URL asks for when it is another.
      void context.queryClient.prefetchQuery(inventoryListQuery(scope, INVENTORY_PREFETCH));
      void context.queryClient.prefetchQuery(inventoryListQuery(scope, toInventoryParams(deps)));
    }),
  component: InventoryPage,
});

function InventoryPage() {
  const t = useMessages(inventoryMessages);
  return (
    <LocationPage region title={t("page.title")} description={t("page.description")}>
      {(scope) => <Inventory scope={scope} />}
    </LocationPage>
  );
}

function Inventory({ scope }: { scope: LocationScope }) {
  const canWrite = useCan("inventory.write");
  const metrc = useQuery(trackTraceQuery(scope));
  const renderLookupFilter: RenderLookupFilter = (filter) => <LookupFilter scope={scope} {...filter} />;
  return (
    <InventoryScreen
      // Another location starts from its own first page and an empty selection.
      key={scope.locationId}
      scope={scope}
      canWrite={canWrite}
      renderLookupFilter={renderLookupFilter}
      tagRequired={Boolean(metrc.data?.link)}
    />
  );
}
