import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { PaperPage } from "../components/ui/paper-page.tsx";
import { receiptQuery } from "../features/transactions/api.ts";
import { receiptMessages } from "../features/transactions/receipt-messages.ts";
import { ReceiptView } from "../features/transactions/receipt-view.tsx";
import { usePageTitle } from "../hooks/use-page-title.ts";
import { useMessages } from "../lib/i18n/catalog.ts";
import { selectedLocationScope } from "../lib/location-scope.ts";
import { requireAppAccess } from "../lib/session.ts";
import "../features/transactions/receipt-print.css";

// The print page of a receipt, outside the app shell: 80 mm wide, black on white, printed on open.
export const Route = createFileRoute("/receipt/$saleId")({
  beforeLoad: async ({ context }) => ({ user: await requireAppAccess(context.queryClient) }),
  validateSearch: (search: Record<string, unknown>) => ({ print: search.print !== "0" && search.print !== 0 }),
  component: ReceiptPage,
});

function ReceiptPage() {
  const { saleId } = Route.useParams();
  const { print } = Route.useSearch();
  const scope = selectedLocationScope();
  const receipt = useQuery({ ...receiptQuery(scope ?? { orgId: "", locationId: "" }, saleId), enabled: !!scope });
  const t = useMessages(receiptMessages);
  usePageTitle(receipt.data ? t("receiptNumber", { number: receipt.data.sale.receiptNumber }) : t("title"));
  if (receipt.isError) throw receipt.error;
  return (
    <PaperPage ready={!!receipt.data} print={print} loadingLabel={t("title")}>
      {receipt.data && <ReceiptView receipt={receipt.data} className="receipt-paper" />}
    </PaperPage>
  );
}
