// `npm run lighthouse`: Lighthouse's performance, accessibility and best-practices scores (issue 20: ≥ 95) of the
// sign-in page, the dashboard, the register and the catalog, on the production build served as it ships
// (NODE_ENV=production, precompressed files, rate limits on), in the system Chromium with Lighthouse's desktop
// preset (the register runs on a counter's computer or tablet). Prints one line per page and each failed audit of a category under
// 95; exits 1 when a score is under it. It builds the product with its own API key (VITE_API_KEY); `--no-build`
// serves the build already in apps/*/dist, which must have been built with that key.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse, { desktopConfig } from "lighthouse";
import puppeteer, { type Page } from "puppeteer-core";

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4599);
const BASE = `http://127.0.0.1:${PORT}`;
const MIN = 95;
const PASSWORD = "demo-password-2026";
const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
/** Production refuses the development key: the web app is built with this one, as a deployment builds with its own. */
const API_KEY = "lighthouse-production-key";
/** `npm run lighthouse -- register catalog` audits only the pages named. */
const ONLY = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
/** Audits of each page; the median by performance is reported (Lighthouse's own advice for a noisy machine). */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** A folder to keep each audit's whole Lighthouse report in (`<page>-<run>.json`), to read what its main thread did. */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;

async function startProduct(dataDir: string) {
  const server = spawn("node", ["apps/api/dist/server.mjs"], {
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: BASE,
      API_KEYS: API_KEY,
      TOKEN_SECRET: "lighthouse-token-secret-of-at-least-32-chars",
      LOG_LEVEL: "warn",
    },
  });
  let errors = "";
  server.stderr.on("data", (chunk) => {
    errors += chunk;
  });
  // A fresh demo is seeded first: minutes on a busy machine.
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`the product exited (${server.exitCode}):\n${errors}`);
    const up = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error("the product did not answer /api/health within five minutes");
}

/** Signs a demo account in through the password screen, as a person would; the session is an HttpOnly cookie. */
async function signIn(page: Page, email: string) {
  await page.goto(`${BASE}/signin?mode=password`, { waitUntil: "networkidle0" });
  await page.locator("input[name=identifier], input[autocomplete=username]").fill(email);
  await page.locator("input[type=password]").fill(PASSWORD);
  await page.keyboard.press("Enter");
  // A client-side navigation: the router leaves /signin once the session is set.
  await page.waitForFunction(() => !location.pathname.startsWith("/signin"), { timeout: 60_000 });
}

/** The register's own screen (not its picker): the first register of the cashier's location. */
async function registerUrl(page: Page): Promise<string> {
  await page.goto(`${BASE}/pos`, { waitUntil: "networkidle0" });
  if (!new URL(page.url()).searchParams.get("register")) {
    await page.locator("main .grid > button[type=button]").click();
    await page.waitForFunction(() => new URL(location.href).searchParams.has("register"));
  }
  return page.url();
}

/** The first elements or issues an audit names, so a finding can be fixed without opening the report. */
function where(audit: { details?: unknown } | undefined): string {
  const items = ((audit?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).slice(0, 4);
  const named = items.map((item) => {
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    if (node) return node.snippet ?? node.selector;
    const sub = (item.subItems as { items?: { url?: string; issue?: string }[] } | undefined)?.items?.[0];
    return `${item.issueType ?? ""} ${sub?.url ?? sub?.issue ?? ""}`.trim();
  });
  return named.length ? `\n        ${named.join("\n        ")}` : "";
}

type Scores = Record<(typeof CATEGORIES)[number], number>;

async function audit(page: Page, url: string, name: string) {
  const result = await lighthouse(
    url,
    { output: "json", logLevel: "error", disableStorageReset: true, onlyCategories: [...CATEGORIES] },
    desktopConfig,
    page,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(path.join(REPORTS, `${name}.json`), JSON.stringify(lhr));
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Scores;
  // Every accessibility and best-practices finding is listed (each is a fix to make); performance's only under 95.
  const failed = CATEGORIES.flatMap((c) =>
    c !== "performance" || scores[c] < MIN
      ? (lhr.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < (c === "performance" ? 0.9 : 1))
          .map(
            (ref) =>
              `${c}: ${ref.id} (${lhr.audits[ref.id]?.displayValue || lhr.audits[ref.id]?.title})${where(lhr.audits[ref.id])}`,
          )
      : [],
  );
  if (lhr.runtimeError) failed.push(`error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  for (const warning of lhr.runWarnings) failed.push(`warning: ${warning}`);
  return { scores, failed };
}

async function main() {
  if (!process.argv.includes("--no-build")) {
    const built = spawnSync("npm", ["run", "build", "--silent"], {
      stdio: "inherit",
      env: { ...process.env, VITE_API_KEY: API_KEY },
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "verdant-lighthouse-"));
  const server = await startProduct(dataDir);
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
    defaultViewport: null,
  });
  let ok = true;
  try {
    const pages: { name: string; url: (page: Page) => Promise<string> }[] = [
      { name: "sign-in", url: async () => `${BASE}/signin` },
      {
        name: "dashboard",
        url: async (page: Page) => {
          await signIn(page, "manager@demo.store");
          return `${BASE}/authenticated`;
        },
      },
      {
        name: "register",
        url: async (page: Page) => {
          await signIn(page, "cashier@demo.store");
          return registerUrl(page);
        },
      },
      {
        name: "catalog",
        url: async (page: Page) => {
          await signIn(page, "manager@demo.store");
          return `${BASE}/catalog`;
        },
      },
    ].filter((p) => !ONLY.length || ONLY.includes(p.name));
    console.log(`Lighthouse (desktop preset, ${CATEGORIES.join(", ")}; each ≥ ${MIN}; median of ${RUNS} audits):`);
    for (const { name, url } of pages) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const address = await url(page);
      const audits = [];
      for (let run = 0; run < RUNS; run++) audits.push(await audit(page, address, `${name}-${run + 1}`));
      audits.sort((a, b) => a.scores.performance - b.scores.performance);
      const { scores, failed } = audits[Math.floor((RUNS - 1) / 2)]!;
      const pass = CATEGORIES.every((c) => scores[c] >= MIN);
      ok &&= pass;
      const all = RUNS > 1 ? ` (performance ${audits.map((a) => a.scores.performance).join(", ")})` : "";
      console.log(
        `${pass ? "✔" : "✖"} ${name.padEnd(10)} ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(" · ")}${all}`,
      );
      for (const line of failed) console.log(`    ${line}`);
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(ok ? 0 : 1);
}

await main();
