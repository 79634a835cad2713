// The discounts of a period: for each discount the sales and lines it took something off, their units, their price
// before discounts, what this discount took off them and their net after every discount, from the discounts each
// sale line recorded as priced (sale_lines.discounts). Sales that stand, by completion time, as rung up: refunds
// are the sales and tax reports' (decision 0025). A line carrying two discounts counts under each, so the
// totals count the discounted lines once.
import type { PeriodQuery } from "@verdant/shared/reports";
import type { DiscountReportRow, DiscountsReport } from "@verdant/shared/reports-trade";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { discounts } from "../../db/schema/index.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { summaryStoreOf } from "./reports.fold.ts";
import { inDays, rowsOf } from "./reports.sql.ts";

export async function getDiscountsReport(db: Db, scope: LocationScope, query: PeriodQuery): Promise<DiscountsReport> {
  const store = await summaryStoreOf(db, scope);
  // From the per-day summaries the sales keep (decision 0038): a row per day and discount, a row per day and hour.
  const rows = await rowsOf<Omit<DiscountReportRow, "code"> & { code: string | null }>(
    db,
    sql`select x.id as "discountId", x.name, ${discounts.code} as code, x.sales, x.lines, x.units, x.milligrams,
        x.gross as "grossCents", x.discount as "discountCents", x.net as "netSalesCents"
      from (
        select nullif(d.discount_id, '') as id, max(nullif(d.name, '')) filter (where d.lines > 0) as name,
          sum(d.sales)::bigint as sales, sum(d.lines)::bigint as lines, sum(d.units)::bigint as units,
          sum(d.milligrams)::bigint as milligrams, sum(d.gross_cents)::bigint as gross,
          sum(d.discount_cents)::bigint as discount, sum(d.net_cents)::bigint as net
        from discount_days d
        where ${inDays(scope, query, "d")}
        group by d.discount_id
        having sum(d.lines) > 0
      ) x
      left join ${discounts} on ${discounts.id}::text = x.id and ${discounts.locationId} = ${scope.locationId}
      order by x.discount desc, x.name`,
  );
  const [totals] = await rowsOf<DiscountsReport["totals"]>(
    db,
    sql`select coalesce(sum(h.sales), 0)::bigint as sales, coalesce(sum(h.discounted_sales), 0)::bigint as "discountedSales",
        coalesce(sum(h.gross_cents), 0)::bigint as "grossCents",
        coalesce(sum(h.discount_cents), 0)::bigint as "discountCents",
        coalesce(sum(h.rung_net_cents), 0)::bigint as "netSalesCents",
        coalesce(sum(h.discounted_net_cents), 0)::bigint as "discountedNetCents"
      from sale_hour_days h
      where ${inDays(scope, query, "h")}`,
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
