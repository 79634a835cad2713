// The one way a lot's quantity changes (domain.md → Inventory): receiving, adjustments, transfers and the
// register's sales, refunds and voids all call changeQuantity. It moves the quantity with one atomic UPDATE that
// refuses to go below zero (the row lock makes concurrent changes queue; the check constraint backs it up) and
// writes the ledger row in the same transaction, so the quantity always equals the sum of its ledger.
import { inventoryMessages, type LedgerEntry, type LedgerReason, type ledgerQuery } from "@verdant/shared/inventory";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { inventoryItems, inventoryLedger, users } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
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
  new AppError("insufficient_stock", inventoryMessages.insufficientStock(available, requested), { available });

/**
 * Changes a lot's quantity and writes its ledger row, in one transaction (a savepoint when `db` already is one).
 * Throws 404 for a lot outside the scope and 422 insufficient_stock when the change would go below zero.
 */
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
      if (!lot) throw notFound("Inventory item");
      delta = move.setTo - lot.quantity;
    } else {
      delta = move.delta;
    }
    const [row] = await tx
      .update(inventoryItems)
      .set({ quantity: sql`${inventoryItems.quantity} + ${delta}`, updatedAt: new Date() })
      .where(and(where, sql`${inventoryItems.quantity} + ${delta} >= 0`))
      .returning({ quantity: inventoryItems.quantity });
    if (!row) {
      const [lot] = await tx.select({ quantity: inventoryItems.quantity }).from(inventoryItems).where(where);
      if (!lot) throw notFound("Inventory item");
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

/**
 * Several signed changes (a sale's lots) in one statement: the same rules as changeQuantity — never below zero, one
 * ledger row per change, each with the quantity after it — all or nothing. Lots are locked in id order, so
 * concurrent batches queue instead of deadlocking; when any lot would go below zero nothing is written and the
 * first such lot answers insufficient_stock.
 */
export async function changeQuantities(
  db: Db,
  scope: LocationScope,
  changes: (QuantityChange & { delta: number })[],
): Promise<void> {
  if (changes.length === 0) return;
  const byLot = new Map<string, number>();
  for (const change of changes) byLot.set(change.inventoryId, (byLot.get(change.inventoryId) ?? 0) + change.delta);
  const ids = [...byLot.keys()].sort();
  const list = <T>(values: T[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;
  const column = <T>(pick: (change: (typeof changes)[number]) => T, type: string) => list(changes.map(pick), type);
  const written = await db.execute<{ inventory_id: string }>(sql`
    with moves(id, delta) as (
      select * from unnest(${list(ids, "uuid")}, ${list(
        ids.map((id) => byLot.get(id)!),
        "int",
      )})),
    locked as (
      select i.id from ${inventoryItems} i join moves m on m.id = i.id
      where i.organization_id = ${scope.organizationId} and i.location_id = ${scope.locationId}
        and i.quantity + m.delta >= 0
      order by i.id for update of i),
    updated as (
      update ${inventoryItems} i set quantity = i.quantity + m.delta, updated_at = now()
      from moves m
      where m.id = i.id and i.id in (select id from locked) and (select count(*) from locked) = ${ids.length}
      returning i.id, i.quantity),
    changes as (
      select * from unnest(${column((c) => c.inventoryId, "uuid")}, ${column((c) => c.delta, "int")},
        ${column((c) => c.reason, "text")}, ${column((c) => c.note ?? null, "text")},
        ${column((c) => c.userId ?? null, "uuid")}, ${column((c) => c.referenceType ?? null, "text")},
        ${column((c) => c.referenceId ?? null, "uuid")})
        with ordinality as c(inventory_id, delta, reason, note, user_id, reference_type, reference_id, seq))
    insert into ${inventoryLedger} (organization_id, location_id, inventory_id, delta, quantity_after, reason, note,
      user_id, reference_type, reference_id)
    select ${scope.organizationId}, ${scope.locationId}, c.inventory_id, c.delta,
      -- after this change: the lot's final quantity less the changes that come after it in the batch
      u.quantity - coalesce(sum(c.delta) over (partition by c.inventory_id order by c.seq
        rows between 1 following and unbounded following), 0),
      c.reason, c.note, c.user_id, c.reference_type, c.reference_id
    from changes c join updated u on u.id = c.inventory_id
    returning inventory_id`);
  if ((written as unknown as { rows: unknown[] }).rows.length === changes.length) return;
  const lots = await db
    .select({ id: inventoryItems.id, quantity: inventoryItems.quantity })
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.organizationId, scope.organizationId),
        eq(inventoryItems.locationId, scope.locationId),
        inArray(inventoryItems.id, ids),
      ),
    );
  const found = new Map(lots.map((lot) => [lot.id, lot.quantity]));
  const missing = ids.find((id) => !found.has(id));
  if (missing) throw notFound("Inventory item");
  const short = ids.find((id) => found.get(id)! + byLot.get(id)! < 0);
  // None short any more: another change refilled a lot between the two statements.
  if (!short) throw new AppError("conflict", "Stock changed while this was saved; please try again.");
  throw insufficientStock(found.get(short)!, -byLot.get(short)!);
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
  if (!lot) throw notFound("Inventory item");
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
