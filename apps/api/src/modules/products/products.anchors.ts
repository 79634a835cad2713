// Deep pages without walking the rows before them (docs/decisions/0009-catalog-list-speed.md). OFFSET reads and
// drops every skipped row (~1.5 µs each on PGlite: 68 ms for the middle of 90,000). Instead, one scan records the
// sort key of every ANCHOR_STEP-th row of a list; a page then starts from the nearest anchor before it and skips
// fewer than ANCHOR_STEP rows. Anchors belong to the list's version (product_list_versions, bumped by a trigger
// on any product write in the location), so a stale set is never used, in this process or any other.
import { asc, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { products } from "../../db/schema/index.ts";

export const ANCHOR_STEP = 200;
/** Lists remembered per process; one list's anchors are ~100 bytes per ANCHOR_STEP rows. */
const MAX_LISTS = 200;

export interface Anchor {
  sortKey: string;
  id: string;
}
interface Anchors {
  version: number;
  keys: Anchor[];
}

const cache = new Map<string, Anchors>();
const building = new Map<string, Promise<Anchors>>();

async function buildAnchors(db: Db, where: SQL, sortKey: SQL, version: number): Promise<Anchors> {
  const numbered = db
    .select({
      sortKey: sql<string>`${sortKey}`.as("sort_key"),
      id: products.id,
      n: sql<number>`row_number() over (order by ${sortKey}, ${products.id})`.as("n"),
    })
    .from(products)
    .where(where)
    .as("numbered");
  const rows = await db
    .select({ sortKey: numbered.sortKey, id: numbered.id })
    .from(numbered)
    .where(sql`${numbered.n} % ${ANCHOR_STEP} = 0`)
    .orderBy(asc(numbered.n));
  return { version, keys: rows };
}

async function anchorsFor(db: Db, key: string, where: SQL, sortKey: SQL, version: number): Promise<Anchor[]> {
  const cached = cache.get(key);
  if (cached?.version === version) return cached.keys;
  // Ten clients opening the same deep page at once share one scan.
  const flightKey = `${key}@${version}`;
  let flight = building.get(flightKey);
  if (!flight) {
    flight = buildAnchors(db, where, sortKey, version).finally(() => building.delete(flightKey));
    building.set(flightKey, flight);
  }
  const built = await flight;
  cache.delete(key);
  cache.set(key, built);
  if (cache.size > MAX_LISTS) cache.delete(cache.keys().next().value!);
  return built.keys;
}

/**
 * Where a page at `offset` starts: after an anchor (a keyset condition on the sort key and id) and a skip of less
 * than ANCHOR_STEP rows, or a plain offset near the start of the list.
 */
export async function pageStart(
  db: Db,
  list: { key: string; where: SQL; sortKey: SQL; version: number },
  offset: number,
): Promise<{ after?: SQL; skip: number }> {
  // The anchor i is the row at 0-based position (i + 1) * ANCHOR_STEP - 1: take the last one before offset.
  const index = Math.floor(offset / ANCHOR_STEP) - 1;
  if (index < 0) return { skip: offset };
  const keys = await anchorsFor(db, list.key, list.where, list.sortKey, list.version);
  const anchor = keys[Math.min(index, keys.length - 1)];
  if (!anchor) return { skip: offset };
  const position = (Math.min(index, keys.length - 1) + 1) * ANCHOR_STEP - 1;
  return {
    after: sql`(${list.sortKey}, ${products.id}) > (${anchor.sortKey}, ${anchor.id}::uuid)`,
    skip: offset - position - 1,
  };
}
