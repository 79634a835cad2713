// The product list (spec §7 Products GET): filters, search and a page of 10 over 100,000 products, fast on both
// engines. Every filter has an index holding the list order; search reads one GIN index of word prefixes; the
// unfiltered total comes from product_counts (kept by triggers) instead of counting every row; a page past the
// middle is read backwards from the end, so the deepest pages cost what the first ones do.
import { type Product, type productListQuery, SEARCH_PREFIX_MAX, searchTokens } from "@verdant/shared/products";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { productCounts, products } from "../../db/schema/index.ts";
import { listPage, offsetOf } from "../../lib/queries.ts";
import type { FileStorage } from "../../lib/storage/storage.ts";
import type { LocationScope } from "../catalog/catalog.scope.ts";
import { loadProducts } from "./products.entity.ts";

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

async function totalOf(db: Db, scope: LocationScope, query: ListValues, where: SQL, narrowed: boolean) {
  if (!narrowed) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${productCounts.count}), 0)::int` })
      .from(productCounts)
      .where(
        and(
          eq(productCounts.locationId, scope.locationId),
          query.status ? eq(productCounts.status, query.status) : undefined,
        ),
      );
    return row?.n ?? 0;
  }
  const [row] = await db.select({ n: count() }).from(products).where(where);
  return row?.n ?? 0;
}

export async function listProducts(db: Db, storage: FileStorage, scope: LocationScope, query: ListValues) {
  const filters = filtersOf(query);
  const where = and(
    eq(products.organizationId, scope.organizationId),
    eq(products.locationId, scope.locationId),
    query.status ? eq(products.status, query.status) : undefined,
    ...filters,
  )!;
  const total = await totalOf(db, scope, query, where, filters.length > 0);
  const offset = offsetOf(query.page, query.limit);
  if (offset >= total) return listPage<Product>([], query.page, query.limit, total);

  // Past the middle, read the page from the end: OFFSET walks every row it skips.
  const fromEnd = offset > total / 2;
  const skip = fromEnd ? Math.max(0, total - offset - query.limit) : offset;
  const take = fromEnd ? Math.min(query.limit, total - offset) : query.limit;
  const order = fromEnd ? [desc(productSortKey), desc(products.id)] : [asc(productSortKey), asc(products.id)];
  const ids = await db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(take)
    .offset(skip);
  const pageIds = ids.map((r) => r.id);
  if (fromEnd) pageIds.reverse();
  return listPage(await loadProducts(db, storage, scope, pageIds), query.page, query.limit, total);
}
