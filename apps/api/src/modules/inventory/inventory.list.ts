// The inventory list (spec §7 Inventory GET): a page of 10 over hundreds of thousands of lots. The lot filters
// (room, status, active) have indexes that hold the list order; product filters (brand, category, tag, search)
// become one semi-join on products, served by the catalog's own indexes. A page past the middle is read from the
// end, so a deep page costs what an early one does.
import type { inventoryListQuery } from "@verdant/shared/inventory";
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { inventoryItems, products } from "../../db/schema/index.ts";
import { listPage, offsetOf } from "../../lib/queries.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { searchCondition } from "../products/products.list.ts";
import { loadInventoryItems, lotInScope, statusCondition, todayAt } from "./inventory.entity.ts";

type ListValues = z.output<typeof inventoryListQuery>;

const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function productFilter(scope: LocationScope, query: ListValues): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.brandIds?.length) conditions.push(inArray(products.brandId, query.brandIds));
  if (query.categoryIds?.length) conditions.push(inArray(products.categoryId, query.categoryIds));
  if (query.tagIds?.length) conditions.push(sql`${products.tagIds} && ${sql.param(query.tagIds)}::uuid[]`);
  if (conditions.length === 0) return undefined;
  return inArray(
    inventoryItems.productId,
    sql`(select ${products.id} from ${products} where ${products.locationId} = ${scope.locationId} and ${sql.join(conditions, sql` and `)})`,
  );
}

/** Word prefixes of the product's name or SKU (the catalog's search), or the beginning of a lot number or tag. */
function searchFilter(scope: LocationScope, search: string): SQL {
  const byProduct = sql`(select ${products.id} from ${products} where ${products.locationId} = ${scope.locationId} and ${searchCondition(search)})`;
  return or(
    inArray(inventoryItems.productId, byProduct),
    sql`lower(${inventoryItems.lotNumber}) collate "C" like ${likePrefix(search)}`,
    sql`lower(${inventoryItems.packageTag}) collate "C" like ${likePrefix(search)}`,
  )!;
}

const sortColumns = {
  receivedAt: inventoryItems.receivedAt,
  expiresAt: inventoryItems.expiresAt,
  quantity: inventoryItems.quantity,
  createdAt: inventoryItems.createdAt,
};

export async function listInventory(db: Db, scope: LocationScope, query: ListValues) {
  const today = await todayAt(db, scope);
  const statuses = [...new Set([query.status, query.inventoryStatus].filter((s) => s !== undefined))];
  const where = and(
    lotInScope(scope),
    query.roomIds?.length ? inArray(inventoryItems.roomId, query.roomIds) : undefined,
    query.isActive === undefined ? undefined : eq(inventoryItems.isActive, query.isActive),
    ...statuses.map((status) => statusCondition(status, today)),
    productFilter(scope, query),
    query.search ? searchFilter(scope, query.search) : undefined,
  )!;
  const [counted] = await db.select({ n: count() }).from(inventoryItems).where(where);
  const total = counted?.n ?? 0;
  const offset = offsetOf(query.page, query.limit);
  if (offset >= total) return listPage([], query.page, query.limit, total);

  // Past the middle, read the page from the end: OFFSET walks every row it skips.
  const fromEnd = offset > total / 2;
  const skip = fromEnd ? Math.max(0, total - offset - query.limit) : offset;
  const take = fromEnd ? Math.min(query.limit, total - offset) : query.limit;
  const ascending = (query.sortOrder === "asc") !== fromEnd;
  const direction = ascending ? asc : desc;
  const rows = await db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(where)
    .orderBy(direction(sortColumns[query.sortBy]), direction(inventoryItems.id))
    .limit(take)
    .offset(skip);
  const ids = rows.map((r) => r.id);
  if (fromEnd) ids.reverse();
  return listPage(await loadInventoryItems(db, scope, ids), query.page, query.limit, total);
}
