// Items of a receive order (spec §7 Receive orders /{id}/items): what arrived, at what cost, into which room, with
// its lot number, package tag and expiry. Editable while the order is PENDING or RECEIVED.
import { LINE_COST_MAX_CENTS, lineCostFits } from "@verdant/shared/purchase-orders";
import type { ReceiveOrderItem, receiveOrderItemInput, receiveOrderItemsQuery } from "@verdant/shared/receive-orders";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { products, purchaseOrderItems, receiveOrderItems } from "../../db/schema/index.ts";
import { AppError, notFound, say } from "../../lib/app-error.ts";
import { listPage } from "../../lib/queries.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { assertRoomInScope } from "../inventory/inventory.service.ts";
import { productsOf } from "../purchase-orders/purchase-orders.service.ts";
import {
  loadReceiveOrder,
  loadReceiveOrderItems,
  lockOpenReceiveOrder,
  type ReceiveOrderRow,
  roItemsInScope,
} from "./receive-orders.entity.ts";

type ItemValues = z.output<typeof receiveOrderItemInput>;

const itemById = (scope: LocationScope, receiveOrderId: string, itemId: string) =>
  and(roItemsInScope(scope, receiveOrderId), eq(receiveOrderItems.id, itemId));

/** The item's columns: a product on the order's purchase order is credited to that line, at its cost by default. */
async function columnsOf(tx: Db, scope: LocationScope, order: ReceiveOrderRow, input: ItemValues) {
  const costs = await productsOf(tx, scope, [input.productId]);
  if (input.roomId) await assertRoomInScope(tx, scope, input.roomId);
  const [line] = order.purchaseOrderId
    ? await tx
        .select({ id: purchaseOrderItems.id, unitCostCents: purchaseOrderItems.unitCostCents })
        .from(purchaseOrderItems)
        .where(
          and(
            eq(purchaseOrderItems.purchaseOrderId, order.purchaseOrderId),
            eq(purchaseOrderItems.productId, input.productId),
          ),
        )
    : [];
  const unitCostCents = input.unitCostCents ?? line?.unitCostCents ?? costs.get(input.productId) ?? 0;
  if (!lineCostFits(input.quantity, unitCostCents))
    throw new AppError("validation_failed", [say("lineCost", { max: LINE_COST_MAX_CENTS })]);
  return {
    productId: input.productId,
    quantity: input.quantity,
    unitCostCents,
    purchaseOrderItemId: line?.id ?? null,
    roomId: input.roomId ?? null,
    lotNumber: input.lotNumber ?? null,
    packageTag: input.packageTag ?? null,
    stateUnit: input.stateUnit ?? null,
    expiresAt: input.expiresAt ?? null,
  };
}

export async function addReceiveOrderItem(
  db: Db,
  scope: LocationScope,
  receiveOrderId: string,
  input: ItemValues,
): Promise<ReceiveOrderItem> {
  const id = await db.transaction(async (tx) => {
    const order = await lockOpenReceiveOrder(tx, scope, receiveOrderId);
    const [row] = await tx
      .insert(receiveOrderItems)
      .values({ ...scope, receiveOrderId, ...(await columnsOf(tx, scope, order, input)) })
      .returning({ id: receiveOrderItems.id });
    return row!.id;
  });
  return getReceiveOrderItem(db, scope, receiveOrderId, id);
}

export async function listReceiveOrderItems(
  db: Db,
  scope: LocationScope,
  receiveOrderId: string,
  query: z.output<typeof receiveOrderItemsQuery>,
) {
  await loadReceiveOrder(db, scope, receiveOrderId);
  const items = await loadReceiveOrderItems(
    db,
    scope,
    receiveOrderId,
    query.vendorIds?.length ? inArray(products.vendorId, query.vendorIds) : undefined,
  );
  const start = (query.page - 1) * query.limit;
  return listPage(items.slice(start, start + query.limit), query.page, query.limit, items.length);
}

export async function getReceiveOrderItem(db: Db, scope: LocationScope, receiveOrderId: string, itemId: string) {
  await loadReceiveOrder(db, scope, receiveOrderId);
  const [item] = await loadReceiveOrderItems(db, scope, receiveOrderId, eq(receiveOrderItems.id, itemId));
  if (!item) throw notFound("receiveOrderItem");
  return item;
}

/** PUT replaces the item: a field left out is cleared (the room, lot number, tag, expiry). */
export async function updateReceiveOrderItem(
  db: Db,
  scope: LocationScope,
  receiveOrderId: string,
  itemId: string,
  input: ItemValues,
): Promise<ReceiveOrderItem> {
  await db.transaction(async (tx) => {
    const order = await lockOpenReceiveOrder(tx, scope, receiveOrderId);
    const [row] = await tx
      .update(receiveOrderItems)
      .set({ ...(await columnsOf(tx, scope, order, input)), updatedAt: new Date() })
      .where(itemById(scope, receiveOrderId, itemId))
      .returning({ id: receiveOrderItems.id });
    if (!row) throw notFound("receiveOrderItem");
  });
  return getReceiveOrderItem(db, scope, receiveOrderId, itemId);
}

export async function deleteReceiveOrderItem(
  db: Db,
  scope: LocationScope,
  receiveOrderId: string,
  itemId: string,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await lockOpenReceiveOrder(tx, scope, receiveOrderId);
    const [row] = await tx
      .delete(receiveOrderItems)
      .where(itemById(scope, receiveOrderId, itemId))
      .returning({ id: receiveOrderItems.id });
    if (!row) throw notFound("receiveOrderItem");
    return row;
  });
}
