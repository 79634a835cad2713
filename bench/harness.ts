// Benchmark harness: the real app on a real database (PGlite, and PostgreSQL when a URL is given), loaded by
// autocannon over loopback. It prints figures; it never passes or fails on time (architecture.md).
import { fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
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
  /** A fixed path, or one made per request (deep pages, random search prefixes) for a connection (0-based). */
  path: string | ((connection: number) => string);
  body?: unknown | ((connection: number) => unknown);
  /** Fixed headers, or made per request; a value of FRESH_UUID becomes a new UUID on every request. */
  headers?: Record<string, string> | ((connection: number) => Record<string, string>);
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
  /** A read is compared with the bare primary-key read, a write with TPC-B (bench/ceilings.ts). */
  kind?: "read" | "write";
  /** This figure's throughput as a share of its ceiling's, measured in the same run. */
  ratio?: number;
  request: string;
  /** The server's database, or the browser for figures of the web app alone. */
  engine: Engine | "browser";
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** CPU of the API's process per request (the app, and PGlite when embedded; the load generator runs apart). */
  cpuMs: number;
  /** CPU of PostgreSQL's processes on this machine per request (PostgreSQL runs only: capacity = cores / (cpu + db cpu)). */
  dbCpuMs?: number;
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
    const poolSize = process.env.BENCH_POOL_SIZE ? Number(process.env.BENCH_POOL_SIZE) : undefined;
    database = await openDatabase({ engine: "postgres", url: url.toString(), poolSize });
    cleanup = async () => {
      // BENCH_KEEP=1 leaves the database for EXPLAIN and psql after the run.
      if (process.env.BENCH_KEEP) console.log(`[postgres] kept database ${name}`);
      else await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    const dir = await mkdtemp(path.join(tmpdir(), "verdant-bench-"));
    database = await openDatabase({ engine: "pglite", dataDir: dir });
    cleanup = () => rm(dir, { recursive: true, force: true });
  }
  await runMigrations(database);
  // The product as it ships: production mode with its own API key, default rate limits, and the info log written
  // where production would write it (a file; here /dev/null, so the cost of logging is measured, not the disk).
  const config = loadConfig({
    NODE_ENV: "production",
    API_KEYS: BENCH_API_KEY,
    LOG_LEVEL: "info",
    LOG_FILE: "/dev/null",
    DATA_DIR: tmpdir(),
  });
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

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) : 0;

/** The API key of the product under test (production refuses the development key). */
export const BENCH_API_KEY = "bench-production-key";

/** A header value replaced by a new UUID on every request (a new Idempotency-Key for every sale). */
export const FRESH_UUID = "{{uuid}}";
/** Requests made ahead for each connection, cycled through while loading. */
const SAMPLES = 256;

type Sample = { method: string; path: string; headers: Record<string, string>; body?: string };

/** Loads the target from a child process (bench/load.mjs) and answers every response's latency. */
function load(url: string, duration: number, pools: Sample[][]) {
  return new Promise<{ latencies: number[]; seconds: number; errors: number }>((resolve, reject) => {
    const child = fork(fileURLToPath(new URL("./load.mjs", import.meta.url)), { stdio: "inherit" });
    child.once("message", (answer) => resolve(answer as { latencies: number[]; seconds: number; errors: number }));
    child.once("error", reject);
    child.once("exit", (code) => (code ? reject(new Error(`load generator exited with ${code}`)) : undefined));
    child.send({ url, duration, pools });
  });
}

/**
 * BENCH_PROFILE=1: a CPU profile of the API's process while loading, written to .bench/<name>.cpuprofile (open it
 * in Chrome's DevTools, or summarise it with `node bench/profile-summary.mjs <file>`).
 */
async function startProfile() {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  return async (name: string) => {
    const { profile } = await session.post("Profiler.stop");
    await mkdir(".bench", { recursive: true });
    await writeFile(`.bench/${name}.cpuprofile`, JSON.stringify(profile));
    session.disconnect();
  };
}

/** Clock ticks a second in /proc (USER_HZ, 100 on Linux). */
const TICKS = 100;

/**
 * CPU time so far of the target's PostgreSQL processes (its backends and background processes, as pg_stat_activity
 * lists them) in clock ticks, read from Linux's /proc: 0 for a server on another machine. The pool's backends live
 * through a measurement, so the difference over it is PostgreSQL's work for those requests.
 */
async function postgresCpuTicks(target: Target): Promise<number> {
  if (!target.database) return 0;
  const result = await target.database.db.execute<{ pid: number }>(sql`select pid from pg_stat_activity`);
  let ticks = 0;
  for (const { pid } of (result as unknown as { rows: { pid: number }[] }).rows) {
    try {
      const stat = await readFile(`/proc/${pid}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      const fields = stat.slice(close + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    } catch {
      // the process ended between the listing and the read
    }
  }
  return ticks;
}

export async function measure(target: Target, scenario: string, request: BenchRequest): Promise<Figure> {
  const connections = Number(process.env.BENCH_CONNECTIONS ?? request.connections ?? 10);
  const duration = Number(process.env.BENCH_DURATION ?? request.duration ?? 5);
  const fixed = { "api-key": BENCH_API_KEY, "content-type": "application/json" };
  const value = <T>(v: T | ((connection: number) => T), connection: number) =>
    typeof v === "function" ? (v as (connection: number) => T)(connection) : v;
  const pools = Array.from({ length: connections }, (_, connection) =>
    Array.from({ length: SAMPLES }, (): Sample => {
      const body = value(request.body, connection);
      return {
        method: request.method ?? "GET",
        path: value(request.path, connection),
        headers: { ...fixed, ...value(request.headers, connection) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      };
    }),
  );
  // A warm-up first, as a server in production is warm: the first requests of a route compile its code and fill
  // its connections' prepared statements, which the figure would otherwise count (BENCH_WARMUP seconds, 0 for none).
  const warmup = Number(process.env.BENCH_WARMUP ?? 3);
  if (warmup > 0) await load(target.baseUrl, warmup, pools);
  const profile = process.env.BENCH_PROFILE ? await startProfile() : undefined;
  const cpu = process.cpuUsage();
  const dbCpu = target.engine === "postgres" ? await postgresCpuTicks(target) : 0;
  const { latencies, seconds, errors } = await load(target.baseUrl, duration, pools);
  const used = process.cpuUsage(cpu);
  const dbUsed = target.engine === "postgres" ? (await postgresCpuTicks(target)) - dbCpu : 0;
  await profile?.(`${target.engine}-${scenario}-${request.name.replace(/\W+/g, "-")}`);
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    scenario,
    request: request.name,
    kind: (request.method ?? "GET") === "GET" ? "read" : "write",
    engine: target.engine,
    connections,
    requests: latencies.length,
    rps: Math.round(latencies.length / seconds),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    load: Math.round(loadavg()[0]! * 10) / 10,
    cpuMs: Math.round(((used.user + used.system) / 1000 / Math.max(1, latencies.length)) * 100) / 100,
    ...(target.engine === "postgres" && target.database
      ? { dbCpuMs: Math.round(((dbUsed * 1000) / TICKS / Math.max(1, latencies.length)) * 100) / 100 }
      : {}),
    errors,
  };
}
