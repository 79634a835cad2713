// Voids and refunds (domain.md → Selling), by a manager or with a manager's PIN (decision 0019). A void cancels a whole sale while its drawer session is
// still open: stock back to its lots (VOID ledger rows), tenders back. A refund returns whole lines or part of
// them, restocked (REFUND ledger rows, into the lots or a chosen room) or written off, with the money paid back
// from an open drawer: cards first up to what they paid, the rest in cash. Both lock the sale row first.

import type { RefundPreview, RefundTo } from "@verdant/shared/overrides";
import {
  fromEngineQuantity,
  type refundSaleInput,
  type Sale,
  toEngineQuantity,
  type VoidSaleInput,
} from "@verdant/shared/sales";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { saleLines, saleRefunds, sales } from "../../db/schema/index.ts";
import { AppError, notFound, say } from "../../lib/app-error.ts";
import type { Access, LocationScope } from "../../plugins/access.ts";
import { lockOpenDrawer } from "../drawers/drawers.service.ts";
import { assertRoomInScope } from "../inventory/inventory.service.ts";
import { recordOverride } from "../overrides/overrides.service.ts";
import { loadSale } from "./sales.present.ts";
import { chosenTenders, refundTenderChoices } from "./sales.refund-tenders.ts";
import { assertDispositionAllowed, type ReturnRules, returnRulesOf } from "./sales.return-rules.ts";
import { lotsToReturn, moveStock, restockInto } from "./sales.stock.ts";

type RefundValues = z.output<typeof refundSaleInput>;

async function lockSale(db: Db, scope: LocationScope, saleId: string) {
  const [row] = await db
    .select()
    .from(sales)
    .where(
      and(eq(sales.organizationId, scope.organizationId), eq(sales.locationId, scope.locationId), eq(sales.id, saleId)),
    )
    .for("update");
  if (!row) throw notFound("sale");
  return row;
}

export async function voidSale(
  db: Db,
  access: Access,
  scope: LocationScope,
  saleId: string,
  input: VoidSaleInput,
  approvedBy: string | null = null,
) {
  const sale = await lockSale(db, scope, saleId);
  if (sale.status !== "COMPLETED") {
    throw new AppError("conflict", say("sale.voidOnlyCompleted"));
  }
  await lockOpenDrawer(db, scope, sale.drawerSessionId, "share").catch((error: unknown) => {
    if (error instanceof AppError && error.code === "conflict")
      throw new AppError("conflict", say("sale.voidDrawerOpen"));
    throw error;
  });
  const lines = await db.select().from(saleLines).where(eq(saleLines.saleId, sale.id));
  await moveStock(
    db,
    scope,
    lines.flatMap((line) => line.lots),
    1,
    { reason: "VOID", userId: access.userId, saleId: sale.id, note: input.reason },
  );
  await db
    .update(sales)
    .set({ status: "VOIDED", voidedAt: new Date(), voidedBy: access.userId, voidReason: input.reason.trim() })
    .where(eq(sales.id, sale.id));
  if (approvedBy) {
    const override = { saleId: sale.id, action: "VOID" as const, requestedBy: access.userId, approvedBy };
    await recordOverride(db, scope, { ...override, reason: input.reason.trim() });
  }
  return loadSale(db, scope, sale.id);
}

/** A share of a line's cents that adds up exactly once the whole line is refunded. */
const shareOf = (cents: number, quantity: number, before: number, now: number) =>
  Math.floor((cents * (before + now)) / quantity) - Math.floor((cents * before) / quantity);

/** What refunding these lines pays back, per line with its tax, and the tenders it goes back to. */
async function planRefund(
  db: Db,
  sale: typeof sales.$inferSelect,
  input: Pick<RefundValues, "lines"> & { refundTo?: RefundTo },
) {
  const lines = await db.select().from(saleLines).where(eq(saleLines.saleId, sale.id));
  const byId = new Map(lines.map((line) => [line.id, line]));
  const wanted = new Map<string, number>();
  const requested = input.lines ?? lines.map((line) => ({ saleLineId: line.id, quantity: -1 }));
  for (const [i, entry] of requested.entries()) {
    const line = byId.get(entry.saleLineId);
    if (!line) throw notFound("saleLine");
    const left = line.quantity - line.refundedQuantity;
    const quantity = entry.quantity === -1 ? left : toEngineQuantity(line.unit, entry.quantity);
    const total = (wanted.get(line.id) ?? 0) + quantity;
    if (total > left) {
      throw new AppError("bad_request", [say("sale.refundTooMuch", { index: i, product: line.productName })]);
    }
    if (quantity > 0) wanted.set(line.id, total);
  }
  if (wanted.size === 0) throw new AppError("conflict", say("sale.nothingToRefund"));

  const refundLines = [...wanted].map(([id, quantity]) => {
    const line = byId.get(id)!;
    const share = (cents: number) => shareOf(cents, line.quantity, line.refundedQuantity, quantity);
    return {
      line,
      quantity,
      netCents: share(line.netCents),
      taxCents: share(line.taxCents),
      totalCents: share(line.totalCents),
    };
  });
  const netCents = refundLines.reduce((sum, l) => sum + l.netCents, 0);
  const taxCents = refundLines.reduce((sum, l) => sum + l.taxCents, 0);
  const totalCents = refundLines.reduce((sum, l) => sum + l.totalCents, 0);
  const choices = await refundTenderChoices(db, sale, totalCents);
  const tenders = chosenTenders(choices, input.refundTo ?? "ORIGINAL");
  return { lines, wanted, refundLines, netCents, taxCents, totalCents, tenders, choices };
}

