// What the screens ask of the track-and-trace module: the link and the sync status, the outbox's events, a sale's
// reports, a retry, the test of a link's keys and the state's adjustment reasons.
import type { SaleSync, SyncStatus, TrackTraceEvent, TrackTraceOverview } from "@verdant/shared/track-trace";
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { TrackTraceConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { sales, trackTraceEvents } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { askState, linkOf, requireLink, systemFor, toLink } from "./track-trace.links.ts";
import { retryEvents } from "./track-trace.outbox.ts";
import { StateError } from "./track-trace.system.ts";

const eventColumns = { event: trackTraceEvents, receiptNumber: sales.receiptNumber };

function toEvent(row: { event: typeof trackTraceEvents.$inferSelect; receiptNumber: number | null }): TrackTraceEvent {
  const e = row.event;
  return {
    id: e.id,
    kind: e.kind,
    status: e.status,
    saleId: e.saleId,
    receiptNumber: row.receiptNumber,
    labels: e.labels,
    attempts: e.attempts,
    lastError: e.lastError,
    lastErrorAt: e.lastErrorAt?.toISOString() ?? null,
    nextAttemptAt: e.nextAttemptAt.toISOString(),
    doneAt: e.doneAt?.toISOString() ?? null,
    createdAt: e.createdAt.toISOString(),
  };
}

const ofLocation = (scope: LocationScope) =>
  and(eq(trackTraceEvents.organizationId, scope.organizationId), eq(trackTraceEvents.locationId, scope.locationId));

export async function listEvents(
  db: Db,
  scope: LocationScope,
  status?: TrackTraceEvent["status"],
): Promise<TrackTraceEvent[]> {
  const rows = await db
    .select(eventColumns)
    .from(trackTraceEvents)
    .leftJoin(sales, eq(sales.id, trackTraceEvents.saleId))
    .where(and(ofLocation(scope), status ? eq(trackTraceEvents.status, status) : undefined))
    .orderBy(desc(trackTraceEvents.id))
    .limit(100);
  return rows.map(toEvent);
}

export async function syncStatusOf(db: Db, scope: LocationScope): Promise<SyncStatus> {
  const link = await linkOf(db, scope);
  if (!link) return { linked: false, queueLength: 0, failedCount: 0, lastSuccessAt: null, failures: [] };
  const [counts] = await db
    .select({
      queue: sql<number>`count(*) filter (where ${trackTraceEvents.status} = 'PENDING')::int`,
      failed: sql<number>`count(*) filter (where ${trackTraceEvents.status} = 'FAILED')::int`,
    })
    .from(trackTraceEvents)
    .where(and(ofLocation(scope), ne(trackTraceEvents.status, "DONE")));
  // Failures: refused reports, and reports still being retried after an error.
  const failing = await db
    .select(eventColumns)
    .from(trackTraceEvents)
    .leftJoin(sales, eq(sales.id, trackTraceEvents.saleId))
    .where(and(ofLocation(scope), ne(trackTraceEvents.status, "DONE"), sql`${trackTraceEvents.lastError} is not null`))
    .orderBy(asc(trackTraceEvents.id))
    .limit(50);
  return {
    linked: true,
    queueLength: counts?.queue ?? 0,
    failedCount: counts?.failed ?? 0,
    lastSuccessAt: link.lastSuccessAt?.toISOString() ?? null,
    failures: failing.map(toEvent),
  };
}

export async function overview(db: Db, scope: LocationScope): Promise<TrackTraceOverview> {
  const link = await linkOf(db, scope);
  return { link: link ? toLink(link) : null, status: await syncStatusOf(db, scope) };
}

export async function saleSync(db: Db, scope: LocationScope, saleId: string): Promise<SaleSync> {
  const [sale] = await db
    .select({ id: sales.id, completedAt: sales.completedAt })
    .from(sales)
    .where(
      and(eq(sales.id, saleId), eq(sales.organizationId, scope.organizationId), eq(sales.locationId, scope.locationId)),
    );
  if (!sale) throw notFound("sale");
  const rows = await db
    .select(eventColumns)
    .from(trackTraceEvents)
    .leftJoin(sales, eq(sales.id, trackTraceEvents.saleId))
    .where(and(ofLocation(scope), eq(trackTraceEvents.saleId, saleId)))
    .orderBy(asc(trackTraceEvents.id));
  // A sale completed before the location was linked is never reported: it reads as not linked.
  const link = await linkOf(db, scope);
  return { saleId, linked: !!link && link.linkedAt <= sale.completedAt, events: rows.map(toEvent) };
}

export async function retryEvent(db: Db, scope: LocationScope, eventId: number): Promise<TrackTraceEvent> {
  await requireLink(db, scope);
  if ((await retryEvents(db, scope.locationId, [eventId])) === 0) {
    const [row] = await db
      .select({ id: trackTraceEvents.id })
      .from(trackTraceEvents)
      .where(and(ofLocation(scope), eq(trackTraceEvents.id, eventId)));
    if (!row) throw notFound("report");
  }
  const [row] = await db
    .select(eventColumns)
    .from(trackTraceEvents)
    .leftJoin(sales, eq(sales.id, trackTraceEvents.saleId))
    .where(and(ofLocation(scope), eq(trackTraceEvents.id, eventId)));
  return toEvent(row!);
}

/** Checks the stored keys against the state; a refusal is an answer here, not an error. */
export async function testConnection(db: Db, config: TrackTraceConfig, scope: LocationScope) {
  const link = await requireLink(db, scope);
  try {
    const { facilityName } = await systemFor(config, link).checkConnection();
    return { ok: true, message: `Connected to Metrc as ${facilityName} (${link.licenseNumber})` };
  } catch (error) {
    if (error instanceof StateError) return { ok: false, message: error.message };
    throw error;
  }
}

export async function stateReasons(db: Db, config: TrackTraceConfig, scope: LocationScope): Promise<string[]> {
  const link = await requireLink(db, scope);
  return askState(() => systemFor(config, link).adjustReasons());
}
