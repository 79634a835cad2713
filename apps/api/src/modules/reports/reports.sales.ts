// Sales over a period against the period of the same length just before, grouped by local day or hour, product,
// brand, category, vendor, employee or customer type: sales, units and milligrams kept (sold less refunded), net
// sales less what refunds gave back, the cost of the lots the kept units came from, and the margin. A line's kept
// net is its net less floor(net · refunded / quantity), which is exactly the sum of its refunds' recorded nets
// (sales.returns.ts takes cumulative shares); cost is prorated the same way. GRAM lots cost per gram.
import type { SalesFigures, SalesGrouping, SalesReport, SalesReportQuery } from "@verdant/shared/reports";
import { type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { products, sales, users, vendors } from "../../db/schema/index.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { personName } from "../drawers/drawers.service.ts";
import { rowsOf, storeOf } from "./reports.sql.ts";
import { linesOfSale, standingSalesOf } from "./reports.tax-liability.ts";

const cashier = alias(users, "cashier");

/** A line's columns the figures read, through the sale's own index (linesOfSale): the period's sales are walked by
 *  (location, completion time) and each one's lines by sale, instead of hashing every line of the database. */
const LINE_COLUMNS = sql.raw(`product_id, product_name, brand_id, brand_name, category_id, category_name, unit,
  quantity, refunded_quantity, net_cents, lots`);

function keyOf(groupBy: SalesGrouping, timeZone: string): { key: SQL; label: SQL; joins: SQL } {
  const none = sql``;
  const local = sql`(${sales.completedAt} at time zone ${timeZone}::text)`;
  switch (groupBy) {
    case "day":
      // The label aggregates: with its own time zone parameter PostgreSQL would not match it to the grouped key.
      return {
        key: sql`to_char(${local}, 'YYYY-MM-DD')`,
        label: sql`min(to_char(${local}, 'YYYY-MM-DD'))`,
        joins: none,
      };
    case "hour":
      return { key: sql`to_char(${local}, 'HH24')`, label: sql`min(to_char(${local}, 'HH24')) || ':00'`, joins: none };
    case "product":
      return { key: sql`l.product_id::text`, label: sql`max(l.product_name)`, joins: none };
    case "brand":
      return {
        key: sql`coalesce(l.brand_id::text, '')`,
        label: sql`coalesce(max(l.brand_name), 'No brand')`,
        joins: none,
      };
    case "category":
      return {
        key: sql`coalesce(l.category_id::text, '')`,
        label: sql`coalesce(max(l.category_name), 'Uncategorized')`,
        joins: none,
      };
    case "vendor":
      return {
        key: sql`coalesce(${vendors.id}::text, '')`,
        label: sql`coalesce(max(${vendors.name}), 'No vendor')`,
        joins: sql`left join ${products} on ${products.id} = l.product_id
          left join ${vendors} on ${vendors.id} = ${products.vendorId}`,
      };
    case "employee":
      return {
        key: sql`${sales.cashierId}::text`,
        label: sql`max(${personName(cashier)})`,
        joins: sql`join ${users} ${sql.identifier("cashier")} on ${cashier.id} = ${sales.cashierId}`,
      };
    case "customerType":
      return { key: sql`${sales.customerType}`, label: sql`initcap(${sales.customerType})`, joins: none };
  }
}

type Row = { key: string; label: string } & SalesFigures;

async function figuresBy(db: Db, standing: SQL, groupBy: SalesGrouping, timeZone: string): Promise<Row[]> {
  const { key, label, joins } = keyOf(groupBy, timeZone);
  const kept = sql`(l.quantity - l.refunded_quantity)`;
  // Each lot's cost read by its key: as a join, the planner hashes every lot of the database once per line.
  const lotCost = sql`(select coalesce(sum((e->>'quantity')::bigint
      * (select i.unit_cost_cents from inventory_items i where i.id = (e->>'inventoryItemId')::uuid)), 0)
    from jsonb_array_elements(l.lots) e)`;
  return rowsOf<Row>(
    db,
    sql`select ${key} as key, ${label} as label,
        count(distinct ${sales.id})::int as sales,
        coalesce(sum(${kept}) filter (where l.unit = 'EACH'), 0)::int as units,
        coalesce(sum(${kept}) filter (where l.unit = 'GRAM'), 0)::int as milligrams,
        sum(l.net_cents - floor(l.net_cents::bigint * l.refunded_quantity / l.quantity))::int as "netSalesCents",
        sum(round(${lotCost} * ${kept} / l.quantity::numeric
          / case when l.unit = 'GRAM' then 1000 else 1 end))::int as "costCents",
        0 as "marginCents"
      from ${sales} ${linesOfSale(LINE_COLUMNS)} ${joins}
      where ${standing}
      group by 1`,
  );
}

const zero = (): SalesFigures => ({
  sales: 0,
  units: 0,
  milligrams: 0,
  netSalesCents: 0,
  costCents: 0,
  marginCents: 0,
});
const withMargin = (f: SalesFigures): SalesFigures => ({ ...f, marginCents: f.netSalesCents - f.costCents });
const figures = ({ key: _, label: __, ...f }: Row): SalesFigures => withMargin(f);

function sum(rows: SalesFigures[]): SalesFigures {
  const total = zero();
  for (const r of rows) for (const k of Object.keys(total) as (keyof SalesFigures)[]) total[k] += r[k];
  return total;
}

const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Day and hour keys sort in time; the others by this period's net sales, largest first. */
const ordered = (groupBy: SalesGrouping) => (a: SalesReport["rows"][number], b: SalesReport["rows"][number]) =>
  groupBy === "day" || groupBy === "hour"
    ? a.key.localeCompare(b.key)
    : b.current.netSalesCents - a.current.netSalesCents || a.label.localeCompare(b.label);

export async function getSalesReport(db: Db, scope: LocationScope, query: SalesReportQuery): Promise<SalesReport> {
  const store = await storeOf(db, scope);
  const groupBy = query.groupBy ?? "day";
  const days = Math.round((Date.parse(query.to) - Date.parse(query.from)) / 86_400_000) + 1;
  const previous = { from: shift(query.from, -days), to: shift(query.from, -1) };
  const now = await figuresBy(db, standingSalesOf(scope, query, store.timeZone), groupBy, store.timeZone);
  const before = await figuresBy(db, standingSalesOf(scope, previous, store.timeZone), groupBy, store.timeZone);
  const rows = new Map<string, SalesReport["rows"][number]>();
  for (const r of now) rows.set(r.key, { key: r.key, label: r.label, current: figures(r), previous: zero() });
  for (const r of before) {
    const found = rows.get(r.key);
    if (found) found.previous = figures(r);
    // Days and hours of the previous period are other keys: only groupings that recur line up.
    else if (groupBy !== "day") rows.set(r.key, { key: r.key, label: r.label, current: zero(), previous: figures(r) });
  }
  const list = [...rows.values()].sort(ordered(groupBy));
  return {
    from: query.from,
    to: query.to,
    previousFrom: previous.from,
    previousTo: previous.to,
    groupBy,
    timeZone: store.timeZone,
    currency: store.currency,
    locationName: store.name,
    rows: list,
    totals: { current: withMargin(sum(now.map(figures))), previous: withMargin(sum(before.map(figures))) },
  };
}
