// The one bar chart every report draws: categories along one axis, one or more series of figures (side by side or
// stacked), the app's colours, figures formatted as the report formats them. With nothing to show it keeps its
// frame (grid and a zero-based axis) and says why, so an empty period reads as empty rather than as broken.
// Recharts itself loads only when a chart is drawn (components/charts/lazy-charts.tsx, decision 0028).
import { Charts } from "../../components/charts/lazy-charts.tsx";
import { cn } from "../../lib/cn.ts";

export type BarTone = "primary" | "muted" | "positive" | "warning" | "destructive";

const FILLS: Record<BarTone, { fill: string; opacity?: number }> = {
  primary: { fill: "var(--color-primary)" },
  muted: { fill: "var(--color-muted-foreground)", opacity: 0.35 },
  positive: { fill: "var(--color-success)" },
  warning: { fill: "var(--color-warning)" },
  destructive: { fill: "var(--color-destructive)" },
};

export interface BarSeries {
  key: string;
  name: string;
  tone?: BarTone;
  /** Series with the same stack id are drawn on top of each other. */
  stack?: string;
}

export function ReportBarChart(props: {
  data: ({ name: string } & Record<string, number | string>)[];
  series: BarSeries[];
  format: (value: number) => string;
  /** Shown in the empty frame when every figure is zero or there is no category. */
  empty: string;
  /** Horizontal bars (categories down the side), for a few long names. */
  horizontal?: boolean;
  /** Hide the value axis (the figures are in a table beside the chart). */
  hideValues?: boolean;
  legend?: boolean;
  className?: string;
}) {
  const { series, format } = props;
  const blank = props.data.length === 0 || props.data.every((d) => series.every((s) => !Number(d[s.key])));
  // An empty period keeps its grid and a zero on the value axis, over one unnamed category of zeros.
  const data = blank ? [{ name: "", ...Object.fromEntries(series.map((s) => [s.key, 0])) }] : props.data;
  const values = {
    tickFormatter: (v: unknown) => format(Number(v)),
    tickLine: false,
    axisLine: false,
    fontSize: 11,
    ...(blank
      ? {
          domain: [0, 4] as [number, number],
          ticks: [0, 1, 2, 3, 4],
          tickFormatter: (v: unknown) => (Number(v) === 0 ? format(0) : ""),
        }
      : {}),
  };
  const categories = { dataKey: "name", tickLine: false, axisLine: false, fontSize: 11 };
  const last = new Map(series.map((s) => [s.stack ?? s.key, s.key]));
  const radius = (s: BarSeries): [number, number, number, number] => {
    const end = !s.stack || last.get(s.stack) === s.key ? 4 : 0;
    return props.horizontal ? [0, end, end, 0] : [end, end, 0, 0];
  };
  return (
    <div className={cn("relative h-64", props.className)} data-testid="report-chart">
      <Charts>
        {({ Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis }) => (
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} layout={props.horizontal ? "vertical" : "horizontal"} margin={{ left: 8, right: 16 }}>
              <CartesianGrid
                vertical={!!props.horizontal}
                horizontal={!props.horizontal}
                strokeDasharray="3 3"
                className="stroke-border"
              />
              {props.horizontal ? (
                <>
                  <XAxis type="number" hide={props.hideValues} {...values} />
                  <YAxis type="category" width={120} {...categories} />
                </>
              ) : (
                <>
                  <XAxis interval="preserveStartEnd" {...categories} />
                  <YAxis width={84} hide={props.hideValues} {...values} />
                </>
              )}
              {!blank && <Tooltip formatter={(value) => format(Number(value))} cursor={{ className: "fill-accent" }} />}
              {props.legend && !blank && <Legend iconType="circle" wrapperStyle={{ fontSize: 12 }} />}
              {series.map((s) => (
                <Bar
                  key={s.key}
                  dataKey={s.key}
                  name={s.name}
                  fill={FILLS[s.tone ?? "primary"].fill}
                  fillOpacity={FILLS[s.tone ?? "primary"].opacity ?? 1}
                  stackId={s.stack}
                  radius={radius(s)}
                  maxBarSize={props.horizontal ? 28 : 48}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        )}
      </Charts>
      {blank && (
        <p className="pointer-events-none absolute inset-0 grid place-items-center text-sm text-muted-foreground">
          <span className="rounded-md bg-card/90 px-3 py-1.5">{props.empty}</span>
        </p>
      )}
    </div>
  );
}
