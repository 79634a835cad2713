// buildApp(config, database): plugins for cross-cutting concerns, then one route plugin per domain.
import cookie from "@fastify/cookie";
import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import "@verdant/shared";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppContext } from "./app-context.ts";
import { webDistDir } from "./lib/paths.ts";
import { registerModules } from "./modules/index.ts";
import { startTrackTraceWorker } from "./modules/track-trace/track-trace.worker.ts";
import { apiKeyPlugin } from "./plugins/api-key.ts";
import { authPlugin } from "./plugins/auth.ts";
import { docsPlugin } from "./plugins/docs.ts";
import { errorHandlerPlugin } from "./plugins/error-handler.ts";
import { databaseRateLimitStore } from "./plugins/rate-limit-store.ts";
import { webPlugin } from "./plugins/web.ts";

export type { AppContext };

export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const { config, database } = ctx;
  const app = Fastify({
    logger:
      config.logLevel === "silent"
        ? false
        : { level: config.logLevel, redact: ["req.headers.authorization", 'req.headers["api-key"]'] },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: "x-request-id",
    bodyLimit: 2 * 1024 * 1024,
    ajv: { customOptions: { coerceTypes: "array" } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  await app.register(webPlugin, { root: ctx.serveWeb ? webDistDir() : "/nonexistent" });
  await app.register(errorHandlerPlugin);
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(cors, { origin: config.corsOrigin ? config.corsOrigin.split(",") : false, credentials: true });
  await app.register(cookie);
  await app.register(apiKeyPlugin, { keys: config.apiKeys });
  await app.register(authPlugin, { db: database.db, cacheMs: config.authCacheMs });
  if (config.rateLimit.enabled) {
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimit.max,
      timeWindow: 60_000,
      store: databaseRateLimitStore(database.db),
      allowList: (request) => !request.url.startsWith("/api/") || request.url === "/api/health",
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: "Too Many Requests",
        message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
        code: "rate_limited",
      }),
    });
  }
  await app.register(docsPlugin);
  await app.register(registerModules, { prefix: "/api", ctx });
  startTrackTraceWorker(app, database.db, config.trackTrace);
  return app;
}
