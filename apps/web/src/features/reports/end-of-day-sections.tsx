// The sections of an end of day: sales, taxes by rate, tenders (a bar each), cash, voids and drops. They read one
// figures object, the day's or one drawer's.
import type { EndOfDayFigures } from "@verdant/shared/reports";
import { TitledCard } from "../../components/ui/card.tsx";
import { TableCell, TableRow } from "../../components/ui/table.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { reportMessages } from "./messages.ts";
import { ReportBarChart } from "./report-bar-chart.tsx";
import { Figures, rateLabel, storeTime } from "./report-parts.tsx";
import { Num, ReportTable } from "./report-table.tsx";

type Money = (cents: number) => string;
const TENDERS = ["CASH", "DEBIT", "CREDIT", "OTHER"] as const;

export function SalesSection({ f, money }: { f: EndOfDayFigures; money: Money }) {
  const t = useMessages(reportMessages);
  const receipts =
    f.firstReceiptNumber === null
      ? t("eodSales.noReceipts")
      : t("eodSales.receipts", { first: f.firstReceiptNumber, last: f.lastReceiptNumber ?? f.firstReceiptNumber });
  return (
    <TitledCard title={t("eodSales.title")} description={t("eodSales.description", { count: f.salesCount, receipts })}>
      <Figures
        rows={[
          { label: t("eodSales.gross"), value: money(f.grossSalesCents) },
          { label: t("eodSales.discounts"), value: money(-f.discountCents) },
          { label: t("eodSales.returns", { count: f.refundCount }), value: money(-f.returnsCents) },
          { label: t("eod.netSales"), value: money(f.netSalesCents), strong: true },
          { label: t("eod.tax"), value: money(f.taxCents) },
          {
            label: t("eodSales.voided", { count: f.voidCount }),
            value: money(f.voids.reduce((s, v) => s + v.totalCents, 0)),
            muted: true,
          },
        ]}
      />
    </TitledCard>
  );
}

export function TaxSection({ f, money }: { f: EndOfDayFigures; money: Money }) {
  const t = useMessages(reportMessages);
  return (
    <TitledCard title={t("eodTax.title")} description={t("eodTax.description")}>
      <ReportTable
        columns={["col.rate", "col.collected", "col.refunded", "col.net"]}
        figuresFrom={1}
        empty={f.taxes.length === 0 && t("eodTax.empty")}
      >
        {f.taxes.map((tax) => (
          <TableRow key={`${tax.rateId}-${tax.ratePpm}-${tax.name}`}>
            <TableCell className="whitespace-nowrap">
              {tax.name} <span className="text-muted-foreground">{rateLabel(tax.ratePpm)}</span>
            </TableCell>
            <Num>{money(tax.collectedCents)}</Num>
            <Num>{money(-tax.refundedCents)}</Num>
            <Num className="font-medium">{money(tax.netCents)}</Num>
          </TableRow>
        ))}
      </ReportTable>
    </TitledCard>
  );
}

export function TenderSection({ f, money }: { f: EndOfDayFigures; money: Money }) {
  const t = useMessages(reportMessages);
  const data = TENDERS.map((type) => ({
    name: t(`tender.${type}`),
    cents: f.tenders[type],
    sales: f.salesByTender[type],
    refunds: f.refundsByTender[type],
  }));
  return (
    <TitledCard title={t("tender.title")} description={t("tender.description")} contentClassName="grid gap-3 pt-3">
      <ReportBarChart
        className="h-40"
        horizontal
        hideValues
        data={data.map((d) => ({ name: d.name, cents: d.cents }))}
        series={[{ key: "cents", name: t("col.net") }]}
        format={money}
        empty={t("tender.empty")}
      />
      <Figures
        rows={data.map((d) => ({
          label: d.refunds
            ? t("tender.withRefunds", { name: d.name, sales: money(d.sales), refunds: money(d.refunds) })
            : d.name,
          value: money(d.cents),
        }))}
      />
    </TitledCard>
  );
}

export function CashSection({ f, money }: { f: EndOfDayFigures; money: Money }) {
  const t = useMessages(reportMessages);
  const c = f.cash;
  const over = c.overShortCents;
  return (
    <TitledCard title={t("cash.title")} description={t("cash.description")}>
      <Figures
        rows={[
          { label: t("cash.openingFloat"), value: money(c.openingFloatCents) },
          { label: t("cash.sales"), value: money(f.salesByTender.CASH) },
          { label: t("cash.refunds"), value: money(-f.refundsByTender.CASH) },
          { label: t("cash.payIns"), value: money(c.payInsCents) },
          { label: t("cash.payOuts"), value: money(-c.payOutsCents) },
          { label: t("cash.drops"), value: money(-c.dropsCents) },
          { label: t("cash.expected"), value: money(c.expectedCents), strong: true },
          { label: t("cash.counted"), value: c.countedCents === null ? t("cash.drawerOpen") : money(c.countedCents) },
          {
            label: over !== null && over < 0 ? t("cash.short") : t("eod.overShort"),
            value: over === null ? "—" : money(over),
            strong: true,
          },
        ]}
      />
    </TitledCard>
  );
}

export function VoidsAndDrops({ f, money, timeZone }: { f: EndOfDayFigures; money: Money; timeZone: string }) {
  const t = useMessages(reportMessages);
  const rows = [
    ...f.voids.map((v) => ({
      key: v.saleId,
      what: t("voids.void", { number: v.receiptNumber }),
      by: v.voidedBy?.name ?? "—",
      at: v.voidedAt,
      why: v.reason,
      cents: v.totalCents,
    })),
    ...f.drops.map((d) => ({
      key: d.id,
      what: t("voids.drop"),
      by: d.by.name,
      at: d.createdAt,
      why: d.reason,
      cents: d.amountCents,
    })),
  ];
  return (
    <TitledCard
      title={t("voids.title")}
      description={t("voids.description")}
      className="xl:col-span-2 print:col-span-2"
    >
      <ReportTable
        columns={["voids.what", "voids.by", "voids.when", "voids.why", "voids.amount"]}
        figuresFrom={4}
        empty={rows.length === 0 && t("voids.empty")}
      >
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell>{row.what}</TableCell>
            <TableCell>{row.by}</TableCell>
            <TableCell>{storeTime(row.at, timeZone)}</TableCell>
            <TableCell>{row.why}</TableCell>
            <Num>{money(row.cents)}</Num>
          </TableRow>
        ))}
      </ReportTable>
    </TitledCard>
  );
}
