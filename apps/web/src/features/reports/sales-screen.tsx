// Sales over a period against the period just before, grouped as the manager picks: a chart of this period and
// the last side by side, and a table with units, net sales, its change, cost and gross margin.
import { useQuery } from "@tanstack/react-query";
import { type SalesGrouping, type SalesReport, salesGroupings } from "@verdant/shared/reports";
import { Card, CardContent, TitledCard } from "../../components/ui/card.tsx";
import { Select } from "../../components/ui/select.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { TableCell, TableRow } from "../../components/ui/table.tsx";
import { cn } from "../../lib/cn.ts";
import { type Translate, useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { useStoreToday } from "../../lib/queries/location.ts";
import { downloadReport, salesReportQuery } from "./api.ts";
import { type ReportKey, reportMessages } from "./messages.ts";
import { ReportBarChart } from "./report-bar-chart.tsx";
import { PeriodToolbar } from "./report-filters.tsx";
import { Kpi, KpiRow, longDate, moneyOf, noneLabel, ReportSheet, units, wholePercent } from "./report-parts.tsx";
import { Num, ReportTable } from "./report-table.tsx";
import { periodOf, type SalesSearch } from "./reports-search.ts";

const CHART_ROWS = 15;

/**
 * A change as a whole-number percentage of the earlier figure ("+12%", "+12 %" in French), `fresh` ("new") when
 * there was none, "—" when there is none either.
 */
export function change(now: number, before: number, fresh: string): string {
  const pct = changePct(now, before);
  if (pct === null) return now === 0 ? "—" : fresh;
  return `${pct > 0 ? "+" : ""}${wholePercent(pct)}`;
}
const changePct = (now: number, before: number) =>
  before === 0 ? null : Math.round(((now - before) * 100) / Math.abs(before));
const marginPct = (margin: number, net: number) => (net === 0 ? "—" : wholePercent(Math.round((margin * 100) / net)));

/** A row's name: the hour as the locale writes it, a missing brand, category or vendor and a customer type in words. */
function rowLabel(t: Translate<ReportKey>, groupBy: SalesGrouping, row: { key: string; label: string }) {
  if (groupBy === "hour") return t("row.hour", { hour: row.key });
  if (groupBy === "customerType" && (row.key === "MEDICAL" || row.key === "RECREATIONAL"))
    return t(`customerType.${row.key}`);
  return noneLabel(t, groupBy, row);
}

export function SalesScreen(props: {
  scope: LocationScope;
  search: SalesSearch;
  onSearchChange: (next: Partial<SalesSearch>) => void;
}) {
  const period = periodOf(props.search, useStoreToday());
  const groupBy = props.search.groupBy;
  const report = useQuery(salesReportQuery(props.scope, { ...period, groupBy }));
  const t = useMessages(reportMessages);
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
          aria-label={t("sales.groupBy")}
          className="w-44"
          value={groupBy}
          onValueChange={(v) => props.onSearchChange({ groupBy: v as SalesGrouping })}
          options={salesGroupings.map((g) => ({ value: g, label: t(`groupBy.${g}`) }))}
        />
      </PeriodToolbar>
      {report.data ? <SalesSheet report={report.data} /> : <Skeleton className="h-96" aria-busy />}
    </div>
  );
}

function SalesSheet({ report }: { report: SalesReport }) {
  const t = useMessages(reportMessages);
  const money = moneyOf(report.currency);
  const now = report.totals.current;
  const before = report.totals.previous;
  const fresh = t("sales.new");
  const rows = report.rows.map((r) => ({ ...r, label: rowLabel(t, report.groupBy, r) }));
  const chart = rows.slice(0, CHART_ROWS).map((r) => ({
    name: r.label,
    current: r.current.netSalesCents,
    previous: r.previous.netSalesCents,
  }));
  const previous = t("period.range", { from: longDate(report.previousFrom), to: longDate(report.previousTo) });
  const groupBy = t(`groupBy.${report.groupBy}`).toLowerCase();
  return (
    <ReportSheet
      title={t("sales.sheetTitle", { groupBy, location: report.locationName })}
      subtitle={t("sales.subtitle", { from: longDate(report.from), to: longDate(report.to), previous })}
    >
      <KpiRow>
        <Kpi
          label={t("col.netSales")}
          value={money(now.netSalesCents)}
          hint={t("sales.change", {
            change: change(now.netSalesCents, before.netSalesCents, fresh),
            before: money(before.netSalesCents),
          })}
        />
        <Kpi
          label={t("col.sales")}
          value={String(now.sales)}
          hint={t("sales.change", { change: change(now.sales, before.sales, fresh), before: before.sales })}
        />
        <Kpi label={t("sales.costOfGoods")} value={money(now.costCents)} hint={t("sales.fromLots")} />
        <Kpi
          label={t("sales.grossMargin")}
          value={money(now.marginCents)}
          hint={t("sales.ofNetSales", { percent: marginPct(now.marginCents, now.netSalesCents) })}
        />
      </KpiRow>
      <TitledCard
        title={t("sales.chartTitle")}
        description={
          rows.length > CHART_ROWS
            ? t("sales.chartDescriptionFirst", { groupBy, count: CHART_ROWS, previous })
            : t("sales.chartDescription", { groupBy, previous })
        }
        contentClassName="h-72 pt-3"
      >
        <ReportBarChart
          className="h-full"
          data={chart}
          format={money}
          legend
          empty={t("sales.chartEmpty")}
          series={[
            { key: "previous", name: t("sales.previous"), tone: "muted" },
            { key: "current", name: t("sales.current") },
          ]}
        />
      </TitledCard>
      <Card>
        <CardContent>
          <ReportTable
            columns={[
              `group.${report.groupBy}`,
              "col.sales",
              "col.units",
              "col.netSales",
              "sales.before",
              "sales.changeColumn",
              "sales.cost",
              "sales.margin",
            ]}
            figuresFrom={1}
            empty={rows.length === 0 && t("sales.empty")}
          >
            {rows.map((r) => {
              const moved = changePct(r.current.netSalesCents, r.previous.netSalesCents) ?? 0;
              return (
                <TableRow key={r.key}>
                  <TableCell className="font-medium">{r.label}</TableCell>
                  <Num>{r.current.sales}</Num>
                  <Num>{units(r.current)}</Num>
                  <Num className="font-medium">{money(r.current.netSalesCents)}</Num>
                  <Num className="text-muted-foreground">{money(r.previous.netSalesCents)}</Num>
                  <Num className={cn(moved > 0 && "text-success", moved < 0 && "text-destructive")}>
                    {change(r.current.netSalesCents, r.previous.netSalesCents, fresh)}
                  </Num>
                  <Num>{money(r.current.costCents)}</Num>
                  <Num>
                    {money(r.current.marginCents)}{" "}
                    <span className="text-xs text-muted-foreground">
                      {marginPct(r.current.marginCents, r.current.netSalesCents)}
                    </span>
                  </Num>
                </TableRow>
              );
            })}
          </ReportTable>
        </CardContent>
      </Card>
    </ReportSheet>
  );
}
