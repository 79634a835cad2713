import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { PaperPage } from "../components/ui/paper-page.tsx";
import { receiptSaleId } from "../features/register/offline/start.ts";
import { receiptQuery } from "../features/transactions/api.ts";
import { receiptMessages } from "../features/transactions/receipt-messages.ts";
import { ReceiptView } from "../features/transactions/receipt-view.tsx";
import { usePageTitle } from "../hooks/use-page-title.ts";
import { useMessages } from "../lib/i18n/catalog.ts";
import { selectedLocationScope } from "../lib/location-scope.ts";
import { requireAppAccess } from "../lib/session.ts";
import "../features/transactions/receipt-print.css";

// The print page of a receipt, outside the app shell: 80 mm wide, black on white, printed on open. A sale rung up
// offline prints from the register's local copy with no network (the offline layer answers), and from the server
// under its own id once it has synced.
export const Route = createFileRoute("/receipt/$saleId")({
  beforeLoad: async ({ context, params }) => {
    const saleId = await receiptSaleId(params.saleId);
    return { user: await requireAppAccess(context.queryClient), saleId };
  },
  validateSearch: (search: Record<string, unknown>) => ({ print: search.print !== "0" && search.print !== 0 }),
  component: ReceiptPage,
});

function ReceiptPage() {
  const { saleId } = Route.useRouteContext();
  const { print } = Route.useSearch();
  const scope = selectedLocationScope();
  const receipt = useQuery({ ...receiptQuery(scope ?? { orgId: "", locationId: "" }, saleId), enabled: !!scope });
  const t = useMessages(receiptMessages);
  const number = receipt.data?.sale.receiptNumber
    ? t("receiptNumber", { number: receipt.data.sale.receiptNumber })
    : t("offlineReceipt", { number: receipt.data?.offlineReceipt ?? "" });
  usePageTitle(receipt.data ? number : t("title"));
  if (receipt.isError) throw receipt.error;
  return (
    <PaperPage ready={!!receipt.data} print={print} loadingLabel={t("title")}>
      {receipt.data && <ReceiptView receipt={receipt.data} className="receipt-paper" />}
    </PaperPage>
  );
}
