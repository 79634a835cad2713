// buildApp(config, database): plugins for cross-cutting concerns, then one route plugin per domain.
import cookie from "@fastify/cookie";
import cors from "@fastify/cors";
import "@verdant/shared/zod-setup";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppContext } from "./app-context.ts";
import { loggerOptions, OneLinePerRequest, requestIdOf } from "./lib/logging.ts";
import { webDistDir } from "./lib/paths.ts";
import { openFileStorage } from "./lib/storage/open-storage.ts";
import { listenForVersions } from "./lib/version-notices.ts";
import { registerModules } from "./modules/index.ts";
import { startSummaryFolding } from "./modules/reports/reports.fold.ts";
import { startTrackTraceWorker } from "./modules/track-trace/track-trace.worker.ts";
import { apiKeyPlugin } from "./plugins/api-key.ts";
import { authPlugin } from "./plugins/auth.ts";
import { docsPlugin } from "./plugins/docs.ts";
import { errorHandlerPlugin } from "./plugins/error-handler.ts";
import { inputGuardPlugin } from "./plugins/input-guard.ts";
import { rateLimitsPlugin } from "./plugins/rate-limits.ts";
import { securityHeadersPlugin } from "./plugins/security-headers.ts";
import { WEB_CSP, webPlugin } from "./plugins/web.ts";

export type { AppContext };

export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const { config, database } = ctx;
  const app = Fastify({
    logger: loggerOptions(config, ctx.logStream),
    logController: new OneLinePerRequest(),
    genReqId: requestIdOf,
    requestIdHeader: false,
    bodyLimit: 2 * 1024 * 1024,
    // Behind a load balancer or reverse proxy, request.ip (rate limits, logs) is the client only when trusted.
    trustProxy: config.trustProxy,
    ajv: { customOptions: { coerceTypes: "array" } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  await app.register(webPlugin, {
    root: ctx.serveWeb ? webDistDir() : "/nonexistent",
    devReleases: config.serveDevOutbox,
  });
  await app.register(errorHandlerPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: { directives: WEB_CSP },
    crossOriginEmbedderPolicy: false,
  });
  const corsOrigins = config.corsOrigin ? config.corsOrigin.split(",").map((o) => o.trim()) : [];
  await app.register(cors, { origin: corsOrigins.length ? corsOrigins : false, credentials: true });
  await app.register(cookie);
  await app.register(apiKeyPlugin, { keys: config.apiKeys });
  await app.register(authPlugin, {
    db: database.db,
    cacheMs: config.authCacheMs,
    origins: [new URL(config.publicUrl).origin, ...corsOrigins],
  });
  if (config.rateLimit.enabled) await app.register(rateLimitsPlugin, { db: database.db, limits: config.rateLimit });
  await app.register(docsPlugin);
  await listenForVersions(app, database);
  const storage = ctx.storage ?? (await openFileStorage(config, database));
  await app.register(registerModules, { prefix: "/api", ctx: { ...ctx, storage } });
  startTrackTraceWorker(app, database.db, config.trackTrace);
  startSummaryFolding(app, database.db, config.reportFolding);
  return app;
}
