// A confirmed order: what was ordered and how much has arrived, its totals and internal notes, and the moves a
// person may make (receive it, cancel it, close it short, delete a cancelled one).
import type { PurchaseOrderDetail, PurchaseOrderItem, PurchaseOrderStatus } from "@verdant/shared/purchase-orders";
import { canMovePurchaseOrder, DELETABLE_PO_STATUSES } from "@verdant/shared/purchase-orders";
import { Ban, Lock, PackageOpen, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { productColumn } from "../../components/product-column.tsx";
import { ConfirmDialog } from "../../components/ui/alert-dialog.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useMoney } from "../../hooks/use-money.ts";
import { formatDate } from "../../lib/format.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { formatQuantity } from "../../lib/quantity.ts";
import { useDeletePurchaseOrder, useSetPurchaseOrderStatus } from "./api.ts";
import { InternalNotes } from "./internal-notes.tsx";
import { EmailPurchaseOrder, PrintPurchaseOrder } from "./po-send.tsx";
import { PoTotals } from "./po-totals.tsx";

type Move = { status: PurchaseOrderStatus; label: string; title: string; description: string };
const moves: Move[] = [
  {
    status: "CANCELLED",
    label: "Cancel order",
    title: "Cancel this purchase order?",
    description: "The vendor's order is void; nothing more can be received against it.",
  },
  {
    status: "CLOSED",
    label: "Close order",
    title: "Close this purchase order?",
    description: "Closing ends the order as it stands; what has not arrived will not be received against it.",
  },
];

export function PurchaseOrderActions(props: {
  scope: LocationScope;
  po: PurchaseOrderDetail;
  /** The route's "Receive" action (the receive-orders feature). */
  receiveAction?: ReactNode;
  onDeleted: () => void;
}) {
  const { scope, po } = props;
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
          {m.status === "CANCELLED" ? <Ban /> : <Lock />} {m.label}
        </Button>
      ))}
      {DELETABLE_PO_STATUSES.includes(po.status) && (
        <Button variant="outline" onClick={() => setAsking("delete")}>
          <Trash2 /> Delete
        </Button>
      )}
      {props.receiveAction}
      <ConfirmDialog
        open={move !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={move?.title ?? ""}
        description={move?.description}
        confirmLabel={move?.label}
        destructive={move?.status === "CANCELLED"}
        pending={setStatus.isPending}
        onConfirm={() =>
          move && setStatus.mutate({ id: po.id, status: move.status }, { onSettled: () => setAsking(null) })
        }
      />
      <ConfirmDialog
        open={asking === "delete"}
        onOpenChange={(open) => !open && setAsking(null)}
        title={`Delete ${po.poNumber}?`}
        description="The order and its items are removed. This cannot be undone."
        confirmLabel="Delete order"
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate(po.id, { onSuccess: props.onDeleted, onSettled: () => setAsking(null) })}
      />
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
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
  const formatMoney = useMoney();
  const columns: Column<PurchaseOrderItem>[] = [
    productColumn(),
    {
      id: "ordered",
      header: "Ordered",
      className: "text-right tabular-nums",
      cell: (i) => formatQuantity(i.quantity, i.unit),
    },
    {
      id: "received",
      header: "Received",
      className: "text-right tabular-nums",
      cell: (i) => formatQuantity(i.receivedQuantity, i.unit),
    },
    {
      id: "open",
      header: "Still to come",
      className: "text-right tabular-nums",
      cell: (i) => formatQuantity(Math.max(0, i.quantity - i.receivedQuantity), i.unit),
    },
    {
      id: "cost",
      header: "Unit cost",
      className: "text-right tabular-nums hidden md:table-cell",
      cell: (i) => `${formatMoney(i.unitCostCents)}${i.unit === "GRAM" ? " / g" : ""}`,
    },
  ];
  return (
    <div className="grid gap-5">
      <Card>
        <CardContent>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
            <Fact label="Vendor">{po.vendorName}</Fact>
            <Fact label="Submitted">{po.submittedAt ? formatDate(po.submittedAt) : "—"}</Fact>
            <Fact label="Expected">{po.expectedAt ? formatDate(`${po.expectedAt}T00:00:00`) : "—"}</Fact>
            <Fact label="Items">{po.itemCount}</Fact>
            <Fact label="Total">{formatMoney(po.totalCents)}</Fact>
          </dl>
          {po.notes && <p className="mt-4 text-sm whitespace-pre-wrap text-muted-foreground">{po.notes}</p>}
        </CardContent>
      </Card>
      <DataTable
        columns={columns}
        rows={po.items}
        rowKey={(i) => i.id}
        empty={<EmptyState icon={PackageOpen} title="This order has no items" />}
      />
      <PoTotals scope={scope} purchaseOrderId={po.id} />
      <InternalNotes scope={scope} po={po} canWrite={canWrite} />
    </div>
  );
}
