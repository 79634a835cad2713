// The one way a lot's quantity changes (domain.md → Inventory): receiving, adjustments, transfers and the
// register's sales, refunds and voids all call changeQuantity. It moves the quantity with one atomic UPDATE that
// refuses to go below zero (the row lock makes concurrent changes queue; the check constraint backs it up) and
// writes the ledger row in the same transaction, so the quantity always equals the sum of its ledger.
import { INVENTORY_LIMITS, type LedgerEntry, type LedgerReason, type ledgerQuery } from "@verdant/shared/inventory";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { inventoryItems, inventoryLedger, users } from "../../db/schema/index.ts";
import { AppError, notFound, say } from "../../lib/app-error.ts";
import { listPage, offsetOf } from "../../lib/queries.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { lotById } from "./inventory.entity.ts";

export interface QuantityChange {
  inventoryId: string;
  reason: LedgerReason;
  note?: string | null;
  userId?: string | null;
  /** What caused it, for the history: RECEIVE_ORDER, INVENTORY_ITEM, SALE, REFUND, ... */
  referenceType?: string | null;
  referenceId?: string | null;
}

/** A signed change (delta) or a counted quantity (setTo: the change is the difference, 0 included). */
export type QuantityMove = { delta: number } | { setTo: number };

export interface QuantityChanged {
  inventoryId: string;
  delta: number;
  quantity: number;
  ledgerId: string;
}

export const insufficientStock = (available: number, requested: number) =>
  new AppError("insufficient_stock", say("inventory.insufficient", { available, requested }), { available });

/**
 * Changes a lot's quantity and writes its ledger row, in one transaction (a savepoint when `db` already is one).
 * Throws 404 for a lot outside the scope and 422 insufficient_stock when the change would go below zero.
 */
/** A lot's quantity is a 32-bit column: a change past it is refused (decision 0017). */
export const lotFull = (quantity: number) =>
  new AppError("conflict", say("inventory.lotMax", { max: INVENTORY_LIMITS.lotQuantityMax, quantity }));

export async function changeQuantity(
  db: Db,
  scope: LocationScope,
  change: QuantityChange,
  move: QuantityMove,
): Promise<QuantityChanged> {
  return db.transaction(async (tx) => {
    const where = lotById(scope, change.inventoryId);
    let delta: number;
    if ("setTo" in move) {
      // A count replaces whatever is there: lock the row so the difference is taken against the final quantity.
      const [lot] = await tx
        .select({ quantity: inventoryItems.quantity })
        .from(inventoryItems)
        .where(where)
        .for("update");
      if (!lot) throw notFound("inventoryItem");
      delta = move.setTo - lot.quantity;
    } else {
      delta = move.delta;
    }
    const [row] = await tx
      .update(inventoryItems)
      .set({ quantity: sql`${inventoryItems.quantity} + ${delta}`, updatedAt: new Date() })
      .where(
        and(where, sql`${inventoryItems.quantity}::bigint + ${delta} between 0 and ${INVENTORY_LIMITS.lotQuantityMax}`),
      )
      .returning({ quantity: inventoryItems.quantity });
    if (!row) {
      const [lot] = await tx.select({ quantity: inventoryItems.quantity }).from(inventoryItems).where(where);
      if (!lot) throw notFound("inventoryItem");
      if (lot.quantity + delta > INVENTORY_LIMITS.lotQuantityMax) throw lotFull(lot.quantity);
      throw insufficientStock(lot.quantity, -delta);
    }
    const [entry] = await tx
      .insert(inventoryLedger)
      .values({
        ...scope,
        inventoryId: change.inventoryId,
        delta,
        quantityAfter: row.quantity,
        reason: change.reason,
        note: change.note ?? null,
        userId: change.userId ?? null,
        referenceType: change.referenceType ?? null,
        referenceId: change.referenceId ?? null,
      })
      .returning({ id: inventoryLedger.id });
    return { inventoryId: change.inventoryId, delta, quantity: row.quantity, ledgerId: entry!.id };
  });
}

const userName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;

/** A lot's history, newest first. */
export async function listLedger(
  db: Db,
  scope: LocationScope,
  inventoryId: string,
  query: z.output<typeof ledgerQuery>,
) {
  const [lot] = await db.select({ id: inventoryItems.id }).from(inventoryItems).where(lotById(scope, inventoryId));
  if (!lot) throw notFound("inventoryItem");
  const where = eq(inventoryLedger.inventoryId, inventoryId);
  const rows = await db
    .select({ entry: inventoryLedger, userName, email: users.email })
    .from(inventoryLedger)
    .leftJoin(users, eq(users.id, inventoryLedger.userId))
    .where(where)
    .orderBy(desc(inventoryLedger.createdAt), desc(inventoryLedger.id))
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
  const [total] = await db.select({ n: count() }).from(inventoryLedger).where(where);
  const data: LedgerEntry[] = rows.map(({ entry, userName, email }) => ({
    id: entry.id,
    inventoryId: entry.inventoryId,
    delta: entry.delta,
    quantityAfter: entry.quantityAfter,
    reason: entry.reason,
    note: entry.note,
    userId: entry.userId,
    userName: userName ?? email,
    referenceType: entry.referenceType,
    referenceId: entry.referenceId,
    createdAt: entry.createdAt.toISOString(),
  }));
  return listPage(data, query.page, query.limit, total?.n ?? 0);
}
