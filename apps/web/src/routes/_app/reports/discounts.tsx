import { createFileRoute } from "@tanstack/react-router";
import { tradeReportQuery } from "../../../features/reports/api.ts";
import { DiscountsScreen } from "../../../features/reports/discounts-screen.tsx";
import { ReportPage } from "../../../features/reports/report-filters.tsx";
import { periodOf, periodSearchSchema } from "../../../features/reports/reports-search.ts";
import { atSelectedLocation } from "../../../lib/location-scope.ts";
import { storeTodayFrom } from "../../../lib/queries/location.ts";

export const Route = createFileRoute("/_app/reports/discounts")({
  validateSearch: periodSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    atSelectedLocation(
      (scope) =>
        void context.queryClient.prefetchQuery(
          tradeReportQuery(scope, "discounts", periodOf(deps, storeTodayFrom(context.queryClient, scope))),
        ),
    ),
  component: DiscountsReportPage,
});

function DiscountsReportPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReportPage
      label="Discounts report"
      title="Discounts"
      description="What each discount cost, how often it was used, and the sales it came with."
    >
      {(scope) => (
        <DiscountsScreen
          key={scope.locationId}
          scope={scope}
          search={search}
          onSearchChange={(next) => navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
        />
      )}
    </ReportPage>
  );
}
