import { createFileRoute } from "@tanstack/react-router";
import { prefetchReport, tradeReportQuery } from "../../../features/reports/api.ts";
import { CustomersScreen } from "../../../features/reports/customers-screen.tsx";
import { ReportRoute } from "../../../features/reports/report-filters.tsx";
import { periodOf, periodSearchSchema } from "../../../features/reports/reports-search.ts";

export const Route = createFileRoute("/_app/reports/customers")({
  validateSearch: periodSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchReport(context.queryClient, (scope, today) => tradeReportQuery(scope, "customers", periodOf(deps, today))),
  component: () => <ReportRoute page="customers" screen={CustomersScreen} />,
});
