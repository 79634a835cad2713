// The register's re-pricing in the browser (issue 20: under 16 ms for a 30-line cart on a keystroke, one frame).
// bench/browser/reprice.entry.ts is bundled as the web build would bundle it and timed in the system Chromium.

import { chromium } from "@playwright/test";
import { build } from "esbuild";
import { type Figure, percentile } from "../harness.ts";

const RUNS = 2_000;

export async function repriceInBrowser(): Promise<Figure> {
  const bundle = await build({
    entryPoints: [new URL("./reprice.entry.ts", import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2022",
    write: false,
    logLevel: "warning",
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    // The first calls warm the JIT up, as a register does in its first minutes; the figures are of the rest.
    await page.evaluate(() => (globalThis as unknown as { reprice: (n: number) => number[] }).reprice(200));
    const times = await page.evaluate(
      (runs) => (globalThis as unknown as { reprice: (n: number) => number[] }).reprice(runs),
      RUNS,
    );
    times.sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 100) / 100;
    return {
      scenario: "browser",
      request: "re-price a 30-line cart (Chromium)",
      kind: "read",
      engine: "browser",
      connections: 1,
      requests: times.length,
      rps: Math.round(1000 / (times.reduce((a, b) => a + b, 0) / times.length)),
      p50: round(percentile(times, 50)),
      p95: round(percentile(times, 95)),
      p99: round(percentile(times, 99)),
      cpuMs: 0,
      load: 0,
      errors: 0,
    };
  } finally {
    await browser.close();
  }
}
