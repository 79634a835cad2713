// Inventory lots of the selected location (spec §7 Inventory): one key factory, the list and lot queries the
// route loader and the screens share, and mutations that toast and refresh every view of stock they change.
import { queryOptions, useMutation } from "@tanstack/react-query";
import { type BulkResult, PAGE_SIZE, STALE_TIME } from "@verdant/shared";
import {
  type AdjustQuantityInput,
  type BulkAdjustQuantityInput,
  bulkInventoryResult,
  type InventorySortField,
  type InventoryStatus,
  inventoryItem,
  inventoryList,
  ledgerList,
  type TransferInput,
  transferResult,
} from "@verdant/shared/inventory";
import { notify } from "../../components/ui/toaster.tsx";
import { api } from "../../lib/api-client.ts";
import { translate } from "../../lib/i18n/catalog.ts";
import { type LocationScope, locationPath } from "../../lib/location-scope.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { listQuery } from "../../lib/queries/list-query.ts";
import { inventoryMessages } from "./messages.ts";

export const inventoryKeys = queryKeys.inventory;
const _roomOptionKeys = queryKeys.rooms;

/** The spec's toasts (§8) in the reader's language. */
const t = translate(inventoryMessages);

/** The query of GET inventory (spec §7) as the URL and the prefetch build it. */
export type InventoryListParams = {
  search?: string | undefined;
  brandIds?: string[] | undefined;
  categoryIds?: string[] | undefined;
  tagIds?: string[] | undefined;
  roomIds?: string[] | undefined;
  inventoryStatus?: InventoryStatus | undefined;
  isActive?: "true" | "false" | undefined;
  sortBy?: InventorySortField;
  sortOrder?: "asc" | "desc";
  page: number;
  limit: number;
};

/** The spec's prefetch (§7): available stock, first page of 10. */
export const INVENTORY_PREFETCH: InventoryListParams = {
  inventoryStatus: "AVAILABLE",
  page: 1,
  limit: PAGE_SIZE.default,
};

const path = (scope: LocationScope, rest = "") => locationPath(scope, `inventory${rest}`);

// Stock moves with every sale and delivery, so a lot list is fresh for 30 s only (spec §9), not the 5 min of
// other lists.
export const inventoryListQuery = (scope: LocationScope, params: InventoryListParams) =>
  listQuery(inventoryKeys.list({ ...scope, ...params }), inventoryList, path(scope), params, {
    staleTime: STALE_TIME.inventoryPrefetch,
  });

export const inventoryItemQuery = (scope: LocationScope, id: string) =>
  queryOptions({
    queryKey: inventoryKeys.detail(id),
    queryFn: async ({ signal }) => inventoryItem.parse(await api.get(path(scope, `/${id}`), undefined, signal)),
    staleTime: STALE_TIME.inventoryPrefetch,
  });

export const ledgerQuery = (scope: LocationScope, id: string, page: number) =>
  listQuery([...inventoryKeys.detail(id), "ledger", page] as const, ledgerList, path(scope, `/${id}/ledger`), {
    page,
    limit: PAGE_SIZE.default,
  });

const invalidates = [inventoryKeys.all];

export function useAdjustQuantity(scope: LocationScope) {
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: AdjustQuantityInput }) =>
      inventoryItem.parse(await api.patch(path(scope, `/${id}/adjust-quantity`), input)),
    meta: { success: t("toast.adjusted"), error: t("toast.adjustFailed"), invalidates },
  });
}

/** A partial bulk result names its count and each distinct reason, not one toast per lot. */
function toastBulk(result: BulkResult, done: (n: number) => string) {
  if (result.successCount > 0) notify.success(done(result.successCount));
  for (const message of new Set(result.failures.map((f) => f.message))) notify.error(message);
}

export function useBulkAdjustQuantity(scope: LocationScope) {
  return useMutation({
    mutationFn: async (input: BulkAdjustQuantityInput) =>
      bulkInventoryResult.parse(await api.patch(path(scope, "/bulk/adjust-quantity"), input)),
    onSuccess: (result) => toastBulk(result, (count) => t("toast.bulkAdjusted", { count })),
    meta: { error: t("toast.adjustFailed"), invalidates },
  });
}

/** PATCH the lot's details: here its state package tag (a lot at a Metrc-linked location needs one). */
export function useTagLot(scope: LocationScope) {
  return useMutation({
    mutationFn: async ({ id, packageTag }: { id: string; packageTag: string }) =>
      inventoryItem.parse(await api.patch(path(scope, `/${id}`), { packageTag })),
    meta: { success: t("toast.tagged"), error: t("toast.tagFailed"), invalidates },
  });
}

export function useTransferStock(scope: LocationScope) {
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: TransferInput }) =>
      transferResult.parse(await api.post(path(scope, `/${id}/transfer`), input)),
    meta: { success: t("toast.transferred"), error: t("toast.transferFailed"), invalidates },
  });
}

export function useSetInventoryActive(scope: LocationScope) {
  return useMutation({
    mutationFn: async ({ id, isActive }: { id: string; isActive: boolean }) =>
      inventoryItem.parse(await api.patch(path(scope, `/${id}/status`), { isActive })),
    meta: { success: t("toast.statusUpdated"), error: t("toast.statusFailed"), invalidates },
  });
}

export function useBulkSetInventoryActive(scope: LocationScope) {
  return useMutation({
    mutationFn: async ({ inventoryIds, isActive }: { inventoryIds: string[]; isActive: boolean }) =>
      bulkInventoryResult.parse(await api.patch(path(scope, "/bulk/status"), { inventoryIds, isActive })),
    onSuccess: (result, { isActive }) =>
      toastBulk(result, (count) => t(isActive ? "toast.bulkActivated" : "toast.bulkDeactivated", { count })),
    meta: { error: t("toast.statusFailed"), invalidates },
  });
}

export function useDeleteInventoryItem(scope: LocationScope) {
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(path(scope, `/${id}`)),
    meta: { success: t("toast.deleted"), error: t("toast.deleteFailed"), invalidates },
  });
}

export function useBulkDeleteInventory(scope: LocationScope) {
  return useMutation({
    mutationFn: async (inventoryIds: string[]) =>
      bulkInventoryResult.parse(await api.delete(path(scope, "/bulk"), { inventoryIds })),
    onSuccess: (result) => toastBulk(result, (count) => t("toast.bulkDeleted", { count })),
    meta: { error: t("toast.deleteFailed"), invalidates },
  });
}
