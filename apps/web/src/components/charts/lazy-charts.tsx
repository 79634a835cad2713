// Recharts (~105 kB gzipped) loads only when a chart is drawn, not with the screen that holds it: the dashboard
// and the reports paint their figures first and the chart a moment later (docs/decisions/0028).
import { type ReactNode, Suspense, use } from "react";

export type Recharts = typeof import("./recharts-parts.ts");

let loading: Promise<Recharts> | undefined;
const loadRecharts = () => {
  loading ??= import("./recharts-parts.ts");
  return loading;
};

function Draw({ children }: { children: (charts: Recharts) => ReactNode }) {
  return children(use(loadRecharts()));
}

/** `<Charts>{({ ResponsiveContainer, BarChart, Bar }) => …}</Charts>`: the chart's box stays, empty, while it loads. */
export function Charts({ children }: { children: (charts: Recharts) => ReactNode }) {
  return (
    <Suspense fallback={<div aria-hidden className="h-full w-full animate-pulse rounded-md bg-muted/40" />}>
      <Draw>{children}</Draw>
    </Suspense>
  );
}
