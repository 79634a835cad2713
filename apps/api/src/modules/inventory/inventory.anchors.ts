// Page anchors for the inventory list: OFFSET walks every row it skips, so page 10,000 of 200,000 lots would read
// 100,000 index entries on every request. Instead, one scan records the sort key of every STEP-th lot; a deep page
// then starts from the anchor just before it and skips fewer than STEP rows. Anchors are kept in memory per list
// (location, filters, day, order) with the location's inventory_list_versions value they were read at; the
// triggers of migration 0008 bump it whenever a lot is added, removed or moves within an order, so a stale set is
// never used, only rebuilt.
import { and, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inventoryItems, inventoryListVersions } from "../../db/schema/index.ts";

export const ANCHOR_STEP = 1000;
const MAX_LISTS = 64;

interface Anchor {
  at: string;
  id: string;
}
interface Entry {
  version: number;
  anchors: Promise<Anchor[]>;
}

const cache = new Map<string, Entry>();

export const listVersion = (locationId: string) =>
  sql<number>`(select ${inventoryListVersions.version} from ${inventoryListVersions} where ${inventoryListVersions.locationId} = ${locationId})`;

/** The sort key of every STEP-th lot of the list, in list order (receipt time as text keeps its microseconds). */
async function readAnchors(db: Db, where: SQL, descending: boolean): Promise<Anchor[]> {
  const direction = sql.raw(descending ? "desc" : "asc");
  const result = await db.execute<{ at: string; id: string }>(sql`
    select s.at, s.id from (
      select ${inventoryItems.receivedAt}::text as at, ${inventoryItems.id} as id,
        row_number() over (order by ${inventoryItems.receivedAt} ${direction}, ${inventoryItems.id} ${direction}) as rn
      from ${inventoryItems} where ${where}) s
    where s.rn % ${ANCHOR_STEP} = 1
    order by s.rn`);
  return (result as unknown as { rows: Anchor[] }).rows;
}

/**
 * Where a page at `offset` (of a list ordered by receipt time) can start: a keyset condition and the rows still to
 * skip after it. Concurrent requests for a list share one scan; a failed scan is forgotten.
 */
export async function pageStart(
  db: Db,
  key: string,
  version: number,
  where: SQL,
  descending: boolean,
  offset: number,
): Promise<{ where: SQL; skip: number }> {
  const k = Math.floor(offset / ANCHOR_STEP);
  if (k === 0) return { where, skip: offset };
  let entry = cache.get(key);
  if (!entry || entry.version !== version) {
    entry = { version, anchors: readAnchors(db, where, descending) };
    const created = entry;
    entry.anchors.catch(() => cache.get(key) === created && cache.delete(key));
    cache.delete(key);
    if (cache.size >= MAX_LISTS) cache.delete(cache.keys().next().value!);
    cache.set(key, entry);
  }
  const anchor = (await entry.anchors)[k];
  if (!anchor) return { where, skip: offset };
  const from = sql`(${inventoryItems.receivedAt}, ${inventoryItems.id}) ${sql.raw(descending ? "<=" : ">=")} (${anchor.at}::timestamptz, ${anchor.id}::uuid)`;
  return { where: and(where, from)!, skip: offset - k * ANCHOR_STEP };
}
