// Customers (spec §7 Customers): the list and profile (kept 10 minutes, spec §9), customer groups, and the
// mutations with the spec's §8 toasts. Every call carries the selected location (locationId).
import { keepPreviousData, queryOptions, useMutation } from "@tanstack/react-query";
import { type BulkResult, bulkResult, PAGE_SIZE, STALE_TIME } from "@verdant/shared";
import {
  type CreateCustomerInput,
  type CustomerStatus,
  type CustomerType,
  customer,
  customerGroupList,
  customerList,
  type UpdateCustomerInput,
} from "@verdant/shared/customers";
import { api } from "../../lib/api-client.ts";
import { type LocationScope, locationPath } from "../../lib/location-scope.ts";
import { createQueryKeys } from "../../lib/query-client.ts";

export const customerKeys = createQueryKeys("customers");

export const customerSortFields = ["lastName", "firstName", "email", "type", "status", "createdAt"] as const;

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

/** Spec §9: customers stay cached 10 minutes. */
const cache = { gcTime: STALE_TIME.customersCache, staleTime: STALE_TIME.customersCache };

export const customersQuery = (scope: LocationScope, params: CustomerListParams) =>
  queryOptions({
    queryKey: customerKeys.list({ locationId: scope.locationId, ...params }),
    queryFn: async ({ signal }) =>
      customerList.parse(
        await api.get(
          "customer",
          { ...params, locationId: scope.locationId, limit: params.limit ?? PAGE_SIZE.default },
          signal,
        ),
      ),
    placeholderData: keepPreviousData,
    ...cache,
  });

export const customerQuery = (scope: LocationScope, id: string) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: async ({ signal }) =>
      customer.parse(await api.get(`customer/${id}`, { locationId: scope.locationId }, signal)),
    ...cache,
  });

/** The organization's customer groups (Seniors, Staff...), one page of up to 100. */
export const customerGroupsQuery = (scope: LocationScope) =>
  queryOptions({
    queryKey: ["customer-groups", scope.orgId],
    queryFn: async ({ signal }) =>
      customerGroupList.parse(
        await api.get(locationPath(scope, "customer-group"), { page: 1, limit: PAGE_SIZE.max }, signal),
      ).data,
  });

export function useCreateCustomer() {
  return useMutation({
    mutationFn: async (input: CreateCustomerInput) => customer.parse(await api.post("customer", input)),
    meta: {
      success: "Customer created successfully",
      error: "Failed to create customer",
      invalidates: [customerKeys.lists()],
    },
  });
}

export function useUpdateCustomer() {
  return useMutation({
    mutationFn: async ({ id, ...input }: UpdateCustomerInput & { id: string }) =>
      customer.parse(await api.patch(`customer/${id}`, input)),
    meta: {
      success: "Customer updated successfully",
      error: "Failed to update customer",
      invalidates: [customerKeys.all],
    },
  });
}

export function useDeleteCustomers(scope: LocationScope) {
  return useMutation({
    mutationFn: async (customerIds: string[]): Promise<BulkResult> =>
      bulkResult.parse(await api.delete("customer/bulk", { customerIds, locationId: scope.locationId })),
    meta: { error: "Failed to delete customer(s)", invalidates: [customerKeys.all] },
  });
}

export function useBulkCustomerStatus(scope: LocationScope) {
  return useMutation({
    mutationFn: async ({ customerIds, status }: { customerIds: string[]; status: CustomerStatus }) =>
      bulkResult.parse(await api.patch("customer/bulk/status", { customerIds, status, locationId: scope.locationId })),
    meta: { error: "Failed to update customer status", invalidates: [customerKeys.all] },
  });
}
