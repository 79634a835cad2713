import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { migrationState } from "../../db/migrate.ts";

const healthResponse = z.object({
  status: z.enum(["ok", "degraded"]),
  engine: z.enum(["pglite", "postgres"]),
  migrations: z.object({ applied: z.number(), available: z.number(), upToDate: z.boolean() }),
});

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    "/health",
    { schema: { tags: ["health"], summary: "Database engine and migration state", response: { 200: healthResponse } } },
    async () => {
      const migrations = await migrationState(database);
      return {
        status: migrations.upToDate ? ("ok" as const) : ("degraded" as const),
        engine: database.engine,
        migrations,
      };
    },
  );
};
