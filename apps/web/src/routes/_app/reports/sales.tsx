import { createFileRoute } from "@tanstack/react-router";
import { NoLocationSelected } from "../../../app/layouts/no-location.tsx";
import { selectedLocationScope, useLocationScope } from "../../../app/location-scope.ts";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { salesReportQuery } from "../../../features/reports/api.ts";
import { periodOf, salesSearchSchema } from "../../../features/reports/reports-search.ts";
import { SalesScreen } from "../../../features/reports/sales-screen.tsx";

export const Route = createFileRoute("/_app/reports/sales")({
  validateSearch: salesSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const scope = selectedLocationScope();
    if (scope)
      void context.queryClient.prefetchQuery(salesReportQuery(scope, { ...periodOf(deps), groupBy: deps.groupBy }));
  },
  component: SalesPage,
});

function SalesPage() {
  const scope = useLocationScope();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <section aria-label="Sales report">
      <div data-print-hide>
        <PageHeader
          title="Sales"
          description="Net sales, units, cost and margin for a period, against the period just before."
        />
      </div>
      {scope ? (
        <SalesScreen
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
