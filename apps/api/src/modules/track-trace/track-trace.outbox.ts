// The outbox of reports to the state (docs/decisions/0022). Voids, refunds and manual adjustments are enqueued by
// triggers in the transaction that makes them (migration 0019); completed sales by the worker's sweep below, so
// the register's one-statement sale is not touched. A location's reports are sent by one worker at a time (a
// lease on its link row), oldest first, and an event waits while an earlier one touching one of its packages has
// not gone through.
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { trackTraceEvents, trackTraceLinks } from "../../db/schema/index.ts";
import type { LinkRow } from "./track-trace.links.ts";

/** A sale commits within moments of its completion time; the sweep looks this far behind its cursor. */
const SWEEP_LAG = "5 minutes";
const LEASE_SECONDS = 60;
const BATCH = 100;

export type EventRow = typeof trackTraceEvents.$inferSelect;

/** Enqueues the completed sales since the cursor (less the lag) that have no event yet; moves the cursor on. */
export async function sweepSales(db: Db, link: LinkRow): Promise<void> {
  await db.execute(sql`
    with window_sales as (
      select organization_id, location_id, id, completed_at from sales
      where organization_id = ${link.organizationId} and location_id = ${link.locationId}
        and completed_at >= greatest(${link.linkedAt}::timestamptz, ${link.saleCursor}::timestamptz - interval '${sql.raw(SWEEP_LAG)}')),
    enqueued as (
      insert into track_trace_events (organization_id, location_id, kind, source_id, sale_id, created_at)
      select organization_id, location_id, 'SALE', id, id, completed_at from window_sales
      on conflict (kind, source_id) do nothing)
    update track_trace_links set sale_cursor = greatest(sale_cursor, coalesce((select max(completed_at) from window_sales), sale_cursor))
    where location_id = ${link.locationId}`);
}

/** Takes the location's lease (one sender per location across API processes), or undefined when another holds it. */
export async function takeLease(db: Db, locationId: string): Promise<LinkRow | undefined> {
  const [row] = await db
    .update(trackTraceLinks)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(
      and(
        eq(trackTraceLinks.locationId, locationId),
        sql`(${trackTraceLinks.leaseUntil} is null or ${trackTraceLinks.leaseUntil} < now())`,
      ),
    )
    .returning();
  return row;
}

export async function releaseLease(db: Db, locationId: string, succeeded: boolean): Promise<void> {
  await db
    .update(trackTraceLinks)
    .set({ leaseUntil: null, ...(succeeded ? { lastSuccessAt: new Date() } : {}) })
    .where(eq(trackTraceLinks.locationId, locationId));
}

/** The location's events not yet through, oldest first (due or not: a waiting one still holds its packages). */
export async function openEvents(db: Db, locationId: string): Promise<EventRow[]> {
  return db
    .select()
    .from(trackTraceEvents)
    .where(and(eq(trackTraceEvents.locationId, locationId), ne(trackTraceEvents.status, "DONE")))
    .orderBy(asc(trackTraceEvents.createdAt), asc(trackTraceEvents.id))
    .limit(BATCH);
}

export async function markDone(db: Db, event: EventRow, labels: string[]): Promise<void> {
  await db
    .update(trackTraceEvents)
    .set({ status: "DONE", labels, doneAt: new Date(), uncertain: false, attempts: event.attempts + 1 })
    .where(eq(trackTraceEvents.id, event.id));
}

/** 1 s, 2 s, 4 s … at most 5 minutes between tries of a report the state could not take yet. */
export const backoffMs = (attempts: number, floorMs = 0) =>
  Math.max(Math.min(1000 * 2 ** (attempts - 1), 300_000), floorMs);

export async function markFailure(
  db: Db,
  event: EventRow,
  labels: string[],
  failure: { message: string; final: boolean; uncertain: boolean; retryAfterMs?: number | null },
): Promise<void> {
  const attempts = event.attempts + 1;
  await db
    .update(trackTraceEvents)
    .set({
      status: failure.final ? "FAILED" : "PENDING",
      labels,
      attempts,
      uncertain: event.uncertain || failure.uncertain,
      lastError: failure.message,
      lastErrorAt: new Date(),
      nextAttemptAt: new Date(Date.now() + backoffMs(attempts, failure.retryAfterMs ?? 0)),
    })
    .where(eq(trackTraceEvents.id, event.id));
}

export async function rememberStateBefore(db: Db, eventId: number, quantities: Record<string, number>) {
  await db.update(trackTraceEvents).set({ stateQuantityBefore: quantities }).where(eq(trackTraceEvents.id, eventId));
}

/** A failed report sent again on the worker's next pass. */
export async function retryEvents(db: Db, locationId: string, ids: number[]): Promise<number> {
  const rows = await db
    .update(trackTraceEvents)
    .set({ status: "PENDING", nextAttemptAt: new Date() })
    .where(
      and(
        eq(trackTraceEvents.locationId, locationId),
        inArray(trackTraceEvents.id, ids),
        ne(trackTraceEvents.status, "DONE"),
      ),
    )
    .returning({ id: trackTraceEvents.id });
  return rows.length;
}
