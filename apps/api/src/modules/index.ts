// Every domain's routes, mounted under /api. A new domain adds one line here.
import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../app.ts";
import { healthRoutes } from "./health/health.routes.ts";

export const registerModules: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(healthRoutes, { database: ctx.database });
};
