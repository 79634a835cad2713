import { createFileRoute } from "@tanstack/react-router";
import { PAGE_SIZE } from "@verdant/shared";
import { configureMessages } from "../../../app/layouts/configure-messages.ts";
import { NoLocationSelected } from "../../../components/no-location.tsx";
import { customerGroupListQuery } from "../../../features/customers/customer-groups.api.ts";
import {
  CustomerGroupsManager,
  customerGroupListParams,
} from "../../../features/customers/customer-groups-manager.tsx";
import { usePageTitle } from "../../../hooks/use-page-title.ts";
import { useMessages } from "../../../lib/i18n/catalog.ts";
import { listSearch } from "../../../lib/list-search.ts";
import { atSelectedLocation, useLocationScope } from "../../../lib/location-scope.ts";
import { useCan } from "../../../lib/membership.ts";

export const Route = createFileRoute("/_app/configure/customer-groups")({
  validateSearch: listSearch(PAGE_SIZE.default),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    atSelectedLocation(
      (scope) => void context.queryClient.prefetchQuery(customerGroupListQuery(scope, customerGroupListParams(deps))),
    ),
  component: CustomerGroupsPage,
});

function CustomerGroupsPage() {
  const t = useMessages(configureMessages);
  usePageTitle(t("customerGroups"));
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const scope = useLocationScope();
  // The API lets pricing.write manage groups: a group is what a staff or senior discount targets.
  const canWrite = useCan("pricing.write");
  return (
    <section aria-label={t("customerGroups")}>
      {scope ? (
        <CustomerGroupsManager
          key={scope.orgId}
          scope={scope}
          search={search}
          canWrite={canWrite}
          onSearchChange={(next) => navigate({ search: next })}
        />
      ) : (
        <NoLocationSelected />
      )}
    </section>
  );
}
