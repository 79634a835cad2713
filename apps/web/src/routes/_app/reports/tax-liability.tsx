import { createFileRoute } from "@tanstack/react-router";
import { prefetchReport, taxLiabilityQuery } from "../../../features/reports/api.ts";
import { ReportRoute } from "../../../features/reports/report-filters.tsx";
import { periodOf, periodSearchSchema } from "../../../features/reports/reports-search.ts";
import { TaxLiabilityScreen } from "../../../features/reports/tax-liability-screen.tsx";

export const Route = createFileRoute("/_app/reports/tax-liability")({
  validateSearch: periodSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchReport(context.queryClient, (scope, today) => taxLiabilityQuery(scope, periodOf(deps, today))),
  component: () => <ReportRoute page="tax-liability" screen={TaxLiabilityScreen} />,
});
