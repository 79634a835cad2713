// Tax groups of the selected location (spec §7 Tax groups): key factory, query options shared by loaders and
// components, and the mutations with the spec's §8 toasts.
import { queryOptions, useMutation } from "@tanstack/react-query";
import { PAGE_SIZE } from "@verdant/shared";
import type { PricedCart } from "@verdant/shared/pricing/pricing.types";
import {
  type AssignTaxGroupInput,
  type BulkAssignTaxGroupInput,
  type CalculateTaxInput,
  type ResolveConflictsInput,
  resolveConflictsResult,
  type TaxGroupInput,
  taxGroup,
  taxGroupAssignment,
  taxGroupBulkResult,
  taxGroupConflicts,
  taxGroupDuplicateResult,
  taxGroupList,
} from "@verdant/shared/tax-groups";
import { api } from "../../lib/api-client.ts";
import { translate } from "../../lib/i18n/catalog.ts";
import { type LocationScope, locationPath } from "../../lib/location-scope.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { listQuery } from "../../lib/queries/list-query.ts";
import { taxGroupMessages } from "./messages.ts";

// The toasts speak the reader's language at the moment the mutation is set up (a render).
const t = translate(taxGroupMessages);

export const taxGroupKeys = queryKeys.taxGroups;

export type TaxGroupListParams = { page: number; limit: number; search?: string | undefined };

const path = (scope: LocationScope, rest = "") => locationPath(scope, `tax-group${rest}`);

export const taxGroupsQuery = (scope: LocationScope, params: TaxGroupListParams) =>
  listQuery(taxGroupKeys.list({ ...scope, ...params }), taxGroupList, path(scope), params);

/** Every group of the location, for pickers (a location holds a handful, never more than a page of 100). */
export const allTaxGroupsQuery = (scope: LocationScope) => taxGroupsQuery(scope, { page: 1, limit: PAGE_SIZE.max });

export const taxGroupQuery = (scope: LocationScope, id: string) =>
  queryOptions({
    queryKey: taxGroupKeys.detail(id),
    queryFn: async ({ signal }) => taxGroup.parse(await api.get(path(scope, `/${id}`), undefined, signal)),
  });

export const conflictsQuery = (scope: LocationScope, groupId: string, categoryId: string) =>
  queryOptions({
    queryKey: [...taxGroupKeys.detail(groupId), "conflicts", categoryId],
    // The spec makes this read a POST (§7); it changes nothing.
    queryFn: async () =>
      taxGroupConflicts.parse(await api.post(path(scope, `/${groupId}/category/${categoryId}/conflicts`))).data,
  });

// Group changes (delete with a replacement, duplicate) move rates too.
const invalidatesGroups = [taxGroupKeys.all, queryKeys.taxRates.all];

export function useCreateTaxGroup(scope: LocationScope) {
  return useMutation({
    mutationFn: async (input: TaxGroupInput) => taxGroup.parse(await api.post(path(scope), input)),
    meta: {
      success: t("toast.created"),
      error: t("toast.createFailed"),
      invalidates: [taxGroupKeys.all],
    },
  });
}

export function useUpdateTaxGroup(scope: LocationScope) {
  return useMutation({
    mutationFn: async ({ id, ...input }: TaxGroupInput & { id: string }) =>
      taxGroup.parse(await api.patch(path(scope, `/${id}`), input)),
    meta: {
      success: t("toast.updated"),
      error: t("toast.updateFailed"),
      invalidates: [taxGroupKeys.all],
    },
  });
}

export function useDeleteTaxGroup(scope: LocationScope) {
  return useMutation({
    mutationFn: ({ id, newTaxGroupId }: { id: string; newTaxGroupId?: string | undefined }) =>
      api.delete<{ id: string }>(path(scope, `/${id}`), newTaxGroupId ? { newTaxGroupId } : undefined),
    meta: {
      success: t("toast.deleted"),
      error: t("toast.deleteFailed"),
      invalidates: invalidatesGroups,
    },
  });
}

export function useDuplicateTaxGroup(scope: LocationScope) {
  return useMutation({
    mutationFn: async (id: string) => taxGroup.parse(await api.post(path(scope, `/${id}/duplicate`))),
    meta: {
      success: t("toast.duplicated"),
      error: t("toast.duplicateFailed"),
      invalidates: invalidatesGroups,
    },
  });
}

/** The partial results are the caller's to announce (spec §8: success and failure counts). */
export function useBulkDeleteTaxGroups(scope: LocationScope) {
  return useMutation({
    mutationFn: async (input: { taxGroupIds: string[]; newTaxGroupId?: string | undefined }) =>
      taxGroupBulkResult.parse(await api.delete(path(scope, "/bulk"), input)),
    meta: { error: t("toast.deleteFailed"), invalidates: invalidatesGroups },
  });
}

export function useBulkDuplicateTaxGroups(scope: LocationScope) {
  return useMutation({
    mutationFn: async (taxGroupIds: string[]) =>
      taxGroupDuplicateResult.parse(await api.post(path(scope, "/bulk/duplicate"), { taxGroupIds })),
    meta: { error: t("bulk.duplicateNone"), invalidates: invalidatesGroups },
  });
}

export function useAssignTaxGroup(scope: LocationScope) {
  return useMutation({
    mutationFn: async (input: AssignTaxGroupInput) =>
      taxGroupAssignment.parse(await api.post(path(scope, "/assign"), input)),
    meta: {
      success: t("toast.assigned"),
      error: t("toast.assignFailed"),
      invalidates: [taxGroupKeys.all],
    },
  });
}

export function useBulkAssignTaxGroup(scope: LocationScope) {
  return useMutation({
    mutationFn: async (input: BulkAssignTaxGroupInput) =>
      taxGroupBulkResult.parse(await api.post(path(scope, "/bulk-assign"), input)),
    meta: { error: t("bulk.assignNone"), invalidates: [taxGroupKeys.all] },
  });
}

export function useRemoveAssignment(scope: LocationScope) {
  return useMutation({
    mutationFn: (assignmentId: string) => api.delete<{ id: string }>(path(scope, `/${assignmentId}/remove`)),
    meta: { success: t("toast.assignmentRemoved"), error: t("toast.updateFailed"), invalidates: [taxGroupKeys.all] },
  });
}

export function useResolveConflicts(scope: LocationScope, groupId: string, categoryId: string) {
  return useMutation({
    mutationFn: async (input: ResolveConflictsInput) =>
      resolveConflictsResult.parse(
        await api.post(path(scope, `/${groupId}/category/${categoryId}/resolve-conflicts`), input),
      ),
    meta: { error: t("toast.updateFailed"), invalidates: [taxGroupKeys.detail(groupId)] },
  });
}

export function useCalculateTax(scope: LocationScope) {
  return useMutation({
    mutationFn: (input: CalculateTaxInput) => api.post<PricedCart>(path(scope, "/calculate-tax"), input),
    meta: { error: t("toast.calculateFailed") },
  });
}
