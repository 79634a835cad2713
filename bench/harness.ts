// Benchmark harness: the real app on a real database (PGlite, and PostgreSQL when a URL is given), loaded by
// autocannon over loopback. It prints figures; it never passes or fails on time (architecture.md).
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { DEV_API_KEY } from "@verdant/shared";
import autocannon from "autocannon";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { type Database, type Engine, openDatabase } from "../apps/api/src/db/client.ts";
import { runMigrations } from "../apps/api/src/db/migrate.ts";

export interface Target {
  engine: Engine;
  database: Database;
  app: FastifyInstance;
  baseUrl: string;
  close: () => Promise<void>;
}

export interface BenchRequest {
  name: string;
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** A fixed path, or one made per request (deep pages, random search prefixes). */
  path: string | (() => string);
  body?: unknown | (() => unknown);
  /** Fixed headers, or made per request (a new Idempotency-Key for every sale). */
  headers?: Record<string, string> | (() => Record<string, string>);
  connections?: number;
  /** Seconds to load; default 5 (BENCH_DURATION overrides). */
  duration?: number;
}

export interface Scenario {
  name: string;
  /** Seeds what the requests need; answers the requests to run. */
  prepare: (target: Target) => Promise<BenchRequest[]>;
}

export interface Figure {
  scenario: string;
  request: string;
  engine: Engine;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** CPU of this process per request (the app, PGlite when embedded, and the load generator itself). */
  cpuMs: number;
  /** The machine's 1-minute load average when the run ended: figures from a busy machine read high. */
  load: number;
  errors: number;
}

export async function startTarget(engine: Engine, postgresUrl?: string): Promise<Target> {
  let cleanup = async () => {};
  let database: Database;
  if (engine === "postgres") {
    if (!postgresUrl) throw new Error("postgres benchmarks need BENCH_DATABASE_URL or TEST_DATABASE_URL");
    const { default: pg } = await import("pg");
    const name = `verdant_bench_${randomUUID().slice(0, 8)}`;
    const adminUrl = new URL(postgresUrl);
    adminUrl.pathname = "/postgres";
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ engine: "postgres", url: url.toString(), poolSize: 20 });
    cleanup = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    const dir = await mkdtemp(path.join(tmpdir(), "verdant-bench-"));
    database = await openDatabase({ engine: "pglite", dataDir: dir });
    cleanup = () => rm(dir, { recursive: true, force: true });
  }
  await runMigrations(database);
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", RATE_LIMIT: "false", DATA_DIR: tmpdir() });
  const app = await buildApp({ config, database });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    engine,
    database,
    app,
    baseUrl: address,
    close: async () => {
      await app.close();
      await database.close();
      await cleanup();
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) : 0;

export async function measure(target: Target, scenario: string, request: BenchRequest): Promise<Figure> {
  const connections = Number(process.env.BENCH_CONNECTIONS ?? request.connections ?? 10);
  const duration = Number(process.env.BENCH_DURATION ?? request.duration ?? 5);
  const latencies: number[] = [];
  let errors = 0;
  const makePath = typeof request.path === "function" ? request.path : () => request.path as string;
  const makeBody = typeof request.body === "function" ? (request.body as () => unknown) : () => request.body;
  const makeHeaders = typeof request.headers === "function" ? request.headers : () => request.headers;
  const fixed = { "api-key": DEV_API_KEY, "content-type": "application/json" };
  const cpu = process.cpuUsage();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.baseUrl,
        connections,
        duration,
        requests: [
          {
            method: request.method ?? "GET",
            setupRequest: (req) => {
              const body = makeBody();
              const headers = { ...fixed, ...makeHeaders() };
              return {
                ...req,
                path: makePath(),
                headers,
                ...(body === undefined ? {} : { body: JSON.stringify(body) }),
              };
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode >= 400) errors += 1;
    });
  });
  const used = process.cpuUsage(cpu);
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    scenario,
    request: request.name,
    engine: target.engine,
    connections,
    requests: latencies.length,
    rps: Math.round(result.requests.average),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    load: Math.round(loadavg()[0]! * 10) / 10,
    cpuMs: Math.round(((used.user + used.system) / 1000 / Math.max(1, latencies.length)) * 100) / 100,
    errors: errors + result.errors + result.timeouts,
  };
}

export function printFigures(figures: Figure[]): void {
  const header = [
    "engine",
    "scenario",
    "request",
    "conns",
    "reqs",
    "req/s",
    "p50 ms",
    "p95 ms",
    "p99 ms",
    "cpu ms/req",
    "load",
    "errors",
  ];
  const rows = figures.map((f) =>
    [
      f.engine,
      f.scenario,
      f.request,
      f.connections,
      f.requests,
      f.rps,
      f.p50,
      f.p95,
      f.p99,
      f.cpuMs,
      f.load,
      f.errors,
    ].map(String),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ");
  console.log(`\n${line(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const r of rows) console.log(line(r));
}
