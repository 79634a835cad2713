// Bearer-token authentication: opaque tokens, stored hashed in sessions, revocable (domain.md → Identity).
import { createHash, randomBytes } from "node:crypto";
import { AUTH_COOKIE, NO_ACCESS_TOKEN_MESSAGE } from "@verdant/shared";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client.ts";
import { sessions, users } from "../db/schema/index.ts";
import { AppError } from "../lib/app-error.ts";

export type AuthUser = typeof users.$inferSelect;
export interface Auth {
  user: AuthUser;
  sessionId: string;
}

declare module "fastify" {
  interface FastifyRequest {
    auth: Auth | null;
  }
  interface FastifyInstance {
    /** preHandler: a signed-in user (401 otherwise). */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a signed-in user who is off the waitlist (403 waiting_approval otherwise). */
    requireApproved: (request: FastifyRequest) => Promise<void>;
    requirePlatformAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const newToken = (prefix: string) => `${prefix}_${randomBytes(32).toString("base64url")}`;

function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice(7).trim() || undefined;
  // The auth-token cookie (samesite strict) serves plain downloads such as license files and receipts.
  if (request.method === "GET") return request.cookies?.[AUTH_COOKIE.name];
  return undefined;
}

async function findSession(db: Db, token: string): Promise<Auth | null> {
  const [row] = await db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
    )
    .limit(1);
  return row ?? null;
}

/** Re-reads the signed-in user after a change within the same request. */
export function expectAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw new AppError("unauthorized", NO_ACCESS_TOKEN_MESSAGE);
  return request.auth;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorateRequest("auth", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const token = readToken(request);
    if (token) request.auth = await findSession(opts.db, token);
    else request.auth = null;
    (request as FastifyRequest & { hadToken?: boolean }).hadToken = Boolean(token);
  });

  app.decorate("requireUser", async (request: FastifyRequest) => {
    if (request.auth) return;
    const hadToken = (request as FastifyRequest & { hadToken?: boolean }).hadToken;
    throw new AppError(
      "unauthorized",
      hadToken ? "Your session has ended. Please sign in again." : NO_ACCESS_TOKEN_MESSAGE,
    );
  });
  app.decorate("requireApproved", async (request: FastifyRequest) => {
    await app.requireUser(request);
    if (request.auth?.user.isWaitingApproval) {
      throw new AppError("waiting_approval", "Your account is waiting for approval");
    }
  });
  app.decorate("requirePlatformAdmin", async (request: FastifyRequest) => {
    await app.requireUser(request);
    if (!request.auth?.user.roles.includes("PLATFORM_ADMIN")) throw new AppError("not_found", "Not found");
  });
});
