// Customer groups (Seniors, Veterans, Staff): the organization's, managed from any of its locations under
// organization/{orgId}/location/{locationId}/customer-group. Writing needs pricing.write: a group is what a
// staff or senior discount targets, and the API refuses (409) to delete one a discount uses.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CustomerGroupInput, customerGroup, customerGroupList } from "@verdant/shared/customers";
import { api } from "../../lib/api-client.ts";
import { translate } from "../../lib/i18n/catalog.ts";
import { type LocationScope, locationPath } from "../../lib/location-scope.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { listQuery } from "../../lib/queries/list-query.ts";
import { customerMessages } from "./messages.ts";

const t = translate(customerMessages);

/** Also prefixes customerGroupsQuery's key (lib/queries/customers.ts), so a change refreshes the pickers. */
export const customerGroupKeys = queryKeys.customerGroups;

export type CustomerGroupListParams = { page: number; limit: number; search?: string | undefined };

const groupsPath = (scope: LocationScope, id?: string) =>
  locationPath(scope, id ? `customer-group/${id}` : "customer-group");

export const customerGroupListQuery = (scope: LocationScope, params: CustomerGroupListParams) =>
  listQuery(customerGroupKeys.list({ ...scope, ...params }), customerGroupList, groupsPath(scope), params);

export function useCreateCustomerGroup(scope: LocationScope) {
  return useMutation({
    mutationFn: async (input: CustomerGroupInput) => customerGroup.parse(await api.post(groupsPath(scope), input)),
    // The form places a taken name under its field, then toasts what it cannot place.
    meta: { success: t("groups.created"), error: false, invalidates: [customerGroupKeys.all] },
  });
}

export function useUpdateCustomerGroup(scope: LocationScope) {
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: CustomerGroupInput }) =>
      customerGroup.parse(await api.patch(groupsPath(scope, id), input)),
    meta: { success: t("groups.updated"), error: false, invalidates: [customerGroupKeys.all] },
  });
}

/** A group a discount uses answers 409 with the discounts' names: that message is the toast. */
export function useDeleteCustomerGroup(scope: LocationScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(groupsPath(scope, id)),
    onSuccess: (_data, id) => client.removeQueries({ queryKey: customerGroupKeys.detail(id) }),
    meta: {
      success: t("groups.deleted"),
      error: t("groups.deleteFailed"),
      invalidates: [customerGroupKeys.all],
    },
  });
}
