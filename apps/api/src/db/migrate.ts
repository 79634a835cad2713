import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrationsDir as migrationsFolder } from "../lib/paths.ts";
import type { Database } from "./client.ts";

export async function runMigrations(database: Database): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  if (database.engine === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as never, { migrationsFolder: migrationsFolderPath });
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(database.db as never, { migrationsFolder: migrationsFolderPath });
  }
}

export interface MigrationState {
  applied: number;
  available: number;
  upToDate: boolean;
}

export async function migrationState(database: Database): Promise<MigrationState> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  const rows = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  const applied = Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  return { applied, available: journal.entries.length, upToDate: applied >= journal.entries.length };
}
