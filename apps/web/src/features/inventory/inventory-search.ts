// The inventory list's state in the URL (spec §7 Inventory filters): a bookmarked or shared link shows the
// same lots. Status defaults to AVAILABLE, the spec's prefetch, so the first view is the one already loaded.
import { PAGE_SIZE } from "@verdant/shared";
import { inventorySortFields, inventoryStatuses } from "@verdant/shared/list-filters";
import { z } from "zod";
import type { InventoryListParams } from "./api.ts";

const ids = z
  .union([z.array(z.string()), z.string()])
  .transform((v) => (Array.isArray(v) ? v : v.split(",")).filter((id) => z.uuid().safeParse(id).success))
  .catch([])
  .default([]);

export const inventorySearchSchema = z.object({
  search: z.string().catch("").default(""),
  brandIds: ids,
  categoryIds: ids,
  tagIds: ids,
  roomIds: ids,
  inventoryStatus: z
    .enum([...inventoryStatuses, "ALL"])
    .catch("AVAILABLE")
    .default("AVAILABLE"),
  /** Absent: active and inactive lots. */
  isActive: z.boolean().optional().catch(undefined),
  page: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).catch(PAGE_SIZE.default).default(PAGE_SIZE.default),
  /** Absent: the API's own order, newest receipt first. */
  sortBy: z.enum(inventorySortFields).optional().catch(undefined),
  sortOrder: z.enum(["asc", "desc"]).optional().catch(undefined),
});
export type InventorySearch = z.infer<typeof inventorySearchSchema>;

/** The defaults a URL leaves out, so a plain /inventory link is the spec's prefetched first page. */
export const inventorySearchDefaults: Required<Omit<InventorySearch, "isActive" | "sortBy" | "sortOrder">> = {
  search: "",
  brandIds: [],
  categoryIds: [],
  tagIds: [],
  roomIds: [],
  inventoryStatus: "AVAILABLE",
  page: 1,
  limit: PAGE_SIZE.default,
};

const some = (list: string[]) => (list.length ? list : undefined);

export function toInventoryParams(search: InventorySearch): InventoryListParams {
  return {
    search: search.search || undefined,
    brandIds: some(search.brandIds),
    categoryIds: some(search.categoryIds),
    tagIds: some(search.tagIds),
    roomIds: some(search.roomIds),
    inventoryStatus: search.inventoryStatus === "ALL" ? undefined : search.inventoryStatus,
    isActive: search.isActive === undefined ? undefined : search.isActive ? "true" : "false",
    page: search.page,
    limit: search.limit,
    // Left out at the default order, so the first view is the spec's prefetched query.
    ...(search.sortBy ? { sortBy: search.sortBy, sortOrder: search.sortOrder ?? "asc" } : {}),
  };
}

export const hasInventoryFilters = (search: InventorySearch) =>
  Boolean(search.search) ||
  search.brandIds.length + search.categoryIds.length + search.tagIds.length + search.roomIds.length > 0 ||
  search.inventoryStatus !== "AVAILABLE" ||
  search.isActive !== undefined;
