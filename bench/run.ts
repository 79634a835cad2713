// npm run bench [-- scenario ...]: every scenario on PGlite and on a durable PostgreSQL, each figure next to the
// machine's ceiling measured in the same run (bench/ceilings.ts). Figures go to the console and are appended to
// .bench/results.json with the commit, so a regression shows against earlier runs; last, issue 20's targets with
// this run's figure for each and PASS or FAIL (bench/targets.ts), kept in the same record.
// PostgreSQL: BENCH_DATABASE_URL, or else a durable throwaway cluster that this script starts and stops
// (scripts/pg-cluster.sh start --durable). Each engine runs in a process of its own: the embedded engine leaves a
// large heap behind it, and the API measured next in the same process would pay for collecting it.
import { execFileSync, fork, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { repriceInBrowser } from "./browser/reprice.ts";
import { type Ceilings, pgliteCeilings, postgresCeilings } from "./ceilings.ts";
import { type Figure, measure, startTarget } from "./harness.ts";
import { printFigures } from "./print.ts";
import { scenarios } from "./scenarios/index.ts";
import { evaluateTargets, printTargets, type RouteLoad } from "./targets.ts";

const wanted = process.argv.slice(2).filter((a) => !a.startsWith("-"));
type EngineName = "pglite" | "postgres";
const child = process.env.BENCH_CHILD_OUT;
const CLUSTER = "scripts/pg-cluster.sh";

/** The durable cluster this run started, if it had to. */
function durableCluster(): string | undefined {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  if (!existsSync("/usr/lib/postgresql/15/bin/initdb")) return undefined;
  const line = execFileSync("bash", [CLUSTER, "start", "--durable"], { encoding: "utf8" }).trim();
  process.on("exit", () => execFileSync("bash", [CLUSTER, "stop", "--durable"]));
  return line.slice(line.indexOf("=") + 1);
}

/**
 * The node flags `npm start` runs the API with that this process lacks: the API measured here runs in this process,
 * so `npm run bench` passes the same flags (package.json), and a run without them is flagged.
 */
async function missingStartFlags(): Promise<string[]> {
  const { scripts } = JSON.parse(await readFile("package.json", "utf8")) as { scripts: Record<string, string> };
  const flags =
    /\bnode((?: --[\w-]+(?:=\S+)?)*) apps\/api/
      .exec(scripts.start ?? "")?.[1]
      ?.trim()
      .split(" ") ?? [];
  return flags.filter((flag) => flag && !process.execArgv.includes(flag));
}

/** Whether the server commits as production does; a run on a server that does not is flagged. */
async function durability(url: string): Promise<string> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const settings: string[] = [];
  for (const name of ["fsync", "synchronous_commit", "full_page_writes"])
    settings.push(`${name}=${(await client.query(`show ${name}`)).rows[0]?.[name]}`);
  await client.end();
  return settings.join(" ");
}

const withRatio = (figure: Figure, ceilings: Ceilings): Figure => {
  const ceiling = ceilings[figure.kind ?? "read"];
  return ceiling?.rps ? { ...figure, ratio: Math.round((figure.rps / ceiling.rps) * 100) / 100 } : figure;
};

