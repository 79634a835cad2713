import { createFileRoute } from "@tanstack/react-router";
import { tradeReportQuery } from "../../../features/reports/api.ts";
import { PurchasingScreen } from "../../../features/reports/purchasing-screen.tsx";
import { ReportPage } from "../../../features/reports/report-filters.tsx";
import { periodOf, purchasingSearchSchema } from "../../../features/reports/reports-search.ts";
import { atSelectedLocation } from "../../../lib/location-scope.ts";
import { storeTodayFrom } from "../../../lib/queries/location.ts";

export const Route = createFileRoute("/_app/reports/purchasing")({
  validateSearch: purchasingSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    atSelectedLocation((scope) => {
      const period = periodOf(deps, storeTodayFrom(context.queryClient, scope));
      const filters = { ...period, expiringWithinDays: String(deps.expiringWithinDays) };
      void context.queryClient.prefetchQuery(tradeReportQuery(scope, "purchasing", filters));
    }),
  component: PurchasingReportPage,
});

function PurchasingReportPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReportPage
      label="Purchasing report"
      title="Purchasing"
      description="Received against ordered by vendor, the orders still open, and vendor licenses running out."
    >
      {(scope) => (
        <PurchasingScreen
          key={scope.locationId}
          scope={scope}
          search={search}
          onSearchChange={(next) => navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
        />
      )}
    </ReportPage>
  );
}
