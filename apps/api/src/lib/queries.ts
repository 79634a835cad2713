// Small query helpers every domain's service needs: search patterns, unique-index violations, list pages, statements
// prepared once.
import { createHash } from "node:crypto";
import { toMeta } from "@verdant/shared";
import { fillPlaceholders, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";

/** The drivers under drizzle: a node-postgres pool (named statements) or PGlite (text and values). */
type RawClient =
  | { waitReady: Promise<void>; query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }> }
  | { query: (config: { name: string; text: string; values: unknown[] }) => Promise<{ rows: unknown[] }> };
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
 * query builder runs per request, and on PostgreSQL it is a named prepared statement, parsed once per connection.
 * PGlite has no statement cache across queries, so there it is an ordinary parameterised query. Values are
 * `sql.placeholder(name)`s in the statement; rows come back as plain objects keyed by the statement's column
 * aliases, with the driver's types (timestamptz as Date, json parsed). It needs the database, not a transaction.
 */
export function preparedStatement<Row>(query: SQL): (db: Db, values: Record<string, unknown>) => Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `v_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
  return async (db, values) => {
    const client = (db as Db & { $client?: RawClient }).$client;
    if (!client) throw new Error("preparedStatement needs the database, not a transaction");
    const filled = fillPlaceholders(params, values);
    const result =
      "waitReady" in client ? await client.query(text, filled) : await client.query({ name, text, values: filled });
    return result.rows as Row[];
  };
}
