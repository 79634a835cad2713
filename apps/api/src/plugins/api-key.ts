import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError, say } from "../lib/app-error.ts";

const OPEN_PATHS = [/^\/api\/health$/, /^\/api\/openapi\.json$/, /^\/api\/docs(\/|$)/, /^\/api\/files\//];

export const apiKeyPlugin = fp(async (app: FastifyInstance, opts: { keys: string[] }) => {
  const keys = new Set(opts.keys);
  app.addHook("onRequest", async (request) => {
    const path = request.url.split("?")[0] ?? "";
    if (!path.startsWith("/api/") || OPEN_PATHS.some((re) => re.test(path))) return;
    const key = request.headers["api-key"];
    if (typeof key !== "string" || !keys.has(key)) throw new AppError("invalid_api_key", say("auth.invalidApiKey"));
  });
});
