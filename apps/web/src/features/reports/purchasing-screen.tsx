// Purchasing over a period: what was ordered against what came in, by vendor (and what came in without an order),
// the purchase orders still open whatever the period, and the vendors' licenses running out.
import type { PurchasingReport } from "@verdant/shared/reports-trade";
import { Badge } from "../../components/ui/badge.tsx";
import { TitledCard } from "../../components/ui/card.tsx";
import { RecordLink } from "../../components/ui/record-link.tsx";
import { Select } from "../../components/ui/select.tsx";
import { TableCell, TableRow } from "../../components/ui/table.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { reportMessages } from "./messages.ts";
import { ReportBarChart } from "./report-bar-chart.tsx";
import { Kpi, KpiRow, longDate, moneyOf, ReportSheet, share } from "./report-parts.tsx";
import { Num, ReportTable } from "./report-table.tsx";
import type { PurchasingSearch } from "./reports-search.ts";
import { TradeReportScreen } from "./trade-report-screen.tsx";

const HORIZONS = [30, 60, 90, 180, 365];

export function PurchasingScreen(props: {
  scope: LocationScope;
  search: PurchasingSearch;
  onSearchChange: (next: Partial<PurchasingSearch>) => void;
}) {
  const t = useMessages(reportMessages);
  return (
    <TradeReportScreen
      {...props}
      report="purchasing"
      filters={{ expiringWithinDays: String(props.search.expiringWithinDays) }}
      presets={2}
      toolbar={
        <Select
          aria-label={t("purchasing.horizon")}
          className="w-60"
          value={String(props.search.expiringWithinDays)}
          onValueChange={(v) => props.onSearchChange({ expiringWithinDays: Number(v) })}
          options={HORIZONS.map((days) => ({ value: String(days), label: t("purchasing.horizonOption", { days }) }))}
        />
      }
    >
      {(report) => <PurchasingSheet report={report} />}
    </TradeReportScreen>
  );
}

function PurchasingSheet({ report }: { report: PurchasingReport }) {
  const t = useMessages(reportMessages);
  const money = moneyOf(report.currency);
  const total = report.totals;
  return (
    <ReportSheet
      title={t("purchasing.sheetTitle", { location: report.locationName })}
      subtitle={t("purchasing.subtitle", {
        from: longDate(report.from),
        to: longDate(report.to),
        today: longDate(report.today),
      })}
    >
      <KpiRow>
        <Kpi
          label={t("col.ordered")}
          value={money(total.orderedCents)}
          hint={t("purchasing.ordersSubmitted", { count: total.orders })}
        />
        <Kpi
          label={t("purchasing.receivedAgainst")}
          value={money(total.receivedCents)}
          hint={t("purchasing.ofOrdered", { percent: share(total.receivedCents, total.orderedCents) })}
        />
        <Kpi label={t("purchasing.receivedWithout")} value={money(total.unorderedCents)} />
        <Kpi
          label={t("purchasing.stillToCome")}
          value={money(total.outstandingCents)}
          hint={t("purchasing.openOrdersCount", { count: total.openOrders })}
          tone={report.openOrders.some((o) => o.overdue) ? "bad" : undefined}
        />
      </KpiRow>
      <TitledCard
        title={t("purchasing.byVendorTitle")}
        description={t("purchasing.byVendorDescription")}
        contentClassName="grid gap-4 pt-3"
      >
        <ReportBarChart
          data={report.vendors.map((v) => ({
            name: v.name,
            ordered: v.orderedCents,
            received: v.receivedCents,
            unordered: v.unorderedCents,
          }))}
          series={[
            { key: "ordered", name: t("col.ordered"), tone: "muted" },
            { key: "received", name: t("purchasing.receivedAgainst"), stack: "in" },
            { key: "unordered", name: t("purchasing.receivedWithout"), tone: "warning", stack: "in" },
          ]}
          format={money}
          legend
          empty={t("purchasing.chartEmpty")}
        />
        <ReportTable
          label={t("purchasing.byVendor")}
          columns={["col.vendor", "col.orders", "col.ordered", "col.received", "col.filled", "col.withoutOrder"]}
          figuresFrom={1}
          empty={report.vendors.length === 0 && t("purchasing.vendorsEmpty")}
        >
          {report.vendors.map((v) => (
            <TableRow key={v.vendorId ?? "none"}>
              <TableCell className="font-medium">{v.name}</TableCell>
              <Num>{v.orders}</Num>
              <Num>{money(v.orderedCents)}</Num>
              <Num>{money(v.receivedCents)}</Num>
              <Num className="text-muted-foreground">{share(v.receivedCents, v.orderedCents)}</Num>
              <Num>{v.unorderedReceipts ? money(v.unorderedCents) : "—"}</Num>
            </TableRow>
          ))}
        </ReportTable>
      </TitledCard>
      <div className="grid gap-4 xl:grid-cols-[3fr_2fr] print:grid-cols-1">
        <OpenOrders report={report} money={money} />
        <VendorLicenses report={report} />
      </div>
    </ReportSheet>
  );
}

