import type { TaxRate } from "@verdant/shared/tax-rates";
import { Copy, Pencil, Percent, Plus, Unlink } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ui/alert-dialog.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { DropdownMenuItem, DropdownMenuSeparator } from "../../components/ui/dropdown-menu.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { MoveButtons, ReorderHandle } from "../../components/ui/reorder-controls.tsx";
import { DeleteMenuItem, RowActions } from "../../components/ui/row-actions.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { moveItem, useDragReorder } from "../../hooks/use-drag-reorder.ts";
import { cn } from "../../lib/cn.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { formatRate } from "../../lib/money.ts";
import { useDeleteTaxRate, useDuplicateTaxRate, useRemoveTaxRate, useReorderTaxRate } from "./api.ts";
import { taxRateMessages } from "./messages.ts";
import { TaxRateDialog } from "./tax-rate-dialog.tsx";

/** The neighbours a rate moved from `from` to `to` ends up between (the reorder call's previous/next ids). */
export function reorderTarget(rates: readonly TaxRate[], from: number, to: number) {
  const next = moveItem(rates, from, to);
  return {
    order: next,
    previousTaxRateId: next[to - 1]?.id ?? null,
    nextTaxRateId: next[to + 1]?.id ?? null,
  };
}

/**
 * A group's rates in the order they are charged. Drag a row, or use its move up/down buttons, to reorder:
 * a compound rate is charged on the taxes above it, so the order changes the total.
 */
export function GroupRates(props: {
  scope: LocationScope;
  taxGroupId: string;
  rates: TaxRate[] | undefined;
  loading: boolean;
  canWrite: boolean;
}) {
  const { scope, taxGroupId, canWrite } = props;
  const t = useMessages(taxRateMessages);
  const reorder = useReorderTaxRate(scope);
  const [optimistic, setOptimistic] = useState<TaxRate[] | null>(null);
  const [editing, setEditing] = useState<TaxRate | "new" | null>(null);
  const rates = optimistic ?? props.rates ?? [];

  const move = (from: number, to: number) => {
    if (to < 0 || to >= rates.length || from === to) return;
    const { order, previousTaxRateId, nextTaxRateId } = reorderTarget(rates, from, to);
    setOptimistic(order);
    reorder.mutate(
      { taxRateId: rates[from]!.id, taxGroupId, previousTaxRateId, nextTaxRateId },
      { onSettled: () => setOptimistic(null) },
    );
  };
  const reordering = useDragReorder(move, canWrite && !reorder.isPending);

  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      <div className="flex items-center justify-between gap-3 border-b px-4 py-3">
        <div>
          <h2 className="font-semibold">{t("group.title")}</h2>
          <p className="text-sm text-muted-foreground">{canWrite ? t("group.dragHint") : t("group.readOnlyHint")}</p>
        </div>
        {canWrite && (
          <Button size="sm" onClick={() => setEditing("new")}>
            <Plus /> {t("group.add")}
          </Button>
        )}
      </div>
      {props.loading && !props.rates ? (
        <div className="grid gap-3 p-4">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : rates.length === 0 ? (
        <EmptyState icon={Percent} title={t("group.empty")} description={t("group.emptyHint")} />
      ) : (
        <ol aria-label={t("group.inOrder")} aria-busy={reorder.isPending || undefined}>
          {rates.map((rate, index) => (
            <li
              key={rate.id}
              {...reordering.rowProps(index)}
              className={cn(
                "flex items-center gap-3 border-b px-4 py-3 last:border-0",
                "data-[dragging]:opacity-50 data-[drop-target]:bg-accent/60",
              )}
            >
              {canWrite && <ReorderHandle reorder={reordering} index={index} name={rate.name} />}
              <span className="w-6 text-sm text-muted-foreground tabular-nums">{index + 1}.</span>
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span className="truncate font-medium">{rate.name}</span>
                <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                  {t(`customer.${rate.customerType}`)}
                  {rate.compound && <Badge tone="info">{t("list.compound")}</Badge>}
                  {rate.status === "INACTIVE" && <Badge>{t("list.inactive")}</Badge>}
                </span>
              </div>
              <span className="font-medium tabular-nums">{formatRate(rate.ratePpm)}</span>
              {canWrite && (
                <div className="flex items-center gap-1">
                  <MoveButtons
                    index={index}
                    count={rates.length}
                    name={rate.name}
                    disabled={reorder.isPending}
                    onMove={move}
                  />
                  <RateActions scope={scope} rate={rate} onEdit={() => setEditing(rate)} />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <TaxRateDialog
        scope={scope}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        rate={editing === "new" || editing === null ? undefined : editing}
        defaultGroupId={taxGroupId}
      />
    </div>
  );
}

function RateActions({ scope, rate, onEdit }: { scope: LocationScope; rate: TaxRate; onEdit: () => void }) {
  const t = useMessages(taxRateMessages);
  const duplicate = useDuplicateTaxRate(scope);
  const remove = useRemoveTaxRate(scope);
  const del = useDeleteTaxRate(scope);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <RowActions label={t("list.actionsFor", { name: rate.name })}>
        <DropdownMenuItem onSelect={onEdit}>
          <Pencil /> {t("list.edit")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => duplicate.mutate({ id: rate.id, inGroup: true })}>
          <Copy /> {t("group.duplicate")}
        </DropdownMenuItem>
        {rate.taxGroupId && (
          <DropdownMenuItem onSelect={() => remove.mutate({ taxRateId: rate.id, taxGroupId: rate.taxGroupId! })}>
            <Unlink /> {t("group.remove")}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DeleteMenuItem onSelect={() => setConfirming(true)}>{t("list.delete")}</DeleteMenuItem>
      </RowActions>
      <ConfirmDialog
        cancelLabel={t("cancel")}
        open={confirming}
        onOpenChange={setConfirming}
        title={t("delete.title", { name: rate.name })}
        description={t("delete.description")}
        confirmLabel={t("delete.confirm")}
        destructive
        pending={del.isPending}
        onConfirm={() => del.mutate(rate.id, { onSuccess: () => setConfirming(false) })}
      />
    </>
  );
}
