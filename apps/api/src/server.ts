// npm start: open the database, migrate, seed a fresh demo, serve the API and the web app on one port.

import { PRODUCT_NAME } from "@verdant/shared";
import { count } from "drizzle-orm";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { runMigrations } from "./db/migrate.ts";
import { users } from "./db/schema/index.ts";
import { openFileStorage } from "./lib/storage/open-storage.ts";
import { seedDemo } from "./seed/index.ts";

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { engine: "postgres", url: config.databaseUrl }
      : { engine: "pglite", dataDir: config.dataDir },
  );
  await runMigrations(database);
  const storage = await openFileStorage(config, database);
  const notes: string[] = [];
  if (config.seedDemo) {
    const [row] = await database.db.select({ n: count() }).from(users);
    if (!row?.n) await seedDemo({ db: database.db, config, notes, storage });
  }
  const app = await buildApp({ config, database, serveWeb: true, storage });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? "PostgreSQL" : `embedded database in ${config.dataDir}`;
  console.log(`\n  ${PRODUCT_NAME} is running at ${config.publicUrl} (${where})`);
  for (const line of notes) console.log(`  ${line}`);
  if (config.serveDevOutbox) {
    console.log("  Sign-in codes are printed here and listed at /api/dev/outbox?to=<address> (from this machine).\n");
  } else if (config.devOutbox) console.log("  Sign-in codes are printed here (no e-mail or SMS provider is set).\n");
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
