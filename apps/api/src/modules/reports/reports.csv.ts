// The reports' CSV exports. The tax liability's detail (one row per sale line and rate, then one per refunded line
// and rate) is read in pages of PAGE lines by a keyset on (completion time, sale, position), then PAGE refunds by
// (refund time, id), and written as it is read, so a year of lines never sits in memory (decisions 0020, 0032). The end of day is small and written from its report.
import type { LineTax } from "@verdant/shared/pricing/pricing.types";
import type { EndOfDay, EndOfDayFigures, PeriodQuery, SalesFigures, SalesReport } from "@verdant/shared/reports";
import { inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { saleLines, saleRefunds, sales } from "../../db/schema/index.ts";
import { csvLine, dollars } from "../../lib/csv.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { type RefundedRateShare, refundedByRate } from "./reports.refunds.ts";
import { rowsOf, storeOf } from "./reports.sql.ts";
import { linesOfSale, refundsOf, standingSalesOf } from "./reports.tax-liability.ts";

const PAGE = 2_000;
const ppm = (rate: number) => (rate / 10_000).toFixed(4);

/** What a CSV row says of its sale and line, for sale lines and refunded lines alike. */
type LineFacts = {
  local: string;
  receipt: number;
  customer_type: string;
  product: string;
  sku: string;
  category: string | null;
  net: number;
};
type LineRow = LineFacts & { at: string; sale_id: string; position: number; taxes: LineTax[] };
type LineKey = { at: string; saleId: string; position: number };

/**
 * A page of the period's lines after `after`, in (completion time, sale, position) order: the sales are walked by
 * their (location, completion time) index and each one's lines by sale, so a page costs its own rows whatever the
 * period (decision 0032).
 */
async function linePage(db: Db, standing: SQL, timeZone: string, page: number, after?: LineKey) {
  const from = after
    ? sql`and (${sales.completedAt}, ${sales.id}, l.position) > (${after.at}::timestamptz, ${after.saleId}::uuid,
        ${after.position}::int)`
    : sql``;
  return rowsOf<LineRow>(
    db,
    sql`select ${sales.completedAt}::text as at, ${sales.id} as sale_id, l.position,
        to_char(${sales.completedAt} at time zone ${timeZone}::text, 'YYYY-MM-DD HH24:MI') as local,
        ${sales.receiptNumber} as receipt, ${sales.customerType} as customer_type, l.product_name as product,
        l.sku, l.category_name as category, l.net_cents as net, l.taxes
      from ${sales} ${linesOfSale(sql`position, product_name, sku, category_name, net_cents, taxes`)}
      where ${standing} ${from}
      order by ${sales.completedAt}, ${sales.id}, l.position
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
  let after: LineKey | undefined;
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
    after = { at: last.at, saleId: last.sale_id, position: last.position };
  }
  yield* refundRows(db, scope, query, store.timeZone, page);
}

/** The period's refunds in pages of `page`, by (refund time, id), each page's per-rate shares written as read. */
async function* refundRows(db: Db, scope: LocationScope, query: PeriodQuery, timeZone: string, page: number) {
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const from = after
      ? sql`and (${saleRefunds.createdAt}, ${saleRefunds.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
      : sql``;
    const ids = await rowsOf<{ id: string; at: string }>(
      db,
      sql`select ${saleRefunds.id} as id, ${saleRefunds.createdAt}::text as at from ${saleRefunds}
        where ${refundsOf(scope, query, timeZone)} ${from}
        order by ${saleRefunds.createdAt}, ${saleRefunds.id} limit ${page}`,
    );
    if (ids.length === 0) return;
    yield refundChunk(
      await refundedByRate(
        db,
        inArray(
          saleRefunds.id,
          ids.map((r) => r.id),
        ),
      ),
      await refundFacts(
        db,
        ids.map((r) => r.id),
        timeZone,
      ),
    );
    if (ids.length < page) return;
    after = ids[ids.length - 1]!;
  }
}

type RefundFact = LineFacts & { refund_id: string; line_id: string };

const refundFacts = (db: Db, refundIds: string[], timeZone: string) =>
  rowsOf<RefundFact>(
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

function refundChunk(shares: RefundedRateShare[], facts: RefundFact[]) {
  let chunk = "";
  for (const f of facts) {
    const head = ["REFUND", f.local, f.receipt, f.customer_type, f.product, f.sku, f.category, dollars(-f.net)];
    const mine = shares.filter((s) => s.refundId === f.refund_id && s.saleLineId === f.line_id);
    if (mine.length === 0) chunk += csvLine([...head, "", "", dollars(0), dollars(0)]);
    for (const s of mine)
      chunk += csvLine([...head, s.name, ppm(s.ratePpm), dollars(-s.baseCents), dollars(-s.taxCents)]);
  }
  return chunk;
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
