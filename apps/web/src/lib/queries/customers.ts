// One customer and the organization's customer groups, for the customers screens, the register and the discount
// rules that target a group.
import { queryOptions } from "@tanstack/react-query";
import { PAGE_SIZE, STALE_TIME } from "@verdant/shared";
import { customer, customerGroupList } from "@verdant/shared/customers";
import { api } from "../api-client.ts";
import { type LocationScope, locationPath } from "../location-scope.ts";
import { queryKeys } from "./keys.ts";

/** Spec §9: customers stay cached 10 minutes. */
export const customerCache = { gcTime: STALE_TIME.customersCache, staleTime: STALE_TIME.customersCache };

export const customerQuery = (scope: LocationScope, id: string) =>
  queryOptions({
    queryKey: queryKeys.customers.detail(id),
    queryFn: async ({ signal }) =>
      customer.parse(await api.get(`customer/${id}`, { locationId: scope.locationId }, signal)),
    ...customerCache,
  });

/** The organization's customer groups (Seniors, Staff...), one page of up to 100. */
export const customerGroupsQuery = (scope: LocationScope) =>
  queryOptions({
    queryKey: queryKeys.customerGroups.list({ orgId: scope.orgId, choices: true }),
    queryFn: async ({ signal }) =>
      customerGroupList.parse(
        await api.get(locationPath(scope, "customer-group"), { page: 1, limit: PAGE_SIZE.max }, signal),
      ).data,
  });
