// How a back-office list is viewed, kept in the URL so a shared link opens it the same way: the column it is
// sorted by, the order, and the page size. One mechanism for every list (DataTable's sort headers, Pagination's
// page size); each screen names the API's sort fields it offers.
import { z } from "zod";

export type SortOrder = "asc" | "desc";

/** The page sizes a list offers; the API caps a page at 100 (PAGE_SIZE.max). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** The URL fields of a list's view: its sort among `fields` and its page size (unknown values fall back). */
export function listViewSearch<const F extends readonly [string, ...string[]]>(fields: F) {
  return {
    sortBy: z.enum(fields).optional().catch(undefined),
    sortOrder: z.enum(["asc", "desc"]).optional().catch(undefined),
    limit: z.coerce
      .number()
      .int()
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
      .optional()
      .catch(undefined),
  };
}

/** A header clicked: the same column flips its order, another column starts ascending. */
export function nextSort(current: { by: string; order: SortOrder }, by: string): { by: string; order: SortOrder } {
  if (current.by === by) return { by, order: current.order === "asc" ? "desc" : "asc" };
  return { by, order: "asc" };
}
