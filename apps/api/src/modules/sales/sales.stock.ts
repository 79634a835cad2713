// Stock for a sale (domain.md → Inventory): first-expiry-first-out from active, AVAILABLE, unexpired lots in the
// register's linked rooms. A sale allocates from the lots it read without locking them; its write takes each lot
// only if it is still sellable and holds the part (decision 0012). When the write finds a lot changed, the sale
// locks the candidate lots in id order (one order for every sale, so two sales of the same products queue instead
// of deadlocking), allocates again from what it reads under the lock and writes again, so 20 registers selling the
// last 5 units sell exactly 5. Quantities change only through the inventory service, which writes the ledger.
import type { LedgerReason } from "@verdant/shared/inventory";
import type { CartLine } from "@verdant/shared/pricing/pricing.types";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inventoryItems } from "../../db/schema/index.ts";
import type { SaleLot } from "../../db/schema/sales.ts";
import { AppError, say } from "../../lib/app-error.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { changeQuantities, createLot, type SignedChange, sellableCondition } from "../inventory/inventory.service.ts";
import type { ProductFacts } from "./sales.pricing.ts";
import type { LotRead } from "./sales.statements.ts";

export type Lot = {
  id: string;
  productId: string;
  roomId: string;
  quantity: number;
  expiresAt: string | null;
  receivedAt: Date;
  unitCostCents: number;
};

/** First expiry first, then first received: the order every sale takes lots in. */
export const fefo = (a: Lot, b: Lot) =>
  (a.expiresAt ?? "9999-12-31").localeCompare(b.expiresAt ?? "9999-12-31") ||
  a.receivedAt.getTime() - b.receivedAt.getTime() ||
  a.id.localeCompare(b.id);

export async function lockSellableLots(
  db: Db,
  scope: LocationScope,
  productIds: string[],
  roomIds: string[],
  today: string,
) {
  if (roomIds.length === 0) return [];
  return db
    .select({
      id: inventoryItems.id,
      productId: inventoryItems.productId,
      roomId: inventoryItems.roomId,
      quantity: inventoryItems.quantity,
      expiresAt: inventoryItems.expiresAt,
      receivedAt: inventoryItems.receivedAt,
      unitCostCents: inventoryItems.unitCostCents,
    })
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.organizationId, scope.organizationId),
        eq(inventoryItems.locationId, scope.locationId),
        inArray(inventoryItems.productId, [...new Set(productIds)]),
        inArray(inventoryItems.roomId, roomIds),
        sellableCondition(today, scope.locationId),
        gt(inventoryItems.quantity, 0),
      ),
    )
    .orderBy(asc(inventoryItems.id))
    .for("update");
}

const shown = (unit: "EACH" | "GRAM", quantity: number) =>
  unit === "GRAM" ? `${quantity / 1000} g` : String(quantity);

/** The lots the cart read found (JSON), as allocate reads them. */
export const lotsOf = (read: LotRead[]): Lot[] => read.map((lot) => ({ ...lot, receivedAt: new Date(lot.receivedAt) }));

/**
 * Which lots each line takes, first-expiry-first-out from `lots`; refuses with insufficient_stock naming the
 * product when they hold too little.
 */
export function allocate(cart: CartLine[], products: Map<string, ProductFacts>, candidates: Lot[]): SaleLot[][] {
  const lots = [...candidates].sort(fefo);
  const left = new Map(lots.map((lot) => [lot.id, lot.quantity]));
  return cart.map((line) => {
    const product = products.get(line.productId)!;
    const own = lots.filter((lot) => lot.productId === line.productId);
    const available = own.reduce((sum, lot) => sum + left.get(lot.id)!, 0);
    if (available < line.quantity) {
      throw new AppError(
        "insufficient_stock",
        say("sale.notEnoughStock", {
          product: product.name,
          available: shown(product.unit, available),
          requested: shown(product.unit, line.quantity),
        }),
        { productId: product.id, product: product.name, available },
      );
    }
    return takeInOrder(own, left, line.quantity).taken;
  });
}

/**
 * Takes up to `wanted` from `lots` in their order, lowering what `left` says each holds; answers the parts taken and
 * what they lacked.
 */
