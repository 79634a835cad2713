import type { TransactionDetail as Detail } from "@verdant/shared/transactions";
import { Ban, Printer, Undo2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardHeader, TitledCard } from "../../components/ui/card.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { dateTime, moneyIn, STATUS_TONES, saleQuantity } from "./labels.ts";
import { transactionMessages } from "./messages.ts";
import { ReceiptView } from "./receipt-view.tsx";
import { RefundDialog, VoidDialog } from "./sale-actions.tsx";
import { SaleLinesExplained } from "./sale-lines-explained.tsx";

/** One sale: its receipt, refunds and voids, and what it did to stock; managers void or refund from here. */
export function TransactionDetail(props: { scope: LocationScope; detail: Detail; canManage: boolean }) {
  const { sale, store, ledger } = props.detail;
  const money = moneyIn(store.currency);
  const [action, setAction] = useState<"void" | "refund" | null>(null);
  const t = useMessages(transactionMessages);
  const refundable = sale.status === "COMPLETED" || sale.status === "PARTIALLY_REFUNDED";
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[22rem_1fr]">
      <Card className="p-5">
        <ReceiptView receipt={props.detail} />
      </Card>
      <div className="grid gap-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={STATUS_TONES[sale.status]}>{t(`status.${sale.status}`)}</Badge>
          <span className="text-sm text-muted-foreground">
            {dateTime(sale.completedAt, store.timeZone)} · {sale.register.name} · {sale.cashier.name}
          </span>
          <div className="ml-auto flex gap-2">
            <Button variant="outline" asChild>
              <a href={`/receipt/${sale.id}`} target="_blank" rel="noreferrer">
                <Printer /> {t("detail.print")}
              </a>
            </Button>
            {props.canManage && refundable && (
              <Button variant="outline" onClick={() => setAction("refund")}>
                <Undo2 /> {t("detail.refund")}
              </Button>
            )}
            {props.canManage && sale.status === "COMPLETED" && (
              <Button variant="destructive" onClick={() => setAction("void")}>
                <Ban /> {t("detail.void")}
              </Button>
            )}
          </div>
        </div>
        {sale.voided && (
          <Card className="border-destructive/40 p-4 text-sm">
            {t("detail.voided", {
              when: dateTime(sale.voided.at, store.timeZone),
              name: sale.voided.by.name,
              reason: sale.voided.reason,
            })}
          </Card>
        )}
        <SaleLinesExplained sale={sale} money={money} />
        <TitledCard title={t("detail.refunds")} contentClassName="">
          {sale.refunds.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("detail.noRefunds")}</p>
          ) : (
            <ul className="grid gap-3">
              {sale.refunds.map((r) => (
                <li key={r.id} className="grid gap-1 rounded-lg border p-3 text-sm" data-testid="refund">
                  <div className="flex justify-between font-medium">
                    <span>
                      {dateTime(r.createdAt, store.timeZone)} · {r.refundedBy.name}
                    </span>
                    <span className="tabular-nums">{money(r.totalCents)}</span>
                  </div>
                  <span className="text-muted-foreground">
                    {r.reason} · {t(r.disposition === "RESTOCK" ? "detail.restocked" : "detail.writtenOff")} ·{" "}
                    {r.tenders.map((tender) => `${t(`tender.${tender.type}`)} ${money(tender.amountCents)}`).join(", ")}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {r.lines
                      .map((l) => {
                        const line = sale.lines.find((x) => x.id === l.saleLineId);
                        return line ? `${line.name} × ${saleQuantity(l.quantity, line.unit)}` : "";
                      })
                      .join(", ")}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </TitledCard>
        {sale.overrides.length > 0 && (
          <TitledCard title={t("detail.approvals")} description={t("detail.approvalsDescription")} contentClassName="">
            <ul className="grid gap-2 text-sm">
              {sale.overrides.map((o) => (
                <li key={o.id} className="flex flex-wrap justify-between gap-2" data-testid="override">
                  <span>
                    {t("detail.approval", { action: o.action, requester: o.requestedBy.name })}{" "}
                    <span className="font-medium">{o.approvedBy.name}</span>: {o.reason}
                  </span>
                  <span className="text-muted-foreground">{dateTime(o.createdAt, store.timeZone)}</span>
                </li>
              ))}
            </ul>
          </TitledCard>
        )}
        <Card>
          <CardHeader title={t("detail.stock")} description={t("detail.stockDescription")} />
          <Table className="mt-4">
            <TableHeader>
              <TableRow>
                <TableHead>{t("detail.product")}</TableHead>
                <TableHead>{t("detail.room")}</TableHead>
                <TableHead>{t("detail.reason")}</TableHead>
                <TableHead className="text-right">{t("detail.change")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {ledger.map((row, i) => (
                <TableRow key={`${row.inventoryItemId}-${i}`}>
                  <TableCell>{row.productName}</TableCell>
                  <TableCell>{row.roomName}</TableCell>
                  <TableCell>{row.reason}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {row.delta > 0 ? `+${row.delta}` : row.delta}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      </div>
      {action === "void" && <VoidDialog scope={props.scope} sale={sale} onClose={() => setAction(null)} />}
      {action === "refund" && <RefundDialog scope={props.scope} sale={sale} onClose={() => setAction(null)} />}
    </div>
  );
}
