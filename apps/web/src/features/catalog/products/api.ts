// Products of the selected location (spec §7 Products): list, detail, create, update, image, SKU proposal and
// the status changes with the spec's toasts (§8, §9).
import { queryOptions, useMutation } from "@tanstack/react-query";
import type { BulkResult } from "@verdant/shared";
import {
  type BulkProductStatusInput,
  type CreateProductInput,
  type GenerateSkuInput,
  generatedSku,
  type ProductListQuery,
  type ProductStatus,
  product,
  productList,
  type UpdateProductInput,
} from "@verdant/shared/products";
import { notify } from "../../../components/ui/toaster.tsx";
import { api } from "../../../lib/api-client.ts";
import { translate } from "../../../lib/i18n/catalog.ts";
import { type LocationScope, locationPath } from "../../../lib/location-scope.ts";
import { messagesFor } from "../../../lib/notify-error.ts";
import { queryKeys } from "../../../lib/queries/keys.ts";
import { listQuery } from "../../../lib/queries/list-query.ts";
import { catalogMessages } from "../messages.ts";

export const productKeys = queryKeys.products;
/** The spec's toasts (§8: productMessages in English) in the reader's language. */
const t = translate(catalogMessages);

const productsPath = (scope: LocationScope, rest?: string) => locationPath(scope, rest ? `product/${rest}` : "product");

export const productListQuery = (scope: LocationScope, params: ProductListQuery) =>
  listQuery(
    productKeys.list({ ...scope, ...params }),
    productList,
    productsPath(scope),
    params as Record<string, never>,
  );

export const productDetailQuery = (scope: LocationScope, id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: async ({ signal }) => product.parse(await api.get(productsPath(scope, id), undefined, signal)),
  });

export function useCreateProduct(scope: LocationScope) {
  return useMutation({
    mutationFn: async (input: CreateProductInput) => product.parse(await api.post(productsPath(scope), input)),
    // The form shows field errors (duplicate SKU) itself, then toasts what it cannot place.
    meta: { success: t("toast.created"), error: false, invalidates: [productKeys.all] },
  });
}

export function useUpdateProduct(scope: LocationScope) {
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: UpdateProductInput }) =>
      product.parse(await api.patch(productsPath(scope, id), input)),
    meta: { success: t("toast.updated"), error: false, invalidates: [productKeys.all] },
  });
}

export function useUploadProductImage(scope: LocationScope) {
  return useMutation({
    mutationFn: async ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append("file", file);
      return product.parse(await api.upload(productsPath(scope, `${id}/image`), form));
    },
    meta: { error: t("toast.uploadFailed"), invalidates: [productKeys.all] },
  });
}

export function useGenerateSku(scope: LocationScope) {
  return useMutation({
    mutationFn: async (input: GenerateSkuInput) =>
      generatedSku.parse(await api.post(productsPath(scope, "generate-sku"), input)).sku,
    meta: { error: t("toast.skuFailed") },
  });
}

/** Archive or restore one product: 'Product status updated successfully' or 'Failed to update product status: …'. */
export function useSetProductStatus(scope: LocationScope) {
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: ProductStatus }) =>
      product.parse(await api.patch(productsPath(scope, `${id}/status`), { status })),
    onError: (error) => {
      for (const message of messagesFor(error)) notify.error(t("toast.statusFailed", { message }));
    },
    meta: { success: t("toast.statusUpdated"), error: false, invalidates: [productKeys.all] },
  });
}

/** Archive or restore a selection: '{n} product(s) updated successfully', failures named one by one. */
export function useSetProductsStatus(scope: LocationScope) {
  return useMutation({
    mutationFn: (input: BulkProductStatusInput) => api.patch<BulkResult>(productsPath(scope, "bulk/status"), input),
    onSuccess: (result) => {
      if (result.successCount > 0) notify.success(t("toast.bulkUpdated", { count: result.successCount }));
      // One toast per distinct reason: 40 missing products read as one message, not 40.
      for (const message of new Set(result.failures.map((f) => f.message))) {
        notify.error(t("toast.bulkFailed", { message }));
      }
    },
    onError: (error) => {
      for (const message of messagesFor(error)) notify.error(t("toast.bulkFailed", { message }));
    },
    meta: { error: false, invalidates: [productKeys.all] },
  });
}
