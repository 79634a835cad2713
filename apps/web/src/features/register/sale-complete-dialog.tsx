import type { Sale } from "@verdant/shared/sales";
import { CircleCheck, Printer } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { dialogMessages } from "./dialog-messages.ts";
import { offlineReceiptOf } from "./offline/offline-receipts.ts";

/** After the sale: the change to hand back, the receipt (print or send), and the next sale. */
export function SaleCompleteDialog(props: {
  sale: Sale;
  money: (cents: number) => string;
  sendReceipt: ReactNode;
  onNewSale: () => void;
}) {
  const { sale, money } = props;
  const offline = offlineReceiptOf(sale.id);
  const t = useMessages(dialogMessages);
  return (
    <Dialog open onOpenChange={(open) => !open && props.onNewSale()}>
      <DialogContent className="max-w-md">
        <DialogHeader
          title={
            <span className="flex items-center gap-2">
              <CircleCheck className="size-5 text-success" /> {t("complete.title")}
            </span>
          }
          description={
            offline
              ? t("complete.offline", { receipt: offline, customer: sale.customer.name })
              : t("complete.receipt", { number: sale.receiptNumber, customer: sale.customer.name })
          }
        />
        <div className="grid grid-cols-2 gap-3 rounded-lg bg-muted/40 p-4 text-center">
          <div className="grid gap-0.5">
            <span className="text-xs text-muted-foreground">{t("complete.total")}</span>
            <span className="text-xl font-semibold tabular-nums">
              {money(sale.totals.totalCents + sale.totals.roundingCents)}
            </span>
          </div>
          <div className="grid gap-0.5">
            <span className="text-xs text-muted-foreground">{t("complete.change")}</span>
            <span className="text-xl font-semibold tabular-nums text-primary" data-testid="sale-change">
              {money(sale.totals.changeCents)}
            </span>
          </div>
        </div>
        <Button variant="outline" asChild>
          <a href={`/receipt/${sale.id}`} target="_blank" rel="noreferrer">
            <Printer /> {t("complete.print")}
          </a>
        </Button>
        {props.sendReceipt}
        <DialogFooter>
          <Button size="lg" autoFocus onClick={props.onNewSale} className="w-full sm:w-auto">
            {t("complete.newSale")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
