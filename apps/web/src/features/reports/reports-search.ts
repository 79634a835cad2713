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
  `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}-${String(d.getUTCDate()).padStart(2, "0")}`;
/** The first of a month (months past 11 or under 0 roll into the next or last year); day 0 is the month's eve. */
const day = (y: number, m: number, d = 1) => iso(new Date(Date.UTC(y, m, d)));
const yearMonth = (today: string) => ({ y: Number(today.slice(0, 4)), m: Number(today.slice(5, 7)) - 1 });

/**
 * The period a search names, or this month up to today (the store's day, lib/today.ts); a reversed period ends on
 * its first day.
 */
export function periodOf(search: PeriodSearch, today: string) {
  const { y, m } = yearMonth(today);
  const from = search.from ?? day(y, m);
  const to = search.to ?? today;
  if (to < from) return { from, to: from };
  return { from, to };
}

/** Named periods a bookkeeper files: this month, last month, this quarter, last quarter. */
export function presetPeriods(today: string) {
  const { y, m } = yearMonth(today);
  const q = Math.floor(m / 3) * 3;
  return [
    { name: "thisMonth" as const, from: day(y, m), to: today },
    { name: "lastMonth" as const, from: day(y, m - 1), to: day(y, m, 0) },
    { name: "thisQuarter" as const, from: day(y, q), to: today },
    { name: "lastQuarter" as const, from: day(y, q - 3), to: day(y, q, 0) },
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
