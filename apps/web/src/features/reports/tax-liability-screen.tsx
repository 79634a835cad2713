// The tax liability of a period: per rate (and percentage, so a rate change shows both), the taxable base, the
// base exempt by reason, tax collected, refunded and net, with the period's receipts. The chart shows the net
// owed per rate; the CSV lists every sale and refunded line with its taxes, for the bookkeeper to check.
import { useQuery } from "@tanstack/react-query";
import type { TaxLiability } from "@verdant/shared/reports";
import { TitledCard } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import type { LocationScope } from "../../lib/location-scope.ts";
import { useStoreToday } from "../../lib/queries/location.ts";
import { downloadReport, taxLiabilityQuery } from "./api.ts";
import { ReportBarChart } from "./report-bar-chart.tsx";
import { PeriodToolbar } from "./report-filters.tsx";
import { Figures, Kpi, longDate, moneyOf, ReportSheet, rateLabel } from "./report-parts.tsx";
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
  const money = moneyOf(report.currency);
  const t = report.totals;
  const label = (r: TaxLiability["rates"][number]) => `${r.name} ${rateLabel(r.ratePpm)}`;
  const chart = report.rates.map((r) => ({ name: label(r), net: r.netCents }));
  const exemptTotal = report.rates.reduce((sum, r) => sum + r.exempt.reduce((s, e) => s + e.baseCents, 0), 0);
  return (
    <ReportSheet
      title={`Tax liability · ${report.locationName}`}
      subtitle={`${longDate(report.from)} – ${longDate(report.to)} (${report.timeZone})`}
    >
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4 print:grid-cols-4">
        <Kpi label="Net receipts" value={money(t.netReceiptsCents)} hint={`${money(t.returnsCents)} returned`} />
        <Kpi label="Tax collected" value={money(t.collectedCents)} />
        <Kpi label="Tax refunded" value={money(t.refundedCents)} />
        <Kpi label="Net tax owed" value={money(t.netCents)} hint={`${report.rates.length} rates`} />
      </div>
      <div className="grid gap-4 xl:grid-cols-[2fr_1fr] print:grid-cols-[2fr_1fr]">
        <TitledCard
          title="Net tax by rate"
          description="Collected less refunded, per rate and percentage."
          contentClassName="h-64 pt-3"
        >
          <ReportBarChart
            className="h-full"
            data={chart}
            series={[{ key: "net", name: "Net tax" }]}
            format={money}
            empty="No tax in this period"
          />
        </TitledCard>
        <TitledCard title="Receipts" description="Line prices after discounts, before tax.">
          <Figures
            rows={[
              { label: "Gross receipts", value: money(t.grossReceiptsCents) },
              { label: "Returns", value: money(-t.returnsCents) },
              { label: "Net receipts", value: money(t.netReceiptsCents), strong: true },
              { label: "Not taxed at all", value: money(t.untaxedCents), muted: true },
              { label: "Exempt (all rates)", value: money(exemptTotal), muted: true },
            ]}
          />
        </TitledCard>
      </div>
      <TitledCard title="By rate" description="Figures are sums of the recorded sale lines, in the store's days.">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Rate</TableHead>
              <TableHead className="text-right">Taxable base</TableHead>
              <TableHead className="text-right">Exempt base</TableHead>
              <TableHead className="text-right">Collected</TableHead>
              <TableHead className="text-right">Refunded base</TableHead>
              <TableHead className="text-right">Refunded</TableHead>
              <TableHead className="text-right">Net</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.rates.map((r) => (
              <TableRow key={`${r.rateId}-${r.ratePpm}-${r.name}`}>
                <TableCell>
                  <span className="font-medium">{label(r)}</span>
                  {r.groupName && <span className="block text-xs text-muted-foreground">{r.groupName}</span>}
                </TableCell>
                <TableCell className="text-right tabular-nums">{money(r.baseCents)}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {r.exempt.length === 0
                    ? "—"
                    : r.exempt.map((e) => (
                        <span key={e.reason} className="block">
                          {money(e.baseCents)} <span className="text-xs text-muted-foreground">{e.label}</span>
                        </span>
                      ))}
                </TableCell>
                <TableCell className="text-right tabular-nums">{money(r.collectedCents)}</TableCell>
                <TableCell className="text-right tabular-nums">{money(-r.refundedBaseCents)}</TableCell>
                <TableCell className="text-right tabular-nums">{money(-r.refundedCents)}</TableCell>
                <TableCell className="text-right font-semibold tabular-nums">{money(r.netCents)}</TableCell>
              </TableRow>
            ))}
            <TableRow className="font-semibold">
              <TableCell>Total</TableCell>
              <TableCell />
              <TableCell />
              <TableCell className="text-right tabular-nums">{money(t.collectedCents)}</TableCell>
              <TableCell />
              <TableCell className="text-right tabular-nums">{money(-t.refundedCents)}</TableCell>
              <TableCell className="text-right tabular-nums">{money(t.netCents)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TitledCard>
    </ReportSheet>
  );
}
