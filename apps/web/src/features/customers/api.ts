// Customers (spec §7 Customers): the list and profile (kept 10 minutes, spec §9), customer groups, and the
// mutations with the spec's §8 toasts. Every call carries the selected location (locationId).
import { useMutation } from "@tanstack/react-query";
import { type BulkResult, bulkResult, PAGE_SIZE } from "@verdant/shared";
import {
  type CreateCustomerInput,
  type CustomerStatus,
  type CustomerType,
  customer,
  customerList,
  type UpdateCustomerInput,
} from "@verdant/shared/customers";
import type { customerSortFields } from "@verdant/shared/list-filters";
import { api } from "../../lib/api-client.ts";
import { translate } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { customerCache } from "../../lib/queries/customers.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { listQuery } from "../../lib/queries/list-query.ts";
import { customerMessages } from "./messages.ts";

const t = translate(customerMessages);

export const customerKeys = queryKeys.customers;

export type CustomerListParams = {
  page: number;
  search?: string | undefined;
  type?: CustomerType | undefined;
  status?: CustomerStatus | undefined;
  date?: string | undefined;
  sortBy: (typeof customerSortFields)[number];
  sortOrder: "asc" | "desc";
  limit?: number | undefined;
};

export const customersQuery = (scope: LocationScope, params: CustomerListParams) =>
  listQuery(
    customerKeys.list({ locationId: scope.locationId, ...params }),
    customerList,
    "customer",
    { ...params, locationId: scope.locationId, limit: params.limit ?? PAGE_SIZE.default },
    customerCache,
  );

export function useCreateCustomer() {
  return useMutation({
    mutationFn: async (input: CreateCustomerInput) => customer.parse(await api.post("customer", input)),
    meta: {
      success: t("toast.created"),
      error: t("toast.createFailed"),
      invalidates: [customerKeys.lists()],
    },
  });
}

export function useUpdateCustomer() {
  return useMutation({
    mutationFn: async ({ id, ...input }: UpdateCustomerInput & { id: string }) =>
      customer.parse(await api.patch(`customer/${id}`, input)),
    meta: {
      success: t("toast.updated"),
      error: t("toast.updateFailed"),
      invalidates: [customerKeys.all],
    },
  });
}

export function useDeleteCustomers(scope: LocationScope) {
  return useMutation({
    mutationFn: async (customerIds: string[]): Promise<BulkResult> =>
      bulkResult.parse(await api.delete("customer/bulk", { customerIds, locationId: scope.locationId })),
    meta: { error: t("toast.deleteFailed"), invalidates: [customerKeys.all] },
  });
}

export function useBulkCustomerStatus(scope: LocationScope) {
  return useMutation({
    mutationFn: async ({ customerIds, status }: { customerIds: string[]; status: CustomerStatus }) =>
      bulkResult.parse(await api.patch("customer/bulk/status", { customerIds, status, locationId: scope.locationId })),
    meta: { error: t("toast.statusFailed"), invalidates: [customerKeys.all] },
  });
}
