// What this process has heard of the version rows triggers bump (decision 0047). A version row whose trigger also
// notifies (pg_notify on VERSION_CHANNEL, payload "<group>:<version>", migration 0039) tells every listening process
// when it moves, at its commit. A kept answer (lib/answer-cache.ts) proven current at some moment then stays current
// until a notice names a newer version of its group, so it is served without reading the version again, unless:
// - the listener is not listening, or was not without a break since the proof (notices may have been missed): every
//   proof made before a (re)connect or a drop stops counting;
// - this process answered a write since the proof: its own commit's notice may still be on its way, and the writer's
//   next read must see the write, so a write (at a location, or anywhere when it names none) voids the proofs of that
//   location's groups (or all) until a version read proves an answer again.
// Across processes a write shows once its notice arrives: the time a notification takes from PostgreSQL's commit to
// the listening connection, well under a millisecond on one machine, against the one second of the identity cache.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** What this process has heard of the version rows (lib/version-notices.ts). */
    versionNotices: VersionNotices;
  }
}

export const VERSION_CHANNEL = "verdant_versions";
const MAX_GROUPS = 100_000;

/** A moment of a group's proofs: a proof of another generation does not count. */
export type Generation = string;

export class VersionNotices {
  private listening = false;
  private everything = 0;
  private locations = new Map<string, number>();
  private newest = new Map<string, number>();
  private syncs = new Map<string, () => void>();

  /** The generation of `group` ("<kind>:<location>") now: it moves on a (re)connect, a drop, a write answered here. */
  generation(group: string): Generation {
    return `${this.everything}.${this.locations.get(group.slice(group.indexOf(":") + 1)) ?? 0}`;
  }

  /** Whether an answer of `version`, proven current at `generation`, is still current without a read. */
  trusts(group: string, version: number, generation: Generation | undefined): boolean {
    if (!this.listening || generation !== this.generation(group)) return false;
    return !this.heardNewer(group, version);
  }

  /** Whether a notice named a newer version of `group` than `version` (the answer is stale, no read needed). */
  heardNewer(group: string, version: number): boolean {
    return (this.newest.get(group) ?? version) > version;
  }

  /** A notice's payload: "<group>:<version>", or a sync marker. */
  heard(payload: string): void {
    const at = payload.lastIndexOf(":");
    const group = payload.slice(0, at);
    if (group === "sync") {
      this.syncs.get(payload.slice(at + 1))?.();
      return;
    }
    const version = Number(payload.slice(at + 1));
    if (at <= 0 || !Number.isFinite(version)) return;
    if (this.newest.size >= MAX_GROUPS) this.forgetAll();
    this.newest.set(group, Math.max(this.newest.get(group) ?? version, version));
  }

  /** The listener started or stopped: proofs made before count no more, and what was heard is forgotten. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.forgetAll();
  }

  /** This process answered a write at `location` (undefined: it cannot say where, so anywhere). */
  wrote(location: string | undefined): void {
    if (location === undefined) {
      this.everything += 1;
      return;
    }
    if (this.locations.size >= MAX_GROUPS) this.forgetAll();
    this.locations.set(location, (this.locations.get(location) ?? 0) + 1);
  }

  /**
   * Resolves once every notice committed before it has been heard: a notice of its own, sent through `db`, comes
   * back through the listener (PostgreSQL delivers notices in commit order). For tests that write in SQL by hand.
   */
  async sync(database: Database, timeoutMs = 5_000): Promise<void> {
    if (!this.listening) return;
    const id = randomUUID();
    const heard = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no notice came back")), timeoutMs);
      this.syncs.set(id, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    try {
      await database.db.execute(sql`select pg_notify(${VERSION_CHANNEL}, ${`sync:${id}`})`);
      await heard;
    } finally {
      this.syncs.delete(id);
    }
  }

  private forgetAll() {
    this.everything += 1;
    this.locations.clear();
    this.newest.clear();
  }
}

const READS = new Set(["GET", "HEAD"]);

/**
 * The app's notices, listening from now until the app closes. Every write it answers is told to them before its
 * answer leaves (at the location its access names, else anywhere), so the writer's next read never trusts a proof
 * made before its write.
 */
export async function listenForVersions(app: FastifyInstance, database: Database): Promise<void> {
  const notices = new VersionNotices();
  const stop = await database.listen(
    VERSION_CHANNEL,
    (payload) => notices.heard(payload),
    (listening) => notices.setListening(listening),
  );
  app.decorate("versionNotices", notices);
  app.addHook("onSend", async (request) => {
    if (!READS.has(request.method)) notices.wrote(request.access?.locationId);
  });
  app.addHook("onClose", stop);
}
