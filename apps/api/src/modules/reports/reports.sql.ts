// What every report query shares: raw rows from either engine, a location's store facts, and a period of the
// location's calendar days as a range of instants (decision 0020: the day starts at local midnight, so a
// daylight-saving day has 23 or 25 hours and still holds exactly that day's sales).
import { Readable } from "node:stream";
import { eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { Db } from "../../db/client.ts";
import { locations } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import type { LocationScope } from "../../plugins/access.ts";

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Store {
  name: string;
  timeZone: string;
  currency: "CAD" | "USD";
}

export async function storeOf(db: Db, scope: LocationScope): Promise<Store> {
  const [row] = await db
    .select({ name: locations.name, timeZone: locations.timeZone, currency: locations.currency })
    .from(locations)
    .where(eq(locations.id, scope.locationId));
  if (!row) throw notFound("location");
  return row;
}

/** The instants from local midnight of `from` to local midnight after `to`. */
export const localDays = (column: SQLWrapper, from: string, to: string, timeZone: string) =>
  sql`${column} >= (${from}::date::timestamp at time zone ${timeZone}::text)
    and ${column} < ((${to}::date + 1)::timestamp at time zone ${timeZone}::text)`;

/** The rows of a per-day summary (decisions 0025b, 0038) of the location over the period's days; `table` names the
 *  summary where the query joins another table. */
export const inDays = (scope: LocationScope, period: { from: string; to: string }, table?: string) => {
  const column = (name: string) =>
    table ? sql`${sql.identifier(table)}.${sql.identifier(name)}` : sql.identifier(name);
  return sql`${column("location_id")} = ${scope.locationId}
    and ${column("day")} between ${period.from}::date and ${period.to}::date`;
};

/** The location's calendar day of an instant. */
export const localDate = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);

/** A CSV reply written as its rows arrive (a generator of lines), saved under the name given. */
export const csvReply = (reply: FastifyReply, name: string, rows: Iterable<string> | AsyncIterable<string>) =>
  reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}.csv"`)
    .send(Readable.from(rows));
