// npm run bench [-- scenario ...]: every scenario on PGlite, and on PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set. Figures go to the console and to .bench/results.json.
import { mkdir, writeFile } from "node:fs/promises";
import { type Figure, measure, printFigures, startTarget } from "./harness.ts";
import { scenarios } from "./scenarios/index.ts";

const wanted = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const engines = (process.env.BENCH_ENGINES?.split(",") ?? ["pglite", ...(postgresUrl ? ["postgres"] : [])]) as (
  | "pglite"
  | "postgres"
)[];
if (!postgresUrl)
  console.log("PostgreSQL figures need BENCH_DATABASE_URL or TEST_DATABASE_URL (scripts/pg-cluster.sh start).");

const figures: Figure[] = [];
for (const engine of engines) {
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
}
printFigures(figures);
await mkdir(".bench", { recursive: true });
await writeFile(".bench/results.json", `${JSON.stringify({ at: new Date().toISOString(), figures }, null, 2)}\n`);
process.exit(0);
