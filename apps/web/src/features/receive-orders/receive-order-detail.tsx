// One receive order: what arrived (editable while PENDING or RECEIVED), where each lot goes, attachments, and
// "Process to inventory", which creates the lots once and updates the purchase order it came from.
import type { ReceiveOrderDetail, ReceiveOrderItem } from "@verdant/shared/receive-orders";
import { OPEN_RECEIVE_ORDER_STATUSES } from "@verdant/shared/receive-orders";
import { Ban, PackageOpen, Pencil, Plus, Trash2, Warehouse } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Fact } from "../../components/fact.tsx";
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
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { formatQuantity } from "../../lib/quantity.ts";
import { useDeleteReceiveOrder, useProcessToInventory, useSaveReceiveOrderItem, useUpdateReceiveOrder } from "./api.ts";
import { Attachments } from "./attachments.tsx";
import { ReceiveItemDialog } from "./item-dialog.tsx";
import { receiveOrderMessages } from "./messages.ts";

const day = (iso: string | null) => (iso ? formatDate(iso.length === 10 ? `${iso}T00:00:00` : iso) : "—");

export function ReceiveOrderActions(props: { scope: LocationScope; ro: ReceiveOrderDetail; onDeleted: () => void }) {
  const { scope, ro } = props;
  const t = useMessages(receiveOrderMessages);
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
      ? t("actions.addFirst")
      : unplaced > 0
        ? t("actions.chooseRooms", {
            count: unplaced,
            lines: roomless.map((item) => `${item.productName} (${item.sku})`).join(", "),
          })
        : null;
  return (
    <>
      {open && (
        <Button variant="outline" onClick={() => setAsking("cancel")}>
          <Ban /> {t("actions.cancel")}
        </Button>
      )}
      {ro.status !== "COMPLETED" && ro.status !== "PROCESSING" && (
        <Button variant="outline" onClick={() => setAsking("delete")}>
          <Trash2 /> {t("actions.delete")}
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
          <Warehouse /> {t("actions.process")}
        </Button>
      )}
      <ConfirmDialog
        open={asking === "process"}
        onOpenChange={(next) => !next && close()}
        title={t("actions.processTitle")}
        description={
          ro.poNumber
            ? t("actions.processDescriptionPo", { count: ro.items.length, number: ro.poNumber })
            : t("actions.processDescription", { count: ro.items.length })
        }
        confirmLabel={t("actions.process")}
        cancelLabel={t("actions.back")}
        pending={process.isPending}
        onConfirm={() => process.mutate(undefined, { onSettled: close })}
      />
      <ConfirmDialog
        open={asking === "cancel"}
        onOpenChange={(next) => !next && close()}
        title={t("actions.cancelTitle")}
        description={t("actions.cancelDescription")}
        confirmLabel={t("actions.cancelConfirm")}
        cancelLabel={t("actions.keep")}
        destructive
        pending={update.isPending}
        onConfirm={() => update.mutate({ status: "CANCELLED" }, { onSettled: close })}
      />
      <ConfirmDialog
        open={asking === "delete"}
        onOpenChange={(next) => !next && close()}
        title={t("actions.deleteTitle")}
        description={t("actions.deleteDescription")}
        confirmLabel={t("actions.deleteConfirm")}
        cancelLabel={t("actions.back")}
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
  const t = useMessages(receiveOrderMessages);
  const formatMoney = useMoney();
  const { scope, ro } = props;
  const editable = props.canWrite && OPEN_RECEIVE_ORDER_STATUSES.includes(ro.status);
  const save = useSaveReceiveOrderItem(scope, ro.id);
  const [editing, setEditing] = useState<{ item: ReceiveOrderItem | null } | null>(null);
  const [removing, setRemoving] = useState<ReceiveOrderItem | null>(null);

  const columns: Column<ReceiveOrderItem>[] = [
    productColumn(t("column.product")),
    {
      id: "quantity",
      header: t("column.quantity"),
      className: "text-right tabular-nums",
      cell: (i) => formatQuantity(i.quantity, i.unit),
    },
    {
      id: "cost",
      header: t("column.unitCost"),
      className: "text-right tabular-nums",
      cell: (i) =>
        i.unit === "GRAM" ? t("perGram", { cost: formatMoney(i.unitCostCents) }) : formatMoney(i.unitCostCents),
    },
    {
      id: "room",
      header: t("column.room"),
      cell: (i) => i.roomName ?? <Badge tone="warning">{t("column.chooseRoom")}</Badge>,
    },
    {
      id: "lot",
      header: t("column.lot"),
      className: "hidden lg:table-cell",
      cell: (i) => (
        <div className="grid gap-0.5 text-xs">
          <span>{i.lotNumber ?? "—"}</span>
          <span className="font-mono text-muted-foreground">{i.packageTag ?? ""}</span>
        </div>
      ),
    },
    { id: "expiry", header: t("column.expiry"), className: "hidden md:table-cell", cell: (i) => day(i.expiresAt) },
  ];
  if (editable)
    columns.push({
      id: "actions",
      header: <span className="sr-only">{t("column.actions")}</span>,
      className: "w-24 text-right",
      cell: (i) => (
        <div className="flex justify-end gap-1">
          <Button
            size="icon"
            variant="ghost"
            aria-label={t("items.edit", { name: i.productName })}
            onClick={() => setEditing({ item: i })}
          >
            <Pencil />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={t("items.remove", { name: i.productName })}
            onClick={() => setRemoving(i)}
          >
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
            <Fact label={t("fact.purchaseOrder")}>{props.purchaseOrderLink ?? t("fact.none")}</Fact>
            <Fact label={t("fact.vendor")}>{ro.vendorName ?? "—"}</Fact>
            <Fact label={t("fact.receivedOn")}>{day(ro.receivedAt)}</Fact>
            <Fact label={t("fact.items")}>{ro.itemCount}</Fact>
            <Fact label={t("fact.cost")}>{formatMoney(ro.totalCostCents)}</Fact>
          </dl>
          {ro.processedAt && (
            <p className="mt-4 text-sm text-muted-foreground">
              {t("processedOn", { date: formatDate(ro.processedAt) })}
            </p>
          )}
          {ro.notes && <p className="mt-4 text-sm whitespace-pre-wrap text-muted-foreground">{ro.notes}</p>}
        </CardContent>
      </Card>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold">{t("items.title")}</h2>
        {editable && (
          <Button variant="outline" size="sm" onClick={() => setEditing({ item: null })}>
            <Plus /> {t("items.add")}
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
            title={t("items.none")}
            description={editable ? t("items.noneHint") : undefined}
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
        title={removing ? t("items.removeTitle", { name: removing.productName }) : t("items.removeThis")}
        description={t("items.removeDescription")}
        confirmLabel={t("items.removeConfirm")}
        cancelLabel={t("actions.back")}
        destructive
        pending={save.isPending}
        onConfirm={() => removing && save.mutate({ itemId: removing.id }, { onSettled: () => setRemoving(null) })}
      />
    </div>
  );
}
