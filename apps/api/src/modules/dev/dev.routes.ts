// Development helpers: the outbox of codes and links. It exists only with DEV_OUTBOX (never in production) and
// answers only a client on this machine or a platform admin; anyone else gets the 404 of a route that is not there.
import { outboxList, outboxQuery } from "@verdant/shared/auth";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { AppError, say } from "../../lib/app-error.ts";
import { listOutbox } from "../../lib/messaging/outbox.ts";

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

async function onlyLocalOrAdmin(request: FastifyRequest) {
  if (LOOPBACK.test(request.ip)) return;
  if (request.auth?.user.roles.includes("PLATFORM_ADMIN")) return;
  throw new AppError("not_found", say("route.notFound", { method: "GET", path: request.url.split("?")[0] ?? "" }));
}

export const devRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, opts) => {
  if (!opts.config.serveDevOutbox) return;
  app.get(
    "/dev/outbox",
    {
      preHandler: onlyLocalOrAdmin,
      schema: {
        tags: ["dev"],
        summary: "Codes and links that would have been e-mailed or texted, newest first (DEV_OUTBOX, this machine)",
        querystring: outboxQuery,
        response: { 200: outboxList },
      },
    },
    async (request) => ({ data: await listOutbox(opts.db, request.query.to || undefined) }),
  );
  app.get(
    "/dev/metrc-simulator",
    {
      schema: {
        tags: ["dev"],
        summary: "The development Metrc simulator's address, for acting as the state would (development only)",
        response: { 200: z.object({ url: z.string().nullable() }) },
      },
    },
    async () => ({ url: opts.config.trackTrace.simulator ? (opts.config.trackTrace.baseUrl ?? null) : null }),
  );
};
