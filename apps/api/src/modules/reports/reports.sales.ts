// Sales over a period against the period of the same length just before, grouped by local day or hour, product,
// brand, category, vendor, employee or customer type: sales, units and milligrams kept (sold less refunded), net
// sales less what refunds gave back, the cost of the lots the kept units came from, and the margin. A line's kept
// net is its net less floor(net · refunded / quantity), which is exactly the sum of its refunds' recorded nets
// (sales.returns.ts takes cumulative shares); cost is its lots' cost at sale time prorated the same way (GRAM lots
// cost per gram). The figures are read from the per-day summaries the sales keep (decision 0038): a period is whole
// local days, so a request reads a row per day and group, never the lines.
import type { SalesFigures, SalesGrouping, SalesReport, SalesReportQuery } from "@verdant/shared/reports";
import { type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { users, vendors } from "../../db/schema/index.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { personName } from "../drawers/drawers.service.ts";
import { summaryStoreOf } from "./reports.fold.ts";
import { inDays, rowsOf } from "./reports.sql.ts";

const cashier = alias(users, "cashier");

type Period = { from: string; to: string };

/** The groupings of sales (each sale in one row per day): the per-hour summary, with what joins its labels. */
function bySale(groupBy: "day" | "hour" | "employee" | "customerType"): { key: SQL; label: SQL; joins: SQL } {
  const none = sql``;
  switch (groupBy) {
    case "day":
      return { key: sql`to_char(h.day, 'YYYY-MM-DD')`, label: sql`min(to_char(h.day, 'YYYY-MM-DD'))`, joins: none };
    case "hour":
      return {
        key: sql`lpad(h.hour::text, 2, '0')`,
        label: sql`min(lpad(h.hour::text, 2, '0')) || ':00'`,
        joins: none,
      };
    case "employee":
      return {
        key: sql`h.cashier_id::text`,
        label: sql`max(${personName(cashier)})`,
        joins: sql`join ${users} ${sql.identifier("cashier")} on ${cashier.id} = h.cashier_id`,
      };
    case "customerType":
      return { key: sql`h.customer_type`, label: sql`min(initcap(h.customer_type))`, joins: none };
  }
}

/** Items recorded on the lines at sale time: the label is the name the period's lines carried, or the vendor's. */
const itemLabels: Record<"product" | "brand" | "category" | "vendor", SQL> = {
  product: sql`max(i.name) filter (where i.lines > 0)`,
  brand: sql`coalesce(max(nullif(i.name, '')) filter (where i.lines > 0), 'No brand')`,
  category: sql`coalesce(max(nullif(i.name, '')) filter (where i.lines > 0), 'Uncategorized')`,
  vendor: sql`coalesce(max(${vendors.name}), 'No vendor')`,
};

type Row = { key: string; label: string } & SalesFigures;

/** The kept figures of a summary's rows (alias `t`), both summaries having the same columns. */
const figuresOf = (t: "h" | "i") =>
  sql.raw(`sum(${t}.sales)::bigint as sales, sum(${t}.units)::bigint as units, sum(${t}.milligrams)::bigint as milligrams,
    sum(${t}.net_cents)::bigint as "netSalesCents", sum(${t}.cost_cents)::bigint as "costCents", 0 as "marginCents"`);

async function figuresBy(db: Db, scope: LocationScope, period: Period, groupBy: SalesGrouping): Promise<Row[]> {
  if (groupBy === "product" || groupBy === "brand" || groupBy === "category" || groupBy === "vendor") {
    const vendor =
      groupBy === "vendor" ? sql`left join ${vendors} on ${vendors.id}::text = nullif(i.item_id, '')` : sql``;
    return rowsOf<Row>(
      db,
      sql`select i.item_id as key, ${itemLabels[groupBy]} as label, ${figuresOf("i")}
        from sale_item_days i ${vendor}
        where ${inDays(scope, period, "i")} and i.kind = ${groupBy}
        group by 1 having sum(i.lines) > 0`,
    );
  }
  const { key, label, joins } = bySale(groupBy);
  return rowsOf<Row>(
    db,
    sql`select ${key} as key, ${label} as label, ${figuresOf("h")}
      from sale_hour_days h ${joins}
      where ${inDays(scope, period, "h")}
      group by 1 having sum(h.sales) > 0`,
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
  const store = await summaryStoreOf(db, scope);
  const groupBy = query.groupBy ?? "day";
  const days = Math.round((Date.parse(query.to) - Date.parse(query.from)) / 86_400_000) + 1;
  const previous = { from: shift(query.from, -days), to: shift(query.from, -1) };
  const now = await figuresBy(db, scope, query, groupBy);
  const before = await figuresBy(db, scope, previous, groupBy);
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
