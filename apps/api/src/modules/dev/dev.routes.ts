// Development helpers: the outbox of codes and links (404 in production, where it does not exist).
import { outboxList, outboxQuery } from "@verdant/shared/auth";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { listOutbox } from "../../lib/messaging/outbox.ts";

export const devRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, opts) => {
  if (!opts.config.devOutbox) return;
  app.get(
    "/dev/outbox",
    {
      schema: {
        tags: ["dev"],
        summary: "Codes and links that would have been e-mailed or texted, newest first (development only)",
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
