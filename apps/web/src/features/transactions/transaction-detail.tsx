import type { TransactionDetail as Detail } from "@verdant/shared/transactions";
import { Ban, Printer, Undo2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardHeader, TitledCard } from "../../components/ui/card.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import type { LocationScope } from "../../lib/location-scope.ts";
import { dateTime, moneyIn, STATUS_LABELS, STATUS_TONES, saleQuantity, TENDER_NAMES } from "./labels.ts";
import { ReceiptView } from "./receipt-view.tsx";
import { RefundDialog, VoidDialog } from "./sale-actions.tsx";
import { SaleLinesExplained } from "./sale-lines-explained.tsx";

/** One sale: its receipt, refunds and voids, and what it did to stock; managers void or refund from here. */
export function TransactionDetail(props: { scope: LocationScope; detail: Detail; canManage: boolean }) {
  const { sale, store, ledger } = props.detail;
  const money = moneyIn(store.currency);
  const [action, setAction] = useState<"void" | "refund" | null>(null);
  const refundable = sale.status === "COMPLETED" || sale.status === "PARTIALLY_REFUNDED";
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[22rem_1fr]">
      <Card className="p-5">
        <ReceiptView receipt={props.detail} />
      </Card>
      <div className="grid gap-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={STATUS_TONES[sale.status]}>{STATUS_LABELS[sale.status]}</Badge>
          <span className="text-sm text-muted-foreground">
            {dateTime(sale.completedAt, store.timeZone)} · {sale.register.name} · {sale.cashier.name}
          </span>
          <div className="ml-auto flex gap-2">
            <Button variant="outline" asChild>
              <a href={`/receipt/${sale.id}`} target="_blank" rel="noreferrer">
                <Printer /> Print
              </a>
            </Button>
            {props.canManage && refundable && (
              <Button variant="outline" onClick={() => setAction("refund")}>
                <Undo2 /> Refund
              </Button>
            )}
            {props.canManage && sale.status === "COMPLETED" && (
              <Button variant="destructive" onClick={() => setAction("void")}>
                <Ban /> Void
              </Button>
            )}
          </div>
        </div>
        {sale.voided && (
          <Card className="border-destructive/40 p-4 text-sm">
            Voided {dateTime(sale.voided.at, store.timeZone)} by {sale.voided.by.name}: {sale.voided.reason}
          </Card>
        )}
        <SaleLinesExplained sale={sale} money={money} />
        <TitledCard title="Refunds" contentClassName="">
          {sale.refunds.length === 0 ? (
            <p className="text-sm text-muted-foreground">No refunds.</p>
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
                    {r.reason} · {r.disposition === "RESTOCK" ? "restocked" : "written off"} ·{" "}
                    {r.tenders.map((t) => `${TENDER_NAMES[t.type]} ${money(t.amountCents)}`).join(", ")}
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
          <TitledCard
            title="Manager approvals"
            description="Voids and refunds approved with a manager's PIN."
            contentClassName=""
          >
            <ul className="grid gap-2 text-sm">
              {sale.overrides.map((o) => (
                <li key={o.id} className="flex flex-wrap justify-between gap-2" data-testid="override">
                  <span>
                    {o.action === "VOID" ? "Void" : "Refund"} asked by {o.requestedBy.name}, approved by{" "}
                    <span className="font-medium">{o.approvedBy.name}</span>: {o.reason}
                  </span>
                  <span className="text-muted-foreground">{dateTime(o.createdAt, store.timeZone)}</span>
                </li>
              ))}
            </ul>
          </TitledCard>
        )}
        <Card>
          <CardHeader title="Stock effects" description="The ledger rows this sale, its void and refunds wrote." />
          <Table className="mt-4">
            <TableHeader>
              <TableRow>
                <TableHead>Product</TableHead>
                <TableHead>Room</TableHead>
                <TableHead>Reason</TableHead>
                <TableHead className="text-right">Change</TableHead>
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
