import type { List } from "@verdant/shared";
import type { Discount } from "@verdant/shared/discounts";
import { BadgePercent, Power, PowerOff, Trash2 } from "lucide-react";
import { useState } from "react";
import { announceBulk, BulkDeleteDialog } from "../../components/bulk-delete.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { ListEmptyState } from "../../components/ui/list-empty-state.tsx";
import { pageFooter } from "../../components/ui/pagination.tsx";
import { RecordLink } from "../../components/ui/record-link.tsx";
import { MoveButtons, ReorderHandle } from "../../components/ui/reorder-controls.tsx";
import { BulkBar, selectColumn } from "../../components/ui/row-actions.tsx";
import { moveItem, useDragReorder } from "../../hooks/use-drag-reorder.ts";
import { useMoney } from "../../hooks/use-money.ts";
import { useRowSelection } from "../../hooks/use-row-selection.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { useBatchAvailability, useBatchDeleteDiscounts, useReorderDiscounts } from "./api.ts";
import { describeAmount, describeRules, describeSchedule, statusTones } from "./discount-summary.ts";
import { discountMessages } from "./messages.ts";

/** The location's discounts in the order they apply: drag a row or use its arrows; select for batch actions. */
export function DiscountsTable(props: {
  scope: LocationScope;
  list: List<Discount> | undefined;
  loading: boolean;
  filtered: boolean;
  canWrite: boolean;
  onPageChange: (page: number) => void;
}) {
  const t = useMessages(discountMessages);
  const money = useMoney();
  const [optimistic, setOptimistic] = useState<Discount[] | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const reorder = useReorderDiscounts(props.scope);
  const remove = useBatchDeleteDiscounts(props.scope);
  const availability = useBatchAvailability(props.scope);
  const rows = optimistic ?? props.list?.data ?? [];
  const selection = useRowSelection(rows, (d) => d.id);
  const chosen = selection.ids;
  const clear = selection.clear;
  // Reordering is offered on the unfiltered list only: a filtered page hides the neighbours a move is between.
  const sortable = props.canWrite && !props.filtered;

  const move = (from: number, to: number) => {
    if (to < 0 || to >= rows.length || from === to) return;
    const next = moveItem(rows, from, to);
    setOptimistic(next);
    reorder.mutate(
      next.map((d) => d.id),
      { onSettled: () => setOptimistic(null) },
    );
  };
  const reordering = useDragReorder(move, sortable && !reorder.isPending);
  const setAvailable = (available: boolean) =>
    availability.mutate(
      { discountIds: chosen, available },
      {
        onSuccess: (result) => {
          announceBulk(
            result,
            (count) => t(available ? "bulk.turnedOn" : "bulk.turnedOff", { count }),
            t("toast.availabilityFailed"),
          );
          clear();
        },
      },
    );
  // The number shown is the row's place across pages, as in the tax lists; the server's positions may have gaps.
  const meta = props.list?.meta;
  const displayed = (index: number) => (meta ? (meta.page - 1) * meta.limit + index + 1 : index + 1);
  const position = (d: Discount) => rows.indexOf(d);

  const columns: Column<Discount>[] = [
    ...(props.canWrite
      ? [selectColumn(selection, { all: t("select.all"), row: (d) => t("select.row", { name: d.name }) })]
      : []),
    {
      id: "order",
      header: t("column.order"),
      className: "w-12 text-muted-foreground tabular-nums",
      cell: (d) => (
        <span className="flex items-center gap-1">
          {sortable && <ReorderHandle reorder={reordering} index={position(d)} name={d.name} />}
          {displayed(position(d))}
        </span>
      ),
    },
    {
      id: "discount",
      header: t("column.discount"),
      cell: (d) => (
        <>
          <RecordLink to="/marketing/discount" search={{ id: d.id }}>
            {d.name}
          </RecordLink>
          <p className="text-xs text-muted-foreground">{describeRules(d.rules, money, t)}</p>
        </>
      ),
    },
    { id: "amount", header: t("column.amount"), cell: (d) => describeAmount(d.amount, money, t) },
    { id: "when", header: t("column.when"), className: "text-sm", cell: (d) => describeSchedule(d, t) },
    {
      id: "status",
      header: t("column.status"),
      cell: (d) => <Badge tone={statusTones[d.status]}>{t(`status.${d.status}`)}</Badge>,
    },
    ...(sortable
      ? [
          {
            id: "move",
            header: <span className="sr-only">{t("column.move")}</span>,
            className: "w-24",
            cell: (d: Discount) => (
              <span className="flex justify-end gap-1">
                <MoveButtons
                  index={position(d)}
                  count={rows.length}
                  name={d.name}
                  disabled={reorder.isPending}
                  onMove={move}
                />
              </span>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <BulkBar selection={selection} className="mb-3">
        <Button size="sm" variant="outline" loading={availability.isPending} onClick={() => setAvailable(true)}>
          <Power /> {t("bulk.turnOn")}
        </Button>
        <Button size="sm" variant="outline" disabled={availability.isPending} onClick={() => setAvailable(false)}>
          <PowerOff /> {t("bulk.turnOff")}
        </Button>
        <Button size="sm" variant="destructive" onClick={() => setConfirmDelete(true)}>
          <Trash2 /> {t("bulk.delete")}
        </Button>
      </BulkBar>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(d) => d.id}
        loading={props.loading}
        busy={reorder.isPending}
        rowProps={(_d, index) => reordering.rowProps(index)}
        rowClassName="data-[dragging]:opacity-50 data-[drop-target]:bg-accent/60"
        empty={<ListEmptyState icon={BadgePercent} searching={props.filtered} say={(word) => t(`list.${word}`)} />}
        footer={pageFooter(props.list?.meta, props.onPageChange)}
      />
      <BulkDeleteDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        ids={chosen}
        title={t("delete.title", { count: chosen.length })}
        description={t("delete.description")}
        confirmLabel={t("delete.confirm")}
        cancelLabel={t("cancel")}
        remove={remove}
        onDeleted={(result) => announceBulk(result, (count) => t("bulk.deleted", { count }), t("toast.deleteFailed"))}
        clear={clear}
      />
    </>
  );
}
