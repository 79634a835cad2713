import { Link } from "@tanstack/react-router";
import type { CustomerFigures, CustomersReport } from "@verdant/shared/reports-trade";
import { Badge } from "../../components/ui/badge.tsx";
import { TitledCard } from "../../components/ui/card.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import type { LocationScope } from "../../lib/location-scope.ts";
import { share } from "./discounts-screen.tsx";
import { ReportBarChart } from "./report-bar-chart.tsx";
import { EmptyRow, Figures, Kpi, longDate, moneyOf, ReportSheet } from "./report-parts.tsx";
import type { PeriodSearch } from "./reports-search.ts";
import { TradeReportScreen } from "./trade-report-screen.tsx";

export function CustomersScreen(props: {
  scope: LocationScope;
  search: PeriodSearch;
  onSearchChange: (next: Partial<PeriodSearch>) => void;
}) {
  return (
    <TradeReportScreen {...props} report="customers">
      {(report) => <CustomersSheet report={report} />}
    </TradeReportScreen>
  );
}

function Split(props: {
  title: string;
  description: string;
  parts: [string, CustomerFigures][];
  total: CustomerFigures;
  money: (cents: number) => string;
}) {
  return (
    <TitledCard title={props.title} description={props.description} contentClassName="grid gap-3 pt-3">
      <div className="flex h-3 overflow-hidden rounded-full bg-muted" aria-hidden>
        {props.parts.map(([label, f], i) => (
          <div
            key={label}
            className={i === 0 ? "bg-primary" : "bg-warning"}
            style={{ width: share(f.netSalesCents, props.total.netSalesCents).replace("—", "0") }}
          />
        ))}
      </div>
      <Figures
        rows={props.parts.map(([label, f]) => ({
          label: `${label}: ${f.customers} customers, ${f.sales} sales`,
          value: `${props.money(f.netSalesCents)} · ${share(f.netSalesCents, props.total.netSalesCents)}`,
        }))}
      />
    </TitledCard>
  );
}

function CustomersSheet({ report }: { report: CustomersReport }) {
  const money = moneyOf(report.currency);
  const t = report.totals;
  return (
    <ReportSheet
      title={`Customers · ${report.locationName}`}
      subtitle={`${longDate(report.from)} – ${longDate(report.to)} (${report.timeZone})`}
    >
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4 print:grid-cols-4">
        <Kpi label="Customers" value={String(t.customers)} hint={`${t.sales} sales, ${money(t.netSalesCents)}`} />
        <Kpi
          label="New customers"
          value={String(report.newCustomers.customers)}
          hint={`${share(report.newCustomers.customers, t.customers)} of customers`}
        />
        <Kpi
          label="Returning customers"
          value={String(report.returning.customers)}
          hint={`${share(report.returning.netSalesCents, t.netSalesCents)} of net sales`}
        />
        <Kpi
          label="Medical share"
          value={share(report.medical.netSalesCents, t.netSalesCents)}
          hint={`${money(report.medical.netSalesCents)} from ${report.medical.customers} patients`}
        />
      </div>
      <TitledCard title="Customers by day" description="Each customer once a day: new on their first visit here.">
        <ReportBarChart
          data={report.days.map((d) => ({ name: d.date.slice(5), new: d.newCustomers, returning: d.returning }))}
          series={[
            { key: "returning", name: "Returning", stack: "day" },
            { key: "new", name: "New", tone: "warning", stack: "day" },
          ]}
          format={(n) => String(n)}
          legend
          empty="No customers in this period"
        />
      </TitledCard>
      <div className="grid gap-4 lg:grid-cols-2 print:grid-cols-2">
        <Split
          title="New and returning"
          description="By net sales; new customers bought here first in this period."
          parts={[
            ["Returning", report.returning],
            ["New", report.newCustomers],
          ]}
          total={t}
          money={money}
        />
        <Split
          title="Medical and adult-use"
          description="By the customer type each sale recorded."
          parts={[
            ["Adult-use", report.adultUse],
            ["Medical", report.medical],
          ]}
          total={t}
          money={money}
        />
      </div>
      <TitledCard title="Top customers" description="By net sales in the period, after refunds.">
        <Table aria-label="Top customers">
          <TableHeader>
            <TableRow>
              <TableHead>Customer</TableHead>
              <TableHead>Last sale</TableHead>
              <TableHead className="text-right">Sales</TableHead>
              <TableHead className="text-right">Net sales</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.top.length === 0 && <EmptyRow columns={4}>No customers in this period.</EmptyRow>}
            {report.top.map((c) => (
              <TableRow key={c.customerId}>
                <TableCell>
                  <Link
                    to="/customers/$customerId"
                    params={{ customerId: c.customerId }}
                    className="font-medium hover:underline"
                  >
                    {c.name}
                  </Link>{" "}
                  {c.type === "MEDICAL" && <Badge tone="info">Medical</Badge>}
                </TableCell>
                <TableCell className="tabular-nums">{c.lastSaleOn}</TableCell>
                <TableCell className="text-right tabular-nums">{c.sales}</TableCell>
                <TableCell className="text-right font-medium tabular-nums">{money(c.netSalesCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TitledCard>
    </ReportSheet>
  );
}
