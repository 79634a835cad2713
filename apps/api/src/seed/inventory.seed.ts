// Demo stock and purchasing (issue 5), made through the same services the API calls, so every unit has its
// ledger rows: per demo location, opening stock received into the sales floor and vault (some of it low against
// its reorder point, some expired), a quarantined delivery, and a purchase order in each status, the received
// ones with their completed receive orders.
import type { PurchaseOrderStatus } from "@verdant/shared/purchase-orders";
import { and, asc, eq, gt, isNotNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { locations, organizations, products, rooms, users } from "../db/schema/index.ts";
import { changeQuantity, updateInventoryItem } from "../modules/inventory/inventory.service.ts";
import { addPurchaseOrderItems } from "../modules/purchase-orders/purchase-orders.items.ts";
import {
  confirmPurchaseOrder,
  createPurchaseOrder,
  setPurchaseOrderStatus,
  setPurchaseOrderStep,
} from "../modules/purchase-orders/purchase-orders.service.ts";
import { addReceiveOrderItem, updateReceiveOrderItem } from "../modules/receive-orders/receive-orders.items.ts";
import { processToInventory } from "../modules/receive-orders/receive-orders.process.ts";
import { createReceiveOrder } from "../modules/receive-orders/receive-orders.service.ts";
import type { LocationScope } from "../plugins/access.ts";
import type { SeedContext } from "./index.ts";
import { DEMO_ORGANIZATION } from "./organizations.seed.ts";

type Product = { id: string; vendorId: string | null; costCents: number | null; reorderPoint: number | null };
type Rooms = Record<"Sales Floor" | "Vault" | "Quarantine", string>;

const OPENING_PRODUCTS = 120;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function roomsOf(db: Db, scope: LocationScope): Promise<Rooms> {
  const rows = await db
    .select({ id: rooms.id, name: rooms.name })
    .from(rooms)
    .where(eq(rooms.locationId, scope.locationId));
  const byName = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  return { "Sales Floor": byName["Sales Floor"]!, Vault: byName.Vault!, Quarantine: byName.Quarantine! };
}

/** Receives lines in one completed receive order; answers the new lots in line order. */
async function receive(
  db: Db,
  scope: LocationScope,
  userId: string,
  lines: { productId: string; quantity: number; roomId: string; expiresAt?: string; lotNumber?: string }[],
  notes: string,
) {
  const order = await createReceiveOrder(db, scope, userId, { notes, receivedAt: day(-14) });
  for (const line of lines) await addReceiveOrderItem(db, scope, order.id, line);
  return (await processToInventory(db, scope, userId, order.id)).inventoryIds;
}

async function seedStock(db: Db, scope: LocationScope, userId: string, list: Product[], room: Rooms) {
  const opening = list.slice(0, OPENING_PRODUCTS).map((product, i) => ({
    productId: product.id,
    quantity: 12 + ((i * 7) % 48),
    roomId: i % 3 === 0 ? room.Vault : room["Sales Floor"],
    lotNumber: `LOT-${String(2400 + i)}`,
    // Every 17th lot is past its expiry: it reads EXPIRED and is never sold.
    expiresAt: i % 17 === 5 ? day(-3) : day(180 + i),
  }));
  const lots = await receive(db, scope, userId, opening, "Opening stock");
  // Sales and shrinkage bring some products under their reorder point: the low-stock highlight.
  for (const [i, lot] of lots.entries()) {
    const product = list[i]!;
    if (i % 9 !== 0 || !product.reorderPoint) continue;
    await changeQuantity(
      db,
      scope,
      { inventoryId: lot, reason: "ADJUSTMENT", note: "Damaged in display case", userId },
      { setTo: Math.max(0, product.reorderPoint - 2) },
    );
  }
  const held = list.slice(OPENING_PRODUCTS, OPENING_PRODUCTS + 4).map((product, i) => ({
    productId: product.id,
    quantity: 24,
    roomId: room.Quarantine,
    lotNumber: `QA-${100 + i}`,
  }));
  for (const lot of await receive(db, scope, userId, held, "Awaiting lab results")) {
    await updateInventoryItem(db, scope, lot, { inventoryStatus: "QUARANTINE" });
  }
}

/** One purchase order per status; the received ones through real receive orders. */
async function seedPurchaseOrders(db: Db, scope: LocationScope, userId: string, list: Product[], room: Rooms) {
  const statuses: PurchaseOrderStatus[] = [
    "DRAFT",
    "SUBMITTED",
    "PARTIALLY_RECEIVED",
    "RECEIVED",
    "CLOSED",
    "CANCELLED",
  ];
  const supplied = list.filter((p) => p.vendorId);
  for (const [n, status] of statuses.entries()) {
    const lines = supplied.slice(n * 4, n * 4 + 4);
    const vendorId = lines[0]!.vendorId!;
    const po = await createPurchaseOrder(db, scope, userId, {
      vendorId,
      poNumber: `PO-${2025_100 + n}`,
      expectedAt: day(7 + n),
      notes: `Weekly order ${n + 1}`,
      taxRatePpm: 50_000,
    });
    await addPurchaseOrderItems(
      db,
      scope,
      po.id,
      lines.map((p, i) => ({ productId: p.id, quantity: 24 + 12 * i })),
    );
    await setPurchaseOrderStep(db, scope, po.id, status === "DRAFT" ? "ITEMS" : "REVIEW");
    if (status === "DRAFT") continue;
    await confirmPurchaseOrder(db, scope, po.id);
    if (status === "CANCELLED") await setPurchaseOrderStatus(db, scope, po.id, "CANCELLED");
    if (status === "SUBMITTED" || status === "CANCELLED") continue;

    const order = await createReceiveOrder(db, scope, userId, { purchaseOrderId: po.id, receivedAt: day(-2) });
    for (const item of order.items) {
      const quantity = status === "PARTIALLY_RECEIVED" ? Math.ceil(item.quantity / 2) : item.quantity;
      await updateReceiveOrderItem(db, scope, order.id, item.id, {
        productId: item.productId,
        quantity,
        roomId: room.Vault,
        lotNumber: `${po.poNumber}-${item.sku}`,
        expiresAt: day(365),
      });
    }
    await processToInventory(db, scope, userId, order.id);
    if (status === "CLOSED") await setPurchaseOrderStatus(db, scope, po.id, "CLOSED");
  }
}

export async function seedInventory(ctx: SeedContext): Promise<void> {
  const [owner] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, "owner@demo.store"));
  if (!owner) throw new Error("the inventory seed needs owner@demo.store from the identity seed");
  const stores = await ctx.db
    .select({ organizationId: locations.organizationId, locationId: locations.id })
    .from(locations)
    .innerJoin(organizations, eq(locations.organizationId, organizations.id))
    .where(eq(organizations.name, DEMO_ORGANIZATION))
    .orderBy(locations.name);
  for (const scope of stores) {
    const list = await ctx.db
      .select({
        id: products.id,
        vendorId: products.vendorId,
        costCents: products.costCents,
        reorderPoint: products.reorderPoint,
      })
      .from(products)
      .where(
        and(
          eq(products.locationId, scope.locationId),
          eq(products.status, "PUBLISHED"),
          isNotNull(products.vendorId),
          gt(products.priceCents, 0),
        ),
      )
      .orderBy(asc(products.sku));
    const room = await roomsOf(ctx.db, scope);
    await seedStock(ctx.db, scope, owner.id, list, room);
    await seedPurchaseOrders(ctx.db, scope, owner.id, list.slice(OPENING_PRODUCTS + 4), room);
  }
  ctx.notes.push(
    `Inventory: ${OPENING_PRODUCTS + 4} lots per location (some low, some expired, some in quarantine) and a purchase order in each status.`,
  );
}
