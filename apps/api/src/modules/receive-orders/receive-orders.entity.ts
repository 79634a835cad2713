// Receive orders as the API shows them, and the row helpers their actions share: the tenant filter, the lock on
// an order that is still open (PENDING or RECEIVED), and the items with their products and rooms.
import { lineCostCents } from "@verdant/shared/purchase-orders";
import { OPEN_RECEIVE_ORDER_STATUSES, type ReceiveOrder, type ReceiveOrderItem } from "@verdant/shared/receive-orders";
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { products, purchaseOrders, receiveOrderItems, receiveOrders, rooms, vendors } from "../../db/schema/index.ts";
import { AppError, notFound, say } from "../../lib/app-error.ts";
import type { LocationScope } from "../../plugins/access.ts";

export type ReceiveOrderRow = typeof receiveOrders.$inferSelect;

export const roInScope = (scope: LocationScope) =>
  and(eq(receiveOrders.organizationId, scope.organizationId), eq(receiveOrders.locationId, scope.locationId));
export const roById = (scope: LocationScope, id: string) => and(roInScope(scope), eq(receiveOrders.id, id));
export const roItemsInScope = (scope: LocationScope, receiveOrderId: string) =>
  and(
    eq(receiveOrderItems.organizationId, scope.organizationId),
    eq(receiveOrderItems.locationId, scope.locationId),
    eq(receiveOrderItems.receiveOrderId, receiveOrderId),
  );

export async function lockReceiveOrder(tx: Db, scope: LocationScope, id: string): Promise<ReceiveOrderRow> {
  const [row] = await tx.select().from(receiveOrders).where(roById(scope, id)).for("update");
  if (!row) throw notFound("receiveOrder");
  return row;
}

/** Items change only while the delivery is being counted (PENDING or RECEIVED). */
export async function lockOpenReceiveOrder(tx: Db, scope: LocationScope, id: string): Promise<ReceiveOrderRow> {
  const row = await lockReceiveOrder(tx, scope, id);
  if (!OPEN_RECEIVE_ORDER_STATUSES.includes(row.status)) {
    throw new AppError("conflict", say("receive.notChangeable", { status: row.status }));
  }
  return row;
}

/** Items of one order, oldest first, optionally narrowed (ids, or any extra condition such as a vendor filter). */
export async function loadReceiveOrderItems(
  db: Db,
  scope: LocationScope,
  receiveOrderId: string,
  extra?: SQL,
): Promise<ReceiveOrderItem[]> {
  const rows = await db
    .select({
      item: receiveOrderItems,
      productName: products.name,
      sku: products.sku,
      unit: products.unit,
      vendorId: products.vendorId,
      roomName: rooms.name,
    })
    .from(receiveOrderItems)
    .innerJoin(products, eq(products.id, receiveOrderItems.productId))
    .leftJoin(rooms, eq(rooms.id, receiveOrderItems.roomId))
    .where(and(roItemsInScope(scope, receiveOrderId), extra))
    .orderBy(asc(receiveOrderItems.createdAt), asc(receiveOrderItems.id));
  return rows.map(({ item, ...product }) => ({
    id: item.id,
    receiveOrderId: item.receiveOrderId,
    purchaseOrderItemId: item.purchaseOrderItemId,
    productId: item.productId,
    productName: product.productName,
    sku: product.sku,
    unit: product.unit,
    vendorId: product.vendorId,
    quantity: item.quantity,
    unitCostCents: item.unitCostCents,
    roomId: item.roomId,
    roomName: product.roomName,
    lotNumber: item.lotNumber,
    packageTag: item.packageTag,
    stateUnit: item.stateUnit,
    expiresAt: item.expiresAt,
    inventoryId: item.inventoryId,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  }));
}

/** Item counts and costs of several orders, with the same line rule as purchase orders. */
async function summaries(db: Db, scope: LocationScope, ids: string[]) {
  const result = new Map<string, { itemCount: number; totalCostCents: number }>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      receiveOrderId: receiveOrderItems.receiveOrderId,
      quantity: receiveOrderItems.quantity,
      unitCostCents: receiveOrderItems.unitCostCents,
      unit: products.unit,
    })
    .from(receiveOrderItems)
    .innerJoin(products, eq(products.id, receiveOrderItems.productId))
    .where(and(eq(receiveOrderItems.locationId, scope.locationId), inArray(receiveOrderItems.receiveOrderId, ids)));
  for (const row of rows) {
    const sum = result.get(row.receiveOrderId) ?? { itemCount: 0, totalCostCents: 0 };
    sum.itemCount += 1;
    sum.totalCostCents += lineCostCents(row.quantity, row.unitCostCents, row.unit);
    result.set(row.receiveOrderId, sum);
  }
  return result;
}

/** The orders with these ids, in the order given. */
export async function loadReceiveOrders(db: Db, scope: LocationScope, ids: string[]): Promise<ReceiveOrder[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ro: receiveOrders, poNumber: purchaseOrders.poNumber, vendorName: vendors.name })
    .from(receiveOrders)
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, receiveOrders.purchaseOrderId))
    .leftJoin(vendors, eq(vendors.id, receiveOrders.vendorId))
    .where(and(roInScope(scope), inArray(receiveOrders.id, ids)));
  const sums = await summaries(db, scope, ids);
  const byId = new Map(rows.map((r) => [r.ro.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { ro } = row;
    return [
      {
        id: ro.id,
        organizationId: ro.organizationId,
        locationId: ro.locationId,
        purchaseOrderId: ro.purchaseOrderId,
        poNumber: row.poNumber,
        vendorId: ro.vendorId,
        vendorName: row.vendorName,
        status: ro.status,
        receivedAt: ro.receivedAt,
        notes: ro.notes,
        itemCount: sums.get(id)?.itemCount ?? 0,
        totalCostCents: sums.get(id)?.totalCostCents ?? 0,
        processedAt: ro.processedAt?.toISOString() ?? null,
        createdAt: ro.createdAt.toISOString(),
        updatedAt: ro.updatedAt.toISOString(),
      },
    ];
  });
}

export async function loadReceiveOrder(db: Db, scope: LocationScope, id: string): Promise<ReceiveOrder> {
  const [order] = await loadReceiveOrders(db, scope, [id]);
  if (!order) throw notFound("receiveOrder");
  return order;
}
