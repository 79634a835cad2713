// GET /organization/{orgId}/location/{locationId}/setup-checklist: what a new store has left to set up.
import { locationParams } from "@verdant/shared/locations";
import { setupChecklist } from "@verdant/shared/setup";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { locationScopeOf } from "../../plugins/access.ts";
import { getSetupChecklist } from "./setup.service.ts";

export const setupRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/organization/:orgId/location/:locationId/setup-checklist",
    {
      schema: {
        tags: ["dashboard"],
        summary:
          "The store's setup steps (location, jurisdiction, taxes, receipts, registers, products, team, Metrc in the US), each done or not from its data",
        params: locationParams,
        response: { 200: setupChecklist },
      },
      config: { access: "reports.read" },
    },
    async (request) => getSetupChecklist(db, locationScopeOf(request)),
  );
};
