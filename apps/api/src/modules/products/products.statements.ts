// The product list's statements (docs/decisions/0011-prepared-list-statements.md, 0014-catalog-product-cards.md). A
// list request is one statement: its exact total, the location's list version and the page as JSON text joined from
// product_cards. Statements are built once per shape of query (which filters, one value or several, the kind of
// search, how the total is read, whether the page starts from an anchor) with placeholders for every value, so a
// request runs no query builder and PostgreSQL parses each shape once per connection; shapes whose best plan does not
// depend on the values keep one plan too (Shape.generic, termsMatch). Shapes and values come from listRequest
// (products.shapes.ts).
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  productCounts,
  productFilterCounts,
  productListVersions,
  productSearch,
  products,
} from "../../db/schema/index.ts";
import { preparedStatement, unseenArray } from "../../lib/queries.ts";
import { productSortKey } from "./products.search.ts";
import { ANCHOR_STEP, FILTERS, GENERIC_ROWS, type Shape } from "./products.shapes.ts";

const p = (name: string) => sql.placeholder(name);

/**
 * A value of a generic shape, read through a subselect: PostgreSQL plans a prepared statement anew for each run
 * while its custom plans (which see the values) look cheaper than the generic one (~0.15 ms a list under load).
 * Hidden, every value gets the same plan, so after five runs the connection keeps the generic one. That plan is
 * the right one for any value only because the shape's page is a range of one index in list order, and because the
 * page's rows are read under a constant LIMIT (GENERIC_ROWS): with LIMIT and OFFSET both parameters, a plan assumes
 * a tenth of the matches is read and may prefer to read and sort them all.
 */
const hide = (shape: Shape, name: string, type: "uuid" | "text" | "int") =>
  shape.generic ? sql`(select ${p(name)}::${sql.raw(type)})` : sql`${p(name)}::${sql.raw(type)}`;

/** The conditions of the lookup filters (brand, category, strain, priority, vendor, tags) on products. */
function filtersOf(shape: Shape): SQL[] {
  const conditions: SQL[] = [];
  FILTERS.forEach((f, i) => {
    if (shape.filters[i] === 1) conditions.push(sql`${f.column} = ${hide(shape, f.kind, "uuid")}`);
    if (shape.filters[i] === 2) conditions.push(sql`${f.column} = any(${p(f.kind)}::uuid[])`);
  });
  if (shape.tags) conditions.push(sql`${products.tagIds} && ${p("tags")}::uuid[]`);
  return conditions;
}

const isWordSearch = (shape: Shape) => shape.search === "terms" || shape.search === "termsOrWhole";

/**
 * The terms a match must hold. `hidden` reads the values through subselects: PostgreSQL then cannot estimate a
 * search's matches from its values, so after five custom plans it keeps one generic plan for the connection
 * instead of planning each request (~0.3 ms); every value gets the same plan anyway (the GIN index).
 */
function termsMatch(shape: Shape, terms: AnyPgColumn, hidden = false): SQL {
  const value = (v: SQL) => (hidden ? sql`(select ${v})` : v);
  const words = sql`${terms} @> ${value(sql`${p("terms")}::text[]`)}`;
  if (shape.search !== "termsOrWhole") return words;
  return sql`(${words} or ${terms} @> ${value(sql`array[${p("whole")}::text]`)})`;
}

function whereOf(shape: Shape): SQL {
  const conditions = [
    sql`${products.organizationId} = ${hide(shape, "org", "uuid")}`,
    sql`${products.locationId} = ${hide(shape, "loc", "uuid")}`,
  ];
  if (shape.status) conditions.push(sql`${products.status} = ${hide(shape, "status", "text")}`);
  conditions.push(...filtersOf(shape));
  if (isWordSearch(shape)) conditions.push(termsMatch(shape, products.searchTerms));
  if (shape.search === "range" || shape.search === "from") {
    conditions.push(sql`${productSortKey} >= ${hide(shape, "from", "text")}`);
  }
  if (shape.search === "range") conditions.push(sql`${productSortKey} < ${hide(shape, "to", "text")}`);
  return sql.join(conditions, sql` and `);
}

const statusOf = (shape: Shape, column: AnyPgColumn) =>
  shape.status ? sql` and ${column} = ${hide(shape, "status", "text")}` : sql``;
const versionOf = (shape: Shape) => sql`coalesce((select ${productListVersions.version} from ${productListVersions}
  where ${productListVersions.locationId} = ${hide(shape, "loc", "uuid")}), 0)::float8`;

/** The exact total: from product_counts unfiltered, product_filter_counts for one filter kind, else counted. */
function totalOf(shape: Shape, where: SQL): SQL {
  if (shape.total === "all") {
    return sql`(select coalesce(sum(${productCounts.count}), 0) from ${productCounts}
      where ${productCounts.locationId} = ${hide(shape, "loc", "uuid")}${statusOf(shape, productCounts.status)})::int`;
  }
  if (shape.total === "kind") {
    const countValues = shape.generic ? unseenArray("countValues", "uuid") : sql`${p("countValues")}::uuid[]`;
    return sql`(select coalesce(sum(${productFilterCounts.count}), 0) from ${productFilterCounts}
      where ${productFilterCounts.locationId} = ${hide(shape, "loc", "uuid")}
      and ${productFilterCounts.kind} = ${hide(shape, "countKind", "text")}
      and ${productFilterCounts.value} = any(${countValues})${statusOf(shape, productFilterCounts.status)})::int`;
  }
  return sql`(select count(*) from ${products} where ${where})::int`;
}

