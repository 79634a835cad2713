// Request rate limits (docs/decisions/0016-browser-session-and-limits.md, README → Configuration):
// - sign-in, code and reset endpoints: a strict budget per client address, counted in the database so every API
//   process shares it (the services add their per-identifier limits and lockouts);
// - other calls without a session: a budget per address, also in the database;
// - signed-in calls: an in-process token bucket per session, generous enough that a busy store's register never
//   meets it, with no database write per request. A token that turns out not to be a session is charged to the
//   address (in process), so made-up tokens cannot dodge the address limit.
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { AppError, say } from "../lib/app-error.ts";
import { databaseRateLimitStore } from "./rate-limit-store.ts";
import { TokenBuckets } from "./token-bucket.ts";

/** The endpoints that check a secret: sign-in, codes, sign-up, password reset. */
const AUTH_PATH =
  /^\/api\/(auth\/(sign-in|sign-up|resend-code|forgot-password|forgot-password-info|reset-password|email|phone)|account\/verify-code)(\/|\?|$)/;
const UNLIMITED = /^\/api\/(health|docs|openapi\.json)(\/|\?|$)/;

const pathOf = (request: FastifyRequest) => request.url.split("?")[0] ?? "";
const tooMany = (seconds: number) =>
  new AppError("rate_limited", say("rate.requests", { seconds }), { retryAfter: seconds });

export const rateLimitsPlugin = fp(async (app: FastifyInstance, opts: { db: Db; limits: Config["rateLimit"] }) => {
  const { limits } = opts;
  const sessions = new TokenBuckets(limits.sessionMax);
  const badTokens = new TokenBuckets(limits.max);
  const isAuth = (request: FastifyRequest) => AUTH_PATH.test(pathOf(request));

  await app.register(rateLimit, {
    global: true,
    timeWindow: 60_000,
    store: databaseRateLimitStore(opts.db),
    keyGenerator: (request) => (isAuth(request) ? `auth:${request.ip}` : request.ip),
    max: (_request, key) => (key.startsWith("auth:") ? limits.authMax : limits.max),
    // Signed-in calls are limited per session below; the auth endpoints always count per address.
    allowList: (request) =>
      !request.url.startsWith("/api/") ||
      UNLIMITED.test(request.url) ||
      (Boolean(request.hadToken) && !isAuth(request)),
    errorResponseBuilder: (_request, context) => tooMany(Math.ceil(context.ttl / 1000)),
  });

  app.addHook("onRequest", async (request) => {
    if (!request.hadToken || !request.tokenHash || isAuth(request)) return;
    if (badTokens.empty(`ip:${request.ip}`)) throw tooMany(60);
    const taken = sessions.take(request.tokenHash);
    if (!taken.allowed) throw tooMany(taken.retryAfter);
  });
  app.addHook("onResponse", async (request, reply) => {
    if (request.hadToken && reply.statusCode === 401) badTokens.spend(`ip:${request.ip}`);
  });
});
