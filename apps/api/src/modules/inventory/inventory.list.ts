// The inventory list (spec §7 Inventory GET): a page of 10 over hundreds of thousands of lots, fast on both engines.
// - Total: with only lot filters (room, status, active) it is a sum over inventory_counts (kept by triggers,
//   migration 0008); product filters and search count their (smaller) matches.
// - Search: each kind of match is its own index lookup (the catalog's word-prefix index for name and SKU, a "C"
//   order btree for the beginning of a lot number or package tag), joined by UNION; an OR across them would make
//   PostgreSQL scan every lot.
// - Pages: each lot filter has an index holding the receipt order; every order ends with the lot's id. A deep page of
//   a list with only lot filters starts from a cached anchor (inventory.anchors.ts, lib/page-anchors.ts); other deep
//   pages (product filters, search, the quantity order) are read from the nearer end.
import type { InventoryStatus, inventoryListQuery } from "@verdant/shared/inventory";
import { and, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { inventoryCounts, inventoryItems, products } from "../../db/schema/index.ts";
import { listPage, offsetOf } from "../../lib/queries.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { searchCondition } from "../products/products.service.ts";
import { anchoredStart, listVersion, SORT_KEYS } from "./inventory.anchors.ts";
import { loadInventoryItems, lotInScope, statusCondition, todayAt } from "./inventory.entity.ts";

type ListValues = z.output<typeof inventoryListQuery>;

const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const productsOfLocation = (scope: LocationScope, condition: SQL) =>
  sql`(select ${products.id} from ${products} where ${products.organizationId} = ${scope.organizationId} and ${products.locationId} = ${scope.locationId} and ${condition})`;

function productFilter(scope: LocationScope, query: ListValues): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.brandIds?.length) conditions.push(inArray(products.brandId, query.brandIds));
  if (query.categoryIds?.length) conditions.push(inArray(products.categoryId, query.categoryIds));
  if (query.tagIds?.length) conditions.push(sql`${products.tagIds} && ${sql.param(query.tagIds)}::uuid[]`);
  if (conditions.length === 0) return undefined;
  return inArray(inventoryItems.productId, productsOfLocation(scope, and(...conditions)!));
}

/**
 * Word prefixes of the product's name or SKU (the catalog's search), or the beginning of a lot number or tag: one
 * condition per index, each to be its own branch of a UNION.
 */
function searchBranches(scope: LocationScope, search: string): SQL[] {
  const prefix = likePrefix(search);
  return [
    inArray(inventoryItems.productId, productsOfLocation(scope, searchCondition(search))),
    sql`lower(${inventoryItems.lotNumber}) collate "C" like ${prefix}`,
    sql`lower(${inventoryItems.packageTag}) collate "C" like ${prefix}`,
  ];
}

/** The matching lots as a UNION of index lookups, each under the list's other filters, with the given columns. */
const searchUnion = (where: SQL, branches: SQL[], columns: SQL) =>
  sql.join(
    branches.map((branch) => sql`select ${columns} from ${inventoryItems} where ${where} and ${branch}`),
    sql` union `,
  );

interface LotFilters {
  roomIds?: string[];
  isActive?: boolean;
  statuses: InventoryStatus[];
}

/** The total of a list narrowed by lot filters only, from inventory_counts, with the version anchors depend on. */
async function countedTotal(db: Db, scope: LocationScope, filters: LotFilters, today: string) {
  const columns = { status: inventoryCounts.inventoryStatus, expiry: inventoryCounts.expiresOn };
  const [row] = await db
    .select({
      n: sql<number>`coalesce(sum(${inventoryCounts.count}), 0)::int`,
      version: listVersion(scope.locationId),
    })
    .from(inventoryCounts)
    .where(
      and(
        eq(inventoryCounts.locationId, scope.locationId),
        filters.roomIds?.length ? inArray(inventoryCounts.roomId, filters.roomIds) : undefined,
        filters.isActive === undefined ? undefined : eq(inventoryCounts.isActive, filters.isActive),
        ...filters.statuses.map((status) => statusCondition(status, today, columns)),
      ),
    );
  return { total: row?.n ?? 0, version: row?.version ?? "" };
}

const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

interface TotalInput {
  where: SQL;
  branches?: SQL[];
  /** A product filter applies: the counts do not know products. */
  narrowed: boolean;
  lotFilters: LotFilters;
  today: string;
}

async function totalOf(db: Db, scope: LocationScope, input: TotalInput) {
  if (input.branches) {
    const union = searchUnion(input.where, input.branches, sql`${inventoryItems.id}`);
    const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from (${union}) s`);
    return { total: row?.n ?? 0, version: "" };
  }
  if (input.narrowed) {
    const [row] = await db.select({ n: count() }).from(inventoryItems).where(input.where);
    return { total: row?.n ?? 0, version: "" };
  }
  return countedTotal(db, scope, input.lotFilters, input.today);
}

export async function listInventory(db: Db, scope: LocationScope, query: ListValues) {
  const today = await todayAt(db, scope);
  const statuses = [...new Set([query.status, query.inventoryStatus].filter((s) => s !== undefined))];
  const lotFilters: LotFilters = { roomIds: query.roomIds, isActive: query.isActive, statuses };
  const products = productFilter(scope, query);
  const where = and(
    lotInScope(scope),
    lotFilters.roomIds?.length ? inArray(inventoryItems.roomId, lotFilters.roomIds) : undefined,
    lotFilters.isActive === undefined ? undefined : eq(inventoryItems.isActive, lotFilters.isActive),
    ...statuses.map((status) => statusCondition(status, today)),
    products,
  )!;
  const branches = query.search ? searchBranches(scope, query.search) : undefined;
  const sort = SORT_KEYS[query.sortBy];
  const { total, version } = await totalOf(db, scope, { where, branches, narrowed: !!products, lotFilters, today });
  const offset = offsetOf(query.page, query.limit);
  if (offset >= total) return listPage([], query.page, query.limit, total);

  const descending = query.sortOrder === "desc";
  let page: { where: SQL; skip: number; take: number; fromEnd: boolean };
  if (!products && !branches && sort.anchored) {
    const list = JSON.stringify([scope.locationId, lotFilters, today, query.sortBy, descending]);
    const start = await anchoredStart(db, { list, version, where, sort, descending, offset });
    page = { ...start, take: query.limit, fromEnd: false };
  } else {
    // Past the middle, read the page from the end: OFFSET walks every row it skips.
    const fromEnd = offset > total / 2;
    const skip = fromEnd ? Math.max(0, total - offset - query.limit) : offset;
    page = { where, skip, take: fromEnd ? Math.min(query.limit, total - offset) : query.limit, fromEnd };
  }
  const dir = sql.raw(descending !== page.fromEnd ? "desc" : "asc");
  const ids = branches
    ? await rowsOf<{ id: string }>(
        db,
        sql`select s.id from (${searchUnion(where, branches, sql`${inventoryItems.id} as id, ${sort.key} as k`)}) s
          order by s.k ${dir}, s.id ${dir} limit ${page.take} offset ${page.skip}`,
      )
    : await db
        .select({ id: inventoryItems.id })
        .from(inventoryItems)
        .where(page.where)
        .orderBy(sql`${sort.key} ${dir}`, sql`${inventoryItems.id} ${dir}`)
        .limit(page.take)
        .offset(page.skip);
  const pageIds = ids.map((r) => r.id);
  if (page.fromEnd) pageIds.reverse();
  return listPage(await loadInventoryItems(db, scope, pageIds, today), query.page, query.limit, total);
}
