// One anchored-page cache for every list that pages deep (docs/decisions/0009-catalog-list-speed.md, decision 0031):
// OFFSET reads and drops every row it skips, so page 10,000 of a large list costs what reading it all does. Instead,
// one scan records the sort key and id of every step-th row (an anchor); a page then starts just after the nearest
// anchor before it (a keyset condition on (key, id), which an index serves) and skips fewer than `step` rows.
// Anchors belong to the version of the list they were read at (a row that triggers bump on every write that moves a
// row within the list's order): a set of another version is never used, only rebuilt. Requests asking at once share
// one scan; a failed scan is forgotten; the least recently built lists are dropped past `maxLists`.

export interface Anchor {
  /** The row's sort key as text (a timestamp keeps its microseconds); the caller casts it back in SQL. */
  key: string;
  id: string;
}

export interface AnchorSet {
  version: string;
  /** keys[i] is the row at 0-based position (i + 1) * step - 1 of the list. */
  keys: Anchor[];
}

/** Where a page starts: strictly after `anchor` (when given) and `skip` rows further. */
export interface PageStart {
  anchor?: Anchor;
  skip: number;
}

export interface AnchorCache {
  readonly step: number;
  /** The set last built for a list, whatever its version (the caller checks it against the page's). */
  cached(list: string): AnchorSet | undefined;
  /** Builds a list's set and keeps it; requests asking at once share one build. */
  rebuild(list: string, build: () => Promise<AnchorSet>): Promise<AnchorSet>;
  /** The list's set for `version`: the kept one when it is of that version, else a new one. */
  current(list: string, version: string, build: () => Promise<AnchorSet>): Promise<AnchorSet>;
  /** Where the page at `offset` starts given a set (none near the start of a list, or without a set). */
  pageStart(set: AnchorSet | undefined, offset: number): PageStart;
  /**
   * A page whose read also answers the list's version (one statement, one snapshot): a page started from anchors of
   * another version is read again from fresh ones; after READ_TRIES stale sets (constant writes) it reads from the
   * start of the list instead.
   */
  readPage<R>(
    list: string,
    offset: number,
    build: () => Promise<AnchorSet>,
    read: (start: PageStart) => Promise<{ version: string; page: R }>,
  ): Promise<R>;
}

const READ_TRIES = 3;

export function createAnchorCache(options: { step: number; maxLists: number }): AnchorCache {
  const { step, maxLists } = options;
  const sets = new Map<string, AnchorSet>();
  const building = new Map<string, Promise<AnchorSet>>();

  const rebuild = async (list: string, build: () => Promise<AnchorSet>) => {
    let flight = building.get(list);
    if (!flight) {
      flight = build().finally(() => building.delete(list));
      building.set(list, flight);
    }
    const built = await flight;
    sets.delete(list);
    sets.set(list, built);
    if (sets.size > maxLists) sets.delete(sets.keys().next().value!);
    return built;
  };

  const pageStart = (set: AnchorSet | undefined, offset: number): PageStart => {
    const index = Math.min(Math.floor(offset / step), set?.keys.length ?? 0) - 1;
    const anchor = index >= 0 ? set?.keys[index] : undefined;
    if (!anchor) return { skip: offset };
    return { anchor, skip: offset - (index + 1) * step };
  };

  return {
    step,
    cached: (list) => sets.get(list),
    rebuild,
    pageStart,
    current: async (list, version, build) => {
      const kept = sets.get(list);
      return kept?.version === version ? kept : rebuild(list, build);
    },
    readPage: async (list, offset, build, read) => {
      let set = offset < step ? undefined : (sets.get(list) ?? (await rebuild(list, build)));
      for (let tries = 1; ; tries++) {
        const start = pageStart(tries > READ_TRIES ? undefined : set, offset);
        const { version, page } = await read(start);
        if (start.anchor && set?.version !== version) {
          set = await rebuild(list, build);
          continue;
        }
        return page;
      }
    },
  };
}
