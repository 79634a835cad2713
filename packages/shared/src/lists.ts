// The list shape of api-conventions.md, shared by every domain.
import { z } from "zod";
import { PAGE_SIZE } from "./constants.ts";

export const listMeta = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type ListMeta = z.infer<typeof listMeta>;

export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: listMeta });
export type List<T> = { data: T[]; meta: ListMeta };

export const pageQuery = (defaultLimit: number = PAGE_SIZE.default) => ({
  page: z.coerce.number().int().min(1, "page must be at least 1").default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, "limit must be at least 1")
    .max(PAGE_SIZE.max, `limit must be at most ${PAGE_SIZE.max}`)
    .default(defaultLimit),
});

/** Multi-value filters accept repeated parameters and comma-joined values. */
export const idList = (field: string) =>
  z.preprocess((v) => {
    if (v === undefined || v === "") return undefined;
    const parts = (Array.isArray(v) ? v : [v])
      .flatMap((x) => String(x).split(","))
      .map((s) => s.trim())
      .filter(Boolean);
    return parts;
  }, z.array(z.uuid({ error: `${field} must be a list of valid ids` })).optional());

export const sortOrder = z.enum(["asc", "desc"]).default("asc");

export const booleanQuery = z.preprocess(
  (v) => (v === "true" ? true : v === "false" ? false : v),
  z.boolean().optional(),
);

export function toMeta(page: number, limit: number, total: number): ListMeta {
  return { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

export const bulkResult = z.object({
  successCount: z.number().int(),
  failureCount: z.number().int(),
  failures: z.array(z.object({ id: z.string(), message: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResult>;
