import { createFileRoute } from "@tanstack/react-router";
import { salesReportQuery } from "../../../features/reports/api.ts";
import { ReportPage } from "../../../features/reports/report-filters.tsx";
import { periodOf, salesSearchSchema } from "../../../features/reports/reports-search.ts";
import { SalesScreen } from "../../../features/reports/sales-screen.tsx";
import { atSelectedLocation } from "../../../lib/location-scope.ts";
import { storeTodayFrom } from "../../../lib/queries/location.ts";

export const Route = createFileRoute("/_app/reports/sales")({
  validateSearch: salesSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    atSelectedLocation(
      (scope) =>
        void context.queryClient.prefetchQuery(
          salesReportQuery(scope, {
            ...periodOf(deps, storeTodayFrom(context.queryClient, scope)),
            groupBy: deps.groupBy,
          }),
        ),
    ),
  component: SalesPage,
});

function SalesPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReportPage
      label="Sales report"
      title="Sales"
      description={"Net sales, units, cost and margin for a period, against the period just before."}
    >
      {(scope) => (
        <SalesScreen
          key={scope.locationId}
          scope={scope}
          search={search}
          onSearchChange={(next) => navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
        />
      )}
    </ReportPage>
  );
}
