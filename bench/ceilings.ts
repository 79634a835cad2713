// The machine's ceilings, measured in the same run as the product so that figures compare as ratios: absolute times
// on a shared 2-core machine drift threefold with its load, a ratio to a ceiling measured alongside drifts far less.
//   read  a bare Fastify server answering a primary-key read (node-postgres pool of 10, or PGlite in process)
//   write TPC-B: pgbench on PostgreSQL; on PGlite the same five statements in one transaction behind Fastify
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import Fastify, { type FastifyInstance } from "fastify";
import { type Figure, measure, percentile, type Target } from "./harness.ts";

const run = promisify(execFile);
const ROWS = 100_000;
const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

export type CeilingKind = "read" | "write";
export type Ceilings = Partial<Record<CeilingKind, Figure>>;

/** A bare query behind a bare Fastify route, as a Target the load generator can measure. */
async function bareServer(query: (id: number) => Promise<unknown>, close: () => Promise<void>): Promise<Target> {
  const app: FastifyInstance = Fastify({ logger: false });
  app.get<{ Params: { id: string } }>("/row/:id", async (request) => query(Number(request.params.id)));
  app.post<{ Params: { id: string } }>("/tpcb/:id", async (request) => query(-Number(request.params.id)));
  const baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    engine: "postgres",
    baseUrl,
    app,
    database: undefined as never,
    close: async () => {
      await app.close();
      await close();
    },
  };
}

const schema = [
  "create table ceiling_accounts (aid int primary key, bid int not null, abalance int not null, filler char(84))",
  "create table ceiling_history (aid int, bid int, delta int, mtime timestamp)",
  `insert into ceiling_accounts select g, 1, 0, '' from generate_series(1, ${ROWS}) g`,
  "vacuum analyze ceiling_accounts",
];
/** pgbench's TPC-B, less the teller and branch rows it would contend on with one branch (20 clients). */
const tpcb = (aid: number, delta: number) => [
  "begin",
  `update ceiling_accounts set abalance = abalance + ${delta} where aid = ${aid}`,
  `select abalance from ceiling_accounts where aid = ${aid}`,
  `insert into ceiling_history (aid, bid, delta, mtime) values (${aid}, 1, ${delta}, now())`,
  "commit",
];

const randomRow = () => 1 + Math.floor(Math.random() * ROWS);

/** PGlite's own ceilings: a primary-key read and a TPC-B-like write, in process behind Fastify. */
export async function pgliteCeilings(): Promise<Ceilings> {
  const { PGlite } = await import("@electric-sql/pglite");
  const dir = await mkdtemp(path.join(tmpdir(), "verdant-ceiling-"));
  const client = await PGlite.create({ dataDir: dir });
  for (const statement of schema) await client.exec(statement);
  const target = await bareServer(
    async (id) => {
      if (id > 0)
        return (await client.query("select aid, abalance from ceiling_accounts where aid = $1", [id])).rows[0];
      await client.exec(tpcb(-id, 1 + (id % 5)).join(";"));
      return { ok: true };
    },
    async () => {
      await client.close();
      await rm(dir, { recursive: true, force: true });
    },
  );
  target.engine = "pglite";
  try {
    return {
      read: await measure(target, "ceiling", {
        name: "bare PGlite primary-key read",
        path: () => `/row/${randomRow()}`,
      }),
      write: await measure(target, "ceiling", {
        name: "bare PGlite TPC-B transaction",
        method: "POST",
        connections: 20,
        path: () => `/tpcb/${randomRow()}`,
        body: {},
      }),
    };
  } finally {
    await target.close();
  }
}

/** PostgreSQL's ceilings on the bench's own server: a bare Fastify + node-postgres read, and pgbench TPC-B. */
export async function postgresCeilings(url: string): Promise<Ceilings> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  for (const statement of ["drop table if exists ceiling_accounts, ceiling_history", ...schema])
    await pool.query(statement);
  const target = await bareServer(
    async (id) =>
      (
        await pool.query({
          name: "ceiling",
          text: "select aid, abalance from ceiling_accounts where aid = $1",
          values: [id],
        })
      ).rows[0],
    () => pool.end(),
  );
  try {
    const read = await measure(target, "ceiling", {
      name: "bare Fastify + node-postgres primary-key read",
      path: () => `/row/${randomRow()}`,
    });
    return { read, write: await pgbench(url) };
  } finally {
    await target.close();
  }
}

/** pgbench TPC-B at 20 clients (the sale's concurrency) on a database of its own, as a Figure. */
async function pgbench(url: string): Promise<Figure | undefined> {
  const bin = path.join(PG_BIN, "pgbench");
  if (!existsSync(bin)) {
    console.log(`pgbench not found at ${bin}: no TPC-B ceiling (set PG_BIN)`);
    return undefined;
  }
  const duration = Number(process.env.BENCH_DURATION ?? 5);
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `${new URL(url).pathname.slice(1)}_pgbench`;
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const logs = await mkdtemp(path.join(tmpdir(), "verdant-pgbench-"));
  try {
    await run(bin, ["-i", "-q", "-s", "20", target.toString()], { maxBuffer: 1 << 24 });
    const args = ["-c", "20", "-j", "2", "-M", "prepared", "-T", String(duration), "-l", "--log-prefix", `${logs}/tx`];
    const { stdout } = await run(bin, [...args, target.toString()], { maxBuffer: 1 << 24 });
    // One line a transaction: client, number, latency in microseconds, script, epoch seconds, microseconds.
    const latencies: number[] = [];
    for (const file of await readdir(logs))
      for (const line of (await readFile(path.join(logs, file), "utf8")).split("\n"))
        if (line) latencies.push(Number(line.split(" ")[2]) / 1000);
    latencies.sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      scenario: "ceiling",
      request: "pgbench TPC-B (20 clients)",
      kind: "write",
      engine: "postgres",
      connections: 20,
      requests: latencies.length,
      rps: Math.round(Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? 0)),
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      cpuMs: 0,
      load: 0,
      errors: Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0),
    };
  } finally {
    await rm(logs, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
