// The purchase-order list, its stats by status, and the totals preview (spec §7 Purchase orders GET, /stats,
// /calculate-preview). Totals live on the order's row, so the list and the stats read no items.
import {
  type PurchaseOrderPreview,
  type PurchaseOrderStats,
  previewTotals,
  type purchaseOrderListQuery,
  purchaseOrderStatuses,
} from "@verdant/shared/purchase-orders";
import { and, asc, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { purchaseOrders, vendors } from "../../db/schema/index.ts";
import { containsPattern, listPage, offsetOf } from "../../lib/queries.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { loadItems, loadPurchaseOrder, poInScope, toPurchaseOrder } from "./purchase-orders.entity.ts";

type ListValues = z.output<typeof purchaseOrderListQuery>;

const sortColumns = {
  createdAt: purchaseOrders.createdAt,
  poNumber: sql`lower(${purchaseOrders.poNumber})`,
  expectedAt: purchaseOrders.expectedAt,
  totalCents: purchaseOrders.totalCents,
} as const;

export async function listPurchaseOrders(db: Db, scope: LocationScope, query: ListValues) {
  const where = and(
    poInScope(scope),
    query.status ? eq(purchaseOrders.status, query.status) : undefined,
    query.vendorId ? eq(purchaseOrders.vendorId, query.vendorId) : undefined,
    query.search
      ? or(
          ilike(purchaseOrders.poNumber, containsPattern(query.search)),
          ilike(vendors.name, containsPattern(query.search)),
        )
      : undefined,
  );
  const descending = query.sort.startsWith("-");
  const column = sortColumns[query.sort.replace(/^-/, "") as keyof typeof sortColumns];
  const direction = descending ? desc : asc;
  const rows = await db
    .select({ po: purchaseOrders, vendorName: vendors.name })
    .from(purchaseOrders)
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .where(where)
    .orderBy(direction(column), direction(purchaseOrders.id))
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
  const [total] = await db
    .select({ n: count() })
    .from(purchaseOrders)
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .where(where);
  return listPage(
    rows.map((r) => toPurchaseOrder(r.po, r.vendorName)),
    query.page,
    query.limit,
    total?.n ?? 0,
  );
}

/** Counts and totals (cents, tax included) per status, every status present, and overall. */
export async function purchaseOrderStats(db: Db, scope: LocationScope): Promise<PurchaseOrderStats> {
  const rows = await db
    .select({
      status: purchaseOrders.status,
      count: count(),
      totalCents: sql<number>`coalesce(sum(${purchaseOrders.totalCents}), 0)::bigint`.mapWith(Number),
    })
    .from(purchaseOrders)
    .where(poInScope(scope))
    .groupBy(purchaseOrders.status);
  const byStatus = purchaseOrderStatuses.map((status) => {
    const row = rows.find((r) => r.status === status);
    return { status, count: row?.count ?? 0, totalCents: row?.totalCents ?? 0 };
  });
  return {
    byStatus,
    count: byStatus.reduce((n, s) => n + s.count, 0),
    totalCents: byStatus.reduce((n, s) => n + s.totalCents, 0),
  };
}

export async function previewPurchaseOrder(db: Db, scope: LocationScope, id: string): Promise<PurchaseOrderPreview> {
  const { taxRatePpm } = await loadPurchaseOrder(db, scope, id);
  const items = await loadItems(db, scope, id);
  const totals = previewTotals(items, taxRatePpm);
  return {
    taxRatePpm,
    lines: items.map((item, i) => ({
      itemId: item.id,
      productId: item.productId,
      productName: item.productName,
      quantity: item.quantity,
      unitCostCents: item.unitCostCents,
      ...totals.lines[i]!,
    })),
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
  };
}
