// A fresh app on its own database for each test file: a clone of the migrated template, on either engine.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { DEV_API_KEY } from "@verdant/shared";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { openFileStorage } from "../lib/storage/open-storage.ts";
import type { FileStorage } from "../lib/storage/storage.ts";
import { adminUrl } from "./engine.ts";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The clone's address on PostgreSQL, for a second API process on the same database. */
  databaseUrl?: string;
  config: Config;
  /** The app's file storage (seeds write demo files into it). */
  storage: FileStorage;
  /** app.inject with the api-key header, a JSON body and an optional bearer token. */
  call: (method: string, url: string, options?: CallOptions) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Absent values are left out, so a test can pass optional filters as they are. */
  query?: Record<string, string | string[] | undefined>;
}

/** `via` rewrites the clone's URL (a test's own proxy in front of PostgreSQL, outage.test.ts). */
async function cloneDatabase(
  poolSize = 25,
  via?: (url: string) => string,
): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const pgTemplate = inject("pgTemplate");
  const url = process.env.TEST_DATABASE_URL;
  if (pgTemplate && url) {
    const { default: pg } = await import("pg");
    const name = `${pgTemplate}_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`create database ${name} template ${pgTemplate}`);
    await admin.end();
    const cloneUrl = adminUrl(url, name);
    const database = await openDatabase({ engine: "postgres", url: via ? via(cloneUrl) : cloneUrl, poolSize });
    const drop = async () => {
      const dropper = new pg.Client({ connectionString: adminUrl(url) });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
    return { database, url: adminUrl(url, name), drop };
  }
  const file = inject("pgliteTemplate");
  const loadDataDir = new Blob([await readFile(file)]);
  return { database: await openDatabase({ engine: "pglite", loadDataDir }), drop: async () => {} };
}

/** `poolSize` (PostgreSQL only): 1 keeps every statement on one connection, whose prepared statements a test reads.
 *  `via`: see cloneDatabase. */
export async function createTestApp(
  env: Record<string, string> = {},
  { poolSize, via }: { poolSize?: number; via?: (url: string) => string } = {},
): Promise<TestApp> {
  const { database, url: databaseUrl, drop } = await cloneDatabase(poolSize, via);
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    RATE_LIMIT: "false",
    DATA_DIR: "/tmp/verdant-test",
    TRACK_TRACE_WORKER: "false",
    ...env,
  });
  const storage = await openFileStorage(config, database);
  const app = await buildApp({ config, database, storage });
  await app.ready();
  const call: TestApp["call"] = (method, url, options = {}) =>
    app.inject({
      method: method as "GET",
      url,
      query: options.query
        ? (Object.fromEntries(Object.entries(options.query).filter(([, v]) => v !== undefined)) as Record<
            string,
            string | string[]
          >)
        : undefined,
      payload: options.body as object | undefined,
      headers: {
        "api-key": DEV_API_KEY,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
    });
  return {
    app,
    database,
    databaseUrl,
    config,
    storage,
    call,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
