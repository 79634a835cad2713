// One query API over two engines: PGlite (embedded, default) and PostgreSQL (DATABASE_URL).
import { mkdir } from "node:fs/promises";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** A database or a transaction: services accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = "pglite" | "postgres";

export interface Database {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { engine: "postgres"; url: string; poolSize?: number }
  | { engine: "pglite"; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.engine === "postgres") {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    // DATE columns stay 'YYYY-MM-DD' strings on both engines.
    pg.types.setTypeParser(1082, (v: string) => v);
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client whose server connection ends (a restart, a failover, a dropped test database) emits
    // 'error' on the pool; unhandled, that would crash the process. The pool replaces the client by itself.
    pool.on("error", (error) => console.warn(`[db] idle connection closed: ${error.message}`));
    const db = drizzle({ client: pool, schema, casing: "snake_case" }) as unknown as Db;
    return { db, engine: "postgres", close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  // PGlite does not create missing parent folders (architecture.md → traps).
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: { 1082: (v: string) => v },
  });
  const db = drizzle({ client, schema, casing: "snake_case" }) as unknown as Db;
  return { db, engine: "pglite", close: () => client.close() };
}
