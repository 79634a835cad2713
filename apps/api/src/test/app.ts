// A fresh app on its own database for each test file: a clone of the migrated template, on either engine.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { DEV_API_KEY } from "@verdant/shared";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { adminUrl } from "./engine.ts";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
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

async function cloneDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const pgTemplate = inject("pgTemplate");
  const url = process.env.TEST_DATABASE_URL;
  if (pgTemplate && url) {
    const { default: pg } = await import("pg");
    const name = `${pgTemplate}_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`create database ${name} template ${pgTemplate}`);
    await admin.end();
    const database = await openDatabase({ engine: "postgres", url: adminUrl(url, name), poolSize: 25 });
    const drop = async () => {
      const dropper = new pg.Client({ connectionString: adminUrl(url) });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
    return { database, drop };
  }
  const file = inject("pgliteTemplate");
  const loadDataDir = new Blob([await readFile(file)]);
  return { database: await openDatabase({ engine: "pglite", loadDataDir }), drop: async () => {} };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { database, drop } = await cloneDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    RATE_LIMIT: "false",
    DATA_DIR: "/tmp/verdant-test",
    TRACK_TRACE_WORKER: "false",
    ...env,
  });
  const app = await buildApp({ config, database });
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
    config,
    call,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
