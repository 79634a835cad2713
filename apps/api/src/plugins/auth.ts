// Session authentication: opaque tokens, stored hashed in sessions, revocable (domain.md → Identity), sent as a
// bearer token (integrations, scripts) or in the HttpOnly auth-token cookie (the web app; session-cookie.ts).
import { createHash, randomBytes } from "node:crypto";
import { AUTH_COOKIE } from "@verdant/shared";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client.ts";
import { sessions, users } from "../db/schema/index.ts";
import { AppError, say } from "../lib/app-error.ts";
import { columnsOf, preparedStatement } from "../lib/queries.ts";
import { isCrossSiteWrite } from "./session-cookie.ts";

export type AuthUser = typeof users.$inferSelect;
export interface Auth {
  user: AuthUser;
  sessionId: string;
}

declare module "fastify" {
  interface FastifyRequest {
    auth: Auth | null;
    /** Whether the request carried a token (a 401 then says the session ended). */
    hadToken?: boolean;
    /** The hash of the token it carried (the key of its session's rate limit). */
    tokenHash?: string;
    /** The token of a write left for the access plugin to identify (with the membership, one statement). */
    identityToken?: string;
  }
  interface FastifyInstance {
    /** Session and membership answers that reads may reuse for a moment (AuthCache). */
    authCache: AuthCache;
    /** preHandler: a signed-in user (401 otherwise). */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a signed-in user who is off the waitlist (403 waiting_approval otherwise). */
    requireApproved: (request: FastifyRequest) => Promise<void>;
    requirePlatformAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const newToken = (prefix: string) => `${prefix}_${randomBytes(32).toString("base64url")}`;

const READS = new Set(["GET", "HEAD"]);

/** The bearer token, else the auth-token cookie; a write by cookie must come from our own origin. */
function readToken(request: FastifyRequest, allowedOrigins: readonly string[]): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice(7).trim() || undefined;
  const cookie = request.cookies?.[AUTH_COOKIE.name] || undefined;
  if (cookie && !READS.has(request.method) && isCrossSiteWrite(request, allowedOrigins)) {
    throw new AppError("forbidden", say("auth.crossSite"));
  }
  return cookie;
}

/**
 * The identity lookups of read requests (session, membership), reused for at most `ttlMs` (≤ 2 s) in this process
 * (docs/decisions/0009-catalog-list-speed.md). A screen's burst of reads costs one lookup instead of one each.
 * Writes always read the database, so a revoked session or removed member can never change anything; and any
 * write answered by this process empties the cache, so a sign-out, role change or removal made here holds for the
 * very next request. A change made by another process or straight in the database shows within `ttlMs`.
 */
export class AuthCache {
  // The promise is stored before it settles: concurrent reads share one lookup, and a clear() during the lookup
  // drops it, so an answer read before a write is never kept after it.
  private entries = new Map<string, { value: Promise<unknown>; until: number }>();
  constructor(private readonly ttlMs: number) {}

  read<T>(request: FastifyRequest, key: string, load: () => Promise<T>, expiresAt?: (value: T) => number): Promise<T> {
    if (this.ttlMs <= 0 || !READS.has(request.method)) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value as Promise<T>;
    if (this.entries.size >= 10_000) this.prune(now);
    const entry = { value: load() as Promise<unknown>, until: now + this.ttlMs };
    this.entries.set(key, entry);
    entry.value.then(
      (value) => {
        if (expiresAt) entry.until = Math.min(entry.until, expiresAt(value as T));
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.value as Promise<T>;
  }

  clear(): void {
    this.entries.clear();
  }

  private prune(now: number) {
    for (const [key, entry] of this.entries) if (entry.until <= now) this.entries.delete(key);
    if (this.entries.size >= 10_000) this.entries.clear();
  }
}

type SessionRow = AuthUser & { sessionId: string; sessionExpiresAt: Date };

/**
 * The live session of a token with its user, as a prepared statement (every request runs it), with `extra` columns
 * when given: the access plugin reads a write's membership in the same statement (plugins/access.ts).
 */
export function sessionStatement<Extra extends object = object>(extra?: SQL) {
  return preparedStatement<SessionRow & Extra>(
    sql`
  select ${columnsOf(users)}, ${sessions.id} as "sessionId", ${sessions.expiresAt} as "sessionExpiresAt"${extra ? sql`, ${extra}` : sql``}
  from ${sessions} join ${users} on ${users.id} = ${sessions.userId}
  where ${sessions.tokenHash} = ${sql.placeholder("tokenHash")} and ${sessions.revokedAt} is null
    and ${sessions.expiresAt} > ${sql.placeholder("now")}::timestamptz
  limit 1`,
    { readOnly: true },
  );
}

const sessionOf = sessionStatement();

/** A session row as the request's Auth, with the session's end. */
export function toSession({ sessionId, sessionExpiresAt, ...user }: SessionRow): Auth & { expiresAt: Date } {
  return { user, sessionId, expiresAt: sessionExpiresAt };
}

export async function findSession(db: Db, tokenHash: string): Promise<(Auth & { expiresAt: Date }) | null> {
  const [row] = await sessionOf(db, { tokenHash, now: new Date() });
  return row ? toSession(row) : null;
}

/** Re-reads the signed-in user after a change within the same request. */
export function expectAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw new AppError("unauthorized", say("auth.noToken"));
  return request.auth;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; cacheMs: number; origins: string[] }) => {
  const cache = new AuthCache(opts.cacheMs);
  app.decorate("authCache", cache);
  app.decorateRequest("auth", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const token = readToken(request, opts.origins);
    request.auth = null;
    request.hadToken = Boolean(token);
    if (!token) return;
    const tokenHash = hashToken(token);
    request.tokenHash = tokenHash;
    // A write under an access rule is identified by the access plugin, with its membership in one statement.
    if (request.routeOptions.config?.access && !READS.has(request.method)) {
      request.identityToken = tokenHash;
      return;
    }
    const found = await cache.read(
      request,
      `session:${tokenHash}`,
      () => findSession(opts.db, tokenHash),
      (session) => session?.expiresAt.getTime() ?? 0,
    );
    if (found) request.auth = { user: found.user, sessionId: found.sessionId };
  });
  // Before the answer leaves, so the client's next request already reads fresh.
  app.addHook("onSend", async (request, reply) => {
    if (!READS.has(request.method)) cache.clear();
    // A signed-in answer is the user's own: no shared or browser cache keeps it (a file link sets its own).
    if (request.hadToken && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });

  app.decorate("requireUser", async (request: FastifyRequest) => {
    if (request.auth) return;
    const hadToken = request.hadToken;
    throw new AppError("unauthorized", say(hadToken ? "auth.sessionEnded" : "auth.noToken"));
  });
  app.decorate("requireApproved", async (request: FastifyRequest) => {
    await app.requireUser(request);
    if (request.auth?.user.isWaitingApproval) {
      throw new AppError("waiting_approval", say("auth.waitingApproval"));
    }
  });
  app.decorate("requirePlatformAdmin", async (request: FastifyRequest) => {
    await app.requireUser(request);
    if (!request.auth?.user.roles.includes("PLATFORM_ADMIN")) throw new AppError("not_found", say("notFound"));
  });
});
