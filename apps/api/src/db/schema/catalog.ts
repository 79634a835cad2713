// The catalog of a location (domain.md → Catalog; docs/decisions/0004-catalog-scope-and-units.md): lookups
// (brands, categories, strains, tags, priorities) and products. Every row carries organization and location;
// products point at lookups through (location_id, id) keys, so a product can only use its own location's entries.
import type { ProductForm } from "@verdant/shared/limits/limits.types";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { idColumn, tenantColumns, timestampColumns } from "./columns.ts";
import { locations } from "./locations.ts";
import { vendors } from "./vendors.ts";

const tenant = { ...idColumn(), ...tenantColumns(), name: text().notNull(), ...timestampColumns() };

type Keyed = { organizationId: AnyPgColumn; locationId: AnyPgColumn; name: AnyPgColumn; id: AnyPgColumn };

/** Names are unique per location, case-insensitively; the same index serves the list's name order. */
const lookupIndexes = (name: string, t: Keyed) => [
  uniqueIndex(`${name}_location_name_key`).on(t.organizationId, t.locationId, sql`lower(${t.name})`),
  // The target of products' (location_id, <lookup>_id) keys.
  unique(`${name}_location_id_key`).on(t.locationId, t.id),
];

export const brands = pgTable("brands", { ...tenant, description: text() }, (t) => lookupIndexes("brands", t));

export const categories = pgTable("categories", { ...tenant, complianceClass: text().notNull() }, (t) => [
  ...lookupIndexes("categories", t),
  check(
    "categories_compliance_class_check",
    sql`${t.complianceClass} in ('FLOWER','PRE_ROLL','CONCENTRATE','VAPE','EDIBLE','BEVERAGE','TOPICAL','SEED','PLANT','ACCESSORY')`,
  ),
]);

export const strains = pgTable("strains", { ...tenant, type: text().notNull() }, (t) => [
  ...lookupIndexes("strains", t),
  check("strains_type_check", sql`${t.type} in ('INDICA','SATIVA','HYBRID','CBD')`),
]);

export const tags = pgTable("tags", tenant, (t) => lookupIndexes("tags", t));

export const priorities = pgTable("priorities", { ...tenant, rank: integer().notNull() }, (t) => [
  ...lookupIndexes("priorities", t),
  index("priorities_location_rank_idx").on(t.organizationId, t.locationId, t.rank),
  check("priorities_rank_check", sql`${t.rank} >= 0`),
]);

export const products = pgTable(
  "products",
  {
    ...tenant,
    description: text(),
    sku: text().notNull(),
    barcodes: text().array().notNull().default(sql`'{}'::text[]`),
    /** Word prefixes of name and SKU plus barcodes, lower-case (productSearchTerms in the shared package). */
    searchTerms: text().array().notNull().default(sql`'{}'::text[]`),
    status: text({ enum: ["PUBLISHED", "ARCHIVED"] })
      .notNull()
      .default("PUBLISHED"),
    brandId: uuid(),
    categoryId: uuid(),
    strainId: uuid(),
    priorityId: uuid(),
    vendorId: uuid(),
    /** Kept on the row (not a join table) so a tag filter is one GIN lookup; deletes refuse tags in use. */
    tagIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    priceCents: integer().notNull(),
    costCents: integer(),
    unit: text({ enum: ["EACH", "GRAM"] })
      .notNull()
      .default("EACH"),
    netWeightMg: integer(),
    thcPpm: integer(),
    cbdPpm: integer(),
    thcMcgPerUnit: integer(),
    cbdMcgPerUnit: integer(),
    /** Seeds (or plants) in one pack, for limits that count them (Canada: 1 seed = 1 g dried); null: one. */
    unitsPerPack: integer(),
    /** SOLID or NON_SOLID for edibles and topicals (limits count the two apart where the law does); null: solid. */
    form: text().$type<ProductForm>(),
    imageUrl: text(),
    imageKey: text(),
    reorderPoint: integer(),
  },
  (t) => {
    const byLocation = (column: AnyPgColumn, target: Keyed, name: string) =>
      foreignKey({
        name: `products_${name}_fk`,
        columns: [t.locationId, column],
        foreignColumns: [target.locationId, target.id],
      });
    // Each filter gets an index that also holds the list order, so a filtered first page is a range scan.
    // The list order is the case-folded name in byte order, so one btree serves the sort and name-prefix ranges.
    // The name itself ends each key (after the unique id it never changes the order): a page's ids and sort keys
    // then come from the index alone (an index-only scan), including the rows a deep page skips after its anchor.
    const sortKey = sql`lower(${t.name}) collate "C"`;
    const filterIndex = (column: AnyPgColumn, name: string) =>
      index(`products_${name}_idx`).on(t.organizationId, t.locationId, column, t.status, sortKey, t.id, t.name);
    return [
      uniqueIndex("products_location_sku_key").on(t.organizationId, t.locationId, sql`${t.sku} collate "C"`),
      unique("products_location_id_key").on(t.locationId, t.id),
      index("products_list_idx").on(t.organizationId, t.locationId, t.status, sortKey, t.id, t.name),
      filterIndex(t.brandId, "brand"),
      filterIndex(t.categoryId, "category"),
      filterIndex(t.strainId, "strain"),
      filterIndex(t.priorityId, "priority"),
      filterIndex(t.vendorId, "vendor"),
      index("products_tag_ids_idx").using("gin", t.tagIds),
      index("products_search_terms_idx").using("gin", t.searchTerms),
      byLocation(t.brandId, brands, "brand"),
      byLocation(t.categoryId, categories, "category"),
      byLocation(t.strainId, strains, "strain"),
      byLocation(t.priorityId, priorities, "priority"),
      byLocation(t.vendorId, vendors, "vendor"),
      check("products_status_check", sql`${t.status} in ('PUBLISHED','ARCHIVED')`),
      check("products_unit_check", sql`${t.unit} in ('EACH','GRAM')`),
      check(
        "products_amounts_check",
        sql`${t.priceCents} >= 0 and coalesce(${t.costCents}, 0) >= 0 and coalesce(${t.netWeightMg}, 0) >= 0
          and coalesce(${t.reorderPoint}, 0) >= 0`,
      ),
      check(
        "products_potency_check",
        sql`coalesce(${t.thcPpm}, 0) between 0 and 1000000 and coalesce(${t.cbdPpm}, 0) between 0 and 1000000
          and coalesce(${t.thcMcgPerUnit}, 0) >= 0 and coalesce(${t.cbdMcgPerUnit}, 0) >= 0`,
      ),
      check("products_units_per_pack_check", sql`coalesce(${t.unitsPerPack}, 1) between 1 and 10000`),
      check("products_form_check", sql`${t.form} in ('SOLID', 'NON_SOLID')`),
    ];
  },
);

