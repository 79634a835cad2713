// Issue 20's targets, each with the figure this run measured for it and PASS or FAIL (ratios are to ceilings
// measured in the same run). A target whose figure this run did not measure (a scenario or engine left out) says so.
import type { Figure } from "./harness.ts";

export interface TargetResult {
  target: string;
  measured: string;
  verdict: "PASS" | "FAIL" | "not measured";
}

/** The web app's first loads (scripts/bundle-budget.mjs --json): gzipped bytes per route. */
export interface RouteLoad {
  route: string;
  bytes: number;
}

type Check = { target: string; figure: (figures: Figure[]) => Figure | undefined } & (
  | { field: "p95" | "p99"; atMost: number }
  | { field: "ratio"; atLeast: number }
);

const find = (engine: Figure["engine"], scenario: string, request: string) => (figures: Figure[]) =>
  figures.find((f) => f.engine === engine && f.scenario === scenario && f.request.startsWith(request));

const CHECKS: Check[] = [
  {
    target: "5-line sale at 20 registers (PostgreSQL): p95 ≤ 100 ms",
    figure: find("postgres", "sales", "complete a 5-line sale"),
    field: "p95",
    atMost: 100,
  },
  {
    target: "5-line sale at 20 registers (PostgreSQL): ≥ 0.25× TPC-B",
    figure: find("postgres", "sales", "complete a 5-line sale"),
    field: "ratio",
    atLeast: 0.25,
  },
  ...["name prefix", "SKU", "barcode"].map(
    (by): Check => ({
      target: `register product search by ${by} (PostgreSQL): p95 ≤ 20 ms`,
      figure: find("postgres", "sales", `register product search (${by})`),
      field: "p95",
      atMost: 20,
    }),
  ),
  {
    target: "authenticated catalog page (PostgreSQL): ≥ 0.5× the bare read",
    figure: find("postgres", "catalog", "first page"),
    field: "ratio",
    atLeast: 0.5,
  },
  {
    target: "authenticated catalog page (PostgreSQL): p99 ≤ 20 ms",
    figure: find("postgres", "catalog", "first page"),
    field: "p99",
    atMost: 20,
  },
  {
    target: "re-pricing a 30-line cart in Chromium: p95 < 16 ms",
    figure: find("browser", "browser", "re-price"),
    field: "p95",
    atMost: 15.99,
  },
];

const isCeiling = (f: Figure) => f.scenario === "ceiling";

export function evaluateTargets(figures: Figure[], loads?: RouteLoad[]): TargetResult[] {
  const results: TargetResult[] = CHECKS.map((check) => {
    const figure = check.figure(figures);
    const value = figure?.[check.field];
    if (figure === undefined || value === undefined)
      return { target: check.target, measured: "", verdict: "not measured" };
    const pass = "atMost" in check ? value <= check.atMost : value >= check.atLeast;
    const measured = check.field === "ratio" ? `${value.toFixed(2)}x` : `${value} ms`;
    return { target: check.target, measured, verdict: pass ? "PASS" : "FAIL" };
  });
  // Embedded mode: every product figure on PGlite against PGlite's own ceiling; the lowest one decides.
  const embedded = figures.filter((f) => f.engine === "pglite" && !isCeiling(f) && f.ratio !== undefined);
  const lowest = embedded.sort((a, b) => (a.ratio ?? 0) - (b.ratio ?? 0))[0];
  results.push(
    lowest
      ? {
          target: `embedded (PGlite): every figure ≥ 0.5× its ceiling (${embedded.length} figures)`,
          measured: `lowest ${lowest.ratio!.toFixed(2)}x (${lowest.scenario} / ${lowest.request})`,
          verdict: lowest.ratio! >= 0.5 ? "PASS" : "FAIL",
        }
      : { target: "embedded (PGlite): every figure ≥ 0.5× its ceiling", measured: "", verdict: "not measured" },
  );
  const register = loads?.find((l) => l.route === "_app/pos");
  const backOffice = loads?.filter((l) => l.route.startsWith("_app") && l.route !== "_app/pos");
  const largest = backOffice?.sort((a, b) => b.bytes - a.bytes)[0];
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  results.push(
    register
      ? {
          target: "the register's first load: ≤ 170 kB of JavaScript gzipped",
          measured: kB(register.bytes),
          verdict: register.bytes <= 170_000 ? "PASS" : "FAIL",
        }
      : { target: "the register's first load: ≤ 170 kB of JavaScript gzipped", measured: "", verdict: "not measured" },
    largest
      ? {
          target: "the back office's largest route: ≤ 350 kB of JavaScript gzipped",
          measured: `${kB(largest.bytes)} (/${largest.route})`,
          verdict: largest.bytes <= 350_000 ? "PASS" : "FAIL",
        }
      : { target: "the back office's largest route: ≤ 350 kB gzipped", measured: "", verdict: "not measured" },
  );
  return results;
}

export function printTargets(results: TargetResult[]): void {
  const width = Math.max(...results.map((r) => r.target.length));
  const measuredWidth = Math.max(8, ...results.map((r) => r.measured.length));
  console.log(
    `\nIssue 20's targets (this run)\n${"target".padEnd(width)}  ${"measured".padEnd(measuredWidth)}  verdict`,
  );
  console.log(`${"-".repeat(width)}  ${"-".repeat(measuredWidth)}  -------`);
  for (const r of results) console.log(`${r.target.padEnd(width)}  ${r.measured.padEnd(measuredWidth)}  ${r.verdict}`);
  console.log("Lighthouse (≥ 95 on the sign-in page, the dashboard and the register): npm run lighthouse");
}
