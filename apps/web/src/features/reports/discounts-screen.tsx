// What each discount cost over a period: the discounts given against gross sales, the sales they came with, a bar
// per discount and a table of their sales, units, gross, discount and net.
import type { DiscountsReport } from "@verdant/shared/reports-trade";
import { Badge } from "../../components/ui/badge.tsx";
import { Card, CardContent, TitledCard } from "../../components/ui/card.tsx";
import { TableCell, TableRow } from "../../components/ui/table.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { reportMessages } from "./messages.ts";
import { ReportBarChart } from "./report-bar-chart.tsx";
import { Kpi, KpiRow, moneyOf, periodInZone, ReportSheet, share, units } from "./report-parts.tsx";
import { Num, ReportTable } from "./report-table.tsx";
import { tradeReport } from "./trade-report-screen.tsx";

function DiscountsSheet({ report }: { report: DiscountsReport }) {
  const t = useMessages(reportMessages);
  const money = moneyOf(report.currency);
  const total = report.totals;
  return (
    <ReportSheet
      title={t("discounts.sheetTitle", { location: report.locationName })}
      subtitle={periodInZone(t, report)}
    >
      <KpiRow>
        <Kpi
          label={t("discounts.given")}
          value={money(total.discountCents)}
          hint={t("discounts.ofGross", { percent: share(total.discountCents, total.grossCents) })}
        />
        <Kpi
          label={t("discounts.discountedSales")}
          value={String(total.discountedSales)}
          hint={t("discounts.ofSales", { percent: share(total.discountedSales, total.sales), count: total.sales })}
        />
        <Kpi
          label={t("discounts.underDiscounts")}
          value={money(total.discountedNetCents)}
          hint={t("discounts.ofNetSales", {
            percent: share(total.discountedNetCents, total.netSalesCents),
            amount: money(total.netSalesCents),
          })}
        />
        <Kpi
          label={t("discounts.average")}
          value={money(total.discountedSales ? Math.round(total.discountCents / total.discountedSales) : 0)}
        />
      </KpiRow>
      <TitledCard title={t("discounts.chartTitle")} description={t("discounts.chartDescription")}>
        <ReportBarChart
          data={report.rows.map((r) => ({ name: r.name, discount: r.discountCents, net: r.netSalesCents }))}
          series={[
            { key: "discount", name: t("discounts.seriesGiven"), tone: "warning" },
            { key: "net", name: t("discounts.seriesNet") },
          ]}
          format={money}
          legend
          empty={t("discounts.chartEmpty")}
        />
      </TitledCard>
      <Card>
        <CardContent>
          <ReportTable
            label={t("discounts.table")}
            columns={["col.discount", "col.sales", "col.units", "col.gross", "col.discount", "col.off", "col.netSales"]}
            figuresFrom={1}
            empty={report.rows.length === 0 && t("discounts.empty")}
          >
            {report.rows.map((r) => (
              <TableRow key={r.discountId}>
                <TableCell className="font-medium">
                  {r.name} {r.code && <Badge className="ml-1 font-mono">{r.code}</Badge>}
                </TableCell>
                <Num>{r.sales}</Num>
                <Num>{units(r)}</Num>
                <Num>{money(r.grossCents)}</Num>
                <Num className="font-medium">{money(r.discountCents)}</Num>
                <Num className="text-muted-foreground">{share(r.discountCents, r.grossCents)}</Num>
                <Num>{money(r.netSalesCents)}</Num>
              </TableRow>
            ))}
            {report.rows.length > 0 && (
              <TableRow className="font-semibold">
                <TableCell>{t("discounts.all")}</TableCell>
                <Num>{total.discountedSales}</Num>
                <TableCell colSpan={2} />
                <Num>{money(total.discountCents)}</Num>
                <TableCell />
                <Num>{money(total.discountedNetCents)}</Num>
              </TableRow>
            )}
          </ReportTable>
        </CardContent>
      </Card>
    </ReportSheet>
  );
}

export const DiscountsScreen = tradeReport("discounts", DiscountsSheet);
