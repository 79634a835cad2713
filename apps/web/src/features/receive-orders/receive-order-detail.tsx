// One receive order: what arrived (editable while PENDING or RECEIVED), where each lot goes, attachments, and
// "Process to inventory", which creates the lots once and updates the purchase order it came from.
import type { ReceiveOrderDetail, ReceiveOrderItem } from "@verdant/shared/receive-orders";
import { OPEN_RECEIVE_ORDER_STATUSES } from "@verdant/shared/receive-orders";
import { Ban, PackageOpen, Pencil, Plus, Trash2, Warehouse } from "lucide-react";
import { type ReactNode, useState } from "react";
import { productColumn } from "../../components/product-column.tsx";
import { ConfirmDialog } from "../../components/ui/alert-dialog.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { DisabledReason } from "../../components/ui/disabled-reason.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useMoney } from "../../hooks/use-money.ts";
import { formatDate } from "../../lib/format.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { formatQuantity } from "../../lib/quantity.ts";
import { useDeleteReceiveOrder, useProcessToInventory, useSaveReceiveOrderItem, useUpdateReceiveOrder } from "./api.ts";
import { Attachments } from "./attachments.tsx";
import { ReceiveItemDialog } from "./item-dialog.tsx";

const day = (iso: string | null) => (iso ? formatDate(iso.length === 10 ? `${iso}T00:00:00` : iso) : "—");

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

export function ReceiveOrderActions(props: { scope: LocationScope; ro: ReceiveOrderDetail; onDeleted: () => void }) {
  const { scope, ro } = props;
  const process = useProcessToInventory(scope, ro.id);
  const update = useUpdateReceiveOrder(scope, ro.id);
  const remove = useDeleteReceiveOrder(scope);
  const [asking, setAsking] = useState<"process" | "cancel" | "delete" | null>(null);
  const open = OPEN_RECEIVE_ORDER_STATUSES.includes(ro.status);
  const roomless = ro.items.filter((item) => !item.roomId);
  const unplaced = roomless.length;
  const close = () => setAsking(null);
  // Why processing cannot be done yet, said beside the disabled button (issue 15).
  const blocked =
    ro.items.length === 0
      ? "Add the items that arrived first."
      : unplaced > 0
        ? `Choose a room for ${unplaced === 1 ? "this line" : `these ${unplaced} lines`}: ${roomless
            .map((item) => `${item.productName} (${item.sku})`)
            .join(", ")}. Each line's lot is created in its room.`
        : null;
  return (
    <>
      {open && (
        <Button variant="outline" onClick={() => setAsking("cancel")}>
          <Ban /> Cancel
        </Button>
      )}
      {ro.status !== "COMPLETED" && ro.status !== "PROCESSING" && (
        <Button variant="outline" onClick={() => setAsking("delete")}>
          <Trash2 /> Delete
        </Button>
      )}
      {open && blocked && (
        <DisabledReason id="process-blocked" className="max-w-96">
          {blocked}
        </DisabledReason>
      )}
      {open && (
        <Button
          onClick={() => setAsking("process")}
          disabled={Boolean(blocked)}
          aria-describedby={blocked ? "process-blocked" : undefined}
        >
          <Warehouse /> Process to inventory
        </Button>
      )}
      <ConfirmDialog
        open={asking === "process"}
        onOpenChange={(next) => !next && close()}
        title="Process these items into inventory?"
        description={`${ro.items.length} lot${ro.items.length === 1 ? "" : "s"} will be created in the chosen rooms${ro.poNumber ? ` and ${ro.poNumber} updated` : ""}. This is done once and cannot be undone.`}
        confirmLabel="Process to inventory"
        pending={process.isPending}
        onConfirm={() => process.mutate(undefined, { onSettled: close })}
      />
      <ConfirmDialog
        open={asking === "cancel"}
        onOpenChange={(next) => !next && close()}
        title="Cancel this receive order?"
        description="Nothing is added to inventory. The purchase order can still be received another time."
        confirmLabel="Cancel receive order"
        cancelLabel="Keep it"
        destructive
        pending={update.isPending}
        onConfirm={() => update.mutate({ status: "CANCELLED" }, { onSettled: close })}
      />
      <ConfirmDialog
        open={asking === "delete"}
        onOpenChange={(next) => !next && close()}
        title="Delete this receive order?"
        description="The order, its items and attachments are removed. This cannot be undone."
        confirmLabel="Delete receive order"
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate(ro.id, { onSuccess: props.onDeleted, onSettled: close })}
      />
    </>
  );
}

