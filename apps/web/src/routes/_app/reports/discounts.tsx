import { createFileRoute } from "@tanstack/react-router";
import { prefetchReport, tradeReportQuery } from "../../../features/reports/api.ts";
import { DiscountsScreen } from "../../../features/reports/discounts-screen.tsx";
import { ReportRoute } from "../../../features/reports/report-filters.tsx";
import { periodOf, periodSearchSchema } from "../../../features/reports/reports-search.ts";

export const Route = createFileRoute("/_app/reports/discounts")({
  validateSearch: periodSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchReport(context.queryClient, (scope, today) => tradeReportQuery(scope, "discounts", periodOf(deps, today))),
  component: () => <ReportRoute page="discounts" screen={DiscountsScreen} />,
});
