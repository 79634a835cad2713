// The Dashboard of the settings menu (issue 7): one location's day against the same weekday last week, sales by
// hour, top products and categories, low stock and open drawers. Days are the location's calendar days.
import { z } from "zod";
import { calendarDate } from "./customers.ts";
import { drawerSession } from "./drawers.ts";

export const dashboardQuery = z.object({ date: calendarDate("date").optional() });
export type DashboardQuery = z.input<typeof dashboardQuery>;

const dayFigures = z.object({
  date: z.string(),
  /** Completed sales less refunds, voided sales left out. */
  salesCents: z.number().int(),
  transactions: z.number().int(),
  averageBasketCents: z.number().int(),
});

const ranked = z.object({ id: z.string(), name: z.string(), quantity: z.number(), salesCents: z.number().int() });

export const dashboard = z.object({
  today: dayFigures,
  sameDayLastWeek: dayFigures,
  /** 24 entries, local hours 0 to 23. */
  salesByHour: z.array(
    z.object({ hour: z.number().int(), salesCents: z.number().int(), transactions: z.number().int() }),
  ),
  topProducts: z.array(ranked),
  topCategories: z.array(ranked),
  lowStock: z.array(
    z.object({
      productId: z.uuid(),
      name: z.string(),
      sku: z.string(),
      unit: z.enum(["EACH", "GRAM"]),
      /** Units, or grams for GRAM products, in sellable lots. */
      quantity: z.number(),
      reorderPoint: z.number(),
    }),
  ),
  openDrawers: z.array(drawerSession),
});
export type Dashboard = z.infer<typeof dashboard>;
