// What a register can sell: sellable stock (active, AVAILABLE, unexpired lots) in the register's linked rooms.
// The search reads the indexed search terms (word prefixes of name and SKU, whole barcodes; decision 0004) of the
// products the location has stocked (migration 0038), so typing or scanning stays fast over 100,000 products.
import { thcMgPerUnitOf } from "@verdant/shared/pricing/pricing.lines";
import { SEARCH_PREFIX_MAX, searchTokens } from "@verdant/shared/products";
import { fromEngineQuantity, type sellableQuery } from "@verdant/shared/sales";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { brands, categories, inventoryItems, productSearch, products } from "../../db/schema/index.ts";
import { listPage, offsetOf, placeholdersOf, preparedStatement, unseenArray, unseenFlag } from "../../lib/queries.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { sellableCondition } from "../inventory/inventory.service.ts";
import { productTaxGroupId } from "../tax-groups/tax-groups.assignments.service.ts";
import { setupVersionOf } from "./sales.setup.ts";

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

/** What the register's search statements read, by placeholder name. */
type SearchValues = {
  org: string;
  loc: string;
  roomIds: string[];
  today: string;
  byProducts: boolean;
  productIds: string[];
  terms: string[];
  byBarcode: boolean;
  barcode: string;
  byCategory: boolean;
  categoryId: string;
  limit: number;
  offset: number;
};
const p = placeholdersOf<SearchValues>();
/** A uuid for a filter that is off: its placeholder is still bound as a uuid. */
const NO_ID = "00000000-0000-0000-0000-000000000000";

/** The register's sellable stock summed per product: of every product, or (`of`) of one. */
const stock = (
  of?: SQL,
) => sql`select ${inventoryItems.productId} as product_id, sum(${inventoryItems.quantity})::int as quantity
  from ${inventoryItems}
  where ${inventoryItems.organizationId} = ${p("org")}::uuid and ${inventoryItems.locationId} = ${p("loc")}::uuid
    and ${of ? sql`${inventoryItems.productId} = ${of} and ` : sql``}${inventoryItems.roomId} = any(${unseenArray("roomIds", "uuid")})
    and ${sellableCondition(p("today"), p("loc"))} and ${inventoryItems.quantity} > 0
    and (not ${unseenFlag("byProducts")} or ${inventoryItems.productId} = any(${unseenArray("productIds", "uuid")}))
  group by 1`;

/** The barcode and the category, when asked. */
const filters = sql`(not ${unseenFlag("byBarcode")} or ${products.barcodes} @> array[${p("barcode")}::text])
  and (not ${unseenFlag("byCategory")} or ${products.categoryId} = ${p("categoryId")}::uuid)`;

/**
 * The sellable products a search finds, with their stock. With terms: the location's published products it has
 * held a lot of (product_search.stocked, migration 0038) whose terms match, read through that set's own index, then
 * each one's stock through the inventory's product index. A search reads a store's shelves, not its catalog:
 * measured on 100,000 products and 2,000 stocked, one client, a broad prefix ("wild wi", 3,483 catalog matches)
 * went 15–18 ms → ~1 ms, and a SKU 2.6 → ~1 ms. Without terms: the stock's published products.
 */
const foundBy = (withTerms: boolean) =>
  withTerms
    ? sql`with found as (
          select t.product_id as id, s.quantity from ${productSearch} t cross join lateral (${stock(sql`t.product_id`)}) s
          where t.stocked and t.organization_id = ${p("org")}::uuid and t.location_id = ${p("loc")}::uuid
            and t.status = 'PUBLISHED' and t.terms @> ${unseenArray("terms", "text")})`
    : sql`with found as (
          select s.product_id as id, s.quantity from (${stock()}) s join ${products} on ${products.id} = s.product_id
          where ${products.organizationId} = ${p("org")}::uuid and ${products.locationId} = ${p("loc")}::uuid
            and ${products.status} = 'PUBLISHED')`;

