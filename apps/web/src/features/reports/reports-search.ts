// The reports' state in the URL, so a bookmarked or shared link opens the same report: the end of day's day and
// drawer, the tax liability's period (this month so far unless chosen).
import { salesGroupings, valuationGroupings } from "@verdant/shared/list-filters";
import { z } from "zod";

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

export const endOfDaySearchSchema = z.object({ date, drawer: z.uuid().optional().catch(undefined) });
export type EndOfDaySearch = z.infer<typeof endOfDaySearchSchema>;

export const periodSearchSchema = z.object({ from: date, to: date });
export type PeriodSearch = z.infer<typeof periodSearchSchema>;

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

/** The period a search names, or this month up to today; a reversed period ends on its first day. */
export function periodOf(search: PeriodSearch, today = new Date()) {
  const from = search.from ?? iso(new Date(today.getFullYear(), today.getMonth(), 1));
  const to = search.to ?? iso(today);
  if (to < from) return { from, to: from };
  return { from, to };
}

/** Named periods a bookkeeper files: this month, last month, this quarter, last quarter. */
export function presetPeriods(today = new Date()) {
  const y = today.getFullYear();
  const m = today.getMonth();
  const q = Math.floor(m / 3) * 3;
  return [
    { label: "This month", from: iso(new Date(y, m, 1)), to: iso(today) },
    { label: "Last month", from: iso(new Date(y, m - 1, 1)), to: iso(new Date(y, m, 0)) },
    { label: "This quarter", from: iso(new Date(y, q, 1)), to: iso(today) },
    { label: "Last quarter", from: iso(new Date(y, q - 3, 1)), to: iso(new Date(y, q, 0)) },
  ];
}

export const salesSearchSchema = periodSearchSchema.extend({
  groupBy: z.enum(salesGroupings).catch("day").default("day"),
});
export type SalesSearch = z.infer<typeof salesSearchSchema>;

export const inventorySearchSchema = periodSearchSchema.extend({
  date,
  groupBy: z.enum(valuationGroupings).catch("category").default("category"),
});
export type InventorySearch = z.infer<typeof inventorySearchSchema>;

export const purchasingSearchSchema = periodSearchSchema.extend({
  expiringWithinDays: z.coerce.number().int().min(0).max(366).catch(60).default(60),
});
export type PurchasingSearch = z.infer<typeof purchasingSearchSchema>;
