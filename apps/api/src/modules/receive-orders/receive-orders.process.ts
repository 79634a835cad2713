// process-to-inventory (spec §4, §7 Receive orders; domain.md → Purchasing): in ONE transaction, lots in the chosen
// rooms with RECEIVE ledger rows, the purchase order's received quantities and status, and the receive order
// COMPLETED. The order's row is locked first, so a second call — a double click, another tab — waits for the first
// to commit, then finds it COMPLETED and answers 409: stock is created once.
import type { PurchaseOrderStatus } from "@verdant/shared/purchase-orders";
import { canMoveReceiveOrder, type ProcessResult, type ReceiveOrderItem } from "@verdant/shared/receive-orders";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { purchaseOrderItems, purchaseOrders, receiveOrderItems, receiveOrders } from "../../db/schema/index.ts";
import { AppError, say } from "../../lib/app-error.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { createLot, todayAt } from "../inventory/inventory.service.ts";
import { lockPurchaseOrder } from "../purchase-orders/purchase-orders.service.ts";
import { loadReceiveOrderItems, lockReceiveOrder, roById } from "./receive-orders.entity.ts";

const CREDITABLE: readonly PurchaseOrderStatus[] = ["SUBMITTED", "PARTIALLY_RECEIVED", "RECEIVED"];

export async function processToInventory(
  db: Db,
  scope: LocationScope,
  userId: string,
  id: string,
): Promise<ProcessResult> {
  return db.transaction(async (tx) => {
    const order = await lockReceiveOrder(tx, scope, id);
    if (order.status === "COMPLETED") {
      throw new AppError("conflict", say("receive.alreadyProcessed"));
    }
    if (!canMoveReceiveOrder(order.status, "PROCESSING")) {
      throw new AppError("conflict", say("receive.notProcessable", { status: order.status }));
    }
    await tx.update(receiveOrders).set({ status: "PROCESSING", updatedAt: new Date() }).where(roById(scope, id));
    const items = await loadReceiveOrderItems(tx, scope, id);
    if (items.length === 0) throw new AppError("conflict", say("receive.noItems"));
    const roomless = items.filter((item) => item.roomId === null);
    if (roomless.length > 0) {
      throw new AppError(
        "validation_failed",
        roomless.map((item) => say("receive.roomRequired", { product: item.productName, id: item.id })),
      );
    }

    const inventoryIds: string[] = [];
    for (const item of items) {
      const inventoryId = await createLot(
        tx,
        scope,
        {
          productId: item.productId,
          roomId: item.roomId!,
          quantity: item.quantity,
          unitCostCents: item.unitCostCents,
          lotNumber: item.lotNumber,
          packageTag: item.packageTag,
          stateUnit: item.stateUnit,
          expiresAt: item.expiresAt,
          receiveOrderId: id,
        },
        { reason: "RECEIVE", userId, referenceType: "RECEIVE_ORDER", referenceId: id },
      );
      await tx
        .update(receiveOrderItems)
        .set({ inventoryId, updatedAt: new Date() })
        .where(eq(receiveOrderItems.id, item.id));
      inventoryIds.push(inventoryId);
    }
    if (order.purchaseOrderId) await creditPurchaseOrder(tx, scope, order.purchaseOrderId, items);

    await tx
      .update(receiveOrders)
      .set({
        status: "COMPLETED",
        processedAt: new Date(),
        receivedAt: order.receivedAt ?? (await todayAt(tx, scope)),
        updatedAt: new Date(),
      })
      .where(roById(scope, id));
    const lots = items.length === 1 ? "1 item" : `${items.length} items`;
    return { message: `${lots} processed to inventory`, inventoryIds };
  });
}

/** Adds what arrived to the order's lines (by line, else by product) and moves it to PARTIALLY_RECEIVED or RECEIVED. */
async function creditPurchaseOrder(tx: Db, scope: LocationScope, purchaseOrderId: string, items: ReceiveOrderItem[]) {
  const po = await lockPurchaseOrder(tx, scope, purchaseOrderId);
  if (!CREDITABLE.includes(po.status)) {
    throw new AppError("conflict", say("receive.poClosed", { status: po.status }));
  }
  for (const item of items) {
    const line = item.purchaseOrderItemId
      ? eq(purchaseOrderItems.id, item.purchaseOrderItemId)
      : eq(purchaseOrderItems.productId, item.productId);
    await tx
      .update(purchaseOrderItems)
      .set({ receivedQuantity: sql`${purchaseOrderItems.receivedQuantity} + ${item.quantity}`, updatedAt: new Date() })
      .where(and(eq(purchaseOrderItems.purchaseOrderId, purchaseOrderId), line));
  }
  const [state] = await tx
    .select({
      open: sql<number>`count(*) filter (where ${purchaseOrderItems.receivedQuantity} < ${purchaseOrderItems.quantity})::int`,
    })
    .from(purchaseOrderItems)
    .where(eq(purchaseOrderItems.purchaseOrderId, purchaseOrderId));
  const status = (state?.open ?? 0) === 0 ? "RECEIVED" : "PARTIALLY_RECEIVED";
  await tx.update(purchaseOrders).set({ status, updatedAt: new Date() }).where(eq(purchaseOrders.id, purchaseOrderId));
}
