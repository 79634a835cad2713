import { createFileRoute } from "@tanstack/react-router";
import { prefetchReport, salesReportQuery } from "../../../features/reports/api.ts";
import { ReportRoute } from "../../../features/reports/report-filters.tsx";
import { periodOf, salesSearchSchema } from "../../../features/reports/reports-search.ts";
import { SalesScreen } from "../../../features/reports/sales-screen.tsx";

export const Route = createFileRoute("/_app/reports/sales")({
  validateSearch: salesSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchReport(context.queryClient, (scope, today) =>
      salesReportQuery(scope, { ...periodOf(deps, today), groupBy: deps.groupBy }),
    ),
  component: () => <ReportRoute page="sales" screen={SalesScreen} />,
});
