// The reporting worker in the API process: every second, for each linked location whose lease it can take, it
// sweeps new sales into the outbox and sends the due events in order. The register never waits on it; a failed
// report stays in the outbox, visible, until it goes through or someone retries it after a fix.
import type { FastifyInstance } from "fastify";
import type { TrackTraceConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { trackTraceLinks } from "../../db/schema/index.ts";
import { runEvery } from "../../lib/every.ts";
import { labelsOf, sendAdjustment, sendWriteOff } from "./track-trace.adjustments.ts";
import { type LinkRow, systemFor } from "./track-trace.links.ts";
import { markDone, markFailure, openEvents, releaseLease, sweepSales, takeLease } from "./track-trace.outbox.ts";
import { LocalProblem, syncReceipt } from "./track-trace.reports.ts";
import { StateError } from "./track-trace.system.ts";

const TICK_MS = 1000;

/** One pass over every linked location; answers how many reports went through. */
export async function runTrackTrace(db: Db, config: TrackTraceConfig): Promise<number> {
  const links = await db.select({ locationId: trackTraceLinks.locationId }).from(trackTraceLinks);
  let sent = 0;
  for (const { locationId } of links) {
    const link = await takeLease(db, locationId);
    if (!link) continue;
    let ok = true;
    try {
      await sweepSales(db, link);
      const outcome = await sendDue(db, config, link);
      sent += outcome.sent;
      ok = outcome.ok;
    } finally {
      await releaseLease(db, locationId, ok);
    }
  }
  return sent;
}

async function sendDue(db: Db, config: TrackTraceConfig, link: LinkRow): Promise<{ sent: number; ok: boolean }> {
  const events = await openEvents(db, link.locationId);
  if (events.length === 0) return { sent: 0, ok: true };
  const system = systemFor(config, link);
  const held = new Set<string>();
  let sent = 0;
  for (const event of events) {
    const labels = await labelsOf(db, event);
    const waiting = event.status === "FAILED" || event.nextAttemptAt.getTime() > Date.now();
    if (waiting || labels.some((label) => held.has(label))) {
      for (const label of labels) held.add(label);
      continue;
    }
    try {
      const send =
        event.kind === "ADJUSTMENT" ? sendAdjustment : event.kind === "REFUND_WRITE_OFF" ? sendWriteOff : syncReceipt;
      const touched = await send(db, system, link, event);
      await markDone(db, event, touched.length ? touched : labels);
      sent++;
    } catch (error) {
      if (!(error instanceof StateError) && !(error instanceof LocalProblem)) throw error;
      const state = error instanceof StateError ? error : null;
      await markFailure(db, event, labels, {
        message: error.message,
        final: !state?.retryable,
        uncertain: state?.uncertain ?? false,
        retryAfterMs: state?.retryAfterMs,
      });
      for (const label of labels) held.add(label);
      // The state is down, slow or refusing our keys: try the rest on a later pass, in order.
      if (state && (state.retryable || state.kind === "unauthorized")) return { sent, ok: false };
    }
  }
  return { sent, ok: true };
}

/** Starts the worker with the app and stops it when the app closes (TRACK_TRACE_WORKER=false leaves it off). A pass
 *  under way finishes first: its lease would otherwise be left held. */
export function startTrackTraceWorker(app: FastifyInstance, db: Db, config: TrackTraceConfig): void {
  if (config.worker) runEvery(app, "track-and-trace worker", TICK_MS, () => runTrackTrace(db, config));
}
