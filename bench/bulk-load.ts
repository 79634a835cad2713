// Loads 100,000 products in seconds instead of minutes: one transaction that sets the secondary indexes of products
// and product_search aside, inserts large JSON batches with row triggers (foreign-key checks) and statement triggers
// (counts, search rows) off, builds the products indexes once, recounts the location (product_counts_rebuild,
// migration 0007), writes its search rows in list order (product_search_rebuild, migration 0013) and builds their
// index.
import { sql } from "drizzle-orm";
import type { Db } from "../apps/api/src/db/client.ts";
import type { products } from "../apps/api/src/db/schema/index.ts";

type ProductRow = typeof products.$inferInsert;
export type InsertProducts = (rows: ProductRow[]) => Promise<void>;

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Runs `load` inside the transaction (every write must use the `tx` it is given: PGlite runs one transaction at a
 * time, so a write on the outer handle would wait forever) with an insert function for product batches.
 */
export async function bulkLoadProducts(
  db: Db,
  locationId: string,
  load: (tx: Db, insert: InsertProducts) => Promise<unknown>,
) {
  const started = performance.now();
  let phases = "";
  await db.transaction(async (tx) => {
    // Unique indexes stay (a duplicate SKU still fails); the rest are rebuilt after the load in one sort each.
    const { rows: indexes } = (await tx.execute(sql`
      select i.tablename as table, i.indexname as name, i.indexdef as definition from pg_indexes i
      join pg_class c on c.relname = i.indexname
      join pg_index x on x.indexrelid = c.oid
      where i.schemaname = 'public' and i.tablename in ('products', 'product_search') and not x.indisunique`)) as unknown as {
      rows: { table: string; name: string; definition: string }[];
    };
    for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
    // Skips foreign-key and count triggers for this transaction only; the generator's references are valid.
    await tx.execute(sql`set local session_replication_role = replica`);
    await load(tx, async (rows) => {
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0]!).map(snake);
      const list = columns.map((c) => `"${c}"`).join(", ");
      const json = JSON.stringify(
        rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [snake(k), v]))),
      );
      await tx.execute(
        sql`insert into products (${sql.raw(list)}) select ${sql.raw(list)} from json_populate_recordset(null::products, ${json}::json)`,
      );
    });
    const loaded = performance.now();
    await tx.execute(sql`set local session_replication_role = origin`);
    const build = async (table: string) => {
      for (const index of indexes.filter((i) => i.table === table)) await tx.execute(sql.raw(index.definition));
    };
    await build("products");
    const indexed = performance.now();
    await tx.execute(sql`select product_counts_rebuild(${locationId})`);
    const counted = performance.now();
    await tx.execute(sql`select product_search_rebuild(${locationId})`);
    await build("product_search");
    const s = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`;
    phases = `rows ${s(started, loaded)}, indexes ${s(loaded, indexed)}, counts ${s(indexed, counted)}, search ${s(counted, performance.now())}`;
  });
  return phases;
}
