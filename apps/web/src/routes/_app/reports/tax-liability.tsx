import { createFileRoute } from "@tanstack/react-router";
import { taxLiabilityQuery } from "../../../features/reports/api.ts";
import { ReportPage } from "../../../features/reports/report-filters.tsx";
import { periodOf, periodSearchSchema } from "../../../features/reports/reports-search.ts";
import { TaxLiabilityScreen } from "../../../features/reports/tax-liability-screen.tsx";
import { atSelectedLocation } from "../../../lib/location-scope.ts";
import { storeTodayFrom } from "../../../lib/queries/location.ts";

export const Route = createFileRoute("/_app/reports/tax-liability")({
  validateSearch: periodSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    atSelectedLocation(
      (scope) =>
        void context.queryClient.prefetchQuery(
          taxLiabilityQuery(scope, periodOf(deps, storeTodayFrom(context.queryClient, scope))),
        ),
    ),
  component: TaxLiabilityPage,
});

function TaxLiabilityPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReportPage
      label="Tax liability"
      title="Tax liability"
      description={"What each tax rate collected, gave back and owes for a period, as the returns ask for it."}
    >
      {(scope) => (
        <TaxLiabilityScreen
          key={scope.locationId}
          scope={scope}
          search={search}
          onSearchChange={(next) => navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
        />
      )}
    </ReportPage>
  );
}
