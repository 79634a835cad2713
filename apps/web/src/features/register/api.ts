// The register's calls: registers, drawer sessions, the pricing context and product search, customers and their
// limits, parked carts, and the one complete call carrying an Idempotency-Key (a retry reuses the key, so a
// network error never records a second sale).
import { keepPreviousData, queryOptions, useMutation } from "@tanstack/react-query";
import { PAGE_SIZE, STALE_TIME } from "@verdant/shared";
import { categoryList } from "@verdant/shared/catalog";
import { customerList } from "@verdant/shared/customers";
import { drawerSessionDetail, type OpenDrawerInput } from "@verdant/shared/drawers";
import { pricingContext } from "@verdant/shared/pricing-context";
import {
  type CompleteSaleInput,
  type ParkCartInput,
  parkedCart,
  parkedCartList,
  sale,
  sellableList,
} from "@verdant/shared/sales";
import { dailyPurchaseLimits } from "@verdant/shared/transactions";
import { api } from "../../lib/api-client.ts";
import { type LocationScope, locationPath } from "../../lib/location-scope.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { registerText } from "./messages.ts";

export const registerKeys = queryKeys.registers;
export const drawerKeys = queryKeys.drawers;
const saleKeys = queryKeys.sales;
const parkedKeys = queryKeys.parkedCarts;
const pricingKeys = queryKeys.pricingContext;
const limitKeys = queryKeys.customerLimits;

export const drawerQuery = (scope: LocationScope, id: string) =>
  queryOptions({
    queryKey: drawerKeys.detail(id),
    queryFn: async ({ signal }) =>
      drawerSessionDetail.parse(await api.get(locationPath(scope, `drawer-session/${id}`), undefined, signal)),
    staleTime: 0,
  });

export const drawerInvalidates = [drawerKeys.all, registerKeys.all, queryKeys.dashboard.all];

export function useOpenDrawer(scope: LocationScope) {
  return useMutation({
    mutationFn: async (input: OpenDrawerInput) =>
      drawerSessionDetail.parse(await api.post(locationPath(scope, "drawer-session"), input)),
    meta: {
      success: registerText("toast.drawerOpened"),
      error: registerText("toast.drawerOpenFailed"),
      invalidates: drawerInvalidates,
    },
  });
}

export const pricingContextQuery = (scope: LocationScope) =>
  queryOptions({
    queryKey: pricingKeys.detail(scope.locationId),
    queryFn: async ({ signal }) =>
      pricingContext.parse(await api.get(locationPath(scope, "sale/pricing-context"), undefined, signal)),
    staleTime: STALE_TIME.lists,
  });

export type ProductQuery = {
  search?: string;
  barcode?: string;
  categoryId?: string;
  productIds?: string[];
  limit?: number;
};

export const sellableQuery = (scope: LocationScope, registerId: string, params: ProductQuery) =>
  queryOptions({
    queryKey: [...saleKeys.lists(), "sellable", { ...scope, registerId, ...params }] as const,
    queryFn: async ({ signal }) =>
      sellableList.parse(
        await api.get(locationPath(scope, `register/${registerId}/products`), { limit: 20, ...params }, signal),
      ).data,
    // Stock moves with every sale: a result is fresh for 10 s, and the next keystroke keeps the last one in view.
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export const customerSearchQuery = (scope: LocationScope, search: string) =>
  queryOptions({
    queryKey: queryKeys.customers.list({ locationId: scope.locationId, search, register: true }),
    queryFn: async ({ signal }) =>
      customerList.parse(
        await api.get(
          "customer",
          { locationId: scope.locationId, search, status: "ACTIVE", page: 1, limit: 8, sortBy: "lastName" },
          signal,
        ),
      ).data,
    placeholderData: keepPreviousData,
  });

/** Today's usage, refreshed on every customer change and after every sale. */
export const customerLimitsQuery = (scope: LocationScope, customerId: string) =>
  queryOptions({
    queryKey: limitKeys.detail(customerId),
    queryFn: async ({ signal }) =>
      dailyPurchaseLimits.parse(
        await api.get(`customer/${customerId}/daily-purchase-limits`, { locationId: scope.locationId }, signal),
      ),
    staleTime: 0,
  });

export const parkedCartsQuery = (scope: LocationScope, registerId: string) =>
  queryOptions({
    queryKey: parkedKeys.list({ ...scope, registerId }),
    queryFn: async ({ signal }) =>
      parkedCartList.parse(
        await api.get(locationPath(scope, "sale/parked"), { registerId, page: 1, limit: PAGE_SIZE.max }, signal),
      ),
    staleTime: 0,
  });

export function useParkCart(scope: LocationScope) {
  return useMutation({
    mutationFn: async (input: ParkCartInput) =>
      parkedCart.parse(await api.post(locationPath(scope, "sale/parked"), input)),
    meta: {
      success: registerText("toast.parked"),
      error: registerText("toast.parkFailed"),
      invalidates: [parkedKeys.all],
    },
  });
}

export function useResumeCart(scope: LocationScope) {
  return useMutation({
    mutationFn: async (id: string) => parkedCart.parse(await api.post(locationPath(scope, `sale/parked/${id}/resume`))),
    meta: { error: registerText("toast.resumeFailed"), invalidates: [parkedKeys.all] },
  });
}

/** One complete call; the caller keeps `key` for the whole checkout attempt and passes it again on retry. */
export async function completeSale(scope: LocationScope, input: CompleteSaleInput, key: string) {
  return sale.parse(await api.postWith(locationPath(scope, "sale/complete"), input, { "Idempotency-Key": key }));
}

export const afterSaleInvalidates = [
  saleKeys.all,
  limitKeys.all,
  drawerKeys.all,
  queryKeys.transactions.all,
  queryKeys.dashboard.all,
  queryKeys.inventory.all,
] as const;

export const categoriesQuery = (scope: LocationScope) =>
  queryOptions({
    queryKey: queryKeys.categories.list({ ...scope, register: true }),
    queryFn: async ({ signal }) =>
      categoryList.parse(await api.get(locationPath(scope, "category"), { page: 1, limit: PAGE_SIZE.max }, signal))
        .data,
  });
