import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { PaperPage } from "../components/ui/paper-page.tsx";
import { CloseOutView } from "../features/register/close-out-view.tsx";
import { dialogMessages } from "../features/register/dialog-messages.ts";
import { endOfDayQuery } from "../features/reports/api.ts";
import { usePageTitle } from "../hooks/use-page-title.ts";
import { useMessages } from "../lib/i18n/catalog.ts";
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
  const t = useMessages(dialogMessages);
  const { drawerSessionId } = Route.useParams();
  const { print } = Route.useSearch();
  const scope = selectedLocationScope();
  const report = useQuery({
    ...endOfDayQuery(scope ?? { orgId: "", locationId: "" }, { drawerSessionId }),
    enabled: !!scope,
  });
  const drawer = report.data?.drawers[0];
  usePageTitle(drawer ? t("closeOut.titleOf", { register: drawer.session.registerName }) : t("closeOut.label"));
  if (report.isError) throw report.error;
  return (
    <PaperPage ready={!!report.data} print={print} loadingLabel={t("closeOut.loading")}>
      {report.data && <CloseOutView report={report.data} className="receipt-paper" />}
    </PaperPage>
  );
}
