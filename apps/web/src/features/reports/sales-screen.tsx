// Sales over a period against the period just before, grouped as the manager picks: a chart of this period and
// the last side by side, and a table with units, net sales, its change, cost and gross margin.
import { useQuery } from "@tanstack/react-query";
import { type SalesGrouping, type SalesReport, salesGroupings } from "@verdant/shared/reports";
import { Card, CardContent, TitledCard } from "../../components/ui/card.tsx";
import { Select } from "../../components/ui/select.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import { cn } from "../../lib/cn.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { formatQuantity } from "../../lib/quantity.ts";
import { useStoreToday } from "../../lib/queries/location.ts";
import { downloadReport, salesReportQuery } from "./api.ts";
import { ReportBarChart } from "./report-bar-chart.tsx";
import { PeriodToolbar } from "./report-filters.tsx";
import { EmptyRow, Kpi, longDate, moneyOf, ReportSheet } from "./report-parts.tsx";
import { periodOf, type SalesSearch } from "./reports-search.ts";

const GROUP_LABELS: Record<SalesGrouping, string> = {
  day: "Day",
  hour: "Hour of day",
  product: "Product",
  brand: "Brand",
  category: "Category",
  vendor: "Vendor",
  employee: "Employee",
  customerType: "Customer type",
};
const CHART_ROWS = 15;

/** A change as a whole-number percentage of the earlier figure ("+12%"), or "new" when there was none. */
export function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? "—" : "new";
  const pct = Math.round(((now - before) * 100) / Math.abs(before));
  return `${pct > 0 ? "+" : ""}${pct}%`;
}
const marginPct = (margin: number, net: number) => (net === 0 ? "—" : `${Math.round((margin * 100) / net)}%`);

export function SalesScreen(props: {
  scope: LocationScope;
  search: SalesSearch;
  onSearchChange: (next: Partial<SalesSearch>) => void;
}) {
  const period = periodOf(props.search, useStoreToday());
  const groupBy = props.search.groupBy;
  const report = useQuery(salesReportQuery(props.scope, { ...period, groupBy }));
  return (
    <div className="grid gap-4">
      <PeriodToolbar
        period={period}
        onChange={props.onSearchChange}
        presets={2}
        onExport={() =>
          downloadReport(
            props.scope,
            "sales",
            { ...period, groupBy },
            `sales-${groupBy}-${period.from}-${period.to}.csv`,
          )
        }
      >
        <Select
          aria-label="Group by"
          className="w-44"
          value={groupBy}
          onValueChange={(v) => props.onSearchChange({ groupBy: v as SalesGrouping })}
          options={salesGroupings.map((g) => ({ value: g, label: `By ${GROUP_LABELS[g].toLowerCase()}` }))}
        />
      </PeriodToolbar>
      {report.data ? <SalesSheet report={report.data} /> : <Skeleton className="h-96" aria-busy />}
    </div>
  );
}

function SalesSheet({ report }: { report: SalesReport }) {
  const money = moneyOf(report.currency);
  const now = report.totals.current;
  const before = report.totals.previous;
  const chart = report.rows.slice(0, CHART_ROWS).map((r) => ({
    name: r.label,
    current: r.current.netSalesCents,
    previous: r.previous.netSalesCents,
  }));
  const previousLabel = `${longDate(report.previousFrom)} – ${longDate(report.previousTo)}`;
  return (
    <ReportSheet
      title={`Sales by ${GROUP_LABELS[report.groupBy].toLowerCase()} · ${report.locationName}`}
      subtitle={`${longDate(report.from)} – ${longDate(report.to)}, against ${previousLabel}`}
    >
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4 print:grid-cols-4">
        <Kpi
          label="Net sales"
          value={money(now.netSalesCents)}
          hint={`${change(now.netSalesCents, before.netSalesCents)} on ${money(before.netSalesCents)}`}
        />
        <Kpi label="Sales" value={String(now.sales)} hint={`${change(now.sales, before.sales)} on ${before.sales}`} />
        <Kpi label="Cost of goods" value={money(now.costCents)} hint="From the lots sold" />
        <Kpi
          label="Gross margin"
          value={money(now.marginCents)}
          hint={`${marginPct(now.marginCents, now.netSalesCents)} of net sales`}
        />
      </div>
      <TitledCard
        title="This period and the one before"
        description={`Net sales by ${GROUP_LABELS[report.groupBy].toLowerCase()}${report.rows.length > CHART_ROWS ? `, the first ${CHART_ROWS}` : ""}; the earlier period is ${previousLabel}.`}
        contentClassName="h-72 pt-3"
      >
        <ReportBarChart
          className="h-full"
          data={chart}
          format={money}
          legend
          empty="No sales in either period"
          series={[
            { key: "previous", name: "Period before", tone: "muted" },
            { key: "current", name: "This period" },
          ]}
        />
      </TitledCard>
      <Card>
        <CardContent>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{GROUP_LABELS[report.groupBy]}</TableHead>
                <TableHead className="text-right">Sales</TableHead>
                <TableHead className="text-right">Units</TableHead>
                <TableHead className="text-right">Net sales</TableHead>
                <TableHead className="text-right">Before</TableHead>
                <TableHead className="text-right">Change</TableHead>
                <TableHead className="text-right">Cost</TableHead>
                <TableHead className="text-right">Margin</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.rows.length === 0 && <EmptyRow columns={8}>No sales in either period.</EmptyRow>}
              {report.rows.map((r) => {
                const delta = change(r.current.netSalesCents, r.previous.netSalesCents);
                return (
                  <TableRow key={r.key}>
                    <TableCell className="font-medium">{r.label}</TableCell>
                    <TableCell className="text-right tabular-nums">{r.current.sales}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {r.current.units}
                      {r.current.milligrams > 0 && ` + ${formatQuantity(r.current.milligrams, "GRAM")}`}
                    </TableCell>
                    <TableCell className="text-right font-medium tabular-nums">
                      {money(r.current.netSalesCents)}
                    </TableCell>
                    <TableCell className="text-right text-muted-foreground tabular-nums">
                      {money(r.previous.netSalesCents)}
                    </TableCell>
                    <TableCell
                      className={cn(
                        "text-right tabular-nums",
                        delta.startsWith("+") && "text-success",
                        delta.startsWith("-") && "text-destructive",
                      )}
                    >
                      {delta}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{money(r.current.costCents)}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {money(r.current.marginCents)}{" "}
                      <span className="text-xs text-muted-foreground">
                        {marginPct(r.current.marginCents, r.current.netSalesCents)}
                      </span>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </ReportSheet>
  );
}
