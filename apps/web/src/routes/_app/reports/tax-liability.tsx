import { createFileRoute } from "@tanstack/react-router";
import { NoLocationSelected } from "../../../app/layouts/no-location.tsx";
import { selectedLocationScope, useLocationScope } from "../../../app/location-scope.ts";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { taxLiabilityQuery } from "../../../features/reports/api.ts";
import { periodOf, periodSearchSchema } from "../../../features/reports/reports-search.ts";
import { TaxLiabilityScreen } from "../../../features/reports/tax-liability-screen.tsx";

export const Route = createFileRoute("/_app/reports/tax-liability")({
  validateSearch: periodSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const scope = selectedLocationScope();
    if (scope) void context.queryClient.prefetchQuery(taxLiabilityQuery(scope, periodOf(deps)));
  },
  component: TaxLiabilityPage,
});

function TaxLiabilityPage() {
  const scope = useLocationScope();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <section aria-label="Tax liability">
      <div data-print-hide>
        <PageHeader
          title="Tax liability"
          description="What each tax rate collected, gave back and owes for a period, as the returns ask for it."
        />
      </div>
      {scope ? (
        <TaxLiabilityScreen
          key={scope.locationId}
          scope={scope}
          search={search}
          onSearchChange={(next) => navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
        />
      ) : (
        <NoLocationSelected />
      )}
    </section>
  );
}
