// Inventory lots of a location (spec §7 Inventory): read, edit details, activate, delete, and create a lot for
// receiving. Quantities move only through inventory.ledger.ts.
import type { BulkResult } from "@verdant/shared";
import type { InventoryItem, InventoryStatus, LedgerReason, updateInventoryInput } from "@verdant/shared/inventory";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { inventoryItems, inventoryLedger, rooms } from "../../db/schema/index.ts";
import { AppError, notFound, type Said, say } from "../../lib/app-error.ts";
import { refusal } from "../../lib/bulk-refusals.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { loadInventoryItem, lotById, lotInScope } from "./inventory.entity.ts";
import { changeQuantity, type QuantityChange } from "./inventory.ledger.ts";

export {
  changeQuantities,
  quantitiesChanged,
  quantitiesLocked,
  quantityChangeValues,
  quantityLockCtes,
  quantityWriteCtes,
  type SignedChange,
} from "./inventory.batch.ts";
export { sellableCondition, todayAt } from "./inventory.entity.ts";
export { changeQuantity, type QuantityChange } from "./inventory.ledger.ts";

export const getInventoryItem = loadInventoryItem;

/** A room of this location, or 404 (another location's room is not found either). */
/** 404 unless the room is the location's; answers its types (a return's disposition depends on them). */
export async function assertRoomInScope(db: Db, scope: LocationScope, roomId: string) {
  const [room] = await db
    .select({ id: rooms.id, roomTypes: rooms.roomTypes })
    .from(rooms)
    .where(
      and(eq(rooms.id, roomId), eq(rooms.organizationId, scope.organizationId), eq(rooms.locationId, scope.locationId)),
    );
  if (!room) throw notFound("room");
  return room.roomTypes;
}

export async function updateInventoryItem(
  db: Db,
  scope: LocationScope,
  id: string,
  input: Partial<z.output<typeof updateInventoryInput>>,
): Promise<InventoryItem> {
  const [row] = await db
    .update(inventoryItems)
    .set({ ...input, updatedAt: new Date() })
    .where(lotById(scope, id))
    .returning({ id: inventoryItems.id });
  if (!row) throw notFound("inventoryItem");
  return loadInventoryItem(db, scope, id);
}

export async function setInventoryActive(db: Db, scope: LocationScope, id: string, isActive: boolean) {
  return updateInventoryItem(db, scope, id, { isActive });
}

export async function bulkSetInventoryActive(
  db: Db,
  scope: LocationScope,
  ids: string[],
  isActive: boolean,
): Promise<BulkResult> {
  const updated = await db
    .update(inventoryItems)
    .set({ isActive, updatedAt: new Date() })
    .where(and(lotInScope(scope), inArray(inventoryItems.id, ids)))
    .returning({ id: inventoryItems.id });
  return bulkOutcome(ids, new Set(updated.map((r) => r.id)), new Map());
}

const stillHolds = (quantity: number) => say("inventory.stillHolds", { quantity });

/**
 * Empty lots go: those with ledger rows (every received lot) are archived, hidden from lists and reads with their
 * history kept for the sales that drew from them; the rest are deleted (decision 0017).
 */
async function removeLots(tx: Db, scope: LocationScope, ids: string[]): Promise<void> {
  const withHistory = await tx
    .selectDistinct({ id: inventoryLedger.inventoryId })
    .from(inventoryLedger)
    .where(and(eq(inventoryLedger.locationId, scope.locationId), inArray(inventoryLedger.inventoryId, ids)));
  const archived = new Set(withHistory.map((row) => row.id));
  if (archived.size) {
    await tx
      .update(inventoryItems)
      .set({ archivedAt: new Date(), updatedAt: new Date() })
      .where(and(lotInScope(scope), inArray(inventoryItems.id, [...archived])));
  }
  const deletable = ids.filter((id) => !archived.has(id));
  if (deletable.length)
    await tx.delete(inventoryItems).where(and(lotInScope(scope), inArray(inventoryItems.id, deletable)));
}

/** Only an empty lot can go: stock is never removed without a ledger row saying why. */
export async function deleteInventoryItem(db: Db, scope: LocationScope, id: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [lot] = await tx
      .select({ quantity: inventoryItems.quantity })
      .from(inventoryItems)
      .where(lotById(scope, id))
      .for("update");
    if (!lot) throw notFound("inventoryItem");
    if (lot.quantity > 0) throw new AppError("conflict", stillHolds(lot.quantity));
    await removeLots(tx, scope, [id]);
    return { id };
  });
}

export async function bulkDeleteInventoryItems(db: Db, scope: LocationScope, ids: string[]): Promise<BulkResult> {
  return db.transaction(async (tx) => {
    const lots = await tx
      .select({ id: inventoryItems.id, quantity: inventoryItems.quantity })
      .from(inventoryItems)
      .where(and(lotInScope(scope), inArray(inventoryItems.id, ids)))
      .for("update");
    const refused = new Map(lots.filter((l) => l.quantity > 0).map((l) => [l.id, stillHolds(l.quantity)]));
    const empty = lots.filter((l) => l.quantity === 0).map((l) => l.id);
    if (empty.length) await removeLots(tx, scope, empty);
    return bulkOutcome(ids, new Set(empty), refused);
  });
}

export function bulkOutcome(ids: string[], done: Set<string>, refused: Map<string, Said>): BulkResult {
  const failures = ids
    .filter((id) => !done.has(id))
    .map((id) => refusal(id, refused.get(id) ?? say("notFound.inventoryItem")));
  return { successCount: done.size, failureCount: failures.length, failures };
}

export interface NewLot {
  productId: string;
  roomId: string;
  quantity: number;
  unitCostCents: number;
  lotNumber?: string | null;
  packageTag?: string | null;
  stateUnit?: string | null;
  expiresAt?: string | null;
  inventoryStatus?: InventoryStatus;
  receiveOrderId?: string | null;
  /** A moved part keeps the day it first arrived (first-expiry-first-out reads it). */
  receivedAt?: Date;
}

/** A new lot whose stock arrives through the ledger (reason RECEIVE, or TRANSFER for a moved part). */
export async function createLot(
  db: Db,
  scope: LocationScope,
  lot: NewLot,
  change: Omit<QuantityChange, "inventoryId"> & { reason: LedgerReason },
): Promise<string> {
  return db.transaction(async (tx) => {
    const { quantity, ...details } = lot;
    const [row] = await tx
      .insert(inventoryItems)
      .values({ ...scope, ...details, quantity: 0 })
      .returning({ id: inventoryItems.id });
    await changeQuantity(tx, scope, { ...change, inventoryId: row!.id }, { delta: quantity });
    return row!.id;
  });
}
