// The figures as one table on the console.
import type { Figure } from "./harness.ts";

export function printFigures(figures: Figure[]): void {
  const header = [
    "engine",
    "scenario",
    "request",
    "conns",
    "reqs",
    "req/s",
    "p50 ms",
    "p95 ms",
    "p99 ms",
    "x ceiling",
    "cpu ms/req",
    "db cpu ms/req",
    "load",
    "errors",
  ];
  const rows = figures.map((f) =>
    [
      f.engine,
      f.scenario,
      f.request,
      f.connections,
      f.requests,
      f.rps,
      f.p50,
      f.p95,
      f.p99,
      f.ratio === undefined ? "" : `${f.ratio.toFixed(2)}x`,
      f.cpuMs,
      f.dbCpuMs ?? "",
      f.load,
      f.errors,
    ].map(String),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ");
  console.log(`\n${line(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const r of rows) console.log(line(r));
}
