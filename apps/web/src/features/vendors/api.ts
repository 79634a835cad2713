// Vendors of the selected location and their licenses (spec §7 Vendors, §8 Vendor license).
import { queryOptions, useMutation } from "@tanstack/react-query";
import { PAGE_SIZE } from "@verdant/shared";
import {
  type CreateVendorInput,
  type LicenseFileType,
  type UpdateVendorInput,
  type VendorListQuery,
  vendor,
  vendorBulkResult,
  vendorList,
} from "@verdant/shared/vendors";
import { api } from "../../lib/api-client.ts";
import { translate } from "../../lib/i18n/catalog.ts";
import { type LocationScope, locationPath } from "../../lib/location-scope.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { listQuery } from "../../lib/queries/list-query.ts";
import { vendorScreenMessages } from "./messages.ts";

export const vendorKeys = queryKeys.vendors;
/** The spec's toasts (§8, vendorMessages in English) in the reader's language. */
const t = translate(vendorScreenMessages);
// Product rows show vendor names: a vendor change refreshes them too.
const touched = [vendorKeys.all, queryKeys.products.all];

const vendorsPath = (scope: LocationScope, rest?: string) => locationPath(scope, rest ? `vendor/${rest}` : "vendor");

export const vendorListQuery = (scope: LocationScope, params: VendorListQuery) =>
  listQuery(vendorKeys.list({ ...scope, ...params }), vendorList, vendorsPath(scope), params as Record<string, never>);

/** Every vendor by name, for the product editor and the catalog's vendor filter (a store has tens, not thousands). */
export const vendorChoicesQuery = (scope: LocationScope) =>
  queryOptions({
    ...vendorListQuery(scope, { page: 1, limit: PAGE_SIZE.max, sort: "name" }),
    select: (list) =>
      list.data.map((v) => ({ id: v.id, name: v.active ? v.name : t("choice.inactive", { name: v.name }) })),
  });

export function useCreateVendor(scope: LocationScope) {
  return useMutation({
    mutationFn: async (input: CreateVendorInput) => vendor.parse(await api.post(vendorsPath(scope), input)),
    meta: { success: t("toast.created"), error: false, invalidates: [vendorKeys.all] },
  });
}

export function useUpdateVendor(scope: LocationScope) {
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: UpdateVendorInput }) =>
      vendor.parse(await api.patch(vendorsPath(scope, id), input)),
    meta: { success: t("toast.updated"), error: false, invalidates: touched },
  });
}

export function useDeleteVendor(scope: LocationScope) {
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(vendorsPath(scope, id)),
    meta: { success: t("toast.deleted"), error: t("toast.deleteFailed"), invalidates: touched },
  });
}

export function useSetVendorActive(scope: LocationScope) {
  return useMutation({
    mutationFn: async ({ id, active }: { id: string; active: boolean }) =>
      vendor.parse(await api.patch(vendorsPath(scope, `${id}/status`), { active })),
    meta: {
      success: t("toast.statusUpdated"),
      error: t("toast.statusFailed"),
      invalidates: touched,
    },
  });
}

/** Bulk results carry partial failures; the screen toasts them with the vendors' names. */
export function useBulkSetVendorsActive(scope: LocationScope) {
  return useMutation({
    mutationFn: async (input: { vendorIds: string[]; active: boolean }) =>
      vendorBulkResult.parse(await api.patch(vendorsPath(scope, "bulk/status"), input)),
    meta: { error: t("toast.bulkStatusFailed"), invalidates: touched },
  });
}

export function useBulkDeleteVendors(scope: LocationScope) {
  return useMutation({
    mutationFn: async (vendorIds: string[]) =>
      vendorBulkResult.parse(await api.delete(vendorsPath(scope, "bulk"), { vendorIds })),
    meta: { error: t("toast.bulkDeleteFailed"), invalidates: touched },
  });
}

/** Spec §8: the server's message, else 'Failed to upload vendor license'. */
export function useUploadVendorLicense(scope: LocationScope) {
  return useMutation({
    mutationFn: async ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      // The text field first: the server reads fields that arrive before the file.
      form.append("fileType", file.type as LicenseFileType);
      form.append("file", file);
      return vendor.parse(await api.upload(vendorsPath(scope, `${id}/license`), form));
    },
    meta: {
      success: t("toast.licenseUploaded"),
      error: t("toast.licenseFailed"),
      invalidates: [vendorKeys.all],
    },
  });
}
