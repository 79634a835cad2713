// What a register can sell: sellable stock (active, AVAILABLE, unexpired lots) in the register's linked rooms.
// The search reads the catalog's indexed search terms (word prefixes of name and SKU, whole barcodes; decision
// 0004), so typing or scanning stays fast over 100,000 products.
import { thcMgPerUnitOf } from "@verdant/shared/pricing/pricing.lines";
import { SEARCH_PREFIX_MAX, searchTokens } from "@verdant/shared/products";
import { fromEngineQuantity, type sellableQuery } from "@verdant/shared/sales";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { brands, categories, inventoryItems, products } from "../../db/schema/index.ts";
import { listPage, offsetOf } from "../../lib/queries.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { sellableCondition } from "../inventory/inventory.service.ts";
import { resolveTaxGroups } from "../tax-groups/tax-groups.assignments.service.ts";

type SellableValues = z.output<typeof sellableQuery>;

/** Sellable quantity per product in the given rooms (engine units: units or mg). */
export async function sellableQuantities(
  db: Db,
  scope: LocationScope,
  productIds: string[],
  roomIds: string[],
  today: string,
): Promise<Map<string, number>> {
  if (productIds.length === 0 || roomIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: inventoryItems.productId, total: sql<number>`sum(${inventoryItems.quantity})::int` })
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.organizationId, scope.organizationId),
        eq(inventoryItems.locationId, scope.locationId),
        inArray(inventoryItems.productId, [...new Set(productIds)]),
        inArray(inventoryItems.roomId, roomIds),
        sellableCondition(today, scope.locationId),
      ),
    )
    .groupBy(inventoryItems.productId);
  return new Map(rows.map((r) => [r.productId, r.total]));
}

export async function searchSellable(
  db: Db,
  scope: LocationScope,
  roomIds: string[],
  today: string,
  query: SellableValues,
) {
  const empty = listPage([], query.page, query.limit, 0);
  if (roomIds.length === 0) return empty;
  const terms = searchTokens(query.search ?? "").map((t) => t.slice(0, SEARCH_PREFIX_MAX));
  // The register's sellable stock summed per product: a store's shelves hold far fewer products than its catalog,
  // so the search starts from the stock and joins the matching products (a name-ordered scan of 100,000 products
  // looking for stocked ones is what made it slow).
  const stock = db
    .select({
      productId: inventoryItems.productId,
      quantity: sql<number>`sum(${inventoryItems.quantity})::int`.as("quantity"),
    })
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.organizationId, scope.organizationId),
        eq(inventoryItems.locationId, scope.locationId),
        inArray(inventoryItems.roomId, roomIds),
        sellableCondition(today, scope.locationId),
        gt(inventoryItems.quantity, 0),
        query.productIds?.length ? inArray(inventoryItems.productId, query.productIds) : undefined,
      ),
    )
    .groupBy(inventoryItems.productId)
    .as("stock");
  const where = and(
    eq(products.status, "PUBLISHED"),
    terms.length
      ? sql`${products.searchTerms} @> ${sql`array[${sql.join(
          terms.map((t) => sql`${t}`),
          sql`, `,
        )}]::text[]`}`
      : undefined,
    query.barcode ? sql`${products.barcodes} @> array[${query.barcode}]::text[]` : undefined,
    query.categoryId ? eq(products.categoryId, query.categoryId) : undefined,
  );
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      barcodes: products.barcodes,
      brandId: products.brandId,
      brandName: brands.name,
      categoryId: products.categoryId,
      categoryName: categories.name,
      complianceClass: categories.complianceClass,
      unit: products.unit,
      priceCents: products.priceCents,
      netWeightMg: products.netWeightMg,
      thcPpm: products.thcPpm,
      thcMcgPerUnit: products.thcMcgPerUnit,
      unitsPerPack: products.unitsPerPack,
      form: products.form,
      stock: stock.quantity,
    })
    .from(stock)
    .innerJoin(products, eq(products.id, stock.productId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(asc(sql`lower(${products.name}) collate "C"`), asc(products.id))
    .limit(query.limit + 1)
    .offset(offsetOf(query.page, query.limit));
  const page = rows.slice(0, query.limit);
  const groups = await resolveTaxGroups(
    db,
    scope,
    page.map((row) => row.id),
  );
  const data = page.map(({ stock, thcMcgPerUnit, ...row }) => ({
    ...row,
    availableQuantity: fromEngineQuantity(row.unit, stock),
    taxGroupId: groups.get(row.id) ?? null,
    // As toCartLine counts it: labelled in µg, rounded up.
    thcMgPerUnit: thcMgPerUnitOf(thcMcgPerUnit),
  }));
  // The register pages forward only; the total says whether another page follows, without counting every match.
  const total = offsetOf(query.page, query.limit) + rows.length;
  return listPage(data, query.page, query.limit, total);
}
