// Receive orders (spec §7 Receive orders): create (from a purchase order, prefilling its open lines), list, read,
// replace and delete. Processing into inventory is receive-orders.process.ts.
import { RECEIVABLE_PO_STATUSES } from "@verdant/shared/purchase-orders";
import {
  canMoveReceiveOrder,
  type createReceiveOrderInput,
  type ReceiveOrder,
  type ReceiveOrderDetail,
  type receiveOrderListQuery,
  type updateReceiveOrderInput,
} from "@verdant/shared/receive-orders";
import { and, asc, count, desc, eq, exists, gt, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import {
  locations,
  products,
  purchaseOrderItems,
  purchaseOrders,
  receiveOrderItems,
  receiveOrders,
  vendors,
} from "../../db/schema/index.ts";
import { AppError, notFound, say } from "../../lib/app-error.ts";
import { containsPattern, listPage, offsetOf } from "../../lib/queries.ts";
import type { FileStorage } from "../../lib/storage/storage.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { assertVendor, poById } from "../purchase-orders/purchase-orders.service.ts";
import { listAttachments } from "./receive-orders.attachments.ts";

/** The manifest receiving of the track-trace module adds its lines through the same item rules. */
export { addReceiveOrderItem } from "./receive-orders.items.ts";

import {
  loadReceiveOrder,
  loadReceiveOrderItems,
  loadReceiveOrders,
  lockReceiveOrder,
  roById,
  roInScope,
} from "./receive-orders.entity.ts";

export async function createReceiveOrder(
  db: Db,
  scope: LocationScope,
  userId: string,
  input: z.output<typeof createReceiveOrderInput>,
): Promise<ReceiveOrderDetail> {
  if (input.vendorId) await assertVendor(db, scope, input.vendorId);
  const id = await db.transaction(async (tx) => {
    let vendorId = input.vendorId ?? null;
    if (input.purchaseOrderId) {
      const [po] = await tx.select().from(purchaseOrders).where(poById(scope, input.purchaseOrderId));
      if (!po) throw notFound("purchaseOrder");
      if (!RECEIVABLE_PO_STATUSES.includes(po.status)) {
        throw new AppError("conflict", say("receive.poNotReceivable", { status: po.status }));
      }
      vendorId = po.vendorId;
    }
    const [ro] = await tx
      .insert(receiveOrders)
      .values({
        ...scope,
        purchaseOrderId: input.purchaseOrderId ?? null,
        vendorId,
        receivedAt: input.receivedAt ?? null,
        notes: input.notes ?? null,
        createdBy: userId,
      })
      .returning({ id: receiveOrders.id });
    if (input.purchaseOrderId) await prefillOpenLines(tx, scope, ro!.id, input.purchaseOrderId);
    return ro!.id;
  });
  return getReceiveOrder(db, undefined, scope, id);
}

/** One item per purchase-order line still open: ordered − already received, at the order's unit cost. */
async function prefillOpenLines(tx: Db, scope: LocationScope, receiveOrderId: string, purchaseOrderId: string) {
  const open = await tx
    .select()
    .from(purchaseOrderItems)
    .where(
      and(
        eq(purchaseOrderItems.locationId, scope.locationId),
        eq(purchaseOrderItems.purchaseOrderId, purchaseOrderId),
        gt(purchaseOrderItems.quantity, purchaseOrderItems.receivedQuantity),
      ),
    )
    .orderBy(asc(purchaseOrderItems.createdAt), asc(purchaseOrderItems.id));
  if (open.length === 0) return;
  const now = Date.now();
  await tx.insert(receiveOrderItems).values(
    open.map((line, index) => ({
      createdAt: new Date(now + index),
      ...scope,
      receiveOrderId,
      purchaseOrderItemId: line.id,
      productId: line.productId,
      quantity: line.quantity - line.receivedQuantity,
      unitCostCents: line.unitCostCents,
    })),
  );
}

type ListValues = z.output<typeof receiveOrderListQuery>;

function productFilter(query: ListValues): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.brandIds?.length) conditions.push(inArray(products.brandId, query.brandIds));
  if (query.categoryIds?.length) conditions.push(inArray(products.categoryId, query.categoryIds));
  if (query.tagIds?.length) conditions.push(sql`${products.tagIds} && ${sql.param(query.tagIds)}::uuid[]`);
  if (conditions.length === 0) return undefined;
  return exists(
    sql`(select 1 from ${receiveOrderItems} join ${products} on ${products.id} = ${receiveOrderItems.productId}
      where ${receiveOrderItems.receiveOrderId} = ${receiveOrders.id} and ${and(...conditions)})`,
  );
}

