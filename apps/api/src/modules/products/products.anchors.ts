// Deep pages without walking the rows before them (docs/decisions/0009-catalog-list-speed.md). OFFSET reads and
// drops every skipped row (~1.5 µs each on PGlite: 68 ms for the middle of 90,000). Instead, one scan records the
// sort key of every ANCHOR_STEP-th row of a list; a page then starts from the nearest anchor before it and skips
// fewer than ANCHOR_STEP rows. Anchors belong to the list's version (product_list_versions, bumped by a trigger
// on any product write in the location): the list statement reads the version with the page, and a page started
// from anchors of another version is read again from fresh ones, so a stale set is never used.

export const ANCHOR_STEP = 200;
/** Lists remembered per process; one list's anchors are ~100 bytes per ANCHOR_STEP rows. */
const MAX_LISTS = 200;

export interface Anchor {
  sortKey: string;
  id: string;
}
export interface Anchors {
  version: number;
  keys: Anchor[];
}

const cache = new Map<string, Anchors>();
const building = new Map<string, Promise<Anchors>>();

/** The anchors last built for a list, whatever their version (the caller checks it against the page's). */
export const cachedAnchors = (key: string): Anchors | undefined => cache.get(key);

/** Builds a list's anchors and keeps them; requests asking at once (ten clients on one deep page) share one scan. */
export async function rebuildAnchors(key: string, build: () => Promise<Anchors>): Promise<Anchors> {
  let flight = building.get(key);
  if (!flight) {
    flight = build().finally(() => building.delete(key));
    building.set(key, flight);
  }
  const built = await flight;
  cache.delete(key);
  cache.set(key, built);
  if (cache.size > MAX_LISTS) cache.delete(cache.keys().next().value!);
  return built;
}

/**
 * Where a page at `offset` starts: after an anchor (the last one before it) and a skip of less than ANCHOR_STEP
 * rows, or a plain offset near the start of the list or without anchors.
 */
export function pageStart(anchors: Anchors | undefined, offset: number): { anchor?: Anchor; skip: number } {
  // The anchor i is the row at 0-based position (i + 1) * ANCHOR_STEP - 1.
  const index = Math.min(Math.floor(offset / ANCHOR_STEP), anchors?.keys.length ?? 0) - 1;
  const anchor = index >= 0 ? anchors?.keys[index] : undefined;
  if (!anchor) return { skip: offset };
  return { anchor, skip: offset - (index + 1) * ANCHOR_STEP };
}
