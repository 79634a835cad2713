// Receive orders of the selected location (spec §7 Receive orders): key factory, list and detail queries, the
// choices an item form offers (products, rooms, open purchase orders), and mutations with the spec's §8
// fallbacks. Processing changes stock and the purchase order, so it refreshes those lists too.
import { queryOptions, useMutation } from "@tanstack/react-query";
import { PAGE_SIZE } from "@verdant/shared";
import { purchaseOrderList, RECEIVABLE_PO_STATUSES } from "@verdant/shared/purchase-orders";
import {
  type CreateReceiveOrderInput,
  processResult,
  type ReceiveOrderItemInput,
  receiveOrder,
  receiveOrderDetail,
  receiveOrderItem,
  receiveOrderList,
  type receiveOrderSortFields,
  type UpdateReceiveOrderInput,
  uploadUrlAnswer,
} from "@verdant/shared/receive-orders";

type ReceiveOrderSortField = (typeof receiveOrderSortFields)[number];

import { notify } from "../../components/ui/toaster.tsx";
import { ApiError, api } from "../../lib/api-client.ts";
import { translate } from "../../lib/i18n/catalog.ts";
import { type LocationScope, locationPath } from "../../lib/location-scope.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { listQuery } from "../../lib/queries/list-query.ts";
import { receiveOrderMessages } from "./messages.ts";

const t = translate(receiveOrderMessages);

export const receiveOrderKeys = queryKeys.receiveOrders;
const choiceKeys = queryKeys.receiveOrderChoices;
// Lists this feature's writes change: stock and the purchase orders' received quantities and statuses.
const stockKeys = [queryKeys.inventory.all, queryKeys.purchaseOrders.all];

/** The query of GET receive-orders (spec §7) as the URL builds it. */
export type ReceiveOrderListParams = {
  search?: string | undefined;
  brandIds?: string[] | undefined;
  categoryIds?: string[] | undefined;
  tagIds?: string[] | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  sortBy: ReceiveOrderSortField;
  sortOrder: "asc" | "desc";
  page: number;
  limit: number;
};

const path = (scope: LocationScope, rest = "") => locationPath(scope, `receive-orders${rest}`);

export const receiveOrdersQuery = (scope: LocationScope, params: ReceiveOrderListParams) =>
  listQuery(receiveOrderKeys.list({ ...scope, ...params }), receiveOrderList, path(scope), params);

export const receiveOrderQuery = (scope: LocationScope, id: string) =>
  queryOptions({
    queryKey: receiveOrderKeys.detail(id),
    queryFn: async ({ signal }) => receiveOrderDetail.parse(await api.get(path(scope, `/${id}`), undefined, signal)),
  });

/** Purchase orders that can still be received (SUBMITTED, PARTIALLY_RECEIVED). */
export const receivablePurchaseOrdersQuery = (scope: LocationScope) =>
  queryOptions({
    queryKey: choiceKeys.list({ ...scope, receivable: true }),
    queryFn: async ({ signal }) => {
      const pages = await Promise.all(
        RECEIVABLE_PO_STATUSES.map(async (status) =>
          purchaseOrderList.parse(
            await api.get(locationPath(scope, "purchase-order"), { status, page: 1, limit: PAGE_SIZE.max }, signal),
          ),
        ),
      );
      return pages.flatMap((page) => page.data);
    },
  });

const invalidates = [receiveOrderKeys.all];

export function useCreateReceiveOrder(scope: LocationScope) {
  return useMutation({
    mutationFn: async (input: CreateReceiveOrderInput) => receiveOrderDetail.parse(await api.post(path(scope), input)),
    meta: { success: t("toast.created"), error: t("toast.createFailed"), invalidates },
  });
}

export function useUpdateReceiveOrder(scope: LocationScope, id: string) {
  return useMutation({
    mutationFn: async (input: UpdateReceiveOrderInput) =>
      receiveOrder.parse(await api.put(path(scope, `/${id}`), input)),
    meta: { success: t("toast.updated"), error: t("toast.updateFailed"), invalidates },
  });
}

export function useDeleteReceiveOrder(scope: LocationScope) {
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(path(scope, `/${id}`)),
    meta: { success: t("toast.deleted"), error: t("toast.deleteFailed"), invalidates },
  });
}

/** One mutation for add, edit and remove: the spec gives them one failure text (§8). */
export function useSaveReceiveOrderItem(scope: LocationScope, id: string) {
  return useMutation({
    mutationFn: async (change: { itemId?: string; input?: ReceiveOrderItemInput }) => {
      const items = path(scope, `/${id}/items`);
      if (change.itemId && !change.input) return api.delete<{ id: string }>(`${items}/${change.itemId}`);
      if (change.itemId) return receiveOrderItem.parse(await api.put(`${items}/${change.itemId}`, change.input));
      return receiveOrderItem.parse(await api.post(items, change.input));
    },
    onSuccess: (_data, change) => notify.success(change.input ? t("toast.itemSaved") : t("toast.itemDeleted")),
    meta: { error: t("toast.itemFailed"), invalidates },
  });
}

/** The server's own message is the success toast (spec §4: the answer carries a message). */
export function useProcessToInventory(scope: LocationScope, id: string) {
  return useMutation({
    mutationFn: async () => processResult.parse(await api.post(path(scope, `/${id}/process-to-inventory`))),
    onSuccess: (result) => notify.success(result.message),
    meta: { error: t("toast.processFailed"), invalidates: [...invalidates, ...stockKeys] },
  });
}

/** A signed link from the API, then the file's bytes PUT straight to storage (no bearer token needed there). */
export function useUploadAttachment(scope: LocationScope, id: string) {
  return useMutation({
    mutationFn: async (file: File) => {
      const link = uploadUrlAnswer.parse(
        await api.post(path(scope, `/${id}/attachment-upload/generate-upload-url`), {
          fileName: file.name,
          contentType: file.type,
        }),
      );
      const response = await fetch(link.uploadUrl, {
        method: "PUT",
        headers: { "content-type": file.type },
        body: file,
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { message?: string | string[] };
        throw new ApiError(response.status, { statusCode: response.status, message: body.message ?? "" });
      }
      return link;
    },
    meta: { success: t("toast.uploaded"), error: t("toast.uploadFailed"), invalidates },
  });
}