function OpenOrders({ report, money }: { report: PurchasingReport; money: (cents: number) => string }) {
  const t = useMessages(reportMessages);
  return (
    <TitledCard title={t("purchasing.openOrders")} description={t("purchasing.openOrdersDescription")}>
      <ReportTable
        label={t("purchasing.openOrders")}
        columns={["purchasing.order", "purchasing.expected", "col.ordered", "purchasing.toCome"]}
        figuresFrom={2}
        empty={report.openOrders.length === 0 && t("purchasing.openOrdersEmpty")}
      >
        {report.openOrders.map((o) => (
          <TableRow key={o.id}>
            <TableCell>
              <RecordLink to="/purchase-orders/$purchaseOrderId" params={{ purchaseOrderId: o.id }}>
                {o.poNumber}
              </RecordLink>
              <span className="block text-xs text-muted-foreground">
                {o.vendorName} · {o.status === "SUBMITTED" ? t("purchasing.submitted") : t("purchasing.partlyReceived")}
                {o.submittedOn && ` ${o.submittedOn}`}
              </span>
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">
              {o.expectedAt ?? "—"} {o.overdue && <Badge tone="danger">{t("purchasing.overdue")}</Badge>}
            </TableCell>
            <Num>{money(o.orderedCents)}</Num>
            <Num className="font-medium">{money(o.outstandingCents)}</Num>
          </TableRow>
        ))}
      </ReportTable>
    </TitledCard>
  );
}

function VendorLicenses({ report }: { report: PurchasingReport }) {
  const t = useMessages(reportMessages);
  const days = report.expiringWithinDays;
  return (
    <TitledCard title={t("purchasing.licenses")} description={t("purchasing.licensesDescription", { days })}>
      <ReportTable
        label={t("purchasing.licenses")}
        columns={["col.vendor", "purchasing.expires", "purchasing.status"]}
        figuresFrom={2}
        empty={report.licenses.length === 0 && t("purchasing.licensesEmpty", { days })}
      >
        {report.licenses.map((l) => (
          <TableRow key={l.vendorId}>
            <TableCell>
              <span className="font-medium">{l.name}</span>
              <span className="block text-xs text-muted-foreground">
                {[l.licenseNumber, l.licenseType].filter(Boolean).join(" · ") || t("purchasing.noLicenseNumber")}
              </span>
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{l.licenseExpiry}</TableCell>
            <TableCell className="text-right">
              {l.daysLeft < 0 ? (
                <Badge tone="danger">{t("purchasing.expired")}</Badge>
              ) : (
                <Badge tone={l.daysLeft <= 30 ? "warning" : "neutral"}>
                  {t("purchasing.daysLeft", { count: l.daysLeft })}
                </Badge>
              )}
            </TableCell>
          </TableRow>
        ))}
      </ReportTable>
    </TitledCard>
  );
}
