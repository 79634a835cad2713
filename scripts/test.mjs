#!/usr/bin/env node
// npm test: typecheck, lint and dependency rules, the JavaScript size budget, unit and component tests, API
// tests on the embedded database and on PostgreSQL, then the browser journeys. Ends with one line: 'N passed, N failed'.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

const ci = process.env.CI === "true" || process.env.CI === "1";
const only = process.argv.slice(2); // e.g. `npm test -- api e2e`
const out = path.resolve(".test-results");
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const started = Date.now();

function run(name, cmd, args, env = {}) {
  if (only.length && !only.some((o) => name.startsWith(o))) return true;
  console.log(`\n▶ ${name}: ${cmd} ${args.join(" ")}`);
  const t0 = Date.now();
  const res = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = res.status === 0;
  console.log(`${ok ? "✔" : "✖"} ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  if (!ok) failures.push(name);
  return ok;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += r.numPassedTests ?? 0;
  totals.failed += r.numFailedTests ?? 0;
  totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const s = JSON.parse(readFileSync(file, "utf8")).stats ?? {};
  totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  totals.failed += s.unexpected ?? 0;
  totals.skipped += s.skipped ?? 0;
}

const vitest = (name, projects, env = {}) => {
  const file = path.join(out, `${name}.json`);
  const args = [
    "vitest",
    "run",
    ...projects.flatMap((p) => ["--project", p]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${file}`,
  ];
  const ok = run(name, "npx", args, env);
  countVitest(file);
  if (!ok && !existsSync(file)) totals.failed += 1;
};

if (!run("typecheck", "npm", ["run", "-s", "typecheck"])) totals.failed += 1;
if (!run("lint", "npm", ["run", "-s", "lint"])) totals.failed += 1;
// The web app's JavaScript size budget per route (issue 20): builds apps/web and reads its Vite manifest.
if (!run("size-budget", "node", ["scripts/bundle-budget.mjs"])) totals.failed += 1;
vitest("unit", ["shared", "web"]);
vitest("api-pglite", ["api"], { TEST_DB: "pglite" });

if (process.env.TEST_DATABASE_URL) {
  vitest("api-postgres", ["api"], { TEST_DB: "postgres" });
} else if (ci) {
  console.error(
    "\n✖ api-postgres: TEST_DATABASE_URL is not set. Start one with `scripts/pg-cluster.sh start` (needs postgresql-15).",
  );
  failures.push("api-postgres");
  totals.failed += 1;
} else {
  console.log(
    "\n• api-postgres skipped: set TEST_DATABASE_URL (see `scripts/pg-cluster.sh start`) to run the API tests on PostgreSQL.",
  );
}

/**
 * The journeys as E2E_SHARDS shards side by side (default: 2 where the machine has two cores or more): each shard is
 * one Playwright worker with its own server, port and embedded database, over the product built once before. A shard
 * keeps about 1.4 cores busy (its browser's software rendering and its server); on this 2-core machine two shards
 * took 726 s where one took 861 s. Before the journeys stopped animating, tracing every action and precaching the
 * service worker, one browser alone filled the cores and two shards were slower. Each shard's output is printed
 * with its shard's name in front of every line.
 */
async function journeys() {
  const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? Math.min(2, availableParallelism())));
  if (!run("e2e build", "npm", ["run", "-s", "build"])) return false;
  console.log(`\n▶ e2e: ${shards} shard(s) of playwright test`);
  const t0 = Date.now();
  const results = await Promise.all(
    Array.from({ length: shards }, (_, i) => {
      const file = path.join(out, `e2e-${i + 1}.json`);
      const env = {
        ...process.env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
        E2E_PORT: String(4173 + i),
        E2E_PREBUILT: "1",
        E2E_WORKERS: "1",
      };
      const args = ["playwright", "test", "--reporter=list,json", `--shard=${i + 1}/${shards}`];
      return new Promise((resolve) => {
        const child = spawn("npx", args, { env, stdio: ["ignore", "pipe", "pipe"] });
        const prefix = `[e2e ${i + 1}/${shards}] `;
        for (const stream of [child.stdout, child.stderr]) {
          createInterface({ input: stream }).on("line", (line) => console.log(prefix + line));
        }
        child.on("close", (code) => {
          countPlaywright(file);
          if (code !== 0 && !existsSync(file)) totals.failed += 1;
          resolve(code === 0);
        });
      });
    }),
  );
  const ok = results.every(Boolean);
  console.log(`${ok ? "✔" : "✖"} e2e (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  if (!ok) failures.push("e2e");
  return ok;
}

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const e2eAsked = !only.length || only.some((o) => "e2e".startsWith(o));
if (!e2eAsked) {
  // another stage was asked for
} else if (existsSync(chromium)) {
  await journeys();
} else if (ci) {
  console.error(
    `\n✖ e2e: Chromium not found at ${chromium}. Install it: apt-get install -y chromium (or set CHROMIUM_PATH).`,
  );
  failures.push("e2e");
  totals.failed += 1;
} else {
  console.log(
    `\n• e2e skipped: Chromium not found at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH).`,
  );
}

console.log(
  `\nStages failed: ${failures.length ? failures.join(", ") : "none"} · ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