const sortColumns = {
  createdAt: receiveOrders.createdAt,
  receivedAt: receiveOrders.receivedAt,
  status: receiveOrders.status,
};

export async function listReceiveOrders(db: Db, scope: LocationScope, query: ListValues) {
  // A delivery's day: the day it was received, else the store's day it was created on.
  const day = sql`coalesce(${receiveOrders.receivedAt}, (${receiveOrders.createdAt} at time zone (select ${locations.timeZone} from ${locations} where ${locations.id} = ${scope.locationId}))::date)`;
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    roInScope(scope),
    query.status ? eq(receiveOrders.status, query.status) : undefined,
    query.startDate ? sql`${day} >= ${query.startDate}` : undefined,
    query.endDate ? sql`${day} <= ${query.endDate}` : undefined,
    pattern
      ? or(ilike(vendors.name, pattern), ilike(purchaseOrders.poNumber, pattern), ilike(receiveOrders.notes, pattern))
      : undefined,
    productFilter(query),
  );
  const direction = query.sortOrder === "desc" ? desc : asc;
  const from = () =>
    db
      .select({ id: receiveOrders.id })
      .from(receiveOrders)
      .leftJoin(vendors, eq(vendors.id, receiveOrders.vendorId))
      .leftJoin(purchaseOrders, eq(purchaseOrders.id, receiveOrders.purchaseOrderId))
      .where(where);
  const rows = await from()
    .orderBy(direction(sortColumns[query.sortBy]), direction(receiveOrders.id))
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
  const [total] = await db.select({ n: count() }).from(from().as("matching"));
  const data = await loadReceiveOrders(
    db,
    scope,
    rows.map((r) => r.id),
  );
  return listPage(data, query.page, query.limit, total?.n ?? 0);
}

/** The order with its items and attachments (download links need the storage; a write's answer omits them). */
export async function getReceiveOrder(
  db: Db,
  storage: FileStorage | undefined,
  scope: LocationScope,
  id: string,
): Promise<ReceiveOrderDetail> {
  const order = await loadReceiveOrder(db, scope, id);
  const items = await loadReceiveOrderItems(db, scope, id);
  const attachments = storage ? await listAttachments(db, storage, scope, id) : [];
  return { ...order, items, attachments };
}

/** PUT: vendor, day received, notes, and the status moves a person makes (PENDING → RECEIVED, → CANCELLED). */
export async function updateReceiveOrder(
  db: Db,
  scope: LocationScope,
  id: string,
  input: z.output<typeof updateReceiveOrderInput>,
): Promise<ReceiveOrder> {
  if (input.vendorId) await assertVendor(db, scope, input.vendorId);
  await db.transaction(async (tx) => {
    const row = await lockReceiveOrder(tx, scope, id);
    const status = input.status ?? row.status;
    if (status !== row.status && !canMoveReceiveOrder(row.status, status)) {
      throw new AppError("conflict", say("receive.transition", { from: row.status, to: status }));
    }
    if (status === row.status && !["PENDING", "RECEIVED"].includes(row.status)) {
      throw new AppError("conflict", say("receive.notChangeable", { status: row.status }));
    }
    if (row.purchaseOrderId && input.vendorId && input.vendorId !== row.vendorId) {
      throw new AppError("conflict", say("receive.vendorFromPo"));
    }
    await tx
      .update(receiveOrders)
      .set({
        vendorId: row.purchaseOrderId ? row.vendorId : (input.vendorId ?? null),
        receivedAt: input.receivedAt ?? null,
        notes: input.notes ?? null,
        status,
        updatedAt: new Date(),
      })
      .where(roById(scope, id));
  });
  return loadReceiveOrder(db, scope, id);
}

/** A processed order is history: its lots and ledger rows point at it. */
export async function deleteReceiveOrder(db: Db, scope: LocationScope, id: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const row = await lockReceiveOrder(tx, scope, id);
    if (row.status === "COMPLETED" || row.status === "PROCESSING") {
      throw new AppError("conflict", say("receive.notDeletable", { status: row.status }));
    }
    await tx.delete(receiveOrders).where(roById(scope, id));
    return { id };
  });
}
