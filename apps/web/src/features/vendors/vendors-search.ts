// The vendors list state in the URL: filters name, active and licenseStatus, the sort, the page and its size (10).
import { PAGE_SIZE } from "@verdant/shared";
import { licenseStatuses, vendorSorts } from "@verdant/shared/list-filters";
import type { VendorListQuery } from "@verdant/shared/vendors";
import { z } from "zod";
import { listViewSearch } from "../../lib/list-view.ts";

export const vendorsSearchSchema = z.object({
  name: z.preprocess((v) => (v == null || v === "" ? undefined : String(v)), z.string().optional()).catch(undefined),
  active: z
    .preprocess((v) => (v === "true" ? true : v === "false" ? false : v), z.boolean().optional())
    .catch(undefined),
  licenseStatus: z.enum(licenseStatuses).optional().catch(undefined),
  sort: z.enum(vendorSorts).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  limit: listViewSearch(vendorSorts).limit,
});
export type VendorsSearch = z.output<typeof vendorsSearchSchema>;

export function vendorQueryOf(search: VendorsSearch): VendorListQuery {
  return {
    name: search.name,
    active: search.active,
    licenseStatus: search.licenseStatus,
    sort: search.sort ?? "name",
    page: search.page ?? 1,
    limit: search.limit ?? PAGE_SIZE.default,
  };
}

/** A filter change starts again at page 1; defaults stay out of the URL. */
export function withVendorFilter(search: VendorsSearch, patch: Partial<VendorsSearch>): VendorsSearch {
  const next = { ...search, ...patch, page: patch.page };
  return { ...next, page: next.page && next.page > 1 ? next.page : undefined };
}
