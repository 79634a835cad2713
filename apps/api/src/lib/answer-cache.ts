// Whole answers of a read, kept in this process and served again while the version row they were read at stands
// (decision 0047). A version row is one a trigger bumps in the same transaction as every write that changes what
// the answer shows, so "the version now equals the kept one" means "nothing the answer shows has changed": a kept
// answer costs one primary-key read instead of its statement, and is never staler than the database when served.
// The answer and its version must come from one statement (one snapshot); the version read happens after the
// request arrived, so it sees every write committed before it. Builds are not shared between requests (a build
// begun before a write commits must not answer a request sent after it); a slower build of an older version never
// replaces a newer answer. Entries are dropped past `maxAgeMs` (answers that carry expiring links) and, the least
// recently used first, past `maxBytes`.

export interface VersionedAnswer {
  /** The version row's value in the snapshot the body was read in. */
  version: number;
  body: string;
}

export interface AnswerCache {
  /**
   * The kept answer for `key` when `currentVersion()` still equals its version, else `build()`'s (then kept). A key
   * must name everything the answer depends on besides the version (the location, the query).
   */
  read(key: string, currentVersion: () => Promise<number>, build: () => Promise<VersionedAnswer>): Promise<string>;
  /** How many answers and bytes are kept (for tests and diagnostics). */
  size(): { answers: number; bytes: number };
}

interface Entry extends VersionedAnswer {
  builtAt: number;
}

export function createAnswerCache(options: { maxBytes: number; maxAgeMs: number }): AnswerCache {
  const { maxBytes, maxAgeMs } = options;
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };

  const keep = (key: string, answer: VersionedAnswer) => {
    const kept = entries.get(key);
    if (kept && kept.version > answer.version) return;
    drop(key);
    // One answer may take at most an eighth of the room, so a few large ones cannot empty it of the rest.
    if (answer.body.length > maxBytes / 8) return;
    entries.set(key, { ...answer, builtAt: Date.now() });
    bytes += answer.body.length;
    while (bytes > maxBytes) drop(entries.keys().next().value!);
  };

  return {
    read: async (key, currentVersion, build) => {
      const kept = entries.get(key);
      if (kept && Date.now() - kept.builtAt < maxAgeMs) {
        const version = await currentVersion();
        if (version === kept.version) {
          // Most recently used last; unless another request replaced or dropped it meanwhile.
          if (entries.get(key) === kept) {
            entries.delete(key);
            entries.set(key, kept);
          }
          return kept.body;
        }
      }
      const answer = await build();
      keep(key, answer);
      return answer.body;
    },
    size: () => ({ answers: entries.size, bytes }),
  };
}