/** The page of sellable products, by name, each row with the location's selling-setup version (one row of nulls
 *  but the version when nothing matches), so the caller can check the kept setup it searched with (decision 0046).
 *  Each form is a prepared statement on one generic plan (generic-plans.test.ts): planning it cost as much as
 *  running it. */
const searchStatement = (withTerms: boolean) =>
  preparedStatement<Nullable<SellableRow> & { version: number }, SearchValues>(
    sql`${foundBy(withTerms)}
    select v.version, r.* from (select ${setupVersionOf(p("loc"))}::float8 as version) v
    left join lateral (
    select ${products.id} as "id", ${products.name} as "name", ${products.sku} as "sku",
      ${products.barcodes} as "barcodes", ${products.brandId} as "brandId", ${brands.name} as "brandName",
      ${products.categoryId} as "categoryId", ${categories.name} as "categoryName",
      ${categories.complianceClass} as "complianceClass", ${products.unit} as "unit",
      ${products.priceCents} as "priceCents", ${products.netWeightMg} as "netWeightMg", ${products.thcPpm} as "thcPpm",
      ${products.thcMcgPerUnit} as "thcMcgPerUnit", ${products.unitsPerPack} as "unitsPerPack",
      ${products.form} as "form", found.quantity as "stock", ${productTaxGroupId} as "taxGroupId"
    from found
    join ${products} on ${products.id} = found.id
    left join ${brands} on ${brands.id} = ${products.brandId}
    left join ${categories} on ${categories.id} = ${products.categoryId}
    where ${filters}
    order by lower(${products.name}) collate "C", ${products.id}
    limit ${p("limit")}::int offset ${p("offset")}::int) r on true`,
    { readOnly: true },
  );
const searchByTerms = searchStatement(true);
const browse = searchStatement(false);

/** A row of the search: the product's own columns under their names, its brand's and category's, its stock. */
type SellableRow = Pick<
  typeof products.$inferSelect,
  | "id"
  | "name"
  | "sku"
  | "barcodes"
  | "brandId"
  | "categoryId"
  | "unit"
  | "priceCents"
  | "netWeightMg"
  | "thcPpm"
  | "thcMcgPerUnit"
  | "unitsPerPack"
  | "form"
> & {
  brandName: string | null;
  categoryName: string | null;
  complianceClass: string | null;
  stock: number;
  taxGroupId: string | null;
};
type Nullable<T> = { [K in keyof T]: T[K] | null };

export async function searchSellable(
  db: Db,
  scope: LocationScope,
  roomIds: string[],
  today: string,
  query: SellableValues,
) {
  const empty = { page: listPage([], query.page, query.limit, 0), version: undefined };
  if (roomIds.length === 0) return empty;
  const terms = searchTokens(query.search ?? "").map((t) => t.slice(0, SEARCH_PREFIX_MAX));
  const answered = await (terms.length ? searchByTerms : browse)(db, {
    org: scope.organizationId,
    loc: scope.locationId,
    roomIds,
    today,
    byProducts: Boolean(query.productIds?.length),
    productIds: query.productIds ?? [],
    terms,
    byBarcode: Boolean(query.barcode),
    barcode: query.barcode ?? "",
    byCategory: Boolean(query.categoryId),
    categoryId: query.categoryId ?? NO_ID,
    limit: query.limit + 1,
    offset: offsetOf(query.page, query.limit),
  });
  // The lateral join keeps the page's order; the rows of a search that found nothing are one row of nulls.
  const rows = answered.filter((row): row is SellableRow & { version: number } => row.id !== null);
  const data = rows.slice(0, query.limit).map(({ stock, thcMcgPerUnit, version: _, ...row }) => ({
    ...row,
    availableQuantity: fromEngineQuantity(row.unit, stock),
    // As toCartLine counts it: labelled in µg, rounded up.
    thcMgPerUnit: thcMgPerUnitOf(thcMcgPerUnit),
  }));
  // The register pages forward only; the total says whether another page follows, without counting every match.
  const total = offsetOf(query.page, query.limit) + rows.length;
  return { page: listPage(data, query.page, query.limit, total), version: answered[0]?.version };
}
