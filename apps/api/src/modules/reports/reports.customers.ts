// Customers of a period at a location: who bought, new (their first sale that stands at this location is in the
// period) against returning, the medical and adult-use share (by the customer type each sale recorded), the
// customers of each day, and the top customers by net sales. Net sales are kept net as in the sales report (a
// line's net less what its refunds gave back), so the shares add up to the sales report's (decision 0025). Read from
// the per-day summary the sales keep (decision 0038).
import type { PeriodQuery } from "@verdant/shared/reports";
import { type CustomerFigures, type CustomersReport, TOP_CUSTOMERS } from "@verdant/shared/reports-trade";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { summaryStoreOf } from "./reports.fold.ts";
import { inDays, rowsOf } from "./reports.sql.ts";

/** A customer's sales of a customer type over the period, with their last day and whether their first sale here
 *  (that stands) is in the period. */
type Buyer = {
  customer_id: string;
  customer_type: "RECREATIONAL" | "MEDICAL";
  is_new: boolean;
  sales: number;
  net: number;
  last: string;
};

type Day = { date: string; newCustomers: number; returning: number };

/**
 * Each customer's figures by customer type, and each day's new and returning customers, in one statement over the
 * period's visits (the per-day summary, decision 0038). A customer is new when no sale of theirs that stands was
 * made here before the period; their first day is then their first visit in it. The earlier-visit check is one index
 * probe per customer, not one per visit, so a year costs what its rows cost (issue 16's bench).
 */
async function buyersOf(db: Db, scope: LocationScope, query: PeriodQuery) {
  const [row] = await rowsOf<{ buyers: Buyer[]; days: Day[] }>(
    db,
    sql`with visits as materialized (
        select c.customer_id, c.customer_type, c.day, c.sales, c.net_cents from customer_days c
        where ${inDays(scope, query, "c")} and c.sales > 0
      ), firsts as materialized (
        select v.customer_id, case when exists (select 1 from customer_days f
            where f.location_id = ${scope.locationId} and f.customer_id = v.customer_id
              and f.day < ${query.from}::date and f.sales > 0)
          then null else min(v.day) end as first_day
        from visits v group by v.customer_id
      ), buyers as (
        select v.customer_id, v.customer_type, sum(v.sales)::bigint as sales, sum(v.net_cents)::bigint as net,
          to_char(max(v.day), 'YYYY-MM-DD') as last, min(f.first_day) is not null as is_new
        from visits v join firsts f on f.customer_id = v.customer_id
        group by 1, 2
      ), days as (
        select to_char(v.day, 'YYYY-MM-DD') as date,
          count(distinct v.customer_id) filter (where f.first_day = v.day)::int as "newCustomers",
          count(distinct v.customer_id) filter (where f.first_day is distinct from v.day)::int as returning
        from visits v join firsts f on f.customer_id = v.customer_id
        group by v.day
      )
      select (select coalesce(json_agg(b), '[]') from buyers b) as buyers,
        (select coalesce(json_agg(d order by d.date), '[]') from days d) as days`,
  );
  return { buyers: row?.buyers ?? [], days: row?.days ?? [] };
}

const zero = (): CustomerFigures => ({ customers: 0, sales: 0, netSalesCents: 0 });

/** Adds a customer's figures, counting the customer once per figures. */
function tally(figures: CustomerFigures, seen: Set<string>, b: Buyer) {
  if (!seen.has(b.customer_id)) {
    seen.add(b.customer_id);
    figures.customers += 1;
  }
  figures.sales += b.sales;
  figures.netSalesCents += b.net;
}

export async function getCustomersReport(db: Db, scope: LocationScope, query: PeriodQuery): Promise<CustomersReport> {
  const store = await summaryStoreOf(db, scope);
  const { buyers, days } = await buyersOf(db, scope, query);
  const groups = { newCustomers: zero(), returning: zero(), medical: zero(), adultUse: zero(), totals: zero() };
  const seen = { newCustomers: new Set<string>(), returning: new Set<string>(), medical: new Set<string>() };
  const seenAdult = new Set<string>();
  const seenAll = new Set<string>();
  const people = new Map<string, { sales: number; net: number; last: string }>();
  for (const b of buyers) {
    // A new customer's later visits in the period are theirs too: they count as new for the period.
    const kind = b.is_new ? "newCustomers" : "returning";
    tally(groups[kind], seen[kind], b);
    if (b.customer_type === "MEDICAL") tally(groups.medical, seen.medical, b);
    else tally(groups.adultUse, seenAdult, b);
    tally(groups.totals, seenAll, b);
    const person = people.get(b.customer_id) ?? { sales: 0, net: 0, last: b.last };
    person.sales += b.sales;
    person.net += b.net;
    if (b.last > person.last) person.last = b.last;
    people.set(b.customer_id, person);
  }
  const ranked = [...people.entries()]
    .sort((a, b) => b[1].net - a[1].net || b[1].sales - a[1].sales || a[0].localeCompare(b[0]))
    .slice(0, TOP_CUSTOMERS);
  const names = ranked.length
    ? await rowsOf<{ id: string; name: string; type: "RECREATIONAL" | "MEDICAL" }>(
        db,
        sql`select id, trim(first_name || ' ' || last_name) as name, type from customers
          where organization_id = ${scope.organizationId}
            and id in (${sql.join(
              ranked.map(([id]) => sql`${id}::uuid`),
              sql`, `,
            )})`,
      )
    : [];
  const byId = new Map(names.map((n) => [n.id, n]));
  return {
    from: query.from,
    to: query.to,
    timeZone: store.timeZone,
    currency: store.currency,
    locationName: store.name,
    ...groups,
    days,
    top: ranked.map(([id, p]) => ({
      customerId: id,
      name: byId.get(id)?.name ?? "Unknown",
      type: byId.get(id)?.type ?? "RECREATIONAL",
      sales: p.sales,
      netSalesCents: p.net,
      lastSaleOn: p.last,
    })),
  };
}
