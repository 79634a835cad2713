import { createFileRoute } from "@tanstack/react-router";
import { NoLocationSelected } from "../../components/no-location.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { vendorListQuery } from "../../features/vendors/api.ts";
import { vendorScreenMessages } from "../../features/vendors/messages.ts";
import { VendorsScreen } from "../../features/vendors/vendors-screen.tsx";
import { vendorQueryOf, vendorsSearchSchema } from "../../features/vendors/vendors-search.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { atSelectedLocation, useLocationScope } from "../../lib/location-scope.ts";
import { useCan } from "../../lib/membership.ts";

export const Route = createFileRoute("/_app/vendors")({
  validateSearch: vendorsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    atSelectedLocation((scope) => void context.queryClient.prefetchQuery(vendorListQuery(scope, vendorQueryOf(deps)))),
  component: VendorsPage,
});

function VendorsPage() {
  const scope = useLocationScope();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const canWrite = useCan("catalog.write");
  const t = useMessages(vendorScreenMessages);
  return (
    <>
      <PageHeader title={t("page.title")} description={t("page.description")} />
      {scope ? (
        <VendorsScreen
          key={scope.locationId}
          scope={scope}
          search={search}
          onSearchChange={(next) => navigate({ search: next })}
          canWrite={canWrite}
        />
      ) : (
        <NoLocationSelected />
      )}
    </>
  );
}
