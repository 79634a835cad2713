// The discounts of a period: for each discount the sales and lines it took something off, their units, their price
// before discounts, what this discount took off them and their net after every discount, from the discounts each
// sale line recorded as priced (sale_lines.discounts). Sales that stand, by completion time, as rung up: refunds
// are the sales and tax reports' (decision 0025). A line carrying two discounts counts under each, so the
// totals count the discounted lines once.
import type { PeriodQuery } from "@verdant/shared/reports";
import type { DiscountReportRow, DiscountsReport } from "@verdant/shared/reports-trade";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { discounts, sales } from "../../db/schema/index.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { rowsOf, storeOf } from "./reports.sql.ts";
import { linesOfSale, standingSalesOf } from "./reports.tax-liability.ts";

const lineColumns = sql`sale_lines.quantity, sale_lines.unit, sale_lines.gross_cents, sale_lines.discount_cents,
  sale_lines.net_cents, sale_lines.discounts`;

export async function getDiscountsReport(db: Db, scope: LocationScope, query: PeriodQuery): Promise<DiscountsReport> {
  const store = await storeOf(db, scope);
  const standing = standingSalesOf(scope, query, store.timeZone);
  const rows = await rowsOf<Omit<DiscountReportRow, "code"> & { code: string | null }>(
    db,
    sql`select x.id as "discountId", x.name, ${discounts.code} as code, x.sales, x.lines, x.units, x.milligrams,
        x.gross as "grossCents", x.discount as "discountCents", x.net as "netSalesCents"
      from (
        select d->>'discountId' as id, max(d->>'name') as name,
          count(distinct ${sales.id})::int as sales, count(*)::int as lines,
          coalesce(sum(l.quantity) filter (where l.unit = 'EACH'), 0)::int as units,
          coalesce(sum(l.quantity) filter (where l.unit = 'GRAM'), 0)::int as milligrams,
          sum(l.gross_cents)::int as gross, sum((d->>'amountCents')::int)::int as discount,
          sum(l.net_cents)::int as net
        from ${sales} ${linesOfSale(lineColumns)}
          cross join jsonb_array_elements(l.discounts) d
        where ${standing}
        group by 1
      ) x
      left join ${discounts} on ${discounts.id}::text = x.id and ${discounts.locationId} = ${scope.locationId}
      order by x.discount desc, x.name`,
  );
  const [totals] = await rowsOf<DiscountsReport["totals"]>(
    db,
    sql`select count(distinct ${sales.id})::int as sales,
        count(distinct ${sales.id}) filter (where jsonb_array_length(l.discounts) > 0)::int as "discountedSales",
        coalesce(sum(l.gross_cents), 0)::int as "grossCents",
        coalesce(sum(l.discount_cents), 0)::int as "discountCents",
        coalesce(sum(l.net_cents), 0)::int as "netSalesCents",
        coalesce(sum(l.net_cents) filter (where jsonb_array_length(l.discounts) > 0), 0)::int as "discountedNetCents"
      from ${sales} ${linesOfSale(lineColumns)}
      where ${standing}`,
  );
  return {
    from: query.from,
    to: query.to,
    timeZone: store.timeZone,
    currency: store.currency,
    locationName: store.name,
    rows,
    totals: totals!,
  };
}
