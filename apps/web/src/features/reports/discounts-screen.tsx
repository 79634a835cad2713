import type { DiscountsReport } from "@verdant/shared/reports-trade";
import { Badge } from "../../components/ui/badge.tsx";
import { Card, CardContent, TitledCard } from "../../components/ui/card.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import type { LocationScope } from "../../lib/location-scope.ts";
import { formatQuantity } from "../../lib/quantity.ts";
import { ReportBarChart } from "./report-bar-chart.tsx";
import { EmptyRow, Kpi, longDate, moneyOf, ReportSheet } from "./report-parts.tsx";
import type { PeriodSearch } from "./reports-search.ts";
import { TradeReportScreen } from "./trade-report-screen.tsx";

/** A part of a whole as a whole-number percentage, or "—" of nothing. */
export const share = (part: number, whole: number) => (whole === 0 ? "—" : `${Math.round((part * 100) / whole)}%`);

export function DiscountsScreen(props: {
  scope: LocationScope;
  search: PeriodSearch;
  onSearchChange: (next: Partial<PeriodSearch>) => void;
}) {
  return (
    <TradeReportScreen {...props} report="discounts">
      {(report) => <DiscountsSheet report={report} />}
    </TradeReportScreen>
  );
}

function DiscountsSheet({ report }: { report: DiscountsReport }) {
  const money = moneyOf(report.currency);
  const t = report.totals;
  return (
    <ReportSheet
      title={`Discounts · ${report.locationName}`}
      subtitle={`${longDate(report.from)} – ${longDate(report.to)} (${report.timeZone})`}
    >
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4 print:grid-cols-4">
        <Kpi
          label="Discounts given"
          value={money(t.discountCents)}
          hint={`${share(t.discountCents, t.grossCents)} of gross sales`}
        />
        <Kpi
          label="Discounted sales"
          value={String(t.discountedSales)}
          hint={`${share(t.discountedSales, t.sales)} of ${t.sales} sales`}
        />
        <Kpi
          label="Sales under discounts"
          value={money(t.discountedNetCents)}
          hint={`${share(t.discountedNetCents, t.netSalesCents)} of ${money(t.netSalesCents)} net sales`}
        />
        <Kpi
          label="Average per discounted sale"
          value={money(t.discountedSales ? Math.round(t.discountCents / t.discountedSales) : 0)}
        />
      </div>
      <TitledCard
        title="Cost and sales by discount"
        description="What each discount took off, and the net sales of the lines it applied to."
      >
        <ReportBarChart
          data={report.rows.map((r) => ({ name: r.name, discount: r.discountCents, net: r.netSalesCents }))}
          series={[
            { key: "discount", name: "Discount given", tone: "warning" },
            { key: "net", name: "Net sales under it" },
          ]}
          format={money}
          legend
          empty="No discounts given in this period"
        />
      </TitledCard>
      <Card>
        <CardContent>
          <Table aria-label="By discount">
            <TableHeader>
              <TableRow>
                <TableHead>Discount</TableHead>
                <TableHead className="text-right">Sales</TableHead>
                <TableHead className="text-right">Units</TableHead>
                <TableHead className="text-right">Gross</TableHead>
                <TableHead className="text-right">Discount</TableHead>
                <TableHead className="text-right">Off</TableHead>
                <TableHead className="text-right">Net sales</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.rows.length === 0 && <EmptyRow columns={7}>No discounts given in this period.</EmptyRow>}
              {report.rows.map((r) => (
                <TableRow key={r.discountId}>
                  <TableCell className="font-medium">
                    {r.name} {r.code && <Badge className="ml-1 font-mono">{r.code}</Badge>}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{r.sales}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {r.units}
                    {r.milligrams > 0 && ` + ${formatQuantity(r.milligrams, "GRAM")}`}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{money(r.grossCents)}</TableCell>
                  <TableCell className="text-right font-medium tabular-nums">{money(r.discountCents)}</TableCell>
                  <TableCell className="text-right text-muted-foreground tabular-nums">
                    {share(r.discountCents, r.grossCents)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{money(r.netSalesCents)}</TableCell>
                </TableRow>
              ))}
              {report.rows.length > 0 && (
                <TableRow className="font-semibold">
                  <TableCell>All discounts</TableCell>
                  <TableCell className="text-right tabular-nums">{t.discountedSales}</TableCell>
                  <TableCell colSpan={2} />
                  <TableCell className="text-right tabular-nums">{money(t.discountCents)}</TableCell>
                  <TableCell />
                  <TableCell className="text-right tabular-nums">{money(t.discountedNetCents)}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </ReportSheet>
  );
}