/** The figures of one engine, measured in this process: its ceilings first, then every scenario. */
async function runEngine(engine: EngineName, postgresUrl?: string): Promise<Figure[]> {
  const ceilings = engine === "postgres" ? await postgresCeilings(postgresUrl!) : await pgliteCeilings();
  const figures: Figure[] = Object.values(ceilings).filter((f): f is Figure => !!f);
  for (const f of figures) console.log(`[${engine}] ceiling / ${f.request}: ${f.rps} req/s, p95 ${f.p95} ms`);
  for (const scenario of scenarios.filter((s) => !wanted.length || wanted.includes(s.name))) {
    const target = await startTarget(engine, postgresUrl);
    try {
      const t0 = Date.now();
      const requests = await scenario.prepare(target);
      // What a bulk load wrote is flushed now, not by a checkpoint during the first figure (PostgreSQL only), and the
      // garbage the load left in this process (the API's own, which a production server never holds) is collected
      // now rather than during the first figure (npm run bench runs node with --expose-gc).
      if (engine === "postgres") await target.database.db.execute(sql`checkpoint`);
      (globalThis as { gc?: () => void }).gc?.();
      console.log(`[${engine}] ${scenario.name}: prepared in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      for (const request of requests) {
        const figure = withRatio(await measure(target, scenario.name, request), ceilings);
        figures.push(figure);
        console.log(`[${engine}] ${scenario.name} / ${request.name}: p95 ${figure.p95} ms, ${figure.rps} req/s`);
      }
    } finally {
      await target.close();
    }
  }
  return figures;
}

/** One engine in a child process (this script again), its figures read back from the file it writes. */
async function runApart(engine: EngineName, postgresUrl?: string): Promise<Figure[]> {
  const out = `.bench/figures-${engine}.json`;
  const code = await new Promise<number | null>((resolve) =>
    fork(process.argv[1]!, process.argv.slice(2), {
      env: { ...process.env, BENCH_ENGINES: engine, BENCH_CHILD_OUT: out, BENCH_DATABASE_URL: postgresUrl },
      execArgv: process.execArgv,
    }).on("exit", resolve),
  );
  if (code !== 0) throw new Error(`the ${engine} benchmarks failed (exit ${code})`);
  return JSON.parse(await readFile(out, "utf8")) as Figure[];
}

/** The web app's first load per route, from a production build (scripts/bundle-budget.mjs). */
function webFirstLoads(): RouteLoad[] | undefined {
  const out = spawnSync("node", ["scripts/bundle-budget.mjs", "--json"], { encoding: "utf8" });
  try {
    return JSON.parse(out.stdout) as RouteLoad[];
  } catch {
    console.log(`The web app's first loads were not measured: ${out.stderr.trim().split("\n").at(-1)}`);
    return undefined;
  }
}

const commit = () => {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
};

/** Every run so far, newest last. */
async function history(): Promise<unknown[]> {
  try {
    const kept = JSON.parse(await readFile(".bench/results.json", "utf8")) as { runs?: unknown[] };
    return Array.isArray(kept.runs) ? kept.runs : [];
  } catch {
    return [];
  }
}

await mkdir(".bench", { recursive: true });
if (child) {
  const engine = process.env.BENCH_ENGINES as EngineName;
  await writeFile(child, JSON.stringify(await runEngine(engine, process.env.BENCH_DATABASE_URL)));
} else {
  const engines = (process.env.BENCH_ENGINES?.split(",") ?? ["pglite", "postgres"]) as EngineName[];
  const postgresUrl = engines.includes("postgres") ? durableCluster() : undefined;
  if (engines.includes("postgres") && !postgresUrl)
    console.log(
      "PostgreSQL figures need BENCH_DATABASE_URL, or PostgreSQL 15 installed (apt-get install postgresql-15).",
    );
  const missing = await missingStartFlags();
  if (missing.length)
    console.log(`WARNING: the API runs here without npm start's node flags (${missing.join(" ")}); run npm run bench.`);
  const durable = postgresUrl ? await durability(postgresUrl) : "n/a";
  if (postgresUrl) console.log(`PostgreSQL: ${durable}`);
  if (/=off/.test(durable))
    console.log("WARNING: this PostgreSQL does not commit durably; figures are not production's.");
  const figures: Figure[] = [];
  const serverScenarios = !wanted.length || wanted.some((w) => w !== "browser");
  for (const engine of serverScenarios ? engines : [])
    if (engine !== "postgres" || postgresUrl) figures.push(...(await runApart(engine, postgresUrl)));
  // The browser's share: the register's re-pricing in Chromium (no database).
  if (!wanted.length || wanted.includes("browser")) {
    if (existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")) figures.push(await repriceInBrowser());
    else console.log("The browser figures need Chromium (apt-get install chromium, or CHROMIUM_PATH).");
  }
  printFigures(figures);
  const targets = evaluateTargets(figures, webFirstLoads());
  printTargets(targets);
  const runs = [
    ...(await history()),
    { at: new Date().toISOString(), commit: commit(), postgres: durable, figures, targets },
  ];
  await writeFile(".bench/results.json", `${JSON.stringify({ runs }, null, 2)}\n`);
  console.log(`\n.bench/results.json: run ${runs.length} (commit ${commit()})`);
}
process.exit(0);
