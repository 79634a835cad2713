// Stock for a sale made offline (decision 0027): the goods left the store while the server could not be asked, so
// the sale takes what its lots hold, first-expiry-first-out like every sale, and whatever they lack from the last lot
// it took (or the product's most recent lot in the register's rooms), which then stands below zero: a discrepancy
// the manager settles with a count. Lots are locked in id order, as every sale locks them.
import type { CartLine } from "@verdant/shared/pricing/pricing.types";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inventoryItems } from "../../db/schema/index.ts";
import type { SaleLot } from "../../db/schema/sales.ts";
import { AppError, say } from "../../lib/app-error.ts";
import type { LocationScope } from "../../plugins/access.ts";
import type { ProductFacts } from "../sales/sales.service.ts";
import { fefo, lockSellableLots, takeInOrder } from "../sales/sales.service.ts";

export interface Shortfall {
  productId: string;
  productName: string;
  unit: "EACH" | "GRAM";
  /** Engine units (units, or mg) the lots lacked. */
  missing: number;
}

/** The product's most recent lot in the rooms, locked: where a shortfall is recorded when no sellable lot is left. */
async function lastLotOf(db: Db, scope: LocationScope, productId: string, roomIds: string[]) {
  const [lot] = await db
    .select({ id: inventoryItems.id, roomId: inventoryItems.roomId })
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.organizationId, scope.organizationId),
        eq(inventoryItems.locationId, scope.locationId),
        eq(inventoryItems.productId, productId),
        roomIds.length ? inArray(inventoryItems.roomId, roomIds) : undefined,
      ),
    )
    .orderBy(desc(inventoryItems.receivedAt), desc(inventoryItems.id))
    .limit(1)
    .for("update");
  return lot;
}

/** Each line's lots, and what the lots lacked per product. */
export async function allocateOffline(
  db: Db,
  scope: LocationScope,
  cart: CartLine[],
  products: Map<string, ProductFacts>,
  roomIds: string[],
  today: string,
): Promise<{ lots: SaleLot[][]; shortfalls: Shortfall[] }> {
  const candidates = await lockSellableLots(
    db,
    scope,
    cart.map((line) => line.productId),
    roomIds,
    today,
  );
  const ordered = [...candidates].sort(fefo);
  const left = new Map(ordered.map((lot) => [lot.id, lot.quantity]));
  const shortfalls = new Map<string, Shortfall>();
  const lots: SaleLot[][] = [];
  for (const line of cart) {
    const own = ordered.filter((l) => l.productId === line.productId);
    const { taken, missing: wanted } = takeInOrder(own, left, line.quantity);
    if (wanted > 0) {
      const product = products.get(line.productId)!;
      const last = taken.at(-1);
      const target = last
        ? { id: last.inventoryItemId, roomId: last.roomId }
        : await lastLotOf(db, scope, line.productId, roomIds);
      if (!target) {
        throw new AppError("conflict", say("offline.noLot", { product: product.name }));
      }
      if (last) last.quantity += wanted;
      else taken.push({ inventoryItemId: target.id, roomId: target.roomId, quantity: wanted });
      const seen = shortfalls.get(product.id);
      shortfalls.set(product.id, {
        productId: product.id,
        productName: product.name,
        unit: product.unit,
        missing: (seen?.missing ?? 0) + wanted,
      });
    }
    lots.push(taken);
  }
  return { lots, shortfalls: [...shortfalls.values()] };
}
