// The catalog screen's state in the URL (spec §2): per tab active-/archived- search, page and limit (default 10),
// the multi-value filters brand, vendor, category, strain and tag shared by both tabs, and the open tab. A shared
// URL opens the same view; defaults are left out so URLs stay short.
import { PAGE_SIZE } from "@verdant/shared";
import type { ProductListQuery } from "@verdant/shared/products";
import { z } from "zod";

export const catalogTabs = ["active", "archived"] as const;
export type CatalogTab = (typeof catalogTabs)[number];
export const catalogFilters = ["brand", "vendor", "category", "strain", "tag"] as const;
export type CatalogFilter = (typeof catalogFilters)[number];

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Comma-joined ids, or repeated parameters; anything that is not an id is dropped rather than sent. */
const ids = z
  .preprocess((v) => {
    const parts = (Array.isArray(v) ? v : [v]).flatMap((x) => (x == null ? [] : String(x).split(",")));
    const valid = [...new Set(parts.map((s) => s.trim()).filter((s) => UUID_RE.test(s)))];
    return valid.length ? valid.join(",") : undefined;
  }, z.string().optional())
  .catch(undefined);
const text = z
  .preprocess((v) => (v == null || v === "" ? undefined : String(v)), z.string().optional())
  .catch(undefined);
const page = z.coerce.number().int().min(1).optional().catch(undefined);
const limit = z.coerce.number().int().min(1).max(PAGE_SIZE.max).optional().catch(undefined);

export const catalogSearchSchema = z.object({
  tab: z.enum(catalogTabs).optional().catch(undefined),
  "active-search": text,
  "active-page": page,
  "active-limit": limit,
  "archived-search": text,
  "archived-page": page,
  "archived-limit": limit,
  brand: ids,
  vendor: ids,
  category: ids,
  strain: ids,
  tag: ids,
});
export type CatalogSearch = z.output<typeof catalogSearchSchema>;

export type TabState = { search: string; page: number; limit: number };

export function tabState(search: CatalogSearch, tab: CatalogTab): TabState {
  return {
    search: search[`${tab}-search`] ?? "",
    page: search[`${tab}-page`] ?? 1,
    limit: search[`${tab}-limit`] ?? PAGE_SIZE.default,
  };
}

export const filterIds = (search: CatalogSearch, filter: CatalogFilter): string[] => search[filter]?.split(",") ?? [];

/** Change one tab's search, page or limit; a new search or limit starts again at page 1. */
export function withTabState(search: CatalogSearch, tab: CatalogTab, patch: Partial<TabState>): CatalogSearch {
  const next = { ...tabState(search, tab), ...patch };
  if (patch.search !== undefined || patch.limit !== undefined) next.page = patch.page ?? 1;
  return {
    ...search,
    [`${tab}-search`]: next.search.trim() || undefined,
    [`${tab}-page`]: next.page > 1 ? next.page : undefined,
    [`${tab}-limit`]: next.limit !== PAGE_SIZE.default ? next.limit : undefined,
  };
}

/** Change one filter; both tabs go back to their first page, since their lists change. */
export function withFilter(search: CatalogSearch, filter: CatalogFilter, values: readonly string[]): CatalogSearch {
  return {
    ...search,
    [filter]: values.length ? values.join(",") : undefined,
    "active-page": undefined,
    "archived-page": undefined,
  };
}

export function withoutFilters(search: CatalogSearch): CatalogSearch {
  return catalogFilters.reduce((next, filter) => withFilter(next, filter, []), search);
}

export const hasFilters = (search: CatalogSearch) => catalogFilters.some((f) => filterIds(search, f).length > 0);

/** The list call for a tab: spec §7's status, filters, search, page and limit. */
export function productQueryOf(search: CatalogSearch, tab: CatalogTab): ProductListQuery {
  const state = tabState(search, tab);
  const list = (filter: CatalogFilter) => {
    const values = filterIds(search, filter);
    return values.length ? values : undefined;
  };
  return {
    status: tab === "active" ? "PUBLISHED" : "ARCHIVED",
    brandIds: list("brand"),
    locationVendorIds: list("vendor"),
    categoryIds: list("category"),
    strainIds: list("strain"),
    tagIds: list("tag"),
    search: state.search || undefined,
    page: state.page,
    limit: state.limit,
  };
}

/**
 * Spec §4: after archiving (or restoring), when every row of the page left it and the page is above 1, show the
 * page before; otherwise stay.
 */
export function pageAfterStatusChange(page: number, rowsOnPage: number, affected: number): number {
  return page > 1 && rowsOnPage > 0 && affected >= rowsOnPage ? page - 1 : page;
}
