import { createFileRoute } from "@tanstack/react-router";
import { PAGE_SIZE } from "@verdant/shared";
import { lookupListQuery } from "../../../features/catalog/lookups/api.ts";
import { LookupSection, lookupListParams } from "../../../features/catalog/lookups/lookup-manager.tsx";
import { catalogMessages } from "../../../features/catalog/messages.ts";
import { usePageTitle } from "../../../hooks/use-page-title.ts";
import { useMessages } from "../../../lib/i18n/catalog.ts";
import { listSearch } from "../../../lib/list-search.ts";
import { atSelectedLocation } from "../../../lib/location-scope.ts";

export const Route = createFileRoute("/_app/configure/priorities")({
  validateSearch: listSearch(PAGE_SIZE.default),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    atSelectedLocation(
      (scope) => void context.queryClient.prefetchQuery(lookupListQuery(scope, "priority", lookupListParams(deps))),
    ),
  component: PrioritiesPage,
});

function PrioritiesPage() {
  const t = useMessages(catalogMessages);
  const title = t("kind.plural", { kind: "priority" });
  usePageTitle(title);
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <section aria-label={title}>
      <LookupSection kind="priority" search={search} onSearchChange={(next) => navigate({ search: next })} />
    </section>
  );
}
