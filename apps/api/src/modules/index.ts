// Every domain's routes, mounted under /api. A new domain adds one line here.
import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../app.ts";
import { adminRoutes } from "./admin/admin.routes.ts";
import { meRoutes } from "./auth/auth.me.routes.ts";
import { passwordRoutes } from "./auth/auth.password.routes.ts";
import { passwordlessRoutes } from "./auth/auth.passwordless.routes.ts";
import { devRoutes } from "./dev/dev.routes.ts";
import { healthRoutes } from "./health/health.routes.ts";

export const registerModules: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(healthRoutes, { database: ctx.database });
  await app.register(passwordlessRoutes, { db: ctx.database.db, config: ctx.config });
  await app.register(passwordRoutes, { db: ctx.database.db, config: ctx.config });
  await app.register(meRoutes, { db: ctx.database.db, config: ctx.config });
  await app.register(adminRoutes, { db: ctx.database.db, config: ctx.config });
  await app.register(devRoutes, { db: ctx.database.db, config: ctx.config });
};
