// One query API over two engines: PGlite (embedded, default) and PostgreSQL (DATABASE_URL).
import { createHash } from "node:crypto";
import { mkdir } from "node:fs/promises";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Client as PgClient } from "pg";
import { type Listen, listenOnPglite, listenOnPostgres } from "./listen.ts";
import { releaseEveryTransaction } from "./pg-transactions.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** A database or a transaction: services accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = "pglite" | "postgres";

export interface Database {
  db: Db;
  engine: Engine;
  /** LISTEN on a channel until the returned stop is called (db/listen.ts). */
  listen: Listen;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { engine: "postgres"; url: string; poolSize?: number; connectTimeoutMs?: number }
  | { engine: "pglite"; dataDir?: string; loadDataDir?: Blob };

type QueryConfig = { text?: unknown; name?: string; values?: unknown[] };

/**
 * node-postgres sends every parameterised statement unnamed, so PostgreSQL parses and plans it anew each time.
 * This client names each one after its text, as a prepared statement of the connection: the second run on a
 * connection skips the parse, and PostgreSQL may keep a generic plan (docs/decisions/0010-register-sale-speed.md).
 * Statement texts are the app's own (values always travel apart), so their number stays small.
 */
function namedStatementClient(Base: typeof PgClient): typeof PgClient {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) {
      name = `s_${createHash("sha1").update(text).digest("hex").slice(0, 30)}`;
      if (names.size < 20_000) names.set(text, name);
    }
    return name;
  };
  class NamedStatementClient extends Base {
    // biome-ignore lint/suspicious/noExplicitAny: the driver's query has a dozen overloads; this passes them through
    override query(...args: any[]): any {
      const [config, values] = args as [QueryConfig | string, unknown[] | undefined];
      const params = typeof config === "object" && config ? (config.values ?? values) : undefined;
      if (typeof config === "object" && config && typeof config.text === "string" && !config.name && params?.length) {
        args[0] = { ...config, name: nameOf(config.text) };
      }
      // biome-ignore lint/suspicious/noExplicitAny: as above
      return (super.query as (...a: any[]) => any)(...args);
    }
  }
  return NamedStatementClient;
}

/** A BIGINT as PGlite reads it, on both engines: a number while it is exact (up to 2^53), else a BigInt. A report's
 *  sum of cents over a year passes 2^31 at a busy store, so such sums are BIGINT and arrive as numbers either way. */
export const parseInt8 = (value: string): number | bigint => {
  const n = BigInt(value);
  return n < BigInt(Number.MIN_SAFE_INTEGER) || n > BigInt(Number.MAX_SAFE_INTEGER) ? n : Number(n);
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.engine === "postgres") {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    // DATE columns stay 'YYYY-MM-DD' strings on both engines.
    pg.types.setTypeParser(1082, (v: string) => v);
    pg.types.setTypeParser(20, parseInt8);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      Client: namedStatementClient(pg.Client),
      // A database that does not answer fails the request (503) instead of queueing it for ever.
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    });
    // An idle client whose server connection ends (a restart, a failover, a dropped test database) emits
    // 'error' on the pool; unhandled, that would crash the process. The pool replaces the client by itself.
    pool.on("error", (error) => console.warn(`[db] idle connection closed: ${error.message}`));
    // A client checked out by a transaction has no pool listener while it is out: without its own, the driver's
    // 'error' event when the server goes away would end the process. The query in flight rejects (the request
    // answers 503) and the pool drops the broken client when it comes back (decision 0017).
    pool.on("connect", (client) => {
      client.on("error", (error) => console.warn(`[db] connection lost: ${error.message}`));
    });
    const db = drizzle({ client: pool, schema, casing: "snake_case" }) as unknown as Db;
    releaseEveryTransaction(db, pool);
    const listen = listenOnPostgres(pg.Client, options.url);
    return { db, engine: "postgres", listen, close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  // PGlite does not create missing parent folders (architecture.md → traps).
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: { 1082: (v: string) => v, 20: parseInt8 },
  });
  const db = drizzle({ client, schema, casing: "snake_case" }) as unknown as Db;
  return { db, engine: "pglite", listen: listenOnPglite(client), close: () => client.close() };
}
