// Today's purchase-limit usage of a customer (domain.md → Purchase limits), from real sales: the lines of the
// customer's sales at this location on the location's calendar day, less what was refunded, voided sales left
// out. Each line keeps the facts limits read (class, unit, weight, THC), so a later catalog edit changes nothing.

import type { CustomerType, LimitLine, LimitsProfile, LimitUsage } from "@verdant/shared/limits/limits.types";
import { computeLimitUsage } from "@verdant/shared/limits/limits.usage";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { saleLines, sales } from "../../db/schema/index.ts";
import type { LocationScope } from "../../plugins/access.ts";

/** The UTC bounds of a local calendar day: the sales index on completed_at serves the range. */
export const localDayRange = (column: typeof sales.completedAt, day: string, timeZone: string) =>
  sql`${column} >= (${day}::date::timestamp at time zone ${timeZone})
    and ${column} < ((${day}::date + 1)::timestamp at time zone ${timeZone})`;

async function linesOfDay(
  db: Db,
  scope: LocationScope,
  customerId: string,
  day: string,
  timeZone: string,
): Promise<LimitLine[]> {
  const rows = await db
    .select({
      id: saleLines.id,
      complianceClass: saleLines.complianceClass,
      unit: saleLines.unit,
      quantity: sql<number>`${saleLines.quantity} - ${saleLines.refundedQuantity}`,
      netWeightMg: saleLines.netWeightMg,
      thcMgPerUnit: saleLines.thcMgPerUnit,
      thcPercentPpm: saleLines.thcPercentPpm,
    })
    .from(saleLines)
    .innerJoin(sales, eq(sales.id, saleLines.saleId))
    .where(
      and(
        eq(sales.customerId, customerId),
        eq(sales.organizationId, scope.organizationId),
        eq(sales.locationId, scope.locationId),
        ne(sales.status, "VOIDED"),
        localDayRange(sales.completedAt, day, timeZone),
        gt(saleLines.quantity, saleLines.refundedQuantity),
      ),
    );
  return rows.map((row) => ({
    ...row,
    lineId: row.id,
    complianceClass: row.complianceClass as LimitLine["complianceClass"],
  }));
}

/** mg already used today per DAY bucket (the engine's priorUsageMg). */
export async function priorUsageMg(
  db: Db,
  scope: LocationScope,
  customerId: string,
  profile: LimitsProfile,
  customerType: CustomerType,
  store: { today: string; timeZone: string },
): Promise<Record<string, number>> {
  if (!profile.buckets.some((bucket) => bucket.period === "DAY")) return {};
  const lines = await linesOfDay(db, scope, customerId, store.today, store.timeZone);
  const usage = computeLimitUsage(profile, lines, {}, customerType);
  return Object.fromEntries(usage.buckets.filter((b) => b.period === "DAY").map((b) => [b.bucketId, b.cartMg]));
}

/** Used, remaining and maximum per bucket for today: what the register's meter shows before the cart. */
export async function usageToday(
  db: Db,
  scope: LocationScope,
  customerId: string,
  profile: LimitsProfile,
  customerType: CustomerType,
  store: { today: string; timeZone: string },
): Promise<LimitUsage> {
  const prior = await priorUsageMg(db, scope, customerId, profile, customerType, store);
  return computeLimitUsage(profile, [], prior, customerType);
}
