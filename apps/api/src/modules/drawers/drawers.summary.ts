// The close-out of a drawer session: what the sales, voids, refunds and cash movements of the session moved, and
// the cash the drawer should hold. Computed from the rows each time, so a late void or refund always shows.
import type { DrawerSummary } from "@verdant/shared/drawers";
import { TENDER_TYPES, type TenderType } from "@verdant/shared/pricing/pricing.types";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { drawerMovements, saleRefunds, sales, saleTenders } from "../../db/schema/index.ts";

type ByTender = Record<TenderType, number>;
const zero = (): ByTender => Object.fromEntries(TENDER_TYPES.map((type) => [type, 0])) as ByTender;

/** Cash tenders count net of the change handed back: the drawer keeps only the (rounded) amount due. */
async function tendersOf(db: Db, sessionId: string, voided: boolean): Promise<ByTender> {
  const rows = await db
    .select({
      type: saleTenders.type,
      cents: sql<number>`sum(${saleTenders.amountCents})::int`,
    })
    .from(saleTenders)
    .innerJoin(sales, eq(sales.id, saleTenders.saleId))
    .where(
      and(eq(sales.drawerSessionId, sessionId), voided ? eq(sales.status, "VOIDED") : sql`${sales.status} <> 'VOIDED'`),
    )
    .groupBy(saleTenders.type);
  const [change] = await db
    .select({ cents: sql<number>`coalesce(sum(${sales.changeCents}), 0)::int` })
    .from(sales)
    .where(
      and(eq(sales.drawerSessionId, sessionId), voided ? eq(sales.status, "VOIDED") : sql`${sales.status} <> 'VOIDED'`),
    );
  const byTender = zero();
  for (const row of rows) byTender[row.type] = row.cents;
  byTender.CASH -= change?.cents ?? 0;
  return byTender;
}

async function refundsOf(db: Db, sessionId: string): Promise<{ byTender: ByTender; count: number }> {
  const rows = await db
    .select({ tenders: saleRefunds.tenders })
    .from(saleRefunds)
    .where(eq(saleRefunds.drawerSessionId, sessionId));
  const byTender = zero();
  for (const row of rows) for (const tender of row.tenders) byTender[tender.type] += tender.amountCents;
  return { byTender, count: rows.length };
}

export async function summarizeDrawer(db: Db, sessionId: string, openingFloatCents: number): Promise<DrawerSummary> {
  const [counts] = await db
    .select({
      sales: count(),
      voids: sql<number>`count(*) filter (where ${sales.status} = 'VOIDED')::int`,
    })
    .from(sales)
    .where(eq(sales.drawerSessionId, sessionId));
  const movements = await db
    .select({ type: drawerMovements.type, cents: sql<number>`sum(${drawerMovements.amountCents})::int` })
    .from(drawerMovements)
    .where(eq(drawerMovements.drawerSessionId, sessionId))
    .groupBy(drawerMovements.type);
  const moved = (type: string) => movements.find((m) => m.type === type)?.cents ?? 0;
  const salesByTender = await tendersOf(db, sessionId, false);
  const voidsByTender = await tendersOf(db, sessionId, true);
  const refunds = await refundsOf(db, sessionId);
  const dropsCents = moved("DROP");
  const payInsCents = moved("PAY_IN");
  const payOutsCents = moved("PAY_OUT");
  return {
    salesCount: counts?.sales ?? 0,
    voidCount: counts?.voids ?? 0,
    refundCount: refunds.count,
    salesByTender,
    voidsByTender,
    refundsByTender: refunds.byTender,
    dropsCents,
    payInsCents,
    payOutsCents,
    expectedCashCents:
      openingFloatCents + salesByTender.CASH - refunds.byTender.CASH + payInsCents - payOutsCents - dropsCents,
  };
}
