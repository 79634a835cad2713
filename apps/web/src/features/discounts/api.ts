// Discounts of the selected location (spec §7 Discounts): list, detail, affected products, settings, and the
// staged builder's mutations with the spec's §8 fallbacks (a server list of problems becomes one toast each).
import { queryOptions, useMutation } from "@tanstack/react-query";
import { type BulkResult, bulkResult, PAGE_SIZE } from "@verdant/shared";
import {
  affectedProductList,
  type Discount,
  type DiscountAmountInput,
  type DiscountDetailsInput,
  type DiscountRulesInput,
  discount,
  discountList,
  discountSettings,
} from "@verdant/shared/discounts";
import type { CombinationMode } from "@verdant/shared/pricing/pricing.types";
import { z } from "zod";
import { api } from "../../lib/api-client.ts";
import { translate } from "../../lib/i18n/catalog.ts";
import { type LocationScope, locationPath } from "../../lib/location-scope.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { listQuery } from "../../lib/queries/list-query.ts";
import { discountMessages } from "./messages.ts";

const t = translate(discountMessages);

export const discountKeys = queryKeys.discounts;

export type DiscountListParams = {
  page: number;
  limit: number;
  search?: string | undefined;
  status?: Discount["status"] | undefined;
  customerGroupIds?: string[] | undefined;
};

const path = (scope: LocationScope, rest = "") => locationPath(scope, `discount${rest}`);

export const discountsQuery = (scope: LocationScope, params: DiscountListParams) =>
  listQuery(discountKeys.list({ locationId: scope.locationId, ...params }), discountList, path(scope), params);

/** Spec §7 prefetch: the first page of 20, in priority order. */
export const firstDiscountsPage = (scope: LocationScope) =>
  discountsQuery(scope, { page: 1, limit: PAGE_SIZE.discounts });

export const discountQuery = (scope: LocationScope, id: string) =>
  queryOptions({
    queryKey: discountKeys.detail(id),
    queryFn: async ({ signal }) => discount.parse(await api.get(path(scope, `/${id}`), undefined, signal)),
  });

export const affectedProductsQuery = (scope: LocationScope, id: string, params: { page: number; search: string }) =>
  listQuery(
    [...discountKeys.detail(id), "affected", params],
    affectedProductList,
    path(scope, `/${id}/affected-products`),
    {
      ...params,
      limit: PAGE_SIZE.default,
    },
  );

const settingsPath = (scope: LocationScope) => locationPath(scope, "discount-settings");
export const discountSettingsQuery = (scope: LocationScope) =>
  queryOptions({
    queryKey: [...discountKeys.all, "settings", scope.locationId],
    queryFn: async ({ signal }) => discountSettings.parse(await api.get(settingsPath(scope), undefined, signal)),
  });

const invalidates = [discountKeys.all];

export function useSaveDetails(scope: LocationScope, id: string | undefined) {
  return useMutation({
    mutationFn: async (input: DiscountDetailsInput) =>
      discount.parse(
        id ? await api.put(path(scope, `/${id}/details`), input) : await api.post(path(scope, "/details"), input),
      ),
    meta: id
      ? { success: t("toast.detailsUpdated"), error: t("toast.detailsUpdateFailed"), invalidates }
      : { success: t("toast.created"), error: t("toast.createFailed"), invalidates },
  });
}

/** POST the first time a stage is saved, PUT for an edit of it (spec §7). */
export function useSaveRules(scope: LocationScope, id: string, saved: boolean) {
  return useMutation({
    mutationFn: async (input: DiscountRulesInput) =>
      discount.parse(await (saved ? api.put : api.post)(path(scope, `/${id}/rules`), input)),
    meta: {
      error: saved ? t("toast.rulesUpdateFailed") : t("toast.rulesSaveFailed"),
      invalidates,
    },
  });
}

export function useSaveAmount(scope: LocationScope, id: string, saved: boolean) {
  return useMutation({
    mutationFn: async (input: DiscountAmountInput) =>
      discount.parse(await (saved ? api.put : api.post)(path(scope, `/${id}/discount`), input)),
    meta: {
      error: saved ? t("toast.amountUpdateFailed") : t("toast.amountSaveFailed"),
      invalidates,
    },
  });
}

export function useConfirmDiscount(scope: LocationScope, id: string) {
  return useMutation({
    mutationFn: async () => discount.parse(await api.post(path(scope, `/${id}/confirm`))),
    meta: {
      success: t("toast.confirmed"),
      error: t("toast.confirmFailed"),
      invalidates,
    },
  });
}

export function useBatchDeleteDiscounts(scope: LocationScope) {
  return useMutation({
    mutationFn: async (discountIds: string[]): Promise<BulkResult> =>
      bulkResult.parse(await api.delete(path(scope, "/batch"), { discountIds })),
    meta: { error: t("toast.deleteFailed"), invalidates },
  });
}

export function useBatchAvailability(scope: LocationScope) {
  return useMutation({
    mutationFn: async (input: { discountIds: string[]; available: boolean }): Promise<BulkResult> =>
      bulkResult.parse(await api.put(path(scope, "/batch-availability"), input)),
    meta: { error: t("toast.availabilityFailed"), invalidates },
  });
}

export function useReorderDiscounts(scope: LocationScope) {
  return useMutation({
    mutationFn: async (discountIds: string[]) =>
      z.array(discount).parse(await api.post(path(scope, "/reorder"), { discountIds })),
    meta: { error: t("toast.reorderFailed"), invalidates },
  });
}

export function useSaveCombinationMode(scope: LocationScope) {
  return useMutation({
    mutationFn: async (combinationMode: CombinationMode) =>
      discountSettings.parse(await api.put(settingsPath(scope), { combinationMode })),
    meta: { success: t("toast.modeSaved"), error: t("toast.settingsFailed"), invalidates },
  });
}
