import { Link } from "@tanstack/react-router";
import type { BulkResult, List } from "@verdant/shared";
import type { Discount } from "@verdant/shared/discounts";
import { ArrowDown, ArrowUp, BadgePercent, GripVertical, Power, PowerOff, Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ui/alert-dialog.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import {
  Table,
  TableBody,
  TableCell,
  TableEmptyRow,
  TableHead,
  TableHeader,
  TableRow,
  TableSkeletonRows,
} from "../../components/ui/table.tsx";
import { notify } from "../../components/ui/toaster.tsx";
import { moveItem, useDragReorder } from "../../hooks/use-drag-reorder.ts";
import { useMoney } from "../../hooks/use-money.ts";
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
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [optimistic, setOptimistic] = useState<Discount[] | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const reorder = useReorderDiscounts(props.scope);
  const remove = useBatchDeleteDiscounts(props.scope);
  const availability = useBatchAvailability(props.scope);
  const rows = optimistic ?? props.list?.data ?? [];
  const chosen = rows.filter((d) => selected.has(d.id)).map((d) => d.id);
  const clear = () => setSelected(new Set());
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
  const { rowProps } = useDragReorder(move, sortable && !reorder.isPending);
  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
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
  const columns = (props.canWrite ? 1 : 0) + 5 + (sortable ? 1 : 0);

  return (
    <>
      {chosen.length > 0 && (
        <section
          aria-label="Bulk actions"
          className="mb-3 flex flex-wrap items-center gap-2 rounded-lg border bg-accent/40 px-4 py-2 text-sm"
        >
          <span className="font-medium">{chosen.length} selected</span>
          <div className="flex-1" />
          <Button size="sm" variant="outline" loading={availability.isPending} onClick={() => setAvailable(true)}>
            <Power /> Turn on
          </Button>
          <Button size="sm" variant="outline" disabled={availability.isPending} onClick={() => setAvailable(false)}>
            <PowerOff /> Turn off
          </Button>
          <Button size="sm" variant="destructive" onClick={() => setConfirmDelete(true)}>
            <Trash2 /> Delete
          </Button>
          <Button size="sm" variant="ghost" onClick={clear}>
            Clear
          </Button>
        </section>
      )}
      <div className="overflow-hidden rounded-xl border bg-card">
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {props.canWrite && (
                <TableHead className="w-10">
                  <Checkbox
                    aria-label="Select all discounts on this page"
                    checked={
                      chosen.length > 0 && chosen.length === rows.length
                        ? true
                        : chosen.length > 0
                          ? "indeterminate"
                          : false
                    }
                    onCheckedChange={(on) => setSelected(on === true ? new Set(rows.map((d) => d.id)) : new Set())}
                  />
                </TableHead>
              )}
              <TableHead className="w-12">Order</TableHead>
              <TableHead>Discount</TableHead>
              <TableHead>Amount</TableHead>
              <TableHead>When</TableHead>
              <TableHead>Status</TableHead>
              {sortable && (
                <TableHead className="w-24">
                  <span className="sr-only">Move</span>
                </TableHead>
              )}
            </TableRow>
          </TableHeader>
          <TableBody aria-busy={props.loading || reorder.isPending || undefined}>
            {props.loading && rows.length === 0 ? (
              <TableSkeletonRows columns={columns} />
            ) : rows.length === 0 ? (
              <TableEmptyRow columns={columns}>
                <EmptyState
                  icon={BadgePercent}
                  title={props.filtered ? "No discounts match" : "No discounts yet"}
                  description={
                    props.filtered
                      ? "Try another search or status."
                      : "Build one in four steps: details, rules, amount, confirm."
                  }
                />
              </TableEmptyRow>
            ) : (
              rows.map((d, index) => (
                <TableRow
                  key={d.id}
                  {...rowProps(index)}
                  className="data-[dragging]:opacity-50 data-[drop-target]:bg-accent/60"
                >
                  {props.canWrite && (
                    <TableCell>
                      <Checkbox
                        aria-label={`Select ${d.name}`}
                        checked={selected.has(d.id)}
                        onCheckedChange={(on) => toggle(d.id, on === true)}
                      />
                    </TableCell>
                  )}
                  <TableCell className="text-muted-foreground tabular-nums">
                    <span className="flex items-center gap-1">
                      {sortable && <GripVertical aria-hidden className="size-4 cursor-grab" />}
                      {displayed(index)}
                    </span>
                  </TableCell>
                  <TableCell>
                    <Link to="/marketing/discount" search={{ id: d.id }} className="font-medium hover:underline">
                      {d.name}
                    </Link>
                    <p className="text-xs text-muted-foreground">{describeRules(d.rules, money)}</p>
                  </TableCell>
                  <TableCell>{describeAmount(d.amount, money)}</TableCell>
                  <TableCell className="text-sm">{describeSchedule(d)}</TableCell>
                  <TableCell>
                    <Badge tone={statusTones[d.status]}>{statusLabels[d.status]}</Badge>
                  </TableCell>
                  {sortable && (
                    <TableCell>
                      <span className="flex justify-end gap-1">
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Move ${d.name} up`}
                          disabled={index === 0 || reorder.isPending}
                          onClick={() => move(index, index - 1)}
                        >
                          <ArrowUp />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Move ${d.name} down`}
                          disabled={index === rows.length - 1 || reorder.isPending}
                          onClick={() => move(index, index + 1)}
                        >
                          <ArrowDown />
                        </Button>
                      </span>
                    </TableCell>
                  )}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
        {props.list && props.list.meta.total > 0 && (
          <div className="border-t">
            <Pagination meta={props.list.meta} onPageChange={props.onPageChange} />
          </div>
        )}
      </div>
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
