// Many copies of a test shop's product and its lots, for tests that need a catalog and stock the size of a store's
// (the planner's choices, the register search's broad way): written in SQL, each copy a row of the original with
// some columns changed.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

/** The columns of `alias`'s row (a row of `table`) with `changes` (SQL pairs of a column name and its value). */
const copyOf = (table: string, alias: string, changes: string) =>
  sql.raw(`(jsonb_populate_record(null::${table}, to_jsonb(${alias}) || jsonb_build_object(${changes}))).*`);

/**
 * `count` copies of the product, "Bulk 1" to "Bulk <count>" with SKUs "BULK-<n>" and no barcode (`terms`: their
 * search terms as SQL of `g`, the copy's number, or the original's), each with a copy of the original's lots when
 * `stocked` (SQL of `p`, the copy) holds.
 */
export async function bulkCopies(
  db: Db,
  productId: string,
  count: number,
  { terms, stocked = "true" }: { terms?: string; stocked?: string } = {},
) {
  const changes = `'id', gen_random_uuid(), 'sku', 'BULK-' || g, 'name', 'Bulk ' || g, 'barcodes', '{}'::text[]${
    terms ? `, 'search_terms', ${terms}` : ""
  }`;
  await db.execute(sql`insert into products select ${copyOf("products", "p", changes)}
    from products p, generate_series(1, ${count}) g where p.id = ${productId}`);
  await db.execute(sql`insert into inventory_items select ${copyOf("inventory_items", "i", "'id', gen_random_uuid(), 'product_id', p.id")}
    from inventory_items i, products p where i.product_id = ${productId} and p.sku like 'BULK-%' and ${sql.raw(stocked)}`);
  await db.execute(sql`analyze`);
}
