import { Link } from "@tanstack/react-router";
import type { BulkResult, List } from "@verdant/shared";
import type { Discount } from "@verdant/shared/discounts";
import { BadgePercent, Power, PowerOff, Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ui/alert-dialog.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { pageFooter } from "../../components/ui/pagination.tsx";
import { MoveButtons, ReorderHandle } from "../../components/ui/reorder-controls.tsx";
import { BulkBar, selectColumn } from "../../components/ui/row-actions.tsx";
import { notify } from "../../components/ui/toaster.tsx";
import { moveItem, useDragReorder } from "../../hooks/use-drag-reorder.ts";
import { useMoney } from "../../hooks/use-money.ts";
import { useRowSelection } from "../../hooks/use-row-selection.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { useBatchAvailability, useBatchDeleteDiscounts, useReorderDiscounts } from "./api.ts";
import { describeAmount, describeRules, describeSchedule, statusLabels, statusTones } from "./discount-summary.ts";

function announce(result: BulkResult, done: string) {
  const n = result.successCount;
  if (n > 0) notify.success(`${n} discount${n === 1 ? "" : "s"} ${done}`);
  for (const f of result.failures) notify.error(f.message);
}

/** The location's discounts in the order they apply: drag a row or use its arrows; select for batch actions. */
export function DiscountsTable(props: {
  scope: LocationScope;
  list: List<Discount> | undefined;
  loading: boolean;
  filtered: boolean;
  canWrite: boolean;
  onPageChange: (page: number) => void;
}) {
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
          announce(result, available ? "turned on" : "turned off");
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
      ? [selectColumn(selection, { all: "Select all discounts on this page", row: (d) => `Select ${d.name}` })]
      : []),
    {
      id: "order",
      header: "Order",
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
      header: "Discount",
      cell: (d) => (
        <>
          <Link to="/marketing/discount" search={{ id: d.id }} className="font-medium hover:underline">
            {d.name}
          </Link>
          <p className="text-xs text-muted-foreground">{describeRules(d.rules, money)}</p>
        </>
      ),
    },
    { id: "amount", header: "Amount", cell: (d) => describeAmount(d.amount, money) },
    { id: "when", header: "When", className: "text-sm", cell: (d) => describeSchedule(d) },
    {
      id: "status",
      header: "Status",
      cell: (d) => <Badge tone={statusTones[d.status]}>{statusLabels[d.status]}</Badge>,
    },
    ...(sortable
      ? [
          {
            id: "move",
            header: <span className="sr-only">Move</span>,
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
          <Power /> Turn on
        </Button>
        <Button size="sm" variant="outline" disabled={availability.isPending} onClick={() => setAvailable(false)}>
          <PowerOff /> Turn off
        </Button>
        <Button size="sm" variant="destructive" onClick={() => setConfirmDelete(true)}>
          <Trash2 /> Delete
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
        empty={
          <EmptyState
            icon={BadgePercent}
            title={props.filtered ? "No discounts match" : "No discounts yet"}
            description={
              props.filtered
                ? "Try another search or status."
                : "Build one in four steps: details, rules, amount, confirm."
            }
          />
        }
        footer={pageFooter(props.list?.meta, props.onPageChange)}
      />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete ${chosen.length} discount${chosen.length === 1 ? "" : "s"}?`}
        description="They stop applying at once. Sales already made keep the discounts they had."
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(chosen, {
            onSuccess: (result) => {
              announce(result, "deleted");
              setConfirmDelete(false);
              clear();
            },
          })
        }
      />
    </>
  );
}
