// One migrated template per run; every test file clones it (architecture.md: clone, don't migrate each time).
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";
import { runMigrations } from "../db/migrate.ts";
import { adminUrl, templateName } from "./engine.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === "postgres") {
    if (!url) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL (postgres://user@host:port/db)");
    const { default: pg } = await import("pg");
    const name = templateName();
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const database = await openDatabase({ engine: "postgres", url: adminUrl(url, name), poolSize: 1 });
    await runMigrations(database);
    await database.close();
    project.provide("pgTemplate", name);
    project.provide("pgliteTemplate", "");
    return async () => {
      const rows = await admin.query(`select datname from pg_database where datname like '${name}%'`);
      for (const row of rows.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({ engine: "pglite" });
  await runMigrations(database);
  const { PGlite } = await import("@electric-sql/pglite");
  const client = (database.db as unknown as { $client: InstanceType<typeof PGlite> }).$client;
  const dump = await client.dumpDataDir("none");
  // Per checkout and per run: resolved from the working directory, two checkouts side by side shared one file and
  // one run's tests could clone the other's template (without this checkout's migrations).
  const file = path.resolve(
    import.meta.dirname,
    `../../../../node_modules/.cache/verdant/pglite-template-${process.pid}.tar`,
  );
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplate", file);
  project.provide("pgTemplate", "");
  return () => rm(file, { force: true });
}