export function takeInOrder(lots: Lot[], left: Map<string, number>, wanted: number) {
  const taken: SaleLot[] = [];
  let missing = wanted;
  for (const lot of lots) {
    if (missing === 0) break;
    const take = Math.min(missing, left.get(lot.id)!);
    if (take === 0) continue;
    left.set(lot.id, left.get(lot.id)! - take);
    taken.push({ inventoryItemId: lot.id, roomId: lot.roomId, quantity: take });
    missing -= take;
  }
  return { taken, missing };
}

/** Each line's lots, with the unit cost of every lot it could take (for the cost the line records). */
export interface Allocation {
  taken: SaleLot[][];
  costs: ReadonlyMap<string, number>;
}

/** The allocation from the lots the cart read (see allocate). */
export const allocation = (cart: CartLine[], products: Map<string, ProductFacts>, lots: Lot[]): Allocation => ({
  taken: allocate(cart, products, lots),
  costs: new Map(lots.map((lot) => [lot.id, lot.unitCostCents])),
});

/** The allocation again from the lots locked and read under the lock: when a sale's first write found them changed. */
export async function allocateLocked(
  db: Db,
  scope: LocationScope,
  cart: CartLine[],
  products: Map<string, ProductFacts>,
  roomIds: string[],
  today: string,
): Promise<Allocation> {
  const lots = await lockSellableLots(
    db,
    scope,
    cart.map((l) => l.productId),
    roomIds,
    today,
  );
  return allocation(cart, products, lots);
}

/** Each lot's part of a sale as the ledger's changes: taken (SALE) or given back (VOID, REFUND). */
export function stockChanges(lots: SaleLot[], sign: -1 | 1, move: StockMove): SignedChange[] {
  return lots.map((lot) => ({
    inventoryId: lot.inventoryItemId,
    delta: sign * lot.quantity,
    reason: move.reason,
    userId: move.userId,
    note: move.note ?? null,
    referenceType: "SALE",
    referenceId: move.saleId,
  }));
}

export interface StockMove {
  reason: LedgerReason;
  userId: string;
  saleId: string;
  note?: string;
}

/** Takes (SALE) or gives back (VOID, REFUND) each lot's part: one ledger row each, in one batch. */
export async function moveStock(db: Db, scope: LocationScope, lots: SaleLot[], sign: -1 | 1, move: StockMove) {
  await changeQuantities(db, scope, stockChanges(lots, sign, move));
}

/** A refund restocked into a chosen room: back into the lot when it is that room's, else a new lot there. */
export async function restockInto(db: Db, scope: LocationScope, lots: SaleLot[], roomId: string, move: StockMove) {
  const same = lots.filter((lot) => lot.roomId === roomId);
  await moveStock(db, scope, same, 1, move);
  const moved = lots.filter((lot) => lot.roomId !== roomId);
  if (moved.length === 0) return;
  const sources = await db
    .select()
    .from(inventoryItems)
    .where(
      inArray(
        inventoryItems.id,
        moved.map((lot) => lot.inventoryItemId),
      ),
    );
  for (const lot of moved) {
    const source = sources.find((s) => s.id === lot.inventoryItemId)!;
    await createLot(
      db,
      scope,
      {
        productId: source.productId,
        roomId,
        quantity: lot.quantity,
        unitCostCents: source.unitCostCents,
        lotNumber: source.lotNumber,
        packageTag: source.packageTag,
        expiresAt: source.expiresAt,
        receivedAt: source.receivedAt,
      },
      {
        reason: move.reason,
        userId: move.userId,
        note: move.note ?? null,
        referenceType: "SALE",
        referenceId: move.saleId,
      },
    );
  }
}

/** The lot parts of `quantity` units refunded after `refundedBefore` units: the last lots taken come back first. */
export function lotsToReturn(lots: SaleLot[], refundedBefore: number, quantity: number): SaleLot[] {
  let skip = refundedBefore;
  let wanted = quantity;
  const parts: SaleLot[] = [];
  for (const lot of [...lots].reverse()) {
    const usable = lot.quantity - Math.min(skip, lot.quantity);
    skip = Math.max(0, skip - lot.quantity);
    const take = Math.min(usable, wanted);
    if (take > 0) parts.push({ ...lot, quantity: take });
    wanted -= take;
    if (wanted === 0) break;
  }
  return parts;
}
