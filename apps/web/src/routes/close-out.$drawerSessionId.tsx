import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import { selectedLocationScope } from "../app/location-scope.ts";
import { requireAppAccess } from "../app/session.ts";
import { Button } from "../components/ui/button.tsx";
import { LoadingBlock } from "../components/ui/spinner.tsx";
import { CloseOutView } from "../features/register/close-out-view.tsx";
import { endOfDayQuery } from "../features/reports/api.ts";
import { usePageTitle } from "../hooks/use-page-title.ts";
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
  useEffect(() => {
    if (report.data && print) setTimeout(() => window.print(), 300);
  }, [report.data, print]);
  if (report.isError) throw report.error;
  return (
    <main className="receipt-page">
      {report.data ? (
        <CloseOutView report={report.data} className="receipt-paper" />
      ) : (
        <LoadingBlock label="Loading close-out" />
      )}
      <div className="receipt-actions">
        <Button onClick={() => window.print()}>Print</Button>
        <Button variant="outline" onClick={() => window.close()}>
          Close
        </Button>
      </div>
    </main>
  );
}
