// The end of day (Z report) of a location, or of one drawer session: what each drawer of the day took, gave back
// and should hold, and the day as their sum. A drawer belongs to the local day it opened (decision 0020), so the
// day's total is exactly the sum of its drawers. A cashier (reports.readOwn without reports.read) sees only the
// drawers they opened; another drawer answers 404 like any id the caller may not see.
import type { DrawerSessionDetail } from "@verdant/shared/drawers";
import { TENDER_TYPES, type TenderType } from "@verdant/shared/pricing/pricing.types";
import type { EndOfDay, EndOfDayFigures, EndOfDayQuery, RateTax } from "@verdant/shared/reports";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { drawerSessions, saleLines, saleRefunds, sales, users } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import type { Access, LocationScope } from "../../plugins/access.ts";
import { getDrawer, personName } from "../drawers/drawers.service.ts";
import { refundedByRate } from "./reports.refunds.ts";
import { localDate, localDays, rowsOf, storeOf } from "./reports.sql.ts";
import { type CollectedRow, mergeTaxes, taxRowsOf } from "./reports.taxes.ts";

type ByTender = Record<TenderType, number>;
const byTender = (f: (type: TenderType) => number) =>
  Object.fromEntries(TENDER_TYPES.map((type) => [type, f(type)])) as ByTender;

async function sessionsOfDay(db: Db, access: Access, scope: LocationScope, query: EndOfDayQuery, timeZone: string) {
  const own = !access.can("reports.read", scope.locationId);
  const where = and(
    eq(drawerSessions.organizationId, scope.organizationId),
    eq(drawerSessions.locationId, scope.locationId),
    own ? eq(drawerSessions.openedBy, access.userId) : undefined,
  );
  if (query.drawerSessionId) {
    const [one] = await db
      .select({ id: drawerSessions.id, openedAt: drawerSessions.openedAt })
      .from(drawerSessions)
      .where(and(where, eq(drawerSessions.id, query.drawerSessionId)));
    if (!one) throw notFound("drawerSession");
    return { own, date: localDate(one.openedAt, timeZone), ids: [one.id] };
  }
  const date = query.date ?? localDate(new Date(), timeZone);
  const rows = await db
    .select({ id: drawerSessions.id })
    .from(drawerSessions)
    .where(and(where, localDays(drawerSessions.openedAt, date, date, timeZone)))
    .orderBy(asc(drawerSessions.openedAt), asc(drawerSessions.id));
  return { own, date, ids: rows.map((r) => r.id) };
}

type SaleTotals = {
  id: string;
  sales: number;
  gross: number;
  discount: number;
  first: number | null;
  last: number | null;
};

async function salesBySession(db: Db, ids: string[]) {
  const totals = await db
    .select({
      id: sales.drawerSessionId,
      sales: sql<number>`count(*) filter (where ${sales.status} <> 'VOIDED')::int`,
      gross: sql<number>`coalesce(sum(${sales.subtotalCents}) filter (where ${sales.status} <> 'VOIDED'), 0)::int`,
      discount: sql<number>`coalesce(sum(${sales.discountCents}) filter (where ${sales.status} <> 'VOIDED'), 0)::int`,
      first: sql<number | null>`min(${sales.receiptNumber})`,
      last: sql<number | null>`max(${sales.receiptNumber})`,
    })
    .from(sales)
    .where(inArray(sales.drawerSessionId, ids))
    .groupBy(sales.drawerSessionId);
  const returns = await db
    .select({ id: saleRefunds.drawerSessionId, cents: sql<number>`sum(${saleRefunds.netCents})::int` })
    .from(saleRefunds)
    .where(inArray(saleRefunds.drawerSessionId, ids))
    .groupBy(saleRefunds.drawerSessionId);
  const collected = await rowsOf<CollectedRow & { key: string }>(
    db,
    sql`select ${sales.drawerSessionId} as key, t->>'rateId' as rate_id, t->>'name' as name,
        (t->>'ratePpm')::int as rate_ppm, sum((t->>'baseCents')::int)::int as base,
        sum((t->>'amountCents')::int)::int as amount
      from ${saleLines} join ${sales} on ${sales.id} = ${saleLines.saleId}
        cross join jsonb_array_elements(${saleLines.taxes}) t
      where ${inArray(sales.drawerSessionId, ids)} and ${sales.status} <> 'VOIDED'
      group by 1, 2, 3, 4`,
  );
  const refunded = await refundedByRate(db, inArray(saleRefunds.drawerSessionId, ids));
  return {
    totals: new Map<string, SaleTotals>(totals.map((t) => [t.id, t])),
    returns: new Map(returns.map((r) => [r.id, r.cents])),
    taxesOf: (id: string) =>
      taxRowsOf(
        collected.filter((c) => c.key === id),
        refunded.filter((r) => r.drawerSessionId === id),
      ),
  };
}

async function voidsOf(db: Db, ids: string[]) {
  const cashier = alias(users, "cashier");
  const voider = alias(users, "voider");
  const rows = await db
    .select({
      sale: sales,
      cashierName: personName(cashier),
      voiderName: sql<string | null>`case when ${voider.id} is null then null else ${personName(voider)} end`,
    })
    .from(sales)
    .innerJoin(cashier, eq(cashier.id, sales.cashierId))
    .leftJoin(voider, eq(voider.id, sales.voidedBy))
    .where(and(inArray(sales.drawerSessionId, ids), eq(sales.status, "VOIDED")))
    .orderBy(asc(sales.receiptNumber));
  return rows.map(({ sale, cashierName, voiderName }) => ({
    drawerSessionId: sale.drawerSessionId,
    saleId: sale.id,
    receiptNumber: sale.receiptNumber ?? 0,
    totalCents: sale.totalCents,
    cashier: { id: sale.cashierId, name: cashierName },
    voidedBy: sale.voidedBy ? { id: sale.voidedBy, name: voiderName ?? "Unknown" } : null,
    voidedAt: sale.voidedAt?.toISOString() ?? null,
    reason: sale.voidReason,
  }));
}

