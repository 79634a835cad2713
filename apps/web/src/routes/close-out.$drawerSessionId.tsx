import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { PaperPage } from "../components/ui/paper-page.tsx";
import { CloseOutView } from "../features/register/close-out-view.tsx";
import { endOfDayQuery } from "../features/reports/api.ts";
import { usePageTitle } from "../hooks/use-page-title.ts";
import { selectedLocationScope } from "../lib/location-scope.ts";
import { requireAppAccess } from "../lib/session.ts";
import "../features/transactions/receipt-print.css";

// A drawer's close-out on the receipt printer, outside the app shell: 80 mm wide, black on white, printed on open.
export const Route = createFileRoute("/close-out/$drawerSessionId")({
  beforeLoad: async ({ context }) => ({ user: await requireAppAccess(context.queryClient) }),
  validateSearch: (search: Record<string, unknown>) => ({ print: search.print !== "0" && search.print !== 0 }),
  component: CloseOutPage,
});

function CloseOutPage() {
  const { drawerSessionId } = Route.useParams();
  const { print } = Route.useSearch();
  const scope = selectedLocationScope();
  const report = useQuery({
    ...endOfDayQuery(scope ?? { orgId: "", locationId: "" }, { drawerSessionId }),
    enabled: !!scope,
  });
  usePageTitle(report.data?.drawers[0] ? `Close-out · ${report.data.drawers[0].session.registerName}` : "Close-out");
  if (report.isError) throw report.error;
  return (
    <PaperPage ready={!!report.data} print={print} loadingLabel="Loading close-out">
      {report.data && <CloseOutView report={report.data} className="receipt-paper" />}
    </PaperPage>
  );
}
