import { PAGE_SIZE } from "@verdant/shared";
import { productSortFields, productStatuses } from "@verdant/shared/list-filters";
import { z } from "zod";
import { listViewSearch } from "../../../lib/list-view.ts";

// The /products list's URL state: search, status, the sort, the page and its size (lib/list-view.ts). Kept apart
// from the screen: the route's search validation runs in the entry chunk, and importing it from the screen would
// pull the editor into every first load (docs/decisions/0028).
export const productsSearchSchema = z.object({
  search: z.preprocess((v) => (v == null || v === "" ? undefined : String(v)), z.string().optional()).catch(undefined),
  status: z.enum(productStatuses).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  ...listViewSearch(productSortFields),
});
export type ProductsSearch = z.output<typeof productsSearchSchema>;

export const productsQueryOf = (search: ProductsSearch) => ({
  search: search.search,
  status: search.status,
  page: search.page ?? 1,
  limit: search.limit ?? PAGE_SIZE.default,
  sortBy: search.sortBy ?? "name",
  sortOrder: search.sortOrder ?? "asc",
});
