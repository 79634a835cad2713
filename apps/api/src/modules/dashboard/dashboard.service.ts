// The location's dashboard (issue 7): the day's sales against the same weekday a week earlier, sales by local hour,
// top products and categories, products at or under their reorder point, and the drawers open now. Refunds lower
// the day of the sale they belong to; voided sales do not count.
import type { Dashboard } from "@verdant/shared/dashboard";
import { toLocalMoment } from "@verdant/shared/pricing/pricing.time";
import { fromEngineQuantity } from "@verdant/shared/sales";
import { and, asc, desc, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inventoryItems, locations, products, saleLines, sales } from "../../db/schema/index.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { listDrawers } from "../drawers/drawers.service.ts";
import { sellableCondition } from "../inventory/inventory.service.ts";
import { localDayRange } from "../sales/sales.service.ts";

const TOP = 5;
const LOW_STOCK_MAX = 20;

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const standing = (scope: LocationScope, day: string, timeZone: string) =>
  and(
    eq(sales.organizationId, scope.organizationId),
    eq(sales.locationId, scope.locationId),
    ne(sales.status, "VOIDED"),
    localDayRange(sales.completedAt, day, timeZone),
  );

async function dayFigures(db: Db, scope: LocationScope, day: string, timeZone: string) {
  const [row] = await db
    .select({
      salesCents: sql<number>`coalesce(sum(${sales.totalCents} - ${sales.refundedCents}), 0)::int`,
      transactions: sql<number>`count(*)::int`,
    })
    .from(sales)
    .where(standing(scope, day, timeZone));
  const salesCents = row?.salesCents ?? 0;
  const transactions = row?.transactions ?? 0;
  return {
    date: day,
    salesCents,
    transactions,
    averageBasketCents: transactions ? Math.round(salesCents / transactions) : 0,
  };
}

async function byHour(db: Db, scope: LocationScope, day: string, timeZone: string) {
  const hour = sql<number>`extract(hour from ${sales.completedAt} at time zone ${timeZone})::int`;
  const rows = await db
    .select({
      hour,
      salesCents: sql<number>`sum(${sales.totalCents} - ${sales.refundedCents})::int`,
      transactions: sql<number>`count(*)::int`,
    })
    .from(sales)
    .where(standing(scope, day, timeZone))
    // By position: the hour expression carries its own time zone parameter, which PostgreSQL would not match.
    .groupBy(sql`1`);
  return Array.from({ length: 24 }, (_, h) => {
    const found = rows.find((r) => r.hour === h);
    return { hour: h, salesCents: found?.salesCents ?? 0, transactions: found?.transactions ?? 0 };
  });
}

/** Line sales net of what was refunded of them, ranked by the given key (product or category). */
async function topBy(db: Db, scope: LocationScope, day: string, timeZone: string, key: "product" | "category") {
  const id =
    key === "product"
      ? sql<string>`${saleLines.productId}::text`
      : sql<string>`coalesce(${saleLines.categoryId}::text, '')`;
  const name =
    key === "product"
      ? sql<string>`max(${saleLines.productName})`
      : sql<string>`coalesce(max(${saleLines.categoryName}), 'Uncategorized')`;
  const kept = sql`(${saleLines.quantity} - ${saleLines.refundedQuantity})`;
  const salesCents = sql<number>`sum(${saleLines.totalCents} * ${kept} / ${saleLines.quantity})::int`;
  const rows = await db
    .select({
      id,
      name,
      each: sql<number>`coalesce(sum(${kept}) filter (where ${saleLines.unit} = 'EACH'), 0)::int`,
      grams: sql<number>`coalesce(sum(${kept}) filter (where ${saleLines.unit} = 'GRAM'), 0)::int`,
      salesCents,
    })
    .from(saleLines)
    .innerJoin(sales, eq(sales.id, saleLines.saleId))
    .where(standing(scope, day, timeZone))
    .groupBy(id)
    .orderBy(desc(salesCents), asc(id))
    .limit(TOP);
  // A product has one unit; a category may mix units and reports items (a weighed line counts as one).
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    quantity: r.grams > 0 && r.each === 0 ? fromEngineQuantity("GRAM", r.grams) : r.each,
    salesCents: r.salesCents,
  }));
}

async function lowStock(db: Db, scope: LocationScope, today: string) {
  const quantity = sql<number>`coalesce(sum(${inventoryItems.quantity}), 0)::int`;
  const rows = await db
    .select({
      productId: products.id,
      name: products.name,
      sku: products.sku,
      unit: products.unit,
      quantity,
      reorderPoint: products.reorderPoint,
    })
    .from(products)
    .leftJoin(
      inventoryItems,
      and(
        eq(inventoryItems.locationId, products.locationId),
        eq(inventoryItems.productId, products.id),
        sellableCondition(today, scope.locationId),
      ),
    )
    .where(
      and(
        eq(products.organizationId, scope.organizationId),
        eq(products.locationId, scope.locationId),
        eq(products.status, "PUBLISHED"),
        isNotNull(products.reorderPoint),
      ),
    )
    .groupBy(products.id)
    .having(sql`${quantity} <= ${products.reorderPoint}`)
    .orderBy(quantity, products.name)
    .limit(LOW_STOCK_MAX);
  return rows.map((r) => ({
    ...r,
    quantity: fromEngineQuantity(r.unit, r.quantity),
    reorderPoint: fromEngineQuantity(r.unit, r.reorderPoint ?? 0),
  }));
}

export async function getDashboard(db: Db, scope: LocationScope, date?: string, now = new Date()): Promise<Dashboard> {
  const [location] = await db
    .select({ timeZone: locations.timeZone })
    .from(locations)
    .where(eq(locations.id, scope.locationId));
  const timeZone = location?.timeZone ?? "UTC";
  const today = toLocalMoment(now.toISOString(), timeZone).date;
  const day = date ?? today;
  const open = await listDrawers(db, scope, { status: "OPEN", page: 1, limit: 100 });
  return {
    today: await dayFigures(db, scope, day, timeZone),
    sameDayLastWeek: await dayFigures(db, scope, shiftDay(day, -7), timeZone),
    salesByHour: await byHour(db, scope, day, timeZone),
    topProducts: await topBy(db, scope, day, timeZone, "product"),
    topCategories: await topBy(db, scope, day, timeZone, "category"),
    lowStock: await lowStock(db, scope, today),
    openDrawers: open.data,
  };
}
