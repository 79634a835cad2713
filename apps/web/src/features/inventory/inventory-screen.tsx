// /inventory: the filtered lot list with paging, a bulk bar for the selection (adjust, activate, deactivate,
// delete, each answering with its partial result), and each lot's adjust, move, status and delete.

import { useQuery } from "@tanstack/react-query";
import type { InventoryItem, InventorySortField } from "@verdant/shared/inventory";
import { Boxes, Power, PowerOff, SlidersHorizontal, Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ui/alert-dialog.tsx";
import { Button } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { ListEmptyState } from "../../components/ui/list-empty-state.tsx";
import { pageFooter } from "../../components/ui/pagination.tsx";
import { BulkBar } from "../../components/ui/row-actions.tsx";
import { useRouteSearch } from "../../hooks/use-route-search.ts";
import { useRowSelection } from "../../hooks/use-row-selection.ts";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { AdjustDialog } from "./adjust-dialog.tsx";
import {
  inventoryListQuery,
  useBulkDeleteInventory,
  useBulkSetInventoryActive,
  useDeleteInventoryItem,
  useSetInventoryActive,
} from "./api.ts";
import { InventoryFilters, type RenderLookupFilter } from "./inventory-filters.tsx";
import { hasInventoryFilters, type InventorySearch, toInventoryParams } from "./inventory-search.ts";
import { InventoryTable, type LotAction } from "./inventory-table.tsx";
import { inventoryMessages } from "./messages.ts";
import { TransferDialog } from "./transfer-dialog.tsx";

/** The list's order as the table shows it: the URL's, or the API's default (newest receipt first). */
const inventorySortOf = (search: InventorySearch): { by: InventorySortField; order: "asc" | "desc" } =>
  search.sortBy ? { by: search.sortBy, order: search.sortOrder ?? "asc" } : { by: "receivedAt", order: "desc" };

type Pending = { action: "adjust" | "delete"; lots: InventoryItem[] } | { action: "transfer"; lot: InventoryItem };

export function InventoryScreen(props: {
  scope: LocationScope;
  canWrite: boolean;
  renderLookupFilter?: RenderLookupFilter;
  /** The location reports to Metrc (lots without a state tag cannot be sold, adjusted or moved). */
  tagRequired?: boolean;
}) {
  const { scope, canWrite } = props;
  const [search, onSearchChange] = useRouteSearch<InventorySearch>({ replace: true });
  const t = useMessages(inventoryMessages);
  const list = useQuery(inventoryListQuery(scope, toInventoryParams(search)));
  const [pending, setPending] = useState<Pending | null>(null);
  const setActive = useSetInventoryActive(scope);
  const bulkActive = useBulkSetInventoryActive(scope);
  const remove = useDeleteInventoryItem(scope);
  const bulkRemove = useBulkDeleteInventory(scope);
  // Lots stay selected from page to page, for one bulk action over several pages.
  const selected = useRowSelection(list.data?.data, (lot) => lot.id, { acrossPages: true });
  const selection = selected.rows;
  const clear = selected.clear;

  const onAction = (action: LotAction, lot: InventoryItem) => {
    if (action === "activate" || action === "deactivate")
      setActive.mutate({ id: lot.id, isActive: action === "activate" });
    else if (action === "transfer") setPending({ action, lot });
    else setPending({ action, lots: [lot] });
  };
  const deleting = pending?.action === "delete" ? pending.lots : [];
  const confirmDelete = () => {
    const ids = deleting.map((lot) => lot.id);
    const done = { onSettled: () => setPending(null) };
    if (ids.length === 1 && ids[0]) remove.mutate(ids[0], done);
    else bulkRemove.mutate(ids, { ...done, onSuccess: clear });
  };
  const filtered = hasInventoryFilters(search);

  return (
    <div className="grid gap-4">
      <InventoryFilters
        scope={scope}
        search={search}
        onChange={onSearchChange}
        renderLookupFilter={props.renderLookupFilter}
      />
      {canWrite && (
        <BulkBar selection={selected} label={t("bulk.label")}>
          <Button size="sm" variant="outline" onClick={() => setPending({ action: "adjust", lots: selection })}>
            <SlidersHorizontal /> {t("action.adjust")}
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={bulkActive.isPending && bulkActive.variables?.isActive === true}
            onClick={() => bulkActive.mutate({ inventoryIds: selected.ids, isActive: true }, { onSuccess: clear })}
          >
            <Power /> {t("action.activate")}
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={bulkActive.isPending && bulkActive.variables?.isActive === false}
            onClick={() => bulkActive.mutate({ inventoryIds: selected.ids, isActive: false }, { onSuccess: clear })}
          >
            <PowerOff /> {t("action.deactivate")}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setPending({ action: "delete", lots: selection })}>
            <Trash2 /> {t("action.delete")}
          </Button>
        </BulkBar>
      )}
      <InventoryTable
        rows={list.data?.data}
        loading={list.isPending}
        canWrite={canWrite}
        selection={selected}
        onAction={onAction}
        tagRequired={props.tagRequired}
        sort={{
          ...inventorySortOf(search),
          onChange: (next) =>
            onSearchChange({
              sortBy: next.by as InventorySearch["sortBy"],
              sortOrder: next.order,
              page: 1,
            }),
        }}
        empty={
          list.isError ? (
            <EmptyState icon={Boxes} title={t("empty.failed")} description={t("empty.reload")} />
          ) : (
            <ListEmptyState icon={Boxes} searching={filtered} say={(word) => t(`list.${word}`)} />
          )
        }
        footer={pageFooter(
          list.data?.meta,
          (page) => onSearchChange({ page }),
          (limit) => onSearchChange({ limit, page: 1 }),
        )}
      />
      <AdjustDialog
        scope={scope}
        lots={pending?.action === "adjust" ? pending.lots : []}
        open={pending?.action === "adjust"}
        onOpenChange={(open) => !open && setPending(null)}
        onDone={() => pending?.action === "adjust" && pending.lots.length > 1 && clear()}
      />
      <TransferDialog
        scope={scope}
        lot={pending?.action === "transfer" ? pending.lot : null}
        open={pending?.action === "transfer"}
        onOpenChange={(open) => !open && setPending(null)}
      />
      <ConfirmDialog
        open={pending?.action === "delete"}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          deleting.length === 1
            ? t("delete.oneTitle", { product: deleting[0]?.productName ?? "" })
            : t("delete.manyTitle", { count: deleting.length })
        }
        description={t("delete.description")}
        confirmLabel={t(deleting.length === 1 ? "delete.one" : "delete.many")}
        destructive
        pending={remove.isPending || bulkRemove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
