import { createFileRoute } from "@tanstack/react-router";
import { prefetchReport, tradeReportQuery } from "../../../features/reports/api.ts";
import { PurchasingScreen } from "../../../features/reports/purchasing-screen.tsx";
import { ReportRoute } from "../../../features/reports/report-filters.tsx";
import { periodOf, purchasingSearchSchema } from "../../../features/reports/reports-search.ts";

export const Route = createFileRoute("/_app/reports/purchasing")({
  validateSearch: purchasingSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchReport(context.queryClient, (scope, today) =>
      tradeReportQuery(scope, "purchasing", {
        ...periodOf(deps, today),
        expiringWithinDays: String(deps.expiringWithinDays),
      }),
    ),
  component: () => <ReportRoute page="purchasing" screen={PurchasingScreen} />,
});
