// The reports' CSV exports. The tax liability's detail (one row per sale line and rate, then one per refunded line
// and rate) is read in pages of PAGE rows by a keyset on (completion time, line id) and written as it is read,
// so a year of lines never sits in memory (decision 0020). The end of day is small and written from its report.
import type { LineTax } from "@verdant/shared/pricing/pricing.types";
import type { EndOfDay, EndOfDayFigures, PeriodQuery, SalesFigures, SalesReport } from "@verdant/shared/reports";
import { inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { saleLines, saleRefunds, sales } from "../../db/schema/index.ts";
import { csvLine, dollars } from "../../lib/csv.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { refundedByRate } from "./reports.refunds.ts";
import { rowsOf, storeOf } from "./reports.sql.ts";
import { refundsOf, standingSalesOf } from "./reports.tax-liability.ts";

const PAGE = 2_000;
const ppm = (rate: number) => (rate / 10_000).toFixed(4);

type LineRow = {
  at: string;
  id: string;
  local: string;
  receipt: number;
  customer_type: string;
  product: string;
  sku: string;
  category: string | null;
  net: number;
  taxes: LineTax[];
};

async function linePage(db: Db, standing: SQL, timeZone: string, page: number, after?: { at: string; id: string }) {
  const from = after
    ? sql`and (${sales.completedAt}, ${saleLines.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
    : sql``;
  return rowsOf<LineRow>(
    db,
    sql`select ${sales.completedAt}::text as at, ${saleLines.id} as id,
        to_char(${sales.completedAt} at time zone ${timeZone}::text, 'YYYY-MM-DD HH24:MI') as local,
        ${sales.receiptNumber} as receipt, ${sales.customerType} as customer_type, ${saleLines.productName} as product,
        ${saleLines.sku} as sku, ${saleLines.categoryName} as category, ${saleLines.netCents} as net,
        ${saleLines.taxes} as taxes
      from ${saleLines} join ${sales} on ${sales.id} = ${saleLines.saleId}
      where ${standing} ${from}
      order by ${sales.completedAt}, ${saleLines.id}
      limit ${page}`,
  );
}

const HEADER = [
  "Kind",
  "Date",
  "Receipt",
  "Customer type",
  "Product",
  "SKU",
  "Category",
  "Line net",
  "Rate",
  "Rate %",
  "Base",
  "Tax",
];

export async function* taxLinesCsv(
  db: Db,
  scope: LocationScope,
  query: PeriodQuery,
  page = PAGE,
): AsyncGenerator<string> {
  const store = await storeOf(db, scope);
  yield csvLine(HEADER);
  const standing = standingSalesOf(scope, query, store.timeZone);
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await linePage(db, standing, store.timeZone, page, after);
    let chunk = "";
    for (const r of rows) {
      const head = ["SALE", r.local, r.receipt, r.customer_type, r.product, r.sku, r.category, dollars(r.net)];
      if (r.taxes.length === 0) chunk += csvLine([...head, "", "", dollars(0), dollars(0)]);
      for (const t of r.taxes)
        chunk += csvLine([...head, t.name, ppm(t.ratePpm), dollars(t.baseCents), dollars(t.amountCents)]);
    }
    if (chunk) yield chunk;
    if (rows.length < page) break;
    const last = rows[rows.length - 1]!;
    after = { at: last.at, id: last.id };
  }
  yield* refundRows(db, scope, query, store.timeZone);
}

async function* refundRows(db: Db, scope: LocationScope, query: PeriodQuery, timeZone: string) {
  const shares = await refundedByRate(db, refundsOf(scope, query, timeZone));
  if (shares.length === 0) return;
  const refundIds = [...new Set(shares.map((s) => s.refundId))];
  const facts = await rowsOf<{
    refund_id: string;
    line_id: string;
    local: string;
    receipt: number;
    customer_type: string;
    product: string;
    sku: string;
    category: string | null;
    net: number;
  }>(
    db,
    sql`select ${saleRefunds.id} as refund_id, (e->>'saleLineId') as line_id,
        to_char(${saleRefunds.createdAt} at time zone ${timeZone}::text, 'YYYY-MM-DD HH24:MI') as local,
        ${sales.receiptNumber} as receipt, ${sales.customerType} as customer_type,
        ${saleLines.productName} as product, ${saleLines.sku} as sku, ${saleLines.categoryName} as category,
        (e->>'netCents')::int as net
      from ${saleRefunds} cross join jsonb_array_elements(${saleRefunds.lines}) e
        join ${sales} on ${sales.id} = ${saleRefunds.saleId}
        join ${saleLines} on ${saleLines.id} = (e->>'saleLineId')::uuid
      where ${inArray(saleRefunds.id, refundIds)}
      order by ${saleRefunds.createdAt}, ${saleRefunds.id}`,
  );
  let chunk = "";
  for (const f of facts) {
    const head = ["REFUND", f.local, f.receipt, f.customer_type, f.product, f.sku, f.category, dollars(-f.net)];
    const mine = shares.filter((s) => s.refundId === f.refund_id && s.saleLineId === f.line_id);
    if (mine.length === 0) chunk += csvLine([...head, "", "", dollars(0), dollars(0)]);
    for (const s of mine)
      chunk += csvLine([...head, s.name, ppm(s.ratePpm), dollars(-s.baseCents), dollars(-s.taxCents)]);
  }
  yield chunk;
}

function figureRows(drawer: string, f: EndOfDayFigures): (string | number | null)[][] {
  const rows: (string | number | null)[][] = [
    [drawer, "Sales", "Count", f.salesCount],
    [drawer, "Sales", "Gross sales", dollars(f.grossSalesCents)],
    [drawer, "Sales", "Discounts", dollars(f.discountCents)],
    [drawer, "Sales", "Returns", dollars(f.returnsCents)],
    [drawer, "Sales", "Net sales", dollars(f.netSalesCents)],
    [drawer, "Sales", "First receipt", f.firstReceiptNumber],
    [drawer, "Sales", "Last receipt", f.lastReceiptNumber],
  ];
  for (const t of f.taxes) rows.push([drawer, "Tax", `${t.name} ${ppm(t.ratePpm)}%`, dollars(t.netCents)]);
  for (const [type, cents] of Object.entries(f.tenders)) rows.push([drawer, "Tenders", type, dollars(cents)]);
  const c = f.cash;
  rows.push(
    [drawer, "Cash", "Opening float", dollars(c.openingFloatCents)],
    [drawer, "Cash", "Pay-ins", dollars(c.payInsCents)],
    [drawer, "Cash", "Pay-outs", dollars(c.payOutsCents)],
    [drawer, "Cash", "Drops", dollars(c.dropsCents)],
    [drawer, "Cash", "Expected", dollars(c.expectedCents)],
    [drawer, "Cash", "Counted", c.countedCents === null ? "" : dollars(c.countedCents)],
    [drawer, "Cash", "Over/short", c.overShortCents === null ? "" : dollars(c.overShortCents)],
  );
  for (const v of f.voids)
    rows.push([
      drawer,
      "Void",
      `#${v.receiptNumber} ${v.voidedBy?.name ?? ""} ${v.voidedAt ?? ""} ${v.reason ?? ""}`.trim(),
      dollars(v.totalCents),
    ]);
  for (const d of f.drops)
    rows.push([drawer, "Drop", `${d.by.name} ${d.createdAt} ${d.reason}`, dollars(d.amountCents)]);
  return rows;
}

