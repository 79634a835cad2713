import { createFileRoute } from "@tanstack/react-router";
import { tradeReportQuery } from "../../../features/reports/api.ts";
import { CustomersScreen } from "../../../features/reports/customers-screen.tsx";
import { ReportPage } from "../../../features/reports/report-filters.tsx";
import { periodOf, periodSearchSchema } from "../../../features/reports/reports-search.ts";
import { atSelectedLocation } from "../../../lib/location-scope.ts";
import { storeTodayFrom } from "../../../lib/queries/location.ts";

export const Route = createFileRoute("/_app/reports/customers")({
  validateSearch: periodSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    atSelectedLocation(
      (scope) =>
        void context.queryClient.prefetchQuery(
          tradeReportQuery(scope, "customers", periodOf(deps, storeTodayFrom(context.queryClient, scope))),
        ),
    ),
  component: CustomersReportPage,
});

function CustomersReportPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReportPage
      label="Customers report"
      title="Customer mix"
      description="New against returning customers, the medical and adult-use share, and the best customers."
    >
      {(scope) => (
        <CustomersScreen
          key={scope.locationId}
          scope={scope}
          search={search}
          onSearchChange={(next) => navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
        />
      )}
    </ReportPage>
  );
}
