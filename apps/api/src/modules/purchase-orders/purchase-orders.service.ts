import {
  canMovePurchaseOrder,
  type createPurchaseOrderInput,
  DELETABLE_PO_STATUSES,
  type PurchaseOrder,
  type PurchaseOrderDetail,
  type PurchaseOrderStatus,
  type PurchaseOrderStep,
  type purchaseOrderDetailsInput,
  RECEIPT_STATUSES,
} from "@verdant/shared/purchase-orders";
import { and, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { purchaseOrders } from "../../db/schema/index.ts";
import { AppError, fieldsInUse, say } from "../../lib/app-error.ts";
import { uniqueConstraintOf } from "../../lib/queries.ts";
import type { LocationScope } from "../../plugins/access.ts";
import {
  assertVendor,
  loadItems,
  loadPurchaseOrder,
  loadPurchaseOrderDetail,
  lockDraft,
  lockPurchaseOrder,
  poById,
  poInScope,
  poNumberTaken,
  refreshTotals,
  transitionRefused,
} from "./purchase-orders.entity.ts";

const numberInUse = () => fieldsInUse(["poNumber"]);

export async function isPoNumberAvailable(db: Db, scope: LocationScope, poNumber: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(
      and(
        poInScope(scope),
        sql`${poNumberTaken} = lower(${poNumber})`,
        exceptId ? ne(purchaseOrders.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !taken;
}

/** The unique index settles a race between two orders saved with the same number. */
async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueConstraintOf(error) === "purchase_orders_location_number_key") throw numberInUse();
    throw error;
  }
}

export async function createPurchaseOrder(
  db: Db,
  scope: LocationScope,
  userId: string,
  input: z.output<typeof createPurchaseOrderInput>,
): Promise<PurchaseOrder> {
  await assertVendor(db, scope, input.vendorId);
  if (!(await isPoNumberAvailable(db, scope, input.poNumber))) throw numberInUse();
  const [row] = await saving(() =>
    db
      .insert(purchaseOrders)
      .values({
        ...scope,
        vendorId: input.vendorId,
        poNumber: input.poNumber,
        expectedAt: input.expectedAt ?? null,
        notes: input.notes ?? null,
        taxRatePpm: input.taxRatePpm ?? 0,
        createdBy: userId,
      })
      .returning({ id: purchaseOrders.id }),
  );
  return loadPurchaseOrder(db, scope, row!.id);
}

export const getPurchaseOrder = (db: Db, scope: LocationScope, id: string): Promise<PurchaseOrderDetail> =>
  loadPurchaseOrderDetail(db, scope, id);

export async function deletePurchaseOrder(db: Db, scope: LocationScope, id: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const row = await lockPurchaseOrder(tx, scope, id);
    if (!DELETABLE_PO_STATUSES.includes(row.status)) {
      throw new AppError("conflict", say("po.notDeletable", { status: row.status }));
    }
    await tx.delete(purchaseOrders).where(poById(scope, id));
    return { id };
  });
}

export async function updatePurchaseOrderDetails(
  db: Db,
  scope: LocationScope,
  id: string,
  input: z.output<typeof purchaseOrderDetailsInput>,
): Promise<PurchaseOrder> {
  if (input.vendorId) await assertVendor(db, scope, input.vendorId);
  if (input.poNumber && !(await isPoNumberAvailable(db, scope, input.poNumber, id))) throw numberInUse();
  await saving(() =>
    db.transaction(async (tx) => {
      const row = await lockDraft(tx, scope, id);
      await tx
        .update(purchaseOrders)
        .set({ ...input, updatedAt: new Date() })
        .where(poById(scope, id));
      if (input.taxRatePpm !== undefined) await refreshTotals(tx, scope, row, input.taxRatePpm);
    }),
  );
  return loadPurchaseOrder(db, scope, id);
}

export async function setPurchaseOrderStep(db: Db, scope: LocationScope, id: string, step: PurchaseOrderStep) {
  await db.transaction(async (tx) => {
    const row = await lockPurchaseOrder(tx, scope, id);
    if (row.status !== "DRAFT") {
      throw new AppError("conflict", say("po.noSteps", { status: row.status }));
    }
    await tx.update(purchaseOrders).set({ step, updatedAt: new Date() }).where(poById(scope, id));
  });
  return loadPurchaseOrder(db, scope, id);
}

export async function setInternalNotes(db: Db, scope: LocationScope, id: string, internalNotes: string | null) {
  // Internal notes stay editable in every status: they are the staff's, not the vendor's.
  await db.update(purchaseOrders).set({ internalNotes, updatedAt: new Date() }).where(poById(scope, id));
  return loadPurchaseOrder(db, scope, id);
}

/** DRAFT at REVIEW with at least one item → SUBMITTED. */
export async function confirmPurchaseOrder(db: Db, scope: LocationScope, id: string): Promise<PurchaseOrderDetail> {
  await db.transaction(async (tx) => {
    const row = await lockPurchaseOrder(tx, scope, id);
    if (row.status !== "DRAFT") throw transitionRefused(row.status, "SUBMITTED", "draftOnly");
    if (row.step !== "REVIEW") {
      throw new AppError("conflict", say("po.reviewFirst", { step: row.step }));
    }
    if ((await loadItems(tx, scope, id)).length === 0) {
      throw new AppError("conflict", say("po.noItems"));
    }
    await tx
      .update(purchaseOrders)
      .set({ status: "SUBMITTED", submittedAt: new Date(), updatedAt: new Date() })
      .where(poById(scope, id));
  });
  return loadPurchaseOrderDetail(db, scope, id);
}

/** PATCH /{id}/status: submitting is confirming; receipts come from receive orders; the rest follow the table. */
export async function setPurchaseOrderStatus(
  db: Db,
  scope: LocationScope,
  id: string,
  status: PurchaseOrderStatus,
): Promise<PurchaseOrder> {
  const current = await loadPurchaseOrder(db, scope, id);
  if (current.status === "DRAFT" && status === "SUBMITTED") return confirmPurchaseOrder(db, scope, id);
  await db.transaction(async (tx) => {
    const row = await lockPurchaseOrder(tx, scope, id);
    if (!canMovePurchaseOrder(row.status, status)) throw transitionRefused(row.status, status);
    if (RECEIPT_STATUSES.includes(status)) {
      throw transitionRefused(row.status, status, "byReceiving");
    }
    await tx.update(purchaseOrders).set({ status, updatedAt: new Date() }).where(poById(scope, id));
  });
  return loadPurchaseOrder(db, scope, id);
}

// For the receive-orders module: find, lock and check an order while a delivery is received against it.
export { assertVendor, lockPurchaseOrder, poById, productsOf } from "./purchase-orders.entity.ts";