/**
 * The total, the version and the page (product_page, migration catalog_cards: the page's cards joined in the
 * order of its ids, and the keys of its uploaded images), in one row. The page's ids are a range of one index (a
 * one-letter search is a range of the sort index itself); a page past the end reads no rows, its condition on the
 * total being checked once, before the scan. A generic shape reads at most GENERIC_ROWS rows under a constant
 * LIMIT and takes its page from them (hide).
 */
function buildList(shape: Shape) {
  if (isWordSearch(shape)) return buildSearchList(shape);
  const where = whereOf(shape);
  const after = shape.anchored
    ? sql` and (${productSortKey}, ${products.id}) > (${hide(shape, "anchorKey", "text")}, ${hide(shape, "anchorId", "uuid")})`
    : sql``;
  const gate = sql`(select total from t) > ${hide(shape, "offset", "int")}`;
  const order = sql`order by ${productSortKey}, ${products.id}`;
  const ids = shape.generic
    ? sql`select r.id from (select ${products.id} as id, ${productSortKey} as sort_key from ${products}
        where ${where}${after} and ${gate} ${order} limit ${sql.raw(String(GENERIC_ROWS))}) r
      order by r.sort_key, r.id limit ${hide(shape, "limit", "int")} offset ${hide(shape, "skip", "int")}`
    : sql`select ${products.id} from ${products} where ${where}${after} and ${gate}
      ${order} limit ${p("limit")} offset ${p("skip")}`;
  return preparedStatement<ListRow>(
    sql`with t as (select ${totalOf(shape, where)} as total, ${versionOf(shape)} as version)
    select t.total, t.version, pg.page, pg.images from t, product_page(${hide(shape, "loc", "uuid")}, array(${ids})) pg`,
    { readOnly: true },
  );
}

/**
 * A word search's matches can sit far along the sort index (every "emerald di…" after 25,000 other names): with a
 * LIMIT the planner would walk that index and filter. So the matches are read once from the GIN index, and both
 * counted and sorted for the page. They are read from product_search (migration 0013), whose narrow rows lie in
 * list order after a bulk load, so the matches of a name prefix share a few pages instead of one products page
 * each; lookup filters join products for the matches only.
 */
function buildSearchList(shape: Shape) {
  const after = shape.anchored ? sql` where (m.sort_key, m.id) > (${p("anchorKey")}, ${p("anchorId")}::uuid)` : sql``;
  const filters = filtersOf(shape);
  const joined = filters.length
    ? sql` join ${products} on ${products.id} = ${productSearch.productId} and ${sql.join(filters, sql` and `)}`
    : sql``;
  const status = shape.status ? sql` and ${productSearch.status} = ${p("status")}` : sql``;
  return preparedStatement<ListRow>(
    sql`with m as materialized (
      select ${productSearch.productId} as id, ${productSearch.sortKey} collate "C" as sort_key
      from ${productSearch}${joined}
      where ${productSearch.organizationId} = ${p("org")} and ${productSearch.locationId} = ${p("loc")}${status}
        and ${termsMatch(shape, productSearch.terms, true)}
    )
    select (select count(*) from m)::int as total, ${versionOf(shape)} as version, pg.page, pg.images
    from product_page(${p("loc")}, array(
      select m.id from m${after} order by m.sort_key, m.id limit ${p("limit")} offset ${p("skip")}
    )) pg`,
    { readOnly: true },
  );
}

/** The location's list version alone: whether a kept answer (products.list.ts) still stands. */
export const listVersionStatement = preparedStatement<{ version: number }, { loc: string }>(
  sql`select coalesce((select ${productListVersions.version} from ${productListVersions}
    where ${productListVersions.locationId} = ${p("loc")}::uuid), 0)::float8 as version`,
  { readOnly: true },
);

/** The page is the JSON text of its products, sent as it is; images maps a product's id to its uploaded image. */
export type ListRow = {
  total: number;
  version: number;
  page: string;
  images: Record<string, string> | null;
};

/** Every ANCHOR_STEP-th row's sort key of the list, and the version they belong to (one row when there are none). */
function buildAnchors(shape: Shape) {
  const where = whereOf(shape);
  return preparedStatement<{ version: number; key: string | null; id: string | null }>(
    sql`
    select v.version, a.sort_key as "key", a.id from (select ${versionOf(shape)} as version) v left join (
      select sort_key, id, n from (select ${productSortKey} as sort_key, ${products.id} as id,
        row_number() over (order by ${productSortKey}, ${products.id}) as n from ${products} where ${where}) numbered
      where n % ${ANCHOR_STEP} = 0
    ) a on true
    order by a.n`,
    { readOnly: true },
  );
}

function cached<T>(build: (shape: Shape) => T) {
  const statements = new Map<string, T>();
  return (shape: Shape): T => {
    const key = JSON.stringify(shape);
    const known = statements.get(key);
    if (known) return known;
    const statement = build(shape);
    statements.set(key, statement);
    return statement;
  };
}
export const listStatement = cached(buildList);
export const anchorStatement = cached(buildAnchors);
