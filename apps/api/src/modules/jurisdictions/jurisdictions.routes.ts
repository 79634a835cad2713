// /organization/{orgId}/location/{locationId}/jurisdiction: apply a shipped jurisdiction preset (decision 0018).
// Owners and admins only, like the rest of a location's settings.
import { appliedJurisdiction, applyJurisdictionInput } from "@verdant/shared/jurisdictions/jurisdictions.api";
import { locationParams } from "@verdant/shared/locations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { locationScopeOf } from "../../plugins/access.ts";
import { applyJurisdiction } from "./jurisdictions.service.ts";

export const jurisdictionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    "/organization/:orgId/location/:locationId/jurisdiction",
    {
      schema: {
        tags: ["locations"],
        summary:
          "Apply a jurisdiction preset: tax groups and dated rates with their sources, limits profile, minimum ages, cash rounding",
        params: locationParams,
        body: applyJurisdictionInput,
        response: { 200: appliedJurisdiction },
      },
      config: { access: "org.manage" },
    },
    async (request) => applyJurisdiction(db, locationScopeOf(request), request.body.code),
  );
};
