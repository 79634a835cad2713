// The customer mix of a period: new against returning customers (each once a day), the medical and adult-use
// share, and the best customers by net sales.
import type { CustomerFigures, CustomersReport } from "@verdant/shared/reports-trade";
import { Badge } from "../../components/ui/badge.tsx";
import { TitledCard } from "../../components/ui/card.tsx";
import { RecordLink } from "../../components/ui/record-link.tsx";
import { TableCell, TableRow } from "../../components/ui/table.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { reportMessages } from "./messages.ts";
import { ReportBarChart } from "./report-bar-chart.tsx";
import { Figures, Kpi, KpiRow, moneyOf, periodInZone, ReportSheet, share } from "./report-parts.tsx";
import { Num, ReportTable } from "./report-table.tsx";
import { tradeReport } from "./trade-report-screen.tsx";

type Part = { label: string; figures: CustomerFigures };

/** Two parts of the customers, as a bar split by net sales and a line each. */
function Split(props: {
  title: string;
  description: string;
  parts: [Part, Part];
  total: CustomerFigures;
  money: (cents: number) => string;
}) {
  const t = useMessages(reportMessages);
  const whole = props.total.netSalesCents;
  return (
    <TitledCard title={props.title} description={props.description} contentClassName="grid gap-3 pt-3">
      <div className="flex h-3 overflow-hidden rounded-full bg-muted" aria-hidden>
        {props.parts.map(({ label, figures }, i) => (
          <div
            key={label}
            className={i === 0 ? "bg-primary" : "bg-warning"}
            style={{ width: `${whole === 0 ? 0 : Math.round((figures.netSalesCents * 100) / whole)}%` }}
          />
        ))}
      </div>
      <Figures
        rows={props.parts.map(({ label, figures }) => ({
          label: t("customers.part", { label, customers: figures.customers, sales: figures.sales }),
          value: `${props.money(figures.netSalesCents)} · ${share(figures.netSalesCents, whole)}`,
        }))}
      />
    </TitledCard>
  );
}

function CustomersSheet({ report }: { report: CustomersReport }) {
  const t = useMessages(reportMessages);
  const money = moneyOf(report.currency);
  const total = report.totals;
  const splits = [
    {
      title: t("customers.newAndReturning"),
      description: t("customers.newAndReturningDescription"),
      parts: [
        { label: t("customers.seriesReturning"), figures: report.returning },
        { label: t("customers.seriesNew"), figures: report.newCustomers },
      ],
    },
    {
      title: t("customers.medicalAndAdult"),
      description: t("customers.medicalAndAdultDescription"),
      parts: [
        { label: t("customers.adultUse"), figures: report.adultUse },
        { label: t("customers.medical"), figures: report.medical },
      ],
    },
  ] satisfies { title: string; description: string; parts: [Part, Part] }[];
  return (
    <ReportSheet
      title={t("customers.sheetTitle", { location: report.locationName })}
      subtitle={periodInZone(t, report)}
    >
      <KpiRow>
        <Kpi
          label={t("customers.customers")}
          value={String(total.customers)}
          hint={t("customers.salesAndAmount", { count: total.sales, amount: money(total.netSalesCents) })}
        />
        <Kpi
          label={t("customers.new")}
          value={String(report.newCustomers.customers)}
          hint={t("customers.ofCustomers", { percent: share(report.newCustomers.customers, total.customers) })}
        />
        <Kpi
          label={t("customers.returning")}
          value={String(report.returning.customers)}
          hint={t("customers.ofNetSales", { percent: share(report.returning.netSalesCents, total.netSalesCents) })}
        />
        <Kpi
          label={t("customers.medicalShare")}
          value={share(report.medical.netSalesCents, total.netSalesCents)}
          hint={t("customers.fromPatients", {
            amount: money(report.medical.netSalesCents),
            count: report.medical.customers,
          })}
        />
      </KpiRow>
      <TitledCard title={t("customers.byDay")} description={t("customers.byDayDescription")}>
        <ReportBarChart
          data={report.days.map((d) => ({ name: d.date.slice(5), new: d.newCustomers, returning: d.returning }))}
          series={[
            { key: "returning", name: t("customers.seriesReturning"), stack: "day" },
            { key: "new", name: t("customers.seriesNew"), tone: "warning", stack: "day" },
          ]}
          format={(n) => String(n)}
          legend
          empty={t("customers.chartEmpty")}
        />
      </TitledCard>
      <div className="grid gap-4 lg:grid-cols-2 print:grid-cols-2">
        {splits.map((split) => (
          <Split key={split.title} {...split} total={total} money={money} />
        ))}
      </div>
      <TitledCard title={t("customers.top")} description={t("customers.topDescription")}>
        <ReportTable
          label={t("customers.top")}
          columns={["customers.customer", "customers.lastSale", "col.sales", "col.netSales"]}
          figuresFrom={2}
          empty={report.top.length === 0 && t("customers.empty")}
        >
          {report.top.map((c) => (
            <TableRow key={c.customerId}>
              <TableCell>
                <RecordLink to="/customers/$customerId" params={{ customerId: c.customerId }}>
                  {c.name}
                </RecordLink>{" "}
                {c.type === "MEDICAL" && <Badge tone="info">{t("customers.medical")}</Badge>}
              </TableCell>
              <TableCell className="tabular-nums">{c.lastSaleOn}</TableCell>
              <Num>{c.sales}</Num>
              <Num className="font-medium">{money(c.netSalesCents)}</Num>
            </TableRow>
          ))}
        </ReportTable>
      </TitledCard>
    </ReportSheet>
  );
}

export const CustomersScreen = tradeReport("customers", CustomersSheet);