/**
 * What the catalog search reads of each product, in a table of its own (docs/decisions/0013-catalog-search-table.md):
 * the search reads every match to count it and sort it, one heap page per match in products' ~720-byte rows. Kept
 * in step with products by statement triggers (migration catalog_search), rewritten in list order per location by
 * product_search_rebuild (after a bulk load), so the matches of a name prefix sit on a few neighbouring pages.
 * No foreign keys: the triggers own the rows (a key check per row would double a bulk load's rebuild).
 */
export const productSearch = pgTable(
  "product_search",
  {
    productId: uuid().primaryKey(),
    organizationId: uuid().notNull(),
    locationId: uuid().notNull(),
    status: text().notNull(),
    /** lower(name), compared collate "C": the list order of products_list_idx. */
    sortKey: text().notNull(),
    /** products.search_terms. */
    terms: text().array().notNull(),
    /** Whether the location has held a lot of the product; set by a trigger on inventory_items and never unset
     *  (migration 0038): the register's search looks only among these, a store's shelves rather than its catalog. */
    stocked: boolean().notNull().default(false),
  },
  (t) => [
    index("product_search_terms_idx").using("gin", t.terms),
    // Without GIN's pending list: a product's first lot adds its terms straight to the index, where a pending list
    // would be read through by every search until a vacuum merged it (it made a 57-match search take 10 ms).
    index("product_search_stocked_terms_idx")
      .using("gin", t.terms)
      .with({ fastupdate: false })
      .where(sql`${t.stocked}`),
  ],
);

/**
 * Each product's list entry as ready JSON text, in the API's shape with its lookup names
 * (docs/decisions/0014-catalog-product-cards.md): a list page joins ten cards instead of building ten products'
 * JSON on every request. Built by product_card_rows and kept by statement triggers on products and its lookups
 * (migration catalog_cards); a bulk load that turns triggers off calls product_cards_rebuild. No foreign keys: the
 * triggers own the rows, as for product_search.
 */
export const productCards = pgTable("product_cards", {
  productId: uuid().primaryKey(),
  locationId: uuid().notNull(),
  /** products.image_key: the list signs the image's link, which a stored card cannot hold. */
  imageKey: text(),
  card: text().notNull(),
});

/**
 * Products per location and status, kept by statement triggers (migration catalog_counts), so an unfiltered
 * list answers its total without counting 100,000 rows.
 */
export const productCounts = pgTable(
  "product_counts",
  {
    locationId: uuid()
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    status: text().notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.status] })],
);

/**
 * Products per location, status and filter value (kind brand, category, strain, priority, vendor or tag), kept by
 * statement triggers (migration catalog_list), so a list filtered by one of them answers its exact total from a
 * few rows instead of counting tens of thousands.
 */
export const productFilterCounts = pgTable(
  "product_filter_counts",
  {
    locationId: uuid()
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    value: uuid().notNull(),
    status: text().notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.kind, t.value, t.status] })],
);

/**
 * Bumped by a statement trigger whenever a location's products are inserted, deleted, or change a column the list
 * sorts or filters by; the list's cached page anchors are valid only for the version they were built at.
 */
export const productListVersions = pgTable("product_list_versions", {
  locationId: uuid()
    .primaryKey()
    .references(() => locations.id, { onDelete: "cascade" }),
  version: bigint({ mode: "number" }).notNull().default(0),
});