type Voided = Awaited<ReturnType<typeof voidsOf>>[number];

function figuresOf(
  drawer: DrawerSessionDetail,
  totals: SaleTotals | undefined,
  returnsCents: number,
  taxes: RateTax[],
  voids: Voided[],
): EndOfDayFigures {
  const s = drawer.summary;
  const gross = totals?.gross ?? 0;
  const discount = totals?.discount ?? 0;
  return {
    salesCount: totals?.sales ?? 0,
    refundCount: s.refundCount,
    voidCount: s.voidCount,
    grossSalesCents: gross,
    discountCents: discount,
    returnsCents,
    netSalesCents: gross - discount - returnsCents,
    taxes,
    taxCents: taxes.reduce((sum, t) => sum + t.netCents, 0),
    tenders: byTender((type) => s.salesByTender[type] - s.refundsByTender[type]),
    salesByTender: s.salesByTender,
    refundsByTender: s.refundsByTender,
    cash: {
      openingFloatCents: drawer.openingFloatCents,
      payInsCents: s.payInsCents,
      payOutsCents: s.payOutsCents,
      dropsCents: s.dropsCents,
      expectedCents: s.expectedCashCents,
      countedCents: drawer.countedCashCents,
      overShortCents: drawer.overShortCents,
    },
    firstReceiptNumber: totals?.first ?? null,
    lastReceiptNumber: totals?.last ?? null,
    voids: voids.map(({ drawerSessionId: _, ...v }) => v),
    drops: drawer.movements.filter((m) => m.type === "DROP"),
  };
}

const sumOf = (all: EndOfDayFigures[], f: (x: EndOfDayFigures) => number) => all.reduce((sum, x) => sum + f(x), 0);
const bound = (values: (number | null)[], pick: (...n: number[]) => number) => {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? pick(...known) : null;
};

/** The day as the sum of its drawers; counted cash and over/short only once every drawer is closed. */
export function totalOf(all: EndOfDayFigures[]): EndOfDayFigures {
  const closed = all.every((x) => x.cash.countedCents !== null);
  const tenders = (f: (x: EndOfDayFigures) => ByTender) => byTender((type) => sumOf(all, (x) => f(x)[type]));
  return {
    salesCount: sumOf(all, (x) => x.salesCount),
    refundCount: sumOf(all, (x) => x.refundCount),
    voidCount: sumOf(all, (x) => x.voidCount),
    grossSalesCents: sumOf(all, (x) => x.grossSalesCents),
    discountCents: sumOf(all, (x) => x.discountCents),
    returnsCents: sumOf(all, (x) => x.returnsCents),
    netSalesCents: sumOf(all, (x) => x.netSalesCents),
    taxes: mergeTaxes(all.flatMap((x) => x.taxes)),
    taxCents: sumOf(all, (x) => x.taxCents),
    tenders: tenders((x) => x.tenders),
    salesByTender: tenders((x) => x.salesByTender),
    refundsByTender: tenders((x) => x.refundsByTender),
    cash: {
      openingFloatCents: sumOf(all, (x) => x.cash.openingFloatCents),
      payInsCents: sumOf(all, (x) => x.cash.payInsCents),
      payOutsCents: sumOf(all, (x) => x.cash.payOutsCents),
      dropsCents: sumOf(all, (x) => x.cash.dropsCents),
      expectedCents: sumOf(all, (x) => x.cash.expectedCents),
      countedCents: closed ? sumOf(all, (x) => x.cash.countedCents ?? 0) : null,
      overShortCents: closed ? sumOf(all, (x) => x.cash.overShortCents ?? 0) : null,
    },
    firstReceiptNumber: bound(
      all.map((x) => x.firstReceiptNumber),
      Math.min,
    ),
    lastReceiptNumber: bound(
      all.map((x) => x.lastReceiptNumber),
      Math.max,
    ),
    voids: all.flatMap((x) => x.voids).sort((a, b) => a.receiptNumber - b.receiptNumber),
    drops: all.flatMap((x) => x.drops).sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
  };
}

export async function getEndOfDay(
  db: Db,
  access: Access,
  scope: LocationScope,
  query: EndOfDayQuery,
): Promise<EndOfDay> {
  const store = await storeOf(db, scope);
  const { own, date, ids } = await sessionsOfDay(db, access, scope, query, store.timeZone);
  const details = [];
  for (const id of ids) details.push(await getDrawer(db, scope, id));
  const found = ids.length ? await salesBySession(db, ids) : undefined;
  const voids = ids.length ? await voidsOf(db, ids) : [];
  const drawers = details.map((drawer) => {
    const { summary, movements: _, ...session } = drawer;
    const figures = figuresOf(
      drawer,
      found?.totals.get(drawer.id),
      found?.returns.get(drawer.id) ?? 0,
      found?.taxesOf(drawer.id) ?? [],
      voids.filter((v) => v.drawerSessionId === drawer.id),
    );
    return { session, summary, figures };
  });
  return {
    date,
    timeZone: store.timeZone,
    currency: store.currency,
    locationName: store.name,
    everyDrawer: !own,
    openDrawers: drawers.filter((d) => d.session.status === "OPEN").length,
    total: totalOf(drawers.map((d) => d.figures)),
    drawers,
  };
}
