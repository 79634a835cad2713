// The tax liability's figures from the per-day summaries (tax_rate_days, sale_days; decision 0025b) instead of every
// sale line of the period: a period is whole local days, so it reads a row per day and rate. The rows hold what
// the line queries would sum (a test rebuilds them from the recorded rows and compares), so the report stays exact.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { inDays, rowsOf } from "./reports.sql.ts";
import type { CollectedRow, RateShare } from "./reports.taxes.ts";

type Period = { from: string; to: string };

/** Collected and refunded per rate, with the last day each rate and percentage was charged. */
export async function rateDaysOf(db: Db, scope: LocationScope, period: Period, timeZone: string) {
  const rows = await rowsOf<CollectedRow & { latest: string; refunded_base: number; refunded: number }>(
    db,
    sql`select rate_id, name, rate_ppm, sum(base_cents)::bigint as base, sum(collected_cents)::bigint as amount,
        sum(refunded_base_cents)::bigint as refunded_base, sum(refunded_cents)::bigint as refunded,
        coalesce(max(day) filter (where base_cents <> 0 or collected_cents <> 0), '0001-01-01')::text as latest
      from tax_rate_days where ${inDays(scope, period)}
      group by 1, 2, 3`,
  );
  // BIGINT sums arrive as numbers on both engines (parseInt8, db/client.ts).
  const collected = rows.filter((r) => r.base !== 0 || r.amount !== 0);
  const refunded: RateShare[] = rows
    .filter((r) => r.refunded_base !== 0 || r.refunded !== 0)
    .map((r) => ({
      rateId: r.rate_id,
      name: r.name,
      ratePpm: r.rate_ppm,
      baseCents: r.refunded_base,
      taxCents: r.refunded,
    }));
  return { collected: await withLatestInstants(db, scope, collected, timeZone), refunded };
}

/**
 * Two percentages of one rate last charged on the same day (the rate changed that day): the later one is the
 * one charged last, read from that day's lines, as the line queries order them.
 */
async function withLatestInstants<R extends CollectedRow & { latest: string }>(
  db: Db,
  scope: LocationScope,
  rows: R[],
  timeZone: string,
): Promise<R[]> {
  const seen = new Map<string, number>();
  for (const r of rows) seen.set(`${r.rate_id}|${r.latest}`, (seen.get(`${r.rate_id}|${r.latest}`) ?? 0) + 1);
  const tied = rows.filter((r) => (seen.get(`${r.rate_id}|${r.latest}`) ?? 0) > 1);
  if (tied.length === 0) return rows;
  const at = new Map<string, string>();
  for (const r of tied) {
    const [found] = await rowsOf<{ latest: string }>(
      db,
      sql`select max(s.completed_at)::text as latest
        from sales s join sale_lines l on l.sale_id = s.id cross join jsonb_array_elements(l.taxes) t
        where s.location_id = ${scope.locationId} and s.status <> 'VOIDED'
          and s.completed_at >= (${r.latest}::date::timestamp at time zone ${timeZone}::text)
          and s.completed_at < ((${r.latest}::date + 1)::timestamp at time zone ${timeZone}::text)
          and t->>'rateId' = ${r.rate_id} and (t->>'ratePpm')::int = ${r.rate_ppm} and t->>'name' = ${r.name}`,
    );
    at.set(`${r.rate_id}|${r.rate_ppm}|${r.name}`, found?.latest ?? r.latest);
  }
  return rows.map((r) => ({ ...r, latest: at.get(`${r.rate_id}|${r.rate_ppm}|${r.name}`) ?? r.latest }));
}

/** The period's line net of the sales that stand, the part with no tax, and the net refunds gave back. */
export async function receiptDaysOf(db: Db, scope: LocationScope, period: Period) {
  const [row] = await rowsOf<{ net: number; untaxed: number; returns: number }>(
    db,
    sql`select coalesce(sum(net_cents), 0)::bigint as net, coalesce(sum(untaxed_cents), 0)::bigint as untaxed,
        coalesce(sum(returns_cents), 0)::bigint as returns
      from sale_days where ${inDays(scope, period)}`,
  );
  return { net: row?.net ?? 0, untaxed: row?.untaxed ?? 0, returns: row?.returns ?? 0 };
}

/**
 * The medical exemption of decision 0020 from product_rate_days: a patient's line is exempt from a rate that an
 * adult-use line of the same product carried in the period and it did not; its exempt base is the line's net.
 */
export async function exemptDaysOf(db: Db, scope: LocationScope, period: Period) {
  return rowsOf<{ rate_id: string; base: number }>(
    db,
    sql`with p as (
        select product_id, customer_type, rate_set, sum(lines) as lines, sum(net_cents) as net
        from product_rate_days where ${inDays(scope, period)}
        group by 1, 2, 3
      ), charged as (
        select distinct product_id, unnest(string_to_array(rate_set, ',')) as rate_id
        from p where customer_type = 'RECREATIONAL' and rate_set <> '' and lines <> 0
      )
      select c.rate_id, sum(p.net)::bigint as base
      from p join charged c on c.product_id = p.product_id
      where p.customer_type = 'MEDICAL' and p.lines <> 0 and not (c.rate_id = any (string_to_array(p.rate_set, ',')))
      group by c.rate_id`,
  );
}
