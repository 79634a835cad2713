#!/usr/bin/env node
// The web app's JavaScript size budget (issue 20): builds apps/web with its Vite manifest, then, for every
// route file, adds up the gzipped JavaScript a first visit loads (the entry chunk and its static imports, and
// the lazily loaded chunks of the route and of every layout above it, each with its static imports) and fails
// when a route is over its budget. `--no-build` reads the dist/ an earlier build left. `--json` prints figures.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const KB = 1000;
/**
 * Budgets in gzipped bytes. `budget` fails the check; `target` is issue 20's goal, printed alongside while a
 * route is above it (what the register's 170 kB would still take: docs/decisions/0036). Lower a
 * budget whenever a change brings its routes down; never raise one to let a change through.
 */
export const BUDGETS = [
  // 295 → 306 kB once, when the offline layer (issue 19: local copy, queue, offline pricing) joined the register;
  // 306 → 245 kB when Radix's overlays, the toaster and the register's dialogs left the first load (decision 0036);
  // 250 kB with the message catalogs that joined every signed-in page (decision 0034: runtime and shell, ~4.7 kB);
  // 250 → 248 kB when the register picker and the open-drawer form (once a shift each) left the first load;
  // 248 → 243 kB when the libraries every page runs became one vendor chunk instead of ~15 small ones (0043);
  // 243 → 233 kB when the build stopped carrying module preload lists (0045);
  // 233 → 226 kB when the offline runtime stopped being a static import of the register's banner and receipt (0027);
  // 226 → 168 kB when the browser began to run Preact behind React's API instead of React DOM (decision 0048).
  { match: (id) => id === "_app/pos", budget: 168 * KB, target: 170 * KB, label: "register" },
  {
    match: (id) => id.startsWith("_auth") || id === "receipt/$saleId",
    // 260 → 265 kB once, when six features' routes joined the route tree every page loads (decision 0028);
    // 265 → 219 kB when the route tree stopped importing domain schemas and Sonner left the first load (0036);
    // 223 kB with the identity pages' message catalogs (decision 0034); 223 → 208 kB without module preload lists (0045);
    // 208 → 151 kB with Preact behind React's API (decision 0048).
    budget: 151 * KB,
    target: 170 * KB,
    label: "sign-in and identity",
  },
  { match: (id) => id.startsWith("_app"), budget: 350 * KB, target: 350 * KB, label: "back office" },
];

/** A route file's id as segments: `_app/configure/taxes/route.tsx` → ["_app","configure","taxes"]. */
export function routeSegments(file) {
  const rel = file.replace(/^src\/routes\//, "").replace(/\.tsx?$/, "");
  const segments = rel.split(/[/.]/).filter((s) => s !== "route");
  return segments;
}

/** The route files a URL under `file` renders: `file` itself and each layout (not index) whose id is its prefix. */
export function routeChain(file, files) {
  const own = routeSegments(file);
  return files.filter((other) => {
    if (other === file) return true;
    const segs = routeSegments(other);
    if (segs.at(-1) === "index" || segs.length >= own.length) return false;
    return segs.every((s, i) => s === own[i]);
  });
}

/** Gzipped bytes of every JavaScript file a route's first load fetches, from the Vite manifest. */
export function firstLoads(manifest, gzipOf) {
  const closure = (key, seen) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const dep of chunk.imports ?? []) closure(dep, seen);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error("the Vite manifest has no entry");
  const routeKeys = Object.keys(manifest).filter((k) => k.startsWith("src/routes/") && k.includes("?tsr-split="));
  const files = [...new Set(routeKeys.map((k) => k.split("?")[0]))];
  // Route files whose code stays in the entry (a redirect only) still count: they load the entry alone.
  return files.sort().map((file) => {
    const seen = new Set();
    closure(entry, seen);
    for (const parent of routeChain(file, files))
      for (const key of routeKeys) if (key.split("?")[0] === parent) closure(key, seen);
    const js = [...seen].filter((f) => f.endsWith(".js"));
    return { route: routeSegments(file).join("/"), bytes: js.reduce((sum, f) => sum + gzipOf(f), 0) };
  });
}

export function check(loads) {
  return loads.map((load) => {
    const rule = BUDGETS.find((b) => b.match(load.route)) ?? BUDGETS.at(-1);
    return { ...load, budget: rule.budget, target: rule.target, label: rule.label, ok: load.bytes <= rule.budget };
  });
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const web = path.join(root, "apps/web");
  if (!process.argv.includes("--no-build")) {
    const json = process.argv.includes("--json"); // stdout carries the figures alone
    const res = spawnSync("npx", ["vite", "build", "--manifest", "--logLevel", "warn"], {
      cwd: web,
      stdio: json ? ["ignore", "ignore", "inherit"] : "inherit",
    });
    if (res.status !== 0) process.exit(res.status ?? 1);
  }
  const dist = path.join(web, "dist");
  const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
  const gzipOf = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  const results = check(firstLoads(manifest, gzipOf));
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify(results, null, 2));
  } else {
    for (const r of results.sort((a, b) => b.bytes - a.bytes))
      console.log(
        `${r.ok ? "✔" : "✖"} ${`/${r.route}`.padEnd(52)} ${(r.bytes / KB).toFixed(1).padStart(6)} kB of ${r.budget / KB} kB (${r.label}${r.bytes > r.target ? `; target ${r.target / KB} kB` : ""})`,
      );
  }
  const over = results.filter((r) => !r.ok);
  if (over.length) {
    console.error(`\n✖ ${over.length} route(s) over their JavaScript budget (gzipped first load).`);
    process.exit(1);
  }
  if (!process.argv.includes("--json"))
    console.log(`\n✔ every route's first load is within its JavaScript budget (${results.length} routes)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
