// Purchase orders of the selected location (spec §7 Purchase orders): key factory, the queries the routes and
// the wizard share (list, stats, one order, its totals preview, the PO-number check), the vendor and product
// choices the wizard offers, and mutations with the spec's toasts (§8, §9).
import { keepPreviousData, queryOptions, useMutation } from "@tanstack/react-query";
import { PAGE_SIZE, STALE_TIME } from "@verdant/shared";
import {
  type CreatePurchaseOrderInput,
  type PurchaseOrderDetailsInput,
  type PurchaseOrderItemInput,
  type PurchaseOrderStatus,
  type PurchaseOrderStep,
  poNumberAvailability,
  purchaseOrder,
  purchaseOrderDetail,
  purchaseOrderItem,
  purchaseOrderList,
  purchaseOrderPreview,
  purchaseOrderStats,
} from "@verdant/shared/purchase-orders";
import { vendorList } from "@verdant/shared/vendors";
import { api } from "../../lib/api-client.ts";
import { translate } from "../../lib/i18n/catalog.ts";
import { type LocationScope, locationPath } from "../../lib/location-scope.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { listQuery } from "../../lib/queries/list-query.ts";
import { purchaseOrderMessages } from "./messages.ts";

const t = translate(purchaseOrderMessages);

export const purchaseOrderKeys = queryKeys.purchaseOrders;
const choiceKeys = queryKeys.purchaseOrderChoices;

export type PurchaseOrderListParams = {
  status?: PurchaseOrderStatus | undefined;
  search?: string | undefined;
  page: number;
  limit: number;
};

const path = (scope: LocationScope, rest = "") => locationPath(scope, `purchase-order${rest}`);

export const purchaseOrdersQuery = (scope: LocationScope, params: PurchaseOrderListParams) =>
  listQuery(purchaseOrderKeys.list({ ...scope, ...params }), purchaseOrderList, path(scope), params);

export const purchaseOrderStatsQuery = (scope: LocationScope) =>
  queryOptions({
    queryKey: [...purchaseOrderKeys.all, "stats", scope.locationId] as const,
    queryFn: async ({ signal }) => purchaseOrderStats.parse(await api.get(path(scope, "/stats"), undefined, signal)),
  });

export const purchaseOrderQuery = (scope: LocationScope, id: string) =>
  queryOptions({
    queryKey: purchaseOrderKeys.detail(id),
    queryFn: async ({ signal }) => purchaseOrderDetail.parse(await api.get(path(scope, `/${id}`), undefined, signal)),
  });

export const purchaseOrderPreviewQuery = (scope: LocationScope, id: string) =>
  queryOptions({
    queryKey: [...purchaseOrderKeys.detail(id), "preview"] as const,
    queryFn: async ({ signal }) =>
      purchaseOrderPreview.parse(await api.get(path(scope, `/${id}/calculate-preview`), undefined, signal)),
  });

/** Spec §9: a PO number's availability is fresh for 2 minutes and kept for 5. */
export const poNumberCheckQuery = (scope: LocationScope, poNumber: string) =>
  queryOptions({
    queryKey: [...purchaseOrderKeys.all, "check-po-number", scope.locationId, poNumber] as const,
    queryFn: async ({ signal }) =>
      poNumberAvailability.parse(await api.get(path(scope, "/check-po-number"), { poNumber }, signal)),
    staleTime: STALE_TIME.poNumberStale,
    gcTime: STALE_TIME.poNumberCache,
  });

/** Active vendors whose name matches, for the details step. */
export const vendorChoicesQuery = (scope: LocationScope, name: string) =>
  queryOptions({
    queryKey: choiceKeys.list({ ...scope, vendors: name }),
    queryFn: async ({ signal }) =>
      vendorList.parse(
        await api.get(locationPath(scope, "vendor"), { name, active: true, page: 1, limit: PAGE_SIZE.max }, signal),
      ).data,
    placeholderData: keepPreviousData,
  });

const invalidates = [purchaseOrderKeys.all];

export function useCreatePurchaseOrder(scope: LocationScope) {
  return useMutation({
    mutationFn: async (input: CreatePurchaseOrderInput) => purchaseOrder.parse(await api.post(path(scope), input)),
    meta: { error: t("toast.createFailed"), invalidates },
  });
}

export function useUpdatePurchaseOrderDetails(scope: LocationScope, id: string) {
  return useMutation({
    mutationFn: async (input: PurchaseOrderDetailsInput) =>
      purchaseOrder.parse(await api.patch(path(scope, `/${id}/details`), input)),
    meta: { error: t("toast.detailsFailed"), invalidates },
  });
}

export function useSetPurchaseOrderStep(scope: LocationScope) {
  return useMutation({
    mutationFn: async ({ id, step }: { id: string; step: PurchaseOrderStep }) =>
      purchaseOrder.parse(await api.patch(path(scope, `/${id}/step`), { step })),
    meta: { error: t("toast.stepFailed"), invalidates },
  });
}

export function useAddPurchaseOrderItem(scope: LocationScope, id: string) {
  return useMutation({
    mutationFn: async (input: PurchaseOrderItemInput) =>
      purchaseOrderItem.parse(await api.post(path(scope, `/${id}/items`), input)),
    meta: { error: t("toast.itemFailed"), invalidates },
  });
}

export function useUpdatePurchaseOrderItem(scope: LocationScope, id: string) {
  return useMutation({
    mutationFn: async ({ itemId, quantity }: { itemId: string; quantity: number }) =>
      purchaseOrderItem.parse(await api.patch(path(scope, `/${id}/items/${itemId}`), { quantity })),
    meta: { error: t("toast.itemFailed"), invalidates },
  });
}

export function useDeletePurchaseOrderItem(scope: LocationScope, id: string) {
  return useMutation({
    mutationFn: (itemId: string) => api.delete<{ id: string }>(path(scope, `/${id}/items/${itemId}`)),
    meta: { error: t("toast.itemFailed"), invalidates },
  });
}

export function useConfirmPurchaseOrder(scope: LocationScope, id: string) {
  return useMutation({
    mutationFn: async () => purchaseOrderDetail.parse(await api.post(path(scope, `/${id}/confirm`))),
    meta: { success: t("toast.confirmed"), error: t("toast.confirmFailed"), invalidates },
  });
}

export function useSetInternalNotes(scope: LocationScope, id: string) {
  return useMutation({
    mutationFn: async (internalNotes: string) =>
      purchaseOrder.parse(await api.patch(path(scope, `/${id}/internal-notes`), { internalNotes })),
    meta: { success: t("toast.notesSaved"), error: t("toast.notesFailed"), invalidates },
  });
}

export function useSetPurchaseOrderStatus(scope: LocationScope) {
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: PurchaseOrderStatus }) =>
      purchaseOrder.parse(await api.patch(path(scope, `/${id}/status`), { status })),
    meta: { success: t("toast.statusUpdated"), error: t("toast.statusFailed"), invalidates },
  });
}

export function useDeletePurchaseOrder(scope: LocationScope) {
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(path(scope, `/${id}`)),
    meta: { success: t("toast.deleted"), error: t("toast.deleteFailed"), invalidates },
  });
}
