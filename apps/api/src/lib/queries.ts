// Small query helpers every domain's service needs: search patterns, unique-index violations, list pages, statements
// prepared once.
import { createHash } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { toMeta } from "@verdant/shared";
import { fillPlaceholders, getTableColumns, type SQL, sql } from "drizzle-orm";
import { PgDialect, type PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";

/** The drivers under drizzle: a node-postgres pool, or PGlite (its internal locks and protocol entry point). */
type PoolClient = {
  query: (config: { name: string; text: string; values: unknown[] }) => Promise<{ rows: unknown[] }>;
};
type PgliteClient = PGlite & {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
};
const dialect = new PgDialect({ casing: "snake_case" });

/** A case-insensitive "contains" pattern for ilike, with the user's % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The name of the unique index a write ran into (drizzle wraps the driver's error in `cause`), if any. */
export function uniqueConstraintOf(error: unknown): string | undefined {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const source = e?.code === "23505" ? e : e?.cause?.code === "23505" ? e.cause : undefined;
  return source?.constraint;
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

/** The list body of api-conventions.md from one page of rows and the total count. */
export function listPage<T>(data: T[], page: number, limit: number, total: number) {
  return { data, meta: toMeta(page, limit, total) };
}

/**
 * A statement built once and run many times with new values (docs/decisions/0011-prepared-list-statements.md): no
 * query builder runs per request, and it is a named prepared statement, parsed once per connection. Values are
 * `sql.placeholder(name)`s in the statement; rows come back as plain objects keyed by the statement's column
 * aliases, with the driver's types (timestamptz as Date, json parsed). It runs on the database or inside a
 * transaction (the register's sale, decision 0012).
 */
export function preparedStatement<Row, Values extends Record<string, unknown> = Record<string, unknown>>(
  query: SQL,
  { readOnly = false }: { readOnly?: boolean } = {},
): (db: Db, values: Values) => Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `v_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
  return async (db, values) => {
    const filled = fillPlaceholders(params, values);
    const root = (db as Db & { $client?: PoolClient | PgliteClient }).$client;
    // PGlite's one-call path is for statements that only read: a writing statement committed on its own (the demo
    // seed's sales) was now and then answered with BindComplete alone, about one in 300, when its protocol
    // messages went in one call. Writes go through PGlite's query(), which sends each message apart.
    if (root && "waitReady" in root && readOnly) return (await runOnPglite(root, name, text, filled)) as Row[];
    // The pool, a transaction's own connection (a node-postgres client), or PGlite itself or its transaction.
    const client = root ?? (db as unknown as { session: { client: PoolClient | PgliteTransaction } }).session.client;
    if ("exec" in client) {
      return (await client.query(text, filled.map(toText), { serializers: AS_SENT })).rows as Row[];
    }
    return (await client.query({ name, text, values: filled })).rows as Row[];
  };
}

/**
 * A table's columns under their camelCase keys, for a prepared statement whose rows should look like drizzle's
 * select of the table. The driver's types are the same for the columns we use (text, uuid, boolean, integer, date
 * as text, timestamptz as Date, arrays, json); a column with a custom mapping would need its own.
 */
export const columnsOf = (table: PgTable) =>
  sql.join(
    Object.entries(getTableColumns(table)).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`, `,
  );

/**
 * A statement's placeholders typed by the values it runs with: `p("name")` accepts only a key of `Values`, so a
 * misspelt placeholder fails at compile time; `preparedStatement<Row, Values>` then takes exactly those values.
 */
export const placeholdersOf =
  <Values extends Record<string, unknown>>() =>
  (name: keyof Values & string) =>
    sql.placeholder(name);

/** The names of a statement's placeholders, in the order they first appear (for a test that values match them). */
export function placeholderNames(query: SQL): string[] {
  const names = dialect
    .sqlToQuery(query)
    .params.map((param) => (param as { name?: unknown } | null)?.name)
    .filter((name): name is string => typeof name === "string");
  return [...new Set(names)];
}

/**
 * An array placeholder whose length the planner cannot see, for `= any(...)` in a prepared statement. PostgreSQL
 * keeps a statement's generic plan only when it costs no more than the custom plans it made first; a custom plan
 * sees the array's real (small) length and a generic one assumes ten, so without this every run is planned anew
 * (about 1 ms for the sale's cart read). Read through a one-row subquery, the array is unknown to both.
 */
export const unseenArray = (name: string, type: "uuid" | "text") =>
  sql`((select ${sql.placeholder(name)}::${sql.raw(type)}[]))::${sql.raw(type)}[]`;

/**
 * A flag placeholder the planner cannot see, for the same reason: a custom plan folds `false and ...` away and
 * so looks cheaper than the generic plan that keeps the branch, and PostgreSQL then plans every run anew.
 */
export const unseenFlag = (name: string) => sql`(select ${sql.placeholder(name)}::boolean)`;

/** PGlite's transaction object; AS_SENT keeps the parameters in the text form toText gave them. */
type PgliteTransaction = Pick<PGlite, "exec" | "query">;
const AS_SENT = new Proxy({}, { get: () => (value: unknown) => value }) as Record<number, (value: unknown) => string>;

const pgliteModule = () => import("@electric-sql/pglite");
const preparedOnPglite = new WeakMap<PGlite, Set<string>>();

/**
 * PGlite's query() makes six calls into the engine (parse, describe the statement, bind, describe, execute, sync)
 * and parses the text every time; this sends the same protocol messages in one call, and Parse only the first
 * time (PGlite is one session, so a named statement lives as long as the database). It takes PGlite's own locks,
 * as query() does, so it never runs inside another caller's transaction or between the steps of another query.
 */
async function runOnPglite(client: PgliteClient, name: string, text: string, values: unknown[]): Promise<unknown[]> {
  const { protocol, parse } = await pgliteModule();
  const prepared = preparedOnPglite.get(client) ?? new Set<string>();
  preparedOnPglite.set(client, prepared);
  const { serialize } = protocol;
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const messages = [
        ...(prepared.has(name) ? [] : [serialize.parse({ name, text })]),
        serialize.bind({ statement: name, values: values.map(toText) }),
        serialize.describe({ type: "P" }),
        serialize.execute({}),
        serialize.sync(),
      ];
      try {
        // As PGlite's own query() does: the answer is read before anything else may run, and the data directory
        // is synced afterwards, outside a transaction only (execProtocol's own sync would yield in between).
        const result = await client.execProtocol(Buffer.concat(messages), { syncToFs: false });
        prepared.add(name);
        const rows = parse.parseResults(result.messages, client.parsers)[0]?.rows ?? [];
        if (!client.isInTransaction()) await client.syncToFs();
        return rows;
      } catch (error) {
        // The statement may or may not exist now: drop it, so the next call parses it again.
        prepared.delete(name);
        await client.execProtocol(Buffer.concat([serialize.close({ type: "S", name }), serialize.sync()]), {
          throwOnError: false,
        });
        throw error;
      }
    }),
  );
}

/** A parameter in PostgreSQL's text format (what node-postgres sends for the other engine). */
function toText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    const items = value.map((item) => {
      const t = toText(item);
      return t === null ? "NULL" : `"${t.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
    });
    return `{${items.join(",")}}`;
  }
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
