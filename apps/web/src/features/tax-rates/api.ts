// Tax rates of the selected location (spec §7 Tax rates): lists, the group's ordered rates, and the mutations.
import { useMutation } from "@tanstack/react-query";
import { PAGE_SIZE } from "@verdant/shared";
import {
  type CreateTaxRateInput,
  type ReorderTaxRateInput,
  type TaxCustomerType,
  type TaxRateGroupInput,
  type TaxRateStatus,
  taxRate,
  taxRateList,
  type UpdateTaxRateInput,
} from "@verdant/shared/tax-rates";
import { z } from "zod";
import { api } from "../../lib/api-client.ts";
import { translate } from "../../lib/i18n/catalog.ts";
import { type LocationScope, locationPath } from "../../lib/location-scope.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { listQuery } from "../../lib/queries/list-query.ts";
import { taxRateMessages } from "./messages.ts";

// The toasts speak the reader's language at the moment the mutation is set up (a render).
const t = translate(taxRateMessages);

export const taxRateKeys = queryKeys.taxRates;
// A group's rate count changes with its rates.
const invalidates = [taxRateKeys.all, queryKeys.taxGroups.all];

export type TaxRateListParams = {
  page: number;
  limit: number;
  search?: string | undefined;
  taxGroupId?: string | undefined;
  customerType?: TaxCustomerType | undefined;
  status?: TaxRateStatus | undefined;
  standalone?: boolean | undefined;
};

const path = (scope: LocationScope, rest = "") => locationPath(scope, `tax-rate${rest}`);

export const taxRatesQuery = (scope: LocationScope, params: TaxRateListParams) =>
  listQuery(taxRateKeys.list({ ...scope, ...params }), taxRateList, path(scope), params);

/** A group's rates in the group's order (the API keeps the linked-list order when filtered by group). */
export const groupRatesQuery = (scope: LocationScope, taxGroupId: string) =>
  taxRatesQuery(scope, { page: 1, limit: PAGE_SIZE.max, taxGroupId });

export function useCreateTaxRate(scope: LocationScope) {
  return useMutation({
    mutationFn: async (input: CreateTaxRateInput) => taxRate.parse(await api.post(path(scope), input)),
    meta: { success: t("toast.created"), error: t("toast.createFailed"), invalidates },
  });
}

export function useUpdateTaxRate(scope: LocationScope) {
  return useMutation({
    mutationFn: async ({ id, ...input }: UpdateTaxRateInput & { id: string }) =>
      taxRate.parse(await api.patch(path(scope, `/${id}`), input)),
    meta: { success: t("toast.updated"), error: t("toast.updateFailed"), invalidates },
  });
}

export function useDeleteTaxRate(scope: LocationScope) {
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(path(scope, `/${id}`)),
    meta: { success: t("toast.deleted"), error: t("toast.deleteFailed"), invalidates },
  });
}

export function useDuplicateTaxRate(scope: LocationScope) {
  return useMutation({
    mutationFn: async ({ id, inGroup }: { id: string; inGroup: boolean }) =>
      taxRate.parse(await api.post(path(scope, `/${id}/${inGroup ? "duplicate-in-group" : "duplicate"}`))),
    meta: { success: t("toast.duplicated"), error: t("toast.duplicateFailed"), invalidates },
  });
}

export function useReorderTaxRate(scope: LocationScope) {
  return useMutation({
    mutationFn: async (input: ReorderTaxRateInput) =>
      z.array(taxRate).parse(await api.post(path(scope, "/reorder"), input)),
    meta: { error: t("toast.reorderFailed"), invalidates },
  });
}

export function useRemoveTaxRate(scope: LocationScope) {
  return useMutation({
    mutationFn: async (input: TaxRateGroupInput) => taxRate.parse(await api.delete(path(scope, "/remove"), input)),
    meta: { success: t("toast.removed"), error: t("toast.updateFailed"), invalidates },
  });
}