/** The refund as it would be, before it is confirmed (nothing is written). */
export async function previewRefund(
  db: Db,
  scope: LocationScope,
  saleId: string,
  input: Pick<RefundValues, "lines">,
): Promise<RefundPreview> {
  const sale = await lockSale(db, scope, saleId);
  if (sale.status === "VOIDED" || sale.status === "REFUNDED") {
    throw new AppError("conflict", say("sale.already", { status: sale.status.toLowerCase() }));
  }
  const plan = await planRefund(db, sale, input);
  return {
    lines: plan.refundLines.map((l) => ({
      saleLineId: l.line.id,
      name: l.line.productName,
      quantity: fromEngineQuantity(l.line.unit, l.quantity),
      netCents: l.netCents,
      taxCents: l.taxCents,
      totalCents: l.totalCents,
    })),
    netCents: plan.netCents,
    taxCents: plan.taxCents,
    totalCents: plan.totalCents,
    tenders: plan.tenders,
    refundTo: plan.choices,
    ...dispositionsOf(await returnRulesOf(db, scope)),
  };
}

const dispositionsOf = (rules: ReturnRules) => ({ dispositions: rules.dispositions, dispositionSource: rules.source });

export async function refundSale(
  db: Db,
  access: Access,
  scope: LocationScope,
  saleId: string,
  input: RefundValues,
  approvedBy: string | null = null,
): Promise<Sale> {
  const sale = await lockSale(db, scope, saleId);
  if (sale.status === "VOIDED" || sale.status === "REFUNDED") {
    throw new AppError("conflict", say("sale.already", { status: sale.status.toLowerCase() }));
  }
  const drawer = await lockOpenDrawer(db, scope, input.drawerSessionId, "share");
  const roomTypes = input.roomId ? await assertRoomInScope(db, scope, input.roomId) : null;
  assertDispositionAllowed(await returnRulesOf(db, scope), input, roomTypes);
  const { lines, wanted, refundLines, netCents, taxCents, totalCents, tenders } = await planRefund(db, sale, input);

  await db.insert(saleRefunds).values({
    ...scope,
    saleId: sale.id,
    drawerSessionId: drawer.id,
    refundedBy: access.userId,
    reason: input.reason,
    disposition: input.disposition,
    roomId: input.roomId ?? null,
    netCents,
    taxCents,
    totalCents,
    tenders,
    lines: refundLines.map((l) => ({
      saleLineId: l.line.id,
      quantity: l.quantity,
      netCents: l.netCents,
      taxCents: l.taxCents,
      totalCents: l.totalCents,
    })),
  });
  if (input.disposition === "RESTOCK") {
    const parts = refundLines.flatMap((l) => lotsToReturn(l.line.lots, l.line.refundedQuantity, l.quantity));
    const move = { reason: "REFUND" as const, userId: access.userId, saleId: sale.id, note: input.reason };
    if (input.roomId) await restockInto(db, scope, parts, input.roomId, move);
    else await moveStock(db, scope, parts, 1, move);
  }
  for (const l of refundLines) {
    await db
      .update(saleLines)
      .set({ refundedQuantity: sql`${saleLines.refundedQuantity} + ${l.quantity}` })
      .where(eq(saleLines.id, l.line.id));
  }
  const whole = lines.every((line) => line.refundedQuantity + (wanted.get(line.id) ?? 0) === line.quantity);
  await db
    .update(sales)
    .set({ refundedCents: sale.refundedCents + totalCents, status: whole ? "REFUNDED" : "PARTIALLY_REFUNDED" })
    .where(eq(sales.id, sale.id));
  if (approvedBy) {
    const override = { saleId: sale.id, action: "REFUND" as const, requestedBy: access.userId, approvedBy };
    await recordOverride(db, scope, { ...override, reason: input.reason });
  }
  return loadSale(db, scope, sale.id);
}
