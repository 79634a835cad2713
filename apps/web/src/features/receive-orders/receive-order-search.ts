// The receive-order list's state in the URL (spec §7: search, brandIds, categoryIds, tagIds, startDate, endDate,
// sortBy, sortOrder, page, limit). Newest first unless the person sorts otherwise.
import { PAGE_SIZE } from "@verdant/shared";
import { receiveOrderSortFields } from "@verdant/shared/list-filters";
import { z } from "zod";
import type { ReceiveOrderListParams } from "./api.ts";

const ids = z
  .union([z.array(z.string()), z.string()])
  .transform((v) => (Array.isArray(v) ? v : v.split(",")).filter((id) => z.uuid().safeParse(id).success))
  .catch([])
  .default([]);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .catch("")
  .default("");

export const receiveOrderSearchSchema = z.object({
  search: z.string().catch("").default(""),
  brandIds: ids,
  categoryIds: ids,
  tagIds: ids,
  startDate: day,
  endDate: day,
  sortBy: z.enum(receiveOrderSortFields).catch("createdAt").default("createdAt"),
  sortOrder: z.enum(["asc", "desc"]).catch("desc").default("desc"),
  page: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).catch(PAGE_SIZE.default).default(PAGE_SIZE.default),
});
export type ReceiveOrderSearch = z.infer<typeof receiveOrderSearchSchema>;

/** The defaults a URL leaves out. */
export const receiveOrderSearchDefaults: Required<Omit<ReceiveOrderSearch, "isActive">> = {
  search: "",
  brandIds: [],
  categoryIds: [],
  tagIds: [],
  startDate: "",
  endDate: "",
  sortBy: "createdAt",
  sortOrder: "desc",
  page: 1,
  limit: PAGE_SIZE.default,
};

const some = (list: string[]) => (list.length ? list : undefined);

export const toReceiveOrderParams = (s: ReceiveOrderSearch): ReceiveOrderListParams => ({
  search: s.search || undefined,
  brandIds: some(s.brandIds),
  categoryIds: some(s.categoryIds),
  tagIds: some(s.tagIds),
  startDate: s.startDate || undefined,
  endDate: s.endDate || undefined,
  sortBy: s.sortBy,
  sortOrder: s.sortOrder,
  page: s.page,
  limit: s.limit,
});

export const hasReceiveOrderFilters = (s: ReceiveOrderSearch) =>
  Boolean(s.search || s.startDate || s.endDate) || s.brandIds.length + s.categoryIds.length + s.tagIds.length > 0;