export function* endOfDayCsv(report: EndOfDay): Generator<string> {
  yield csvLine(["Drawer", "Section", "Item", "Value"]);
  for (const row of figureRows(`All drawers ${report.date}`, report.total)) yield csvLine(row);
  for (const d of report.drawers)
    for (const row of figureRows(`${d.session.registerName} · ${d.session.openedBy.name}`, d.figures))
      yield csvLine(row);
}

export const grams = (mg: number) => `${Math.floor(mg / 1000)}.${String(mg % 1000).padStart(3, "0")}`;

export function* salesCsv(report: SalesReport): Generator<string> {
  const figures = (f: SalesFigures) => [
    f.sales,
    f.units,
    grams(f.milligrams),
    dollars(f.netSalesCents),
    dollars(f.costCents),
    dollars(f.marginCents),
  ];
  yield csvLine([
    report.groupBy,
    "Sales",
    "Units",
    "Grams",
    "Net sales",
    "Cost",
    "Margin",
    "Previous sales",
    "Previous units",
    "Previous grams",
    "Previous net sales",
    "Previous cost",
    "Previous margin",
  ]);
  for (const row of report.rows) yield csvLine([row.label, ...figures(row.current), ...figures(row.previous)]);
  yield csvLine(["Total", ...figures(report.totals.current), ...figures(report.totals.previous)]);
}
