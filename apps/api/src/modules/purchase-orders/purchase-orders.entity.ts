// Purchase orders as the API shows them, and the row-level helpers every purchase-order action shares: the
// tenant filter, the draft lock, and the totals kept on the row.
import {
  LINE_COST_MAX_CENTS,
  lineCostCents,
  lineCostFits,
  type PurchaseOrder,
  type PurchaseOrderDetail,
  type PurchaseOrderItem,
  type PurchaseOrderStatus,
  previewTotals,
} from "@verdant/shared/purchase-orders";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { products, purchaseOrderItems, purchaseOrders, vendors } from "../../db/schema/index.ts";
import { AppError, notFound, say } from "../../lib/app-error.ts";
import type { LocationScope } from "../../plugins/access.ts";

export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;

export const poInScope = (scope: LocationScope) =>
  and(eq(purchaseOrders.organizationId, scope.organizationId), eq(purchaseOrders.locationId, scope.locationId));
export const poById = (scope: LocationScope, id: string) => and(poInScope(scope), eq(purchaseOrders.id, id));

/** Why a move is refused, when the statuses alone do not say it. */
type Why = "draftOnly" | "byReceiving" | "none";
export const transitionRefused = (from: PurchaseOrderStatus, to: PurchaseOrderStatus, why: Why = "none") =>
  new AppError("conflict", say("po.transition", { from, to, why }));

export function toPurchaseOrder(row: PurchaseOrderRow, vendorName: string): PurchaseOrder {
  return {
    id: row.id,
    organizationId: row.organizationId,
    locationId: row.locationId,
    vendorId: row.vendorId,
    vendorName,
    poNumber: row.poNumber,
    status: row.status,
    step: row.step,
    expectedAt: row.expectedAt,
    notes: row.notes,
    internalNotes: row.internalNotes,
    taxRatePpm: row.taxRatePpm,
    itemCount: row.itemCount,
    subtotalCents: row.subtotalCents,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The order's row, locked for the rest of the transaction (item edits and status moves queue on it). */
export async function lockPurchaseOrder(tx: Db, scope: LocationScope, id: string): Promise<PurchaseOrderRow> {
  const [row] = await tx.select().from(purchaseOrders).where(poById(scope, id)).for("update");
  if (!row) throw notFound("purchaseOrder");
  return row;
}

/** Items (and details) change only while the order is a DRAFT. */
export async function lockDraft(tx: Db, scope: LocationScope, id: string): Promise<PurchaseOrderRow> {
  const row = await lockPurchaseOrder(tx, scope, id);
  if (row.status !== "DRAFT") {
    throw new AppError("conflict", say("po.notEditable", { status: row.status }));
  }
  return row;
}

const itemColumns = {
  item: purchaseOrderItems,
  productName: products.name,
  sku: products.sku,
  unit: products.unit,
};

type ItemRow = {
  item: typeof purchaseOrderItems.$inferSelect;
  productName: string;
  sku: string;
  unit: "EACH" | "GRAM";
};

export function toPurchaseOrderItem({ item, productName, sku, unit }: ItemRow): PurchaseOrderItem {
  return {
    id: item.id,
    purchaseOrderId: item.purchaseOrderId,
    productId: item.productId,
    productName,
    sku,
    unit,
    quantity: item.quantity,
    receivedQuantity: item.receivedQuantity,
    unitCostCents: item.unitCostCents,
    lineTotalCents: lineCostCents(item.quantity, item.unitCostCents, unit),
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  };
}

/** Items of one order in the order they were added (ids narrow it to some of them). */
export async function loadItems(db: Db, scope: LocationScope, purchaseOrderId: string, ids?: string[]) {
  const rows = await db
    .select(itemColumns)
    .from(purchaseOrderItems)
    .innerJoin(products, eq(products.id, purchaseOrderItems.productId))
    .where(
      and(
        eq(purchaseOrderItems.organizationId, scope.organizationId),
        eq(purchaseOrderItems.locationId, scope.locationId),
        eq(purchaseOrderItems.purchaseOrderId, purchaseOrderId),
        ids ? inArray(purchaseOrderItems.id, ids) : undefined,
      ),
    )
    .orderBy(asc(purchaseOrderItems.createdAt), asc(purchaseOrderItems.id));
  return rows.map(toPurchaseOrderItem);
}

/** Recomputes the totals kept on the row, with the same function calculate-preview answers with. */
export async function refreshTotals(tx: Db, scope: LocationScope, row: PurchaseOrderRow, taxRatePpm = row.taxRatePpm) {
  const items = await loadItems(tx, scope, row.id);
  if (items.some((item) => !lineCostFits(item.quantity, item.unitCostCents))) {
    throw new AppError("validation_failed", [say("lineCost", { max: LINE_COST_MAX_CENTS })]);
  }
  const totals = previewTotals(items, taxRatePpm);
  await tx
    .update(purchaseOrders)
    .set({
      itemCount: items.length,
      subtotalCents: totals.subtotalCents,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      updatedAt: new Date(),
    })
    .where(eq(purchaseOrders.id, row.id));
}

export async function loadPurchaseOrder(db: Db, scope: LocationScope, id: string): Promise<PurchaseOrder> {
  const [row] = await db
    .select({ po: purchaseOrders, vendorName: vendors.name })
    .from(purchaseOrders)
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .where(poById(scope, id));
  if (!row) throw notFound("purchaseOrder");
  return toPurchaseOrder(row.po, row.vendorName);
}

export async function loadPurchaseOrderDetail(db: Db, scope: LocationScope, id: string): Promise<PurchaseOrderDetail> {
  const po = await loadPurchaseOrder(db, scope, id);
  return { ...po, items: await loadItems(db, scope, id) };
}

/** A vendor of this location, or 404. */
export async function assertVendor(db: Db, scope: LocationScope, vendorId: string): Promise<void> {
  const [vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(
      and(
        eq(vendors.id, vendorId),
        eq(vendors.organizationId, scope.organizationId),
        eq(vendors.locationId, scope.locationId),
      ),
    );
  if (!vendor) throw notFound("vendor");
}

/** Products of this location with their cost (the default unit cost of a new line); 404 names a missing one. */
export async function productsOf(db: Db, scope: LocationScope, productIds: string[]) {
  const rows = await db
    .select({ id: products.id, costCents: products.costCents })
    .from(products)
    .where(
      and(
        eq(products.organizationId, scope.organizationId),
        eq(products.locationId, scope.locationId),
        inArray(products.id, productIds),
      ),
    );
  const found = new Map(rows.map((r) => [r.id, r.costCents ?? 0]));
  for (const id of productIds) if (!found.has(id)) throw new AppError("not_found", say("product.idNotFound", { id }));
  return found;
}

export const poNumberTaken = sql`lower(${purchaseOrders.poNumber})`;
