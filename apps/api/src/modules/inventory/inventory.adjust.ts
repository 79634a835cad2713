// Manual quantity changes (spec §7 Inventory adjust-quantity, single and bulk) and moving stock between rooms.
// All go through changeQuantity, so each writes its ledger rows in the transaction that moves the stock.
import type { BulkResult } from "@verdant/shared";
import type {
  adjustQuantityInput,
  bulkAdjustQuantityInput,
  InventoryItem,
  transferInput,
} from "@verdant/shared/inventory";
import { and, type Column, eq, ne, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { inventoryItems } from "../../db/schema/index.ts";
import { AppError, notFound, say } from "../../lib/app-error.ts";
import { type Refusal, refusal } from "../../lib/bulk-refusals.ts";
import type { LocationScope } from "../../plugins/access.ts";
import {
  assertTaggedWhereLinked,
  loadInventoryItem,
  loadInventoryItems,
  lotById,
  lotInScope,
} from "./inventory.entity.ts";
import { changeQuantity } from "./inventory.ledger.ts";
import { assertRoomInScope, createLot } from "./inventory.service.ts";

/** Equal, with null equal to null (two lots without a lot number are the same lot number). */
const same = (column: Column, value: unknown): SQL => sql`${column} is not distinct from ${value}`;

type AdjustValues = z.output<typeof adjustQuantityInput>;
type BulkAdjustValues = z.output<typeof bulkAdjustQuantityInput>;

const moveOf = (type: "ABSOLUTE" | "INCREMENTAL", quantity: number) =>
  type === "ABSOLUTE" ? { setTo: quantity } : { delta: quantity };

export async function adjustQuantity(
  db: Db,
  scope: LocationScope,
  userId: string,
  id: string,
  input: AdjustValues,
): Promise<InventoryItem> {
  await assertTaggedWhereLinked(db, scope, [id]);
  await changeQuantity(
    db,
    scope,
    { inventoryId: id, reason: input.reason, note: input.note, userId },
    moveOf(input.type, input.quantity),
  );
  return loadInventoryItem(db, scope, id);
}

/** Each line in its own savepoint: one refused line (unknown, or short of stock) does not undo the others. */
export async function bulkAdjustQuantity(
  db: Db,
  scope: LocationScope,
  userId: string,
  input: BulkAdjustValues,
): Promise<BulkResult> {
  const failures: Refusal[] = [];
  let successCount = 0;
  await db.transaction(async (tx) => {
    for (const line of input.items) {
      try {
        await assertTaggedWhereLinked(tx, scope, [line.inventoryId]);
        await changeQuantity(
          tx,
          scope,
          { inventoryId: line.inventoryId, reason: input.reason, note: input.note, userId },
          moveOf(line.type, line.quantity),
        );
        successCount += 1;
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        failures.push(refusal(line.inventoryId, error.said));
      }
    }
  });
  return { successCount, failureCount: failures.length, failures };
}

/**
 * Moves part of a lot to another room of the location: into a lot there with the same product, lot number,
 * package tag, expiry, cost and status, or a new one. Two TRANSFER ledger rows, one transaction.
 */
export async function transferStock(
  db: Db,
  scope: LocationScope,
  userId: string,
  id: string,
  input: z.output<typeof transferInput>,
): Promise<{ from: InventoryItem; to: InventoryItem }> {
  const toId = await db.transaction(async (tx) => {
    const [source] = await tx.select().from(inventoryItems).where(lotById(scope, id));
    if (!source) throw notFound("inventoryItem");
    await assertTaggedWhereLinked(tx, scope, [id]);
    if (source.roomId === input.toRoomId) {
      throw new AppError("validation_failed", [say("inventory.sameRoom")]);
    }
    await assertRoomInScope(tx, scope, input.toRoomId);
    const change = { reason: "TRANSFER" as const, note: input.note, userId };
    await changeQuantity(
      tx,
      scope,
      { ...change, inventoryId: id, referenceType: "ROOM", referenceId: input.toRoomId },
      { delta: -input.quantity },
    );
    const [match] = await tx
      .select({ id: inventoryItems.id })
      .from(inventoryItems)
      .where(
        and(
          lotInScope(scope),
          ne(inventoryItems.id, id),
          eq(inventoryItems.roomId, input.toRoomId),
          eq(inventoryItems.productId, source.productId),
          eq(inventoryItems.unitCostCents, source.unitCostCents),
          eq(inventoryItems.inventoryStatus, source.inventoryStatus),
          same(inventoryItems.lotNumber, source.lotNumber),
          same(inventoryItems.packageTag, source.packageTag),
          same(inventoryItems.expiresAt, source.expiresAt),
        ),
      )
      .limit(1);
    const back = { ...change, referenceType: "INVENTORY_ITEM", referenceId: id };
    if (match) {
      await changeQuantity(tx, scope, { ...back, inventoryId: match.id }, { delta: input.quantity });
      return match.id;
    }
    return createLot(
      tx,
      scope,
      {
        productId: source.productId,
        roomId: input.toRoomId,
        quantity: input.quantity,
        unitCostCents: source.unitCostCents,
        lotNumber: source.lotNumber,
        packageTag: source.packageTag,
        expiresAt: source.expiresAt,
        inventoryStatus: source.inventoryStatus,
        receiveOrderId: source.receiveOrderId,
        receivedAt: source.receivedAt,
      },
      back,
    );
  });
  const [from, to] = await loadInventoryItems(db, scope, [id, toId]);
  return { from: from!, to: to! };
}
