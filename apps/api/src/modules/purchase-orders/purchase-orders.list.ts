// The purchase-order list, its stats by status, and the totals preview (spec §7 Purchase orders GET, /stats,
// /calculate-preview). Totals live on the order's row, so the list and the stats read no items; counts and totals
// per status live in purchase_order_counts (migration 0008), so the stats and an unsearched list count no orders.
import {
  type PurchaseOrderPreview,
  type PurchaseOrderStats,
  previewTotals,
  type purchaseOrderListQuery,
  purchaseOrderStatuses,
} from "@verdant/shared/purchase-orders";
import { and, asc, count, desc, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { purchaseOrderCounts, purchaseOrders, vendors } from "../../db/schema/index.ts";
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

const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The PO number's beginning (an index range) or the vendor's name (a location has few vendors), as one UNION. */
function searchFilter(scope: LocationScope, search: string): SQL {
  const orders = sql`from ${purchaseOrders} where ${poInScope(scope)}`;
  return sql`${purchaseOrders.id} in (
    select ${purchaseOrders.id} ${orders} and lower(${purchaseOrders.poNumber}) collate "C" like ${likePrefix(search)}
    union select ${purchaseOrders.id} ${orders} and ${purchaseOrders.vendorId} in (
      select ${vendors.id} from ${vendors} where ${vendors.locationId} = ${scope.locationId}
        and ${ilike(vendors.name, containsPattern(search))}))`;
}

/** The total: from purchase_order_counts (kept by triggers) unless a vendor or search narrows the list. */
async function totalOf(db: Db, scope: LocationScope, query: ListValues, where: SQL | undefined) {
  if (query.vendorId || query.search) {
    const [row] = await db.select({ n: count() }).from(purchaseOrders).where(where);
    return row?.n ?? 0;
  }
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${purchaseOrderCounts.count}), 0)::int` })
    .from(purchaseOrderCounts)
    .where(
      and(
        eq(purchaseOrderCounts.locationId, scope.locationId),
        query.status ? eq(purchaseOrderCounts.status, query.status) : undefined,
      ),
    );
  return row?.n ?? 0;
}

export async function listPurchaseOrders(db: Db, scope: LocationScope, query: ListValues) {
  const where = and(
    poInScope(scope),
    query.status ? eq(purchaseOrders.status, query.status) : undefined,
    query.vendorId ? eq(purchaseOrders.vendorId, query.vendorId) : undefined,
    query.search ? searchFilter(scope, query.search) : undefined,
  );
  const total = await totalOf(db, scope, query, where);
  const offset = offsetOf(query.page, query.limit);
  if (offset >= total) return listPage([], query.page, query.limit, total);
  const descending = query.sort.startsWith("-");
  const column = sortColumns[query.sort.replace(/^-/, "") as keyof typeof sortColumns];
  const direction = descending ? desc : asc;
  // The page's orders first (an index range), then their vendors' names: a join under the LIMIT lets the planner
  // pick a plan over every order.
  const page = db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(where)
    .orderBy(direction(column), direction(purchaseOrders.id))
    .limit(query.limit)
    .offset(offset)
    .as("page");
  const rows = await db
    .select({ po: purchaseOrders, vendorName: vendors.name })
    .from(page)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, page.id))
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .orderBy(direction(column), direction(purchaseOrders.id));
  return listPage(
    rows.map((r) => toPurchaseOrder(r.po, r.vendorName)),
    query.page,
    query.limit,
    total,
  );
}

/** Counts and totals (cents, tax included) per status, every status present, and overall (purchase_order_counts). */
export async function purchaseOrderStats(db: Db, scope: LocationScope): Promise<PurchaseOrderStats> {
  const rows = await db
    .select({
      status: purchaseOrderCounts.status,
      count: purchaseOrderCounts.count,
      totalCents: purchaseOrderCounts.totalCents,
    })
    .from(purchaseOrderCounts)
    .where(eq(purchaseOrderCounts.locationId, scope.locationId));
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
