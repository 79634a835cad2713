// Customers of a period at a location: who bought, new (their first sale that stands at this location is in the
// period) against returning, the medical and adult-use share (by the customer type each sale recorded), the
// customers of each day, and the top customers by net sales. Net sales are kept net as in the sales report (a
// line's net less what its refunds gave back), so the shares add up to the sales report's (decision 0025).
import type { PeriodQuery } from "@verdant/shared/reports";
import { type CustomerFigures, type CustomersReport, TOP_CUSTOMERS } from "@verdant/shared/reports-trade";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sales } from "../../db/schema/index.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { rowsOf, storeOf } from "./reports.sql.ts";
import { linesOfSale, standingSalesOf } from "./reports.tax-liability.ts";

type Visit = {
  customer_id: string;
  day: string;
  customer_type: "RECREATIONAL" | "MEDICAL";
  is_new: boolean;
  sales: number;
  net: number;
};

/** Each customer's sales of each local day, with their kept net and whether their first sale here is that day's. */
async function visitsOf(db: Db, scope: LocationScope, query: PeriodQuery, timeZone: string) {
  const kept = sql`sum(l.net_cents - floor(l.net_cents::bigint * l.refunded_quantity / l.quantity))`;
  return rowsOf<Visit>(
    db,
    sql`with visits as (
        select ${sales.customerId} as customer_id, ${sales.customerType} as customer_type,
          to_char(${sales.completedAt} at time zone ${timeZone}::text, 'YYYY-MM-DD') as day,
          count(distinct ${sales.id})::int as sales, coalesce(${kept}, 0)::int as net
        from ${sales} ${linesOfSale(sql`net_cents, refunded_quantity, quantity`)}
        where ${standingSalesOf(scope, query, timeZone)}
        group by 1, 2, 3
      ), firsts as (
        select c.customer_id, (select to_char(f.completed_at at time zone ${timeZone}::text, 'YYYY-MM-DD')
          from sales f where f.customer_id = c.customer_id and f.location_id = ${scope.locationId}
            and f.status <> 'VOIDED'
          order by f.completed_at limit 1) as first_day
        from (select distinct customer_id from visits) c
      )
      select v.customer_id, v.day, v.customer_type, v.sales, v.net, f.first_day = v.day as is_new
      from visits v join firsts f on f.customer_id = v.customer_id
      order by v.day`,
  );
}

const zero = (): CustomerFigures => ({ customers: 0, sales: 0, netSalesCents: 0 });

/** Adds a visit to figures, counting its customer once per figures. */
function tally(figures: CustomerFigures, seen: Set<string>, v: Visit) {
  if (!seen.has(v.customer_id)) {
    seen.add(v.customer_id);
    figures.customers += 1;
  }
  figures.sales += v.sales;
  figures.netSalesCents += v.net;
}

export async function getCustomersReport(db: Db, scope: LocationScope, query: PeriodQuery): Promise<CustomersReport> {
  const store = await storeOf(db, scope);
  const visits = await visitsOf(db, scope, query, store.timeZone);
  const newIds = new Set(visits.filter((v) => v.is_new).map((v) => v.customer_id));
  const groups = { newCustomers: zero(), returning: zero(), medical: zero(), adultUse: zero(), totals: zero() };
  const seen = { newCustomers: new Set<string>(), returning: new Set<string>(), medical: new Set<string>() };
  const seenAdult = new Set<string>();
  const seenAll = new Set<string>();
  const seenOnDay = new Set<string>();
  const days = new Map<string, { date: string; newCustomers: number; returning: number }>();
  const people = new Map<string, { sales: number; net: number; last: string }>();
  for (const v of visits) {
    // A new customer's later visits in the period are theirs too: they count as new for the period.
    const kind = newIds.has(v.customer_id) ? "newCustomers" : "returning";
    tally(groups[kind], seen[kind], v);
    if (v.customer_type === "MEDICAL") tally(groups.medical, seen.medical, v);
    else tally(groups.adultUse, seenAdult, v);
    tally(groups.totals, seenAll, v);
    const day = days.get(v.day) ?? { date: v.day, newCustomers: 0, returning: 0 };
    if (!seenOnDay.has(`${v.day} ${v.customer_id}`)) {
      seenOnDay.add(`${v.day} ${v.customer_id}`);
      if (v.is_new) day.newCustomers += 1;
      else day.returning += 1;
    }
    days.set(v.day, day);
    const person = people.get(v.customer_id) ?? { sales: 0, net: 0, last: v.day };
    person.sales += v.sales;
    person.net += v.net;
    person.last = v.day; // visits come in day order
    people.set(v.customer_id, person);
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
    days: [...days.values()],
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
