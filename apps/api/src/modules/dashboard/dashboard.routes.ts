// /organization/{orgId}/location/{locationId}/dashboard?date=YYYY-MM-DD: the location's day at a glance.
import { dashboard, dashboardQuery } from "@verdant/shared/dashboard";
import { locationParams } from "@verdant/shared/locations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { locationScopeOf } from "../../plugins/access.ts";
import { getDashboard } from "./dashboard.service.ts";

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/organization/:orgId/location/:locationId/dashboard",
    {
      schema: {
        tags: ["dashboard"],
        summary:
          "A day's sales against the same weekday last week, by hour, top products and categories, low stock, open drawers",
        params: locationParams,
        querystring: dashboardQuery,
        response: { 200: dashboard },
      },
      config: { access: "reports.read" },
    },
    async (request) => getDashboard(db, locationScopeOf(request), request.query.date),
  );
};
