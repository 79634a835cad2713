// A confirmed order: what was ordered and how much has arrived, its totals and internal notes, and the moves a
// person may make (receive it, cancel it, close it short, delete a cancelled one).
import type { PurchaseOrderDetail, PurchaseOrderItem, PurchaseOrderStatus } from "@verdant/shared/purchase-orders";
import { canMovePurchaseOrder, DELETABLE_PO_STATUSES } from "@verdant/shared/purchase-orders";
import { Ban, Lock, PackageOpen, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Fact } from "../../components/fact.tsx";
import { productColumn } from "../../components/product-column.tsx";
import { ConfirmDialog } from "../../components/ui/alert-dialog.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useMoney } from "../../hooks/use-money.ts";
import { formatDate } from "../../lib/format.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { formatQuantity } from "../../lib/quantity.ts";
import { useDeletePurchaseOrder, useSetPurchaseOrderStatus } from "./api.ts";
import { InternalNotes } from "./internal-notes.tsx";
import { purchaseOrderMessages } from "./messages.ts";
import { EmailPurchaseOrder, PrintPurchaseOrder } from "./po-send.tsx";
import { PoTotals } from "./po-totals.tsx";

type Move = { status: PurchaseOrderStatus; label: "move.cancel" | "move.close" };
const moves: Move[] = [
  { status: "CANCELLED", label: "move.cancel" },
  { status: "CLOSED", label: "move.close" },
];

export function PurchaseOrderActions(props: {
  scope: LocationScope;
  po: PurchaseOrderDetail;
  /** The route's "Receive" action (the receive-orders feature). */
  receiveAction?: ReactNode;
  onDeleted: () => void;
}) {
  const { scope, po } = props;
  const t = useMessages(purchaseOrderMessages);
  const setStatus = useSetPurchaseOrderStatus(scope);
  const remove = useDeletePurchaseOrder(scope);
  const [asking, setAsking] = useState<Move | "delete" | null>(null);
  const allowed = moves.filter((m) => canMovePurchaseOrder(po.status, m.status));
  const move = typeof asking === "object" ? asking : null;
  return (
    <>
      <EmailPurchaseOrder scope={scope} po={po} />
      <PrintPurchaseOrder po={po} />
      {allowed.map((m) => (
        <Button key={m.status} variant="outline" onClick={() => setAsking(m)}>
          {m.status === "CANCELLED" ? <Ban /> : <Lock />} {t(m.label)}
        </Button>
      ))}
      {DELETABLE_PO_STATUSES.includes(po.status) && (
        <Button variant="outline" onClick={() => setAsking("delete")}>
          <Trash2 /> {t("delete")}
        </Button>
      )}
      {props.receiveAction}
      <ConfirmDialog
        open={move !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={move ? t(`${move.label}Title`) : ""}
        description={move ? t(`${move.label}Description`) : undefined}
        confirmLabel={move ? t(move.label) : undefined}
        cancelLabel={t("move.keep")}
        destructive={move?.status === "CANCELLED"}
        pending={setStatus.isPending}
        onConfirm={() =>
          move && setStatus.mutate({ id: po.id, status: move.status }, { onSettled: () => setAsking(null) })
        }
      />
      <ConfirmDialog
        open={asking === "delete"}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t("delete.title", { number: po.poNumber })}
        description={t("delete.description")}
        confirmLabel={t("delete.confirm")}
        cancelLabel={t("move.keep")}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate(po.id, { onSuccess: props.onDeleted, onSettled: () => setAsking(null) })}
      />
    </>
  );
}

export function PurchaseOrderSummary({
  scope,
  po,
  canWrite,
}: {
  scope: LocationScope;
  po: PurchaseOrderDetail;
  canWrite: boolean;
}) {
  const t = useMessages(purchaseOrderMessages);
  const formatMoney = useMoney();
  const columns: Column<PurchaseOrderItem>[] = [
    productColumn(t("column.product")),
    {
      id: "ordered",
      header: t("column.ordered"),
      className: "text-right tabular-nums",
      cell: (i) => formatQuantity(i.quantity, i.unit),
    },
    {
      id: "received",
      header: t("column.received"),
      className: "text-right tabular-nums",
      cell: (i) => formatQuantity(i.receivedQuantity, i.unit),
    },
    {
      id: "open",
      header: t("column.stillToCome"),
      className: "text-right tabular-nums",
      cell: (i) => formatQuantity(Math.max(0, i.quantity - i.receivedQuantity), i.unit),
    },
    {
      id: "cost",
      header: t("column.unitCost"),
      className: "text-right tabular-nums hidden md:table-cell",
      cell: (i) =>
        i.unit === "GRAM" ? t("perGram", { cost: formatMoney(i.unitCostCents) }) : formatMoney(i.unitCostCents),
    },
  ];
  return (
    <div className="grid gap-5">
      <Card>
        <CardContent>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
            <Fact label={t("fact.vendor")}>{po.vendorName}</Fact>
            <Fact label={t("fact.submitted")}>{po.submittedAt ? formatDate(po.submittedAt) : "—"}</Fact>
            <Fact label={t("fact.expected")}>{po.expectedAt ? formatDate(`${po.expectedAt}T00:00:00`) : "—"}</Fact>
            <Fact label={t("fact.items")}>{po.itemCount}</Fact>
            <Fact label={t("fact.total")}>{formatMoney(po.totalCents)}</Fact>
          </dl>
          {po.notes && <p className="mt-4 text-sm whitespace-pre-wrap text-muted-foreground">{po.notes}</p>}
        </CardContent>
      </Card>
      <DataTable
        columns={columns}
        rows={po.items}
        rowKey={(i) => i.id}
        empty={<EmptyState icon={PackageOpen} title={t("noItems")} />}
      />
      <PoTotals scope={scope} purchaseOrderId={po.id} />
      <InternalNotes scope={scope} po={po} canWrite={canWrite} />
    </div>
  );
}