export function ReceiveOrderView(props: {
  scope: LocationScope;
  ro: ReceiveOrderDetail;
  canWrite: boolean;
  /** A link to the purchase order, made by the route. */
  purchaseOrderLink?: ReactNode;
}) {
  const formatMoney = useMoney();
  const { scope, ro } = props;
  const editable = props.canWrite && OPEN_RECEIVE_ORDER_STATUSES.includes(ro.status);
  const save = useSaveReceiveOrderItem(scope, ro.id);
  const [editing, setEditing] = useState<{ item: ReceiveOrderItem | null } | null>(null);
  const [removing, setRemoving] = useState<ReceiveOrderItem | null>(null);

  const columns: Column<ReceiveOrderItem>[] = [
    productColumn(),
    {
      id: "quantity",
      header: "Quantity",
      className: "text-right tabular-nums",
      cell: (i) => formatQuantity(i.quantity, i.unit),
    },
    {
      id: "cost",
      header: "Unit cost",
      className: "text-right tabular-nums",
      cell: (i) => `${formatMoney(i.unitCostCents)}${i.unit === "GRAM" ? " / g" : ""}`,
    },
    {
      id: "room",
      header: "Room",
      cell: (i) => i.roomName ?? <Badge tone="warning">Choose a room</Badge>,
    },
    {
      id: "lot",
      header: "Lot / package",
      className: "hidden lg:table-cell",
      cell: (i) => (
        <div className="grid gap-0.5 text-xs">
          <span>{i.lotNumber ?? "—"}</span>
          <span className="font-mono text-muted-foreground">{i.packageTag ?? ""}</span>
        </div>
      ),
    },
    { id: "expiry", header: "Expiry", className: "hidden md:table-cell", cell: (i) => day(i.expiresAt) },
  ];
  if (editable)
    columns.push({
      id: "actions",
      header: <span className="sr-only">Actions</span>,
      className: "w-24 text-right",
      cell: (i) => (
        <div className="flex justify-end gap-1">
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Edit ${i.productName}`}
            onClick={() => setEditing({ item: i })}
          >
            <Pencil />
          </Button>
          <Button size="icon" variant="ghost" aria-label={`Remove ${i.productName}`} onClick={() => setRemoving(i)}>
            <Trash2 />
          </Button>
        </div>
      ),
    });

  return (
    <div className="grid gap-5">
      <Card>
        <CardContent>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
            <Fact label="Purchase order">{props.purchaseOrderLink ?? "None"}</Fact>
            <Fact label="Vendor">{ro.vendorName ?? "—"}</Fact>
            <Fact label="Received on">{day(ro.receivedAt)}</Fact>
            <Fact label="Items">{ro.itemCount}</Fact>
            <Fact label="Cost">{formatMoney(ro.totalCostCents)}</Fact>
          </dl>
          {ro.processedAt && (
            <p className="mt-4 text-sm text-muted-foreground">
              Processed into inventory on {formatDate(ro.processedAt)}.
            </p>
          )}
          {ro.notes && <p className="mt-4 text-sm whitespace-pre-wrap text-muted-foreground">{ro.notes}</p>}
        </CardContent>
      </Card>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold">Items</h2>
        {editable && (
          <Button variant="outline" size="sm" onClick={() => setEditing({ item: null })}>
            <Plus /> Add item
          </Button>
        )}
      </div>
      <DataTable
        columns={columns}
        rows={ro.items}
        rowKey={(i) => i.id}
        empty={
          <EmptyState
            icon={PackageOpen}
            title="No items yet"
            description={editable ? "Add what arrived: the product, how much, and the room it goes to." : undefined}
          />
        }
      />
      <Attachments scope={scope} ro={ro} canWrite={props.canWrite} />
      <ReceiveItemDialog
        scope={scope}
        receiveOrderId={ro.id}
        item={editing?.item ?? null}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.productName ?? "this item"}?`}
        description="It will not be received with this order."
        confirmLabel="Remove item"
        destructive
        pending={save.isPending}
        onConfirm={() => removing && save.mutate({ itemId: removing.id }, { onSettled: () => setRemoving(null) })}
      />
    </div>
  );
}
