// Items of a purchase order (spec §7 Purchase orders /{id}/items...): editable only while the order is a DRAFT.
// Each write locks the order's row and recomputes its totals in the same transaction.
import type {
  PurchaseOrderItem,
  purchaseOrderItemInput,
  purchaseOrderItemsQuery,
  updatePurchaseOrderItemInput,
} from "@verdant/shared/purchase-orders";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { purchaseOrderItems } from "../../db/schema/index.ts";
import { AppError, notFound, say } from "../../lib/app-error.ts";
import { listPage, uniqueConstraintOf } from "../../lib/queries.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { loadItems, loadPurchaseOrder, lockDraft, productsOf, refreshTotals } from "./purchase-orders.entity.ts";

type ItemValues = z.output<typeof purchaseOrderItemInput>;

const itemById = (scope: LocationScope, purchaseOrderId: string, itemId: string) =>
  and(
    eq(purchaseOrderItems.organizationId, scope.organizationId),
    eq(purchaseOrderItems.locationId, scope.locationId),
    eq(purchaseOrderItems.purchaseOrderId, purchaseOrderId),
    eq(purchaseOrderItems.id, itemId),
  );

const alreadyOnOrder = () => new AppError("conflict", say("po.productOnOrder"));

/** Adds lines in one transaction; a product missing from the location, or already on the order, refuses all. */
export async function addPurchaseOrderItems(
  db: Db,
  scope: LocationScope,
  purchaseOrderId: string,
  items: ItemValues[],
): Promise<PurchaseOrderItem[]> {
  try {
    const ids = await db.transaction(async (tx) => {
      const row = await lockDraft(tx, scope, purchaseOrderId);
      const costs = await productsOf(
        tx,
        scope,
        items.map((i) => i.productId),
      );
      // Lines list in the order they were added: a batch gets one millisecond per line to keep its order.
      const now = Date.now();
      const inserted = await tx
        .insert(purchaseOrderItems)
        .values(
          items.map((item, index) => ({
            createdAt: new Date(now + index),
            ...scope,
            purchaseOrderId,
            productId: item.productId,
            quantity: item.quantity,
            unitCostCents: item.unitCostCents ?? costs.get(item.productId) ?? 0,
          })),
        )
        .returning({ id: purchaseOrderItems.id });
      await refreshTotals(tx, scope, row);
      return inserted.map((r) => r.id);
    });
    const added = await loadItems(db, scope, purchaseOrderId, ids);
    return added.sort((x, y) => ids.indexOf(x.id) - ids.indexOf(y.id));
  } catch (error) {
    if (uniqueConstraintOf(error) === "purchase_order_items_product_key") throw alreadyOnOrder();
    throw error;
  }
}

export async function addPurchaseOrderItem(db: Db, scope: LocationScope, purchaseOrderId: string, item: ItemValues) {
  const [added] = await addPurchaseOrderItems(db, scope, purchaseOrderId, [item]);
  return added!;
}

export async function listPurchaseOrderItems(
  db: Db,
  scope: LocationScope,
  purchaseOrderId: string,
  query: z.output<typeof purchaseOrderItemsQuery>,
) {
  await loadPurchaseOrder(db, scope, purchaseOrderId);
  const items = await loadItems(db, scope, purchaseOrderId);
  const start = (query.page - 1) * query.limit;
  return listPage(items.slice(start, start + query.limit), query.page, query.limit, items.length);
}

export async function getPurchaseOrderItem(db: Db, scope: LocationScope, purchaseOrderId: string, itemId: string) {
  await loadPurchaseOrder(db, scope, purchaseOrderId);
  const [item] = await loadItems(db, scope, purchaseOrderId, [itemId]);
  if (!item) throw notFound("purchaseOrderItem");
  return item;
}

export async function updatePurchaseOrderItem(
  db: Db,
  scope: LocationScope,
  purchaseOrderId: string,
  itemId: string,
  input: z.output<typeof updatePurchaseOrderItemInput>,
): Promise<PurchaseOrderItem> {
  await db.transaction(async (tx) => {
    const row = await lockDraft(tx, scope, purchaseOrderId);
    const [updated] = await tx
      .update(purchaseOrderItems)
      .set({ ...input, updatedAt: new Date() })
      .where(itemById(scope, purchaseOrderId, itemId))
      .returning({ id: purchaseOrderItems.id });
    if (!updated) throw notFound("purchaseOrderItem");
    await refreshTotals(tx, scope, row);
  });
  return getPurchaseOrderItem(db, scope, purchaseOrderId, itemId);
}

export async function deletePurchaseOrderItem(
  db: Db,
  scope: LocationScope,
  purchaseOrderId: string,
  itemId: string,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const row = await lockDraft(tx, scope, purchaseOrderId);
    const [deleted] = await tx
      .delete(purchaseOrderItems)
      .where(itemById(scope, purchaseOrderId, itemId))
      .returning({ id: purchaseOrderItems.id });
    if (!deleted) throw notFound("purchaseOrderItem");
    await refreshTotals(tx, scope, row);
    return deleted;
  });
}
