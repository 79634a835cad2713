// The tax liability of a period at a location, as state excise and GST/HST/PST returns ask for it: per rate (and
// percentage), the taxable base and tax of the sales that stand in the period, the base and tax given back by the
// refunds made in it, the net owed, and the base exempt from the rate by reason. Every figure is a sum of the
// recorded sale lines' taxes (sales by completion time, refunds by refund time, both in the location's days).
//
// Exemption reasons are read from what a sale records: a line sold to a medical customer is exempt from a rate
// when the rate was charged on the same product to adult-use customers in the period but not on that line
// (decision 0020). Its exempt base is the line's net; it is listed on the rate's latest row.
import { EXEMPTION_LABELS, type PeriodQuery, type TaxLiability } from "@verdant/shared/reports";
import { and, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { saleLines, saleRefunds, sales, taxGroups, taxRates } from "../../db/schema/index.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { summaryStoreOf } from "./reports.fold.ts";
import { localDays } from "./reports.sql.ts";
import { exemptDaysOf, rateDaysOf, receiptDaysOf } from "./reports.tax-days.ts";
import { rateKey, refundedBases, taxRowsOf } from "./reports.taxes.ts";

type Period = { from: string; to: string };

export const standingSalesOf = (scope: LocationScope, period: Period, timeZone: string): SQL =>
  and(
    eq(sales.organizationId, scope.organizationId),
    eq(sales.locationId, scope.locationId),
    ne(sales.status, "VOIDED"),
    localDays(sales.completedAt, period.from, period.to, timeZone),
  )!;

export const refundsOf = (scope: LocationScope, period: Period, timeZone: string): SQL =>
  and(
    eq(saleRefunds.organizationId, scope.organizationId),
    eq(saleRefunds.locationId, scope.locationId),
    localDays(saleRefunds.createdAt, period.from, period.to, timeZone),
  )!;

/**
 * The lines of each sale the outer query picks, read through the sale's own index: the planner then walks the
 * period's sales by (location, completion time) and each one's lines by (sale, position) instead of hashing the
 * whole lines table (decision 0020).
 */
export const linesOfSale = (columns: SQL) =>
  sql`cross join lateral (select ${columns} from ${saleLines} where ${saleLines.saleId} = ${sales.id}) l`;

async function groupNamesOf(db: Db, rateIds: string[]) {
  const uuids = rateIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (uuids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: taxRates.id, group: taxGroups.name })
    .from(taxRates)
    .innerJoin(taxGroups, eq(taxGroups.id, taxRates.taxGroupId))
    .where(inArray(taxRates.id, uuids));
  return new Map(rows.map((r) => [r.id, r.group]));
}

export async function getTaxLiability(db: Db, scope: LocationScope, query: PeriodQuery): Promise<TaxLiability> {
  const store = await summaryStoreOf(db, scope);
  // Whole days of the period from the per-day summaries (decision 0025b).
  const { collected, refunded } = await rateDaysOf(db, scope, query, store.timeZone);
  const receipts = await receiptDaysOf(db, scope, query);
  const exempt = new Map((await exemptDaysOf(db, scope, query)).map((e) => [e.rate_id, e.base]));
  const rows = taxRowsOf(collected, refunded);
  const groups = await groupNamesOf(db, [...new Set(rows.map((r) => r.rateId))]);
  const bases = refundedBases(refunded);
  // The exemption goes on the row of the rate's percentage that was charged last in the period.
  const latest = new Map<string, { key: string; at: string }>();
  for (const c of collected) {
    const found = latest.get(c.rate_id);
    if (!found || c.latest > found.at)
      latest.set(c.rate_id, { key: rateKey({ rateId: c.rate_id, ratePpm: c.rate_ppm, name: c.name }), at: c.latest });
  }
  const rates = rows.map((row) => {
    const base = exempt.get(row.rateId);
    const here = latest.get(row.rateId)?.key === rateKey(row) && base;
    return {
      ...row,
      groupName: groups.get(row.rateId) ?? null,
      refundedBaseCents: bases.get(rateKey(row)) ?? 0,
      exempt: here ? [{ reason: "MEDICAL" as const, label: EXEMPTION_LABELS.MEDICAL, baseCents: base }] : [],
    };
  });
  const sum = (f: (r: (typeof rates)[number]) => number) => rates.reduce((total, r) => total + f(r), 0);
  return {
    from: query.from,
    to: query.to,
    timeZone: store.timeZone,
    currency: store.currency,
    locationName: store.name,
    rates,
    totals: {
      grossReceiptsCents: receipts.net,
      returnsCents: receipts.returns,
      netReceiptsCents: receipts.net - receipts.returns,
      untaxedCents: receipts.untaxed,
      collectedCents: sum((r) => r.collectedCents),
      refundedCents: sum((r) => r.refundedCents),
      netCents: sum((r) => r.netCents),
    },
  };
}
