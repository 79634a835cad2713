// Whole answers of a read, kept in this process and served again while the version row they were read at stands
// (decision 0047). A version row is one a trigger bumps in the same transaction as every write that changes what
// the answer shows, so "the version now equals the kept one" means "nothing the answer shows has changed". The
// answer and its version must come from one statement (one snapshot). A kept answer is checked one of two ways:
// - by the version notices (lib/version-notices.ts), when this process has listened without a break since the answer
//   was proven current and has answered no write in its group since: no statement at all;
// - else by one primary-key read of the version, made after the request arrived, so it sees every write committed
//   before it (and proves the answer again when it matches).
// Builds are not shared between requests (a build begun before a write commits must not answer a request sent after
// it); a slower build of an older version never replaces a newer answer. Entries are dropped past `maxAgeMs` (answers
// that carry expiring links) and, the least recently used first, past `maxBytes`.
import type { Generation, VersionNotices } from "./version-notices.ts";

export interface VersionedAnswer {
  /** The version row's value in the snapshot the body was read in. */
  version: number;
  body: string;
}

export interface AnswerCache {
  /**
   * The kept answer for `key` while its version stands, else `build()`'s (then kept). A key must name everything the
   * answer depends on besides the version (the location, the query); `group` names the version row, as its notices
   * do ("product_list:<location>").
   */
  read(
    key: string,
    group: string,
    currentVersion: () => Promise<number>,
    build: () => Promise<VersionedAnswer>,
  ): Promise<string>;
  /** How many answers and bytes are kept (for tests and diagnostics). */
  size(): { answers: number; bytes: number };
}

interface Entry extends VersionedAnswer {
  builtAt: number;
  /** When the answer was last proven current, for the notices (undefined without them). */
  proven: Generation | undefined;
}

export function createAnswerCache(options: {
  maxBytes: number;
  maxAgeMs: number;
  notices?: VersionNotices;
}): AnswerCache {
  const { maxBytes, maxAgeMs, notices } = options;
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };

  const keep = (key: string, answer: VersionedAnswer, proven: Generation | undefined) => {
    const kept = entries.get(key);
    if (kept && kept.version > answer.version) return;
    drop(key);
    // One answer may take at most an eighth of the room, so a few large ones cannot empty it of the rest.
    if (answer.body.length > maxBytes / 8) return;
    entries.set(key, { ...answer, builtAt: Date.now(), proven });
    bytes += answer.body.length;
    while (bytes > maxBytes) drop(entries.keys().next().value!);
  };

  return {
    read: async (key, group, currentVersion, build) => {
      const kept = entries.get(key);
      if (kept && Date.now() - kept.builtAt < maxAgeMs && !notices?.heardNewer(group, kept.version)) {
        let current = notices?.trusts(group, kept.version, kept.proven) ?? false;
        if (!current) {
          const proven = notices?.generation(group);
          current = (await currentVersion()) === kept.version;
          if (current) kept.proven = proven;
        }
        if (current) {
          // Most recently used last; unless another request replaced or dropped it meanwhile.
          if (entries.get(key) === kept) {
            entries.delete(key);
            entries.set(key, kept);
          }
          return kept.body;
        }
      }
      // The generation before the build's snapshot: a write answered here after it voids the proof.
      const proven = notices?.generation(group);
      const answer = await build();
      keep(key, answer, proven);
      return answer.body;
    },
    size: () => ({ answers: entries.size, bytes }),
  };
}
