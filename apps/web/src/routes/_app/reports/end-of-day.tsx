import { createFileRoute } from "@tanstack/react-router";
import { endOfDayQuery } from "../../../features/reports/api.ts";
import { EndOfDayScreen } from "../../../features/reports/end-of-day-screen.tsx";
import { reportMessages } from "../../../features/reports/messages.ts";
import { ReportPage } from "../../../features/reports/report-filters.tsx";
import { endOfDaySearchSchema } from "../../../features/reports/reports-search.ts";
import { useMessages } from "../../../lib/i18n/catalog.ts";
import { atSelectedLocation } from "../../../lib/location-scope.ts";
import { useCan } from "../../../lib/membership.ts";

export const Route = createFileRoute("/_app/reports/end-of-day")({
  validateSearch: endOfDaySearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    atSelectedLocation((scope) => void context.queryClient.prefetchQuery(endOfDayQuery(scope, { date: deps.date }))),
  component: EndOfDayPage,
});

function EndOfDayPage() {
  const everyone = useCan("reports.read");
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const t = useMessages(reportMessages);
  return (
    <ReportPage
      label={t("page.endOfDay.title")}
      title={t("page.endOfDay.title")}
      description={everyone ? t("page.endOfDay.everyone") : t("page.endOfDay.own")}
    >
      {(scope) => (
        <EndOfDayScreen
          key={scope.locationId}
          scope={scope}
          search={search}
          onSearchChange={(next) => navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
        />
      )}
    </ReportPage>
  );
}
