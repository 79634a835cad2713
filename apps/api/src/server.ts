// npm start: open the database, migrate, seed a fresh demo, serve the API and the web app on one port.
// With API_PROCESSES=N (server mode) the first process migrates and seeds, then N worker processes share the port
// (node:cluster hands each new connection to one of them); a worker that dies is replaced.
import cluster from "node:cluster";
import { PRODUCT_NAME } from "@verdant/shared";
import { count } from "drizzle-orm";
import { buildApp } from "./app.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { runMigrations } from "./db/migrate.ts";
import { users } from "./db/schema/index.ts";
import { openFileStorage } from "./lib/storage/open-storage.ts";
import { startDevelopmentSimulator } from "./modules/track-trace/metrc.simulator.dev.ts";
import { assertTrackTraceReady } from "./modules/track-trace/track-trace.links.ts";
import { seedDemo } from "./seed/index.ts";

const open = (config: Config) =>
  openDatabase(
    config.databaseUrl
      ? { engine: "postgres", url: config.databaseUrl }
      : { engine: "pglite", dataDir: config.dataDir },
  );

/** Migrations and the demo seed, once, before any process serves. */
async function prepare(config: Config, notes: string[]) {
  const database = await open(config);
  await runMigrations(database);
  if (config.seedDemo) {
    const [row] = await database.db.select({ n: count() }).from(users);
    if (!row?.n) await seedDemo({ db: database.db, config, notes, storage: await openFileStorage(config, database) });
  }
  await assertTrackTraceReady(database.db, config);
  const simulator = await startDevelopmentSimulator(database.db, config);
  if (simulator) notes.push(`Metrc simulator (development) at ${simulator.url}; linked locations report to it.`);
  return { database, stopSimulator: async () => simulator?.close() };
}

async function serve(
  config: Config,
  database: Awaited<ReturnType<typeof open>>,
  stopSimulator: () => Promise<unknown> = async () => {},
) {
  const storage = await openFileStorage(config, database);
  const app = await buildApp({ config, database, serveWeb: true, storage });
  const shutdown = async () => {
    await app.close();
    await stopSimulator();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
  await app.listen({ port: config.port, host: config.host });
}

function announce(config: Config, notes: string[]) {
  const where = config.databaseUrl ? "PostgreSQL" : `embedded database in ${config.dataDir}`;
  const processes = config.processes > 1 ? `, ${config.processes} API processes` : "";
  console.log(`\n  ${PRODUCT_NAME} is running at ${config.publicUrl} (${where}${processes})`);
  for (const line of notes) console.log(`  ${line}`);
  if (config.serveDevOutbox) {
    console.log("  Sign-in codes are printed here and listed at /api/dev/outbox?to=<address> (from this machine).\n");
  } else if (config.devOutbox) console.log("  Sign-in codes are printed here (no e-mail or SMS provider is set).\n");
}

async function main() {
  const config = loadConfig();
  if (cluster.isWorker) return serve(config, await open(config));
  const notes: string[] = [];
  const { database, stopSimulator } = await prepare(config, notes);
  if (config.processes === 1) {
    await serve(config, database, stopSimulator);
    return announce(config, notes);
  }
  await database.close();
  let stopping = false;
  const fork = (): void => {
    cluster.fork().once("exit", (code) => {
      if (stopping) return;
      console.error(`API process exited (${code}); starting another`);
      fork();
    });
  };
  for (let i = 0; i < config.processes; i++) fork();
  let listening = 0;
  cluster.on("listening", () => {
    if (++listening === config.processes) announce(config, notes);
  });
  const stop = () => {
    stopping = true;
    void stopSimulator();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill("SIGTERM");
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
