// The report summaries' queue (decision 0044): a sale's lines wait in report_queue, and report_queue_fold moves
// them into the per-day summaries (decisions 0025b, 0038) in batches, off the sale's own transaction. A worker in
// every API process folds every few seconds; a report that reads the summaries folds its location first, so it counts
// every sale committed before it was asked (migration 0036 says how two folds take turns).
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { runEvery } from "../../lib/every.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { rowsOf, type Store, storeOf } from "./reports.sql.ts";

const FOLD_EVERY_MS = 2000;

/** Folds a location's queued lines (every location's without one); answers how many lines it moved. */
export async function foldSummaries(db: Db, locationId?: string): Promise<number> {
  const [row] = await rowsOf<{ folded: number }>(
    db,
    sql`select report_queue_fold(${locationId ?? null}::uuid) as folded`,
  );
  return row?.folded ?? 0;
}

/** Starts the fold with the app and stops it when the app closes (REPORT_FOLD_WORKER=false leaves it off). */
export function startSummaryFolding(app: FastifyInstance, db: Db, enabled: boolean): void {
  if (enabled) runEvery(app, "report summaries' fold", FOLD_EVERY_MS, () => foldSummaries(db));
}

/** The store of a report read from the summaries, its queue folded first. */
export async function summaryStoreOf(db: Db, scope: LocationScope): Promise<Store> {
  await foldSummaries(db, scope.locationId);
  return storeOf(db, scope);
}
