// Today's purchase-limit usage of a customer (domain.md → Purchase limits), from real sales: the lines of the
// customer's sales at this location on the location's calendar day, less what was refunded, voided sales left
// out. Each line keeps the facts limits read (class, unit, weight, THC), so a later catalog edit changes nothing.
// The lines are one SQL expression (dayLinesOf): the register's meter reads it alone, a sale's cart read within
// its own statement (sales.statements.ts readCart).

import type { CustomerType, LimitLine, LimitsProfile, LimitUsage } from "@verdant/shared/limits/limits.types";
import { computeLimitUsage } from "@verdant/shared/limits/limits.usage";
import { type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { saleLines, sales } from "../../db/schema/index.ts";
import type { LocationScope } from "../../plugins/access.ts";

/** The UTC bounds of a local calendar day: the sales index on completed_at serves the range. */
export const localDayRange = (column: typeof sales.completedAt, day: unknown, timeZone: unknown) =>
  sql`${column} >= (${day}::date::timestamp at time zone ${timeZone}::text)
    and ${column} < ((${day}::date + 1)::timestamp at time zone ${timeZone}::text)`;

/** A limit line as dayLinesOf gives it (JSON). */
export type DayLine = Omit<LimitLine, "lineId"> & { id: string };

/**
 * The customer's lines of the day still counting (JSON array, [] when none); `when` false reads nothing (a sale
 * whose limits have no DAY bucket).
 */
export function dayLinesOf(
  values: { org: SQLWrapper; loc: SQLWrapper; customerId: SQLWrapper; day: SQLWrapper; timeZone: SQLWrapper },
  when: SQLWrapper = sql`true`,
) {
  return sql`(select coalesce(json_agg(json_build_object('id', ${saleLines.id},
      'complianceClass', ${saleLines.complianceClass}, 'unit', ${saleLines.unit},
      'quantity', ${saleLines.quantity} - ${saleLines.refundedQuantity}, 'netWeightMg', ${saleLines.netWeightMg},
      'thcMgPerUnit', ${saleLines.thcMgPerUnit}, 'thcPercentPpm', ${saleLines.thcPercentPpm},
      'unitsPerPack', ${saleLines.unitsPerPack}, 'form', ${saleLines.form})), '[]'::json)
    from ${saleLines} join ${sales} on ${sales.id} = ${saleLines.saleId}
    where ${when} and ${sales.customerId} = ${values.customerId}::uuid and ${sales.organizationId} = ${values.org}::uuid
      and ${sales.locationId} = ${values.loc}::uuid and ${sales.status} <> 'VOIDED'
      and ${localDayRange(sales.completedAt, values.day, values.timeZone)}
      and ${saleLines.quantity} > ${saleLines.refundedQuantity})`;
}

/** The engine's lines from dayLinesOf's JSON. */
export const toLimitLines = (rows: DayLine[]): LimitLine[] => rows.map(({ id, ...row }) => ({ ...row, lineId: id }));

async function linesOfDay(
  db: Db,
  scope: LocationScope,
  customerId: string,
  store: { today: string; timeZone: string },
): Promise<LimitLine[]> {
  const param = (value: string) => sql`${value}`;
  const lines = dayLinesOf({
    org: param(scope.organizationId),
    loc: param(scope.locationId),
    customerId: param(customerId),
    day: param(store.today),
    timeZone: param(store.timeZone),
  });
  const result = await db.execute<{ lines: DayLine[] }>(sql`select ${lines} as lines`);
  return toLimitLines((result as unknown as { rows: { lines: DayLine[] }[] }).rows[0]?.lines ?? []);
}

/** Whether a sale under this profile reads and guards the customer's day usage. */
export const hasDayLimits = (profile: LimitsProfile | null | undefined) =>
  Boolean(profile?.buckets.some((bucket) => bucket.period === "DAY"));

/** mg already used per DAY bucket (the engine's priorUsageMg) by the given lines of the day. */
export function priorUsageOf(
  profile: LimitsProfile,
  lines: LimitLine[],
  customerType: CustomerType,
): Record<string, number> {
  if (!hasDayLimits(profile)) return {};
  const usage = computeLimitUsage(profile, lines, {}, customerType);
  return Object.fromEntries(usage.buckets.filter((b) => b.period === "DAY").map((b) => [b.bucketId, b.cartMg]));
}

/** mg already used today per DAY bucket, read from the database. */
export async function priorUsageMg(
  db: Db,
  scope: LocationScope,
  customerId: string,
  profile: LimitsProfile,
  customerType: CustomerType,
  store: { today: string; timeZone: string },
): Promise<Record<string, number>> {
  if (!hasDayLimits(profile)) return {};
  return priorUsageOf(profile, await linesOfDay(db, scope, customerId, store), customerType);
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
