// The manager's review of offline sales (decision 0027): every sale a register made offline with what the server
// found when it arrived, newest first, open ones until a manager resolves them with a note (recorded, never deleted),
// and the lots an offline sale took below zero (stock discrepancies a count settles).
import type { OfflineFlag, OfflineReview, offlineReviewQuery } from "@verdant/shared/offline-sales";
import { fromEngineQuantity } from "@verdant/shared/sales";
import { and, count, desc, eq, isNotNull, isNull, lt, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import {
  customers,
  inventoryItems,
  offlineSales,
  products,
  registers,
  rooms,
  sales,
  users,
} from "../../db/schema/index.ts";
import { AppError, notFound, say } from "../../lib/app-error.ts";
import { listPage, offsetOf } from "../../lib/queries.ts";
import type { Access, LocationScope } from "../../plugins/access.ts";
import { personName } from "../drawers/drawers.service.ts";

type ReviewValues = z.output<typeof offlineReviewQuery>;

const cashier = alias(users, "cashier");
const resolver = alias(users, "resolver");
const approver = alias(users, "approver");

const inLocation = (scope: LocationScope) =>
  and(eq(offlineSales.organizationId, scope.organizationId), eq(offlineSales.locationId, scope.locationId));

/** Open: flagged and not resolved yet (a sale the server found nothing wrong with needs no review). */
const open = and(isNull(offlineSales.resolvedAt), sql`jsonb_array_length(${offlineSales.flags}) > 0`);

const statusFilter: Record<ReviewValues["status"], SQL | undefined> = {
  OPEN: open,
  RESOLVED: isNotNull(offlineSales.resolvedAt),
  ALL: undefined,
};

export async function reviewOfflineSales(db: Db, scope: LocationScope, query: ReviewValues): Promise<OfflineReview> {
  const where = and(inLocation(scope), statusFilter[query.status]);
  const rows = await db
    .select({
      saleId: offlineSales.saleId,
      receiptNumber: sales.receiptNumber,
      offlineReceipt: offlineSales.offlineReceipt,
      registerId: offlineSales.registerId,
      registerName: registers.name,
      cashierName: personName(cashier),
      customerName: sql<string>`concat_ws(' ', ${customers.firstName}, ${customers.lastName})`,
      soldAt: offlineSales.soldAt,
      offlineSince: offlineSales.offlineSince,
      syncedAt: offlineSales.syncedAt,
      totalCents: sales.totalCents,
      registerTotalCents: offlineSales.registerTotalCents,
      flags: offlineSales.flags,
      resolvedAt: offlineSales.resolvedAt,
      resolvedByName: sql<string | null>`case when ${resolver.id} is null then null else ${personName(resolver)} end`,
      resolution: offlineSales.resolution,
      approval: offlineSales.approval,
      approverName: sql<string | null>`case when ${approver.id} is null then null else ${personName(approver)} end`,
    })
    .from(offlineSales)
    .innerJoin(sales, eq(sales.id, offlineSales.saleId))
    .innerJoin(registers, eq(registers.id, offlineSales.registerId))
    .innerJoin(cashier, eq(cashier.id, sales.cashierId))
    .innerJoin(customers, eq(customers.id, sales.customerId))
    .leftJoin(resolver, eq(resolver.id, offlineSales.resolvedBy))
    .leftJoin(approver, sql`${approver.id}::text = ${offlineSales.approval}->>'approverId'`)
    .where(where)
    .orderBy(desc(offlineSales.soldAt), desc(offlineSales.saleId))
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
  const [[total], [opened], discrepancies] = await Promise.all([
    db.select({ n: count() }).from(offlineSales).where(where),
    db
      .select({ n: count() })
      .from(offlineSales)
      .where(and(inLocation(scope), open)),
    stockDiscrepancies(db, scope),
  ]);
  const data = rows.map(({ approval, approverName, ...row }) => ({
    ...row,
    approval: approval && { ...approval, approverName: approverName ?? "Unknown person" },
    soldAt: row.soldAt.toISOString(),
    offlineSince: row.offlineSince.toISOString(),
    syncedAt: row.syncedAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    flags: row.flags as OfflineFlag[],
  }));
  return { ...listPage(data, query.page, query.limit, total?.n ?? 0), openCount: opened?.n ?? 0, discrepancies };
}

/** Lots of the location below zero, with their product and room. */
export async function stockDiscrepancies(db: Db, scope: LocationScope) {
  const rows = await db
    .select({
      inventoryItemId: inventoryItems.id,
      productId: products.id,
      productName: products.name,
      sku: products.sku,
      unit: products.unit,
      roomName: rooms.name,
      lotNumber: inventoryItems.lotNumber,
      quantity: inventoryItems.quantity,
    })
    .from(inventoryItems)
    .innerJoin(products, eq(products.id, inventoryItems.productId))
    .innerJoin(rooms, eq(rooms.id, inventoryItems.roomId))
    .where(
      and(
        eq(inventoryItems.organizationId, scope.organizationId),
        eq(inventoryItems.locationId, scope.locationId),
        lt(inventoryItems.quantity, 0),
      ),
    )
    .orderBy(products.name, inventoryItems.id)
    .limit(200);
  return rows.map((row) => ({ ...row, quantity: fromEngineQuantity(row.unit, row.quantity) }));
}

/** Marks an offline sale resolved with the manager's note; 409 once resolved (the first note stands). */
export async function resolveOfflineSale(
  db: Db,
  access: Pick<Access, "userId">,
  scope: LocationScope,
  saleId: string,
  note: string,
) {
  const [row] = await db
    .update(offlineSales)
    .set({ resolvedAt: new Date(), resolvedBy: access.userId, resolution: note })
    .where(and(inLocation(scope), eq(offlineSales.saleId, saleId), isNull(offlineSales.resolvedAt)))
    .returning({ saleId: offlineSales.saleId });
  if (row) return { saleId: row.saleId };
  const [exists] = await db
    .select({ saleId: offlineSales.saleId })
    .from(offlineSales)
    .where(and(inLocation(scope), eq(offlineSales.saleId, saleId)));
  if (!exists) throw notFound("offlineSale");
  throw new AppError("conflict", say("offline.resolved"));
}
