import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Printer } from "lucide-react";
import { Button } from "../components/ui/button.tsx";
import { LoadingBlock } from "../components/ui/spinner.tsx";
import { purchaseOrderMessages } from "../features/purchase-orders/messages.ts";
import { PurchaseOrderSheet } from "../features/purchase-orders/po-document.tsx";
import { purchaseOrderDocumentQuery } from "../features/purchase-orders/po-document-api.ts";
import { usePageTitle } from "../hooks/use-page-title.ts";
import { useMessages } from "../lib/i18n/catalog.ts";
import { selectedLocationScope } from "../lib/location-scope.ts";
import { requireAppAccess } from "../lib/session.ts";
import "../features/purchase-orders/po-print.css";

// The print page of a purchase order, outside the app shell: the sheet on A4 or Letter, "Save as PDF" from the
// browser's print dialog.
export const Route = createFileRoute("/purchase-order-print/$purchaseOrderId")({
  beforeLoad: async ({ context }) => ({ user: await requireAppAccess(context.queryClient) }),
  component: PurchaseOrderPrintPage,
});

function PurchaseOrderPrintPage() {
  const t = useMessages(purchaseOrderMessages);
  const { purchaseOrderId } = Route.useParams();
  const scope = selectedLocationScope();
  const doc = useQuery({
    ...purchaseOrderDocumentQuery(scope ?? { orgId: "", locationId: "" }, purchaseOrderId),
    enabled: !!scope,
  });
  usePageTitle(doc.data ? t("print.pageTitle", { number: doc.data.purchaseOrder.poNumber }) : t("sheet.title"));
  if (doc.isError) throw doc.error;
  return (
    <main className="po-page">
      <div className="po-actions mx-auto mb-4 flex max-w-[190mm] justify-end gap-2">
        <Button variant="outline" onClick={() => window.close()}>
          {t("print.close")}
        </Button>
        <Button onClick={() => window.print()} disabled={!doc.data}>
          <Printer /> {t("print.print")}
        </Button>
      </div>
      {doc.data ? (
        <div className="mx-auto max-w-[190mm] shadow-md print:max-w-none print:shadow-none">
          <PurchaseOrderSheet doc={doc.data} />
        </div>
      ) : (
        <LoadingBlock label={t("print.loading")} />
      )}
    </main>
  );
}
