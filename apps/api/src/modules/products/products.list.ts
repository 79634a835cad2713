// The product list (spec §7 Products GET): filters, search and a page of 10 over 100,000 products, fast on both
// engines (docs/decisions/0009-catalog-list-speed.md). Two queries a list: the total and version (from the
// trigger-kept counts when unfiltered or filtered by one kind, counted otherwise), then the page with its lookup
// names. Every filter has an index holding the list order; search reads one GIN index of word prefixes; a deep page
// starts from a cached anchor (products.anchors.ts), so the deepest pages cost what the first ones do.
import { type Product, type productListQuery, SEARCH_PREFIX_MAX, searchTokens } from "@verdant/shared/products";
import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { productCounts, productFilterCounts, productListVersions, products } from "../../db/schema/index.ts";
import { listPage, offsetOf } from "../../lib/queries.ts";
import type { FileStorage } from "../../lib/storage/storage.ts";
import type { LocationScope } from "../catalog/catalog.scope.ts";
import { pageStart } from "./products.anchors.ts";
import { selectProductEntities, toProducts } from "./products.entity.ts";

type ListValues = z.output<typeof productListQuery>;

/** The list order (the same expression as the products_*_idx indexes). */
export const productSortKey = sql`lower(${products.name}) collate "C"`;

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Word prefixes of the name or the SKU, in any order ("blue dr" finds "Blue Dream"), a whole SKU, or a barcode.
 * One letter alone is a name prefix: a one-letter word prefix would match a large share of the catalog.
 */
export function searchCondition(search: string): SQL {
  const whole = search.toLowerCase();
  const words = searchTokens(search).map((w) => w.slice(0, SEARCH_PREFIX_MAX));
  const long = words.filter((w) => w.length > 1);
  if (whole.length < 2 || long.length === 0) return sql`${productSortKey} like ${likePrefix(whole)}`;
  return sql`(${products.searchTerms} @> ${sql.param(long)}::text[] or ${products.searchTerms} @> array[${whole}]::text[])`;
}

function filtersOf(query: ListValues): SQL[] {
  const filters: SQL[] = [];
  if (query.brandIds?.length) filters.push(inArray(products.brandId, query.brandIds));
  if (query.categoryIds?.length) filters.push(inArray(products.categoryId, query.categoryIds));
  if (query.strainIds?.length) filters.push(inArray(products.strainId, query.strainIds));
  if (query.priorityIds?.length) filters.push(inArray(products.priorityId, query.priorityIds));
  if (query.locationVendorIds?.length) filters.push(inArray(products.vendorId, query.locationVendorIds));
  if (query.tagIds?.length) filters.push(sql`${products.tagIds} && ${sql.param(query.tagIds)}::uuid[]`);
  if (query.search) filters.push(searchCondition(query.search));
  return filters;
}

/** The one filter kind whose exact total product_filter_counts holds, when the list has nothing else. */
function countedFilter(query: ListValues): { kind: string; values: string[] } | undefined {
  if (query.search) return undefined;
  const kinds = [
    { kind: "brand", values: query.brandIds },
    { kind: "category", values: query.categoryIds },
    { kind: "strain", values: query.strainIds },
    { kind: "priority", values: query.priorityIds },
    { kind: "vendor", values: query.locationVendorIds },
    { kind: "tag", values: query.tagIds },
  ].filter((f): f is { kind: string; values: string[] } => Boolean(f.values?.length));
  const [only] = kinds;
  if (kinds.length !== 1 || !only) return undefined;
  // A product has one brand (category, ...) so their counts add up; it can carry several tags, so only one tag does.
  if (only.kind === "tag" && new Set(only.values).size > 1) return undefined;
  return { kind: only.kind, values: [...new Set(only.values)] };
}

/**
 * The list's exact total and its version, in one query: from product_counts when unfiltered, from
 * product_filter_counts for one filter kind, otherwise counted (bounded by the filter's index).
 */
async function totalOf(db: Db, scope: LocationScope, query: ListValues, where: SQL, narrowed: boolean) {
  const version = sql<number>`coalesce((select ${productListVersions.version} from ${productListVersions}
    where ${productListVersions.locationId} = ${scope.locationId}), 0)`.mapWith(Number);
  const status = (column: AnyPgColumn) => (query.status ? eq(column, query.status) : undefined);
  const counted = countedFilter(query);
  const [row] = !narrowed
    ? await db
        .select({ total: sql<number>`coalesce(sum(${productCounts.count}), 0)`.mapWith(Number), version })
        .from(productCounts)
        .where(and(eq(productCounts.locationId, scope.locationId), status(productCounts.status)))
    : counted
      ? await db
          .select({ total: sql<number>`coalesce(sum(${productFilterCounts.count}), 0)`.mapWith(Number), version })
          .from(productFilterCounts)
          .where(
            and(
              eq(productFilterCounts.locationId, scope.locationId),
              eq(productFilterCounts.kind, counted.kind),
              inArray(productFilterCounts.value, counted.values),
              status(productFilterCounts.status),
            ),
          )
      : await db.select({ total: count(), version }).from(products).where(where);
  return { total: row?.total ?? 0, version: row?.version ?? 0 };
}

export async function listProducts(db: Db, storage: FileStorage, scope: LocationScope, query: ListValues) {
  const filters = filtersOf(query);
  const where = and(
    eq(products.organizationId, scope.organizationId),
    eq(products.locationId, scope.locationId),
    query.status ? eq(products.status, query.status) : undefined,
    ...filters,
  )!;
  const { total, version } = await totalOf(db, scope, query, where, filters.length > 0);
  const offset = offsetOf(query.page, query.limit);
  if (offset >= total) return listPage<Product>([], query.page, query.limit, total);

  const { page: _, limit: __, ...listKey } = query;
  const start = await pageStart(
    db,
    { key: JSON.stringify([scope.locationId, listKey]), where, sortKey: productSortKey, version },
    offset,
  );
  // The page's ids (a range of one index) and their lookup names, in one round trip. A search's matches can sit far
  // along the sort index (every "emerald di…" after 25,000 other names): with a LIMIT the planner walks that index
  // and filters, so a search reads its matches from the GIN index first (OFFSET 0 keeps the planner from merging
  // the two levels), then sorts those few.
  const order = [asc(productSortKey), asc(products.id)];
  const pageIds = query.search
    ? sql`(select m.id from (select ${products.id} as id, ${productSortKey} as sort_key from ${products}
        where ${and(where, start.after)} offset 0) m order by m.sort_key, m.id limit ${query.limit} offset ${start.skip})`
    : db
        .select({ id: products.id })
        .from(products)
        .where(and(where, start.after))
        .orderBy(...order)
        .limit(query.limit)
        .offset(start.skip);
  const rows = await selectProductEntities(db)
    .where(inArray(products.id, pageIds))
    .orderBy(...order);
  return listPage(toProducts(rows, storage), query.page, query.limit, total);
}
