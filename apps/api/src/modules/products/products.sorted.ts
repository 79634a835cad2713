// The product list in any order but the catalog's own (name ascending, products.list.ts's prepared statements): by
// SKU, price or last change, or by name descending, each then by id so pages never repeat or skip a product. One
// statement reads the total, the list's version and the page; deep pages start from the shared anchored-page cache
// (lib/page-anchors.ts), whose sets belong to product_list_versions like the catalog order's. The filters and search
// are the same conditions as the catalog order's, written with their values in place.
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { productListVersions, products } from "../../db/schema/index.ts";
import { offsetOf } from "../../lib/queries.ts";
import type { LocationScope } from "../catalog/catalog.scope.ts";
import { productSortKey, searchCondition } from "./products.search.ts";
import { ANCHOR_STEP, FILTERS, type ListValues, productAnchors } from "./products.shapes.ts";
import type { ListRow } from "./products.statements.ts";

const SORT_KEYS: Record<ListValues["sortBy"], { key: SQL; type: string }> = {
  name: { key: productSortKey, type: "text" },
  sku: { key: sql`${products.sku} collate "C"`, type: "text" },
  price: { key: sql`${products.priceCents}`, type: "int" },
  updatedAt: { key: sql`${products.updatedAt}`, type: "timestamptz" },
};

function whereOf(scope: LocationScope, query: ListValues): SQL {
  const conditions = [
    sql`${products.organizationId} = ${scope.organizationId}`,
    sql`${products.locationId} = ${scope.locationId}`,
  ];
  if (query.status) conditions.push(sql`${products.status} = ${query.status}`);
  for (const filter of FILTERS) {
    const ids = [...new Set(filter.values(query)?.map((id) => id.toLowerCase()))];
    if (ids.length) conditions.push(sql`${filter.column} = any(${sql.param(ids)}::uuid[])`);
  }
  if (query.tagIds?.length) conditions.push(sql`${products.tagIds} && ${sql.param(query.tagIds)}::uuid[]`);
  if (query.search) conditions.push(searchCondition(query.search));
  return sql.join(conditions, sql` and `);
}

const versionOf = (scope: LocationScope) => sql`coalesce((select ${productListVersions.version}
  from ${productListVersions} where ${productListVersions.locationId} = ${scope.locationId}), 0)::text`;

const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The total, version and page (product_page: the page's cards as JSON text in the order of its ids). */
export async function sortedProductsPage(db: Db, scope: LocationScope, query: ListValues): Promise<ListRow> {
  const { key, type } = SORT_KEYS[query.sortBy];
  const descending = query.sortOrder === "desc";
  const dir = sql.raw(descending ? "desc" : "asc");
  const where = whereOf(scope, query);
  const offset = offsetOf(query.page, query.limit);
  const { page: _, limit: __, ...listKey } = query;
  const list = JSON.stringify(["sorted", scope.locationId, listKey]);
  const build = async () => {
    const rows = await rowsOf<{ version: string; key: string | null; id: string | null }>(
      db,
      sql`select v.version, a.key, a.id from (select ${versionOf(scope)} as version) v left join (
        select key, id, n from (select ${key}::text as key, ${products.id} as id,
          row_number() over (order by ${key} ${dir}, ${products.id} ${dir}) as n from ${products} where ${where}) s
        where n % ${ANCHOR_STEP} = 0
      ) a on true order by a.n`,
    );
    const keys = rows.flatMap((r) => (r.key !== null && r.id !== null ? [{ key: r.key, id: r.id }] : []));
    return { version: rows[0]?.version ?? "0", keys };
  };

  return productAnchors.readPage(list, offset, build, async (start) => {
    const after = start.anchor
      ? sql` and (${key}, ${products.id}) ${sql.raw(descending ? "<" : ">")} (${start.anchor.key}::${sql.raw(type)}, ${start.anchor.id}::uuid)`
      : sql``;
    const [row] = await rowsOf<Omit<ListRow, "version"> & { version: string }>(
      db,
      sql`with t as (select (select count(*) from ${products} where ${where})::int as total, ${versionOf(scope)} as version)
      select t.total, t.version, pg.page, pg.images from t, product_page(${scope.locationId}::uuid, array(
        select ${products.id} from ${products} where ${where}${after}
        order by ${key} ${dir}, ${products.id} ${dir} limit ${query.limit} offset ${start.skip}
      )) pg`,
    );
    if (!row) return { version: "", page: { total: 0, version: 0, page: "[]", images: null } };
    return { version: row.version, page: { ...row, version: Number(row.version) } };
  });
}
