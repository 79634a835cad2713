// npm run bench [-- scenario ...]: every scenario on PGlite, and on PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set. Figures go to the console and to .bench/results.json.
// Each engine runs in a process of its own: the embedded engine leaves a large heap behind it, and the API measured
// next in the same process would pay for collecting it.
import { fork } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { type Figure, measure, printFigures, startTarget } from "./harness.ts";
import { scenarios } from "./scenarios/index.ts";

const wanted = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
type EngineName = "pglite" | "postgres";
const engines = (process.env.BENCH_ENGINES?.split(",") ?? [
  "pglite",
  ...(postgresUrl ? ["postgres"] : []),
]) as EngineName[];
const child = process.env.BENCH_CHILD_OUT;

/** The figures of one engine, measured in this process. */
async function runEngine(engine: EngineName): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const scenario of scenarios.filter((s) => !wanted.length || wanted.includes(s.name))) {
    const target = await startTarget(engine, postgresUrl);
    try {
      const t0 = Date.now();
      const requests = await scenario.prepare(target);
      console.log(`[${engine}] ${scenario.name}: prepared in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      for (const request of requests) {
        const figure = await measure(target, scenario.name, request);
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
async function runApart(engine: EngineName): Promise<Figure[]> {
  const out = `.bench/figures-${engine}.json`;
  const code = await new Promise<number | null>((resolve) =>
    fork(process.argv[1]!, process.argv.slice(2), {
      env: { ...process.env, BENCH_ENGINES: engine, BENCH_CHILD_OUT: out },
      execArgv: process.execArgv,
    }).on("exit", resolve),
  );
  if (code !== 0) throw new Error(`the ${engine} benchmarks failed (exit ${code})`);
  return JSON.parse(await readFile(out, "utf8")) as Figure[];
}

if (!postgresUrl && !child)
  console.log("PostgreSQL figures need BENCH_DATABASE_URL or TEST_DATABASE_URL (scripts/pg-cluster.sh start).");
await mkdir(".bench", { recursive: true });
if (child) {
  await writeFile(child, JSON.stringify(await runEngine(engines[0]!)));
} else {
  const figures: Figure[] = [];
  for (const engine of engines) figures.push(...(await runApart(engine)));
  printFigures(figures);
  await writeFile(".bench/results.json", `${JSON.stringify({ at: new Date().toISOString(), figures }, null, 2)}\n`);
}
process.exit(0);
