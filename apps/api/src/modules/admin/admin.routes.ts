// Platform administration: the waitlist (platform admins only; anyone else gets a 404).
import { approvedUser, userIdParams, waitlistPage, waitlistQuery } from "@verdant/shared/auth";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { requestLanguage } from "../../lib/i18n.ts";
import { expectAuth } from "../../plugins/auth.ts";
import { approveUser, listWaitlist } from "./admin.service.ts";

const tags = ["admin"];

export const adminRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, opts) => {
  app.get(
    "/admin/waitlist",
    {
      preHandler: app.requirePlatformAdmin,
      schema: {
        tags,
        summary: "Users waiting for approval, newest first",
        querystring: waitlistQuery,
        response: { 200: waitlistPage },
      },
    },
    async (request) => listWaitlist(opts.db, request.query),
  );

  app.post(
    "/admin/waitlist/:userId/approve",
    {
      preHandler: app.requirePlatformAdmin,
      schema: { tags, summary: "Take a user off the waitlist", params: userIdParams, response: { 200: approvedUser } },
    },
    async (request) =>
      approveUser(
        { db: opts.db, config: opts.config, log: request.log, language: requestLanguage(request) },
        expectAuth(request).user.id,
        request.params.userId,
      ),
  );
};
