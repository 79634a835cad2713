// npm start: open the database, migrate, seed a fresh demo, serve the API and the web app on one port.

import { PRODUCT_NAME } from "@verdant/shared";
import { count } from "drizzle-orm";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { runMigrations } from "./db/migrate.ts";
import { users } from "./db/schema/index.ts";
import { startDevelopmentSimulator } from "./modules/track-trace/metrc.simulator.dev.ts";
import { assertTrackTraceReady } from "./modules/track-trace/track-trace.links.ts";
import { seedDemo } from "./seed/index.ts";

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { engine: "postgres", url: config.databaseUrl }
      : { engine: "pglite", dataDir: config.dataDir },
  );
  await runMigrations(database);
  const notes: string[] = [];
  if (config.seedDemo) {
    const [row] = await database.db.select({ n: count() }).from(users);
    if (!row?.n) await seedDemo({ db: database.db, config, notes });
  }
  await assertTrackTraceReady(database.db, config);
  const simulator = await startDevelopmentSimulator(database.db, config);
  if (simulator) notes.push(`Metrc simulator (development) at ${simulator.url}; linked locations report to it.`);
  const app = await buildApp({ config, database, serveWeb: true });
  const shutdown = async () => {
    await app.close();
    await simulator?.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? "PostgreSQL" : `embedded database in ${config.dataDir}`;
  console.log(`\n  ${PRODUCT_NAME} is running at ${config.publicUrl} (${where})`);
  for (const line of notes) console.log(`  ${line}`);
  if (config.devOutbox) console.log("  Sign-in codes are printed here and listed at /api/dev/outbox?to=<address>.\n");
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
