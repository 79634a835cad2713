// The tax liability of a period: per rate (and percentage, so a rate change shows both), the taxable base, the
// base exempt by reason, tax collected, refunded and net, with the period's receipts. The chart shows the net
// owed per rate; the CSV lists every sale and refunded line with its taxes, for the bookkeeper to check.
import { useQuery } from "@tanstack/react-query";
import type { TaxLiability } from "@verdant/shared/reports";
import { TitledCard } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { TableCell, TableRow } from "../../components/ui/table.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { useStoreToday } from "../../lib/queries/location.ts";
import { downloadReport, taxLiabilityQuery } from "./api.ts";
import { reportMessages } from "./messages.ts";
import { ReportBarChart } from "./report-bar-chart.tsx";
import { PeriodToolbar } from "./report-filters.tsx";
import { Figures, Kpi, KpiRow, moneyOf, periodInZone, ReportSheet, rateLabel } from "./report-parts.tsx";
import { Num, ReportTable } from "./report-table.tsx";
import { type PeriodSearch, periodOf } from "./reports-search.ts";

export function TaxLiabilityScreen(props: {
  scope: LocationScope;
  search: PeriodSearch;
  onSearchChange: (next: Partial<PeriodSearch>) => void;
}) {
  const period = periodOf(props.search, useStoreToday());
  const report = useQuery(taxLiabilityQuery(props.scope, period));
  return (
    <div className="grid gap-4">
      <PeriodToolbar
        period={period}
        onChange={props.onSearchChange}
        onExport={() =>
          downloadReport(props.scope, "tax-liability", period, `tax-liability-${period.from}-${period.to}.csv`)
        }
      />
      {report.data ? (
        <TaxLiabilitySheet report={report.data} />
      ) : (
        <div className="grid gap-4 md:grid-cols-4" aria-busy>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-24" />
          ))}
          <Skeleton className="h-80 md:col-span-4" />
        </div>
      )}
    </div>
  );
}

function TaxLiabilitySheet({ report }: { report: TaxLiability }) {
  const t = useMessages(reportMessages);
  const money = moneyOf(report.currency);
  const total = report.totals;
  const label = (r: TaxLiability["rates"][number]) => `${r.name} ${rateLabel(r.ratePpm)}`;
  const chart = report.rates.map((r) => ({ name: label(r), net: r.netCents }));
  const exemptTotal = report.rates.reduce((sum, r) => sum + r.exempt.reduce((s, e) => s + e.baseCents, 0), 0);
  return (
    <ReportSheet title={t("tax.sheetTitle", { location: report.locationName })} subtitle={periodInZone(t, report)}>
      <KpiRow>
        <Kpi
          label={t("tax.netReceipts")}
          value={money(total.netReceiptsCents)}
          hint={t("tax.returned", { amount: money(total.returnsCents) })}
        />
        <Kpi label={t("tax.collected")} value={money(total.collectedCents)} />
        <Kpi label={t("tax.refunded")} value={money(total.refundedCents)} />
        <Kpi
          label={t("tax.owed")}
          value={money(total.netCents)}
          hint={t("count.rates", { count: report.rates.length })}
        />
      </KpiRow>
      <div className="grid gap-4 xl:grid-cols-[2fr_1fr] print:grid-cols-[2fr_1fr]">
        <TitledCard title={t("tax.chartTitle")} description={t("tax.chartDescription")} contentClassName="h-64 pt-3">
          <ReportBarChart
            className="h-full"
            data={chart}
            series={[{ key: "net", name: t("tax.chartSeries") }]}
            format={money}
            empty={t("tax.chartEmpty")}
          />
        </TitledCard>
        <TitledCard title={t("tax.receipts")} description={t("tax.receiptsDescription")}>
          <Figures
            rows={[
              { label: t("tax.grossReceipts"), value: money(total.grossReceiptsCents) },
              { label: t("tax.returns"), value: money(-total.returnsCents) },
              { label: t("tax.netReceipts"), value: money(total.netReceiptsCents), strong: true },
              { label: t("tax.untaxed"), value: money(total.untaxedCents), muted: true },
              { label: t("tax.exemptTotal"), value: money(exemptTotal), muted: true },
            ]}
          />
        </TitledCard>
      </div>
      <TitledCard title={t("tax.byRate")} description={t("tax.byRateDescription")}>
        <ReportTable
          columns={[
            "col.rate",
            "tax.taxableBase",
            "tax.exemptBase",
            "col.collected",
            "tax.refundedBase",
            "col.refunded",
            "col.net",
          ]}
          figuresFrom={1}
        >
          {report.rates.map((r) => (
            <TableRow key={`${r.rateId}-${r.ratePpm}-${r.name}`}>
              <TableCell>
                <span className="font-medium">{label(r)}</span>
                {r.groupName && <span className="block text-xs text-muted-foreground">{r.groupName}</span>}
              </TableCell>
              <Num>{money(r.baseCents)}</Num>
              <Num>
                {r.exempt.length === 0
                  ? "—"
                  : r.exempt.map((e) => (
                      <span key={e.reason} className="block">
                        {money(e.baseCents)}{" "}
                        <span className="text-xs text-muted-foreground">{t(`tax.exempt.${e.reason}`)}</span>
                      </span>
                    ))}
              </Num>
              <Num>{money(r.collectedCents)}</Num>
              <Num>{money(-r.refundedBaseCents)}</Num>
              <Num>{money(-r.refundedCents)}</Num>
              <Num className="font-semibold">{money(r.netCents)}</Num>
            </TableRow>
          ))}
          <TableRow className="font-semibold">
            <TableCell>{t("total")}</TableCell>
            <TableCell />
            <TableCell />
            <Num>{money(total.collectedCents)}</Num>
            <TableCell />
            <Num>{money(-total.refundedCents)}</Num>
            <Num>{money(total.netCents)}</Num>
          </TableRow>
        </ReportTable>
      </TitledCard>
    </ReportSheet>
  );
}
