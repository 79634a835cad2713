// The sections of an end of day: sales, taxes by rate, tenders (a bar each), cash, voids and drops. They read one
// figures object, the day's or one drawer's.
import type { EndOfDayFigures } from "@verdant/shared/reports";
import { TitledCard } from "../../components/ui/card.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import { ReportBarChart } from "./report-bar-chart.tsx";
import { Figures, rateLabel } from "./report-parts.tsx";

type Money = (cents: number) => string;
const TENDER_NAMES = { CASH: "Cash", DEBIT: "Debit", CREDIT: "Credit", OTHER: "Other" } as const;
const time = (iso: string | null, timeZone: string) =>
  iso ? new Intl.DateTimeFormat(undefined, { timeStyle: "short", timeZone }).format(new Date(iso)) : "";

export function SalesSection({ f, money }: { f: EndOfDayFigures; money: Money }) {
  const receipts =
    f.firstReceiptNumber === null
      ? "None"
      : `#${f.firstReceiptNumber} – #${f.lastReceiptNumber ?? f.firstReceiptNumber}`;
  return (
    <TitledCard title="Sales" description={`${f.salesCount} sales · receipts ${receipts}`}>
      <Figures
        rows={[
          { label: "Gross sales", value: money(f.grossSalesCents) },
          { label: "Discounts", value: money(-f.discountCents) },
          { label: `Returns (${f.refundCount})`, value: money(-f.returnsCents) },
          { label: "Net sales", value: money(f.netSalesCents), strong: true },
          { label: "Tax", value: money(f.taxCents) },
          {
            label: `Voided sales (${f.voidCount})`,
            value: money(f.voids.reduce((s, v) => s + v.totalCents, 0)),
            muted: true,
          },
        ]}
      />
    </TitledCard>
  );
}

export function TaxSection({ f, money }: { f: EndOfDayFigures; money: Money }) {
  return (
    <TitledCard title="Tax by rate" description="Collected on the sales, less what refunds gave back.">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Rate</TableHead>
            <TableHead className="text-right">Collected</TableHead>
            <TableHead className="text-right">Refunded</TableHead>
            <TableHead className="text-right">Net</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {f.taxes.length === 0 && (
            <TableRow>
              <TableCell colSpan={4} className="text-muted-foreground">
                No tax this day.
              </TableCell>
            </TableRow>
          )}
          {f.taxes.map((t) => (
            <TableRow key={`${t.rateId}-${t.ratePpm}-${t.name}`}>
              <TableCell className="whitespace-nowrap">
                {t.name} <span className="text-muted-foreground">{rateLabel(t.ratePpm)}</span>
              </TableCell>
              <TableCell className="text-right tabular-nums">{money(t.collectedCents)}</TableCell>
              <TableCell className="text-right tabular-nums">{money(-t.refundedCents)}</TableCell>
              <TableCell className="text-right font-medium tabular-nums">{money(t.netCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TitledCard>
  );
}

export function TenderSection({ f, money }: { f: EndOfDayFigures; money: Money }) {
  const data = (Object.keys(TENDER_NAMES) as (keyof typeof TENDER_NAMES)[]).map((type) => ({
    name: TENDER_NAMES[type],
    cents: f.tenders[type],
    sales: f.salesByTender[type],
    refunds: f.refundsByTender[type],
  }));
  return (
    <TitledCard
      title="Tenders"
      description="Taken less given back; cash net of change."
      contentClassName="grid gap-3 pt-3"
    >
      <ReportBarChart
        className="h-40"
        horizontal
        hideValues
        data={data.map((d) => ({ name: d.name, cents: d.cents }))}
        series={[{ key: "cents", name: "Net" }]}
        format={money}
        empty="No tenders taken"
      />
      <Figures
        rows={data.map((d) => ({
          label: d.refunds ? `${d.name} (${money(d.sales)} − ${money(d.refunds)} refunded)` : d.name,
          value: money(d.cents),
        }))}
      />
    </TitledCard>
  );
}

export function CashSection({ f, money }: { f: EndOfDayFigures; money: Money }) {
  const c = f.cash;
  const over = c.overShortCents;
  return (
    <TitledCard title="Cash" description="What the drawers should hold against what was counted.">
      <Figures
        rows={[
          { label: "Opening float", value: money(c.openingFloatCents) },
          { label: "Cash sales", value: money(f.salesByTender.CASH) },
          { label: "Cash refunds", value: money(-f.refundsByTender.CASH) },
          { label: "Pay-ins", value: money(c.payInsCents) },
          { label: "Pay-outs", value: money(-c.payOutsCents) },
          { label: "Drops", value: money(-c.dropsCents) },
          { label: "Expected", value: money(c.expectedCents), strong: true },
          { label: "Counted", value: c.countedCents === null ? "Drawer open" : money(c.countedCents) },
          {
            label: over !== null && over < 0 ? "Short" : "Over/short",
            value: over === null ? "—" : money(over),
            strong: true,
          },
        ]}
      />
    </TitledCard>
  );
}

export function VoidsAndDrops({ f, money, timeZone }: { f: EndOfDayFigures; money: Money; timeZone: string }) {
  return (
    <TitledCard title="Voids and drops" description="Who, when and why." className="xl:col-span-2 print:col-span-2">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>What</TableHead>
            <TableHead>By</TableHead>
            <TableHead>When</TableHead>
            <TableHead>Why</TableHead>
            <TableHead className="text-right">Amount</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {f.voids.length + f.drops.length === 0 && (
            <TableRow>
              <TableCell colSpan={5} className="text-muted-foreground">
                No voids or drops.
              </TableCell>
            </TableRow>
          )}
          {f.voids.map((v) => (
            <TableRow key={v.saleId}>
              <TableCell>Void of receipt #{v.receiptNumber}</TableCell>
              <TableCell>{v.voidedBy?.name ?? "—"}</TableCell>
              <TableCell>{time(v.voidedAt, timeZone)}</TableCell>
              <TableCell>{v.reason}</TableCell>
              <TableCell className="text-right tabular-nums">{money(v.totalCents)}</TableCell>
            </TableRow>
          ))}
          {f.drops.map((d) => (
            <TableRow key={d.id}>
              <TableCell>Cash drop</TableCell>
              <TableCell>{d.by.name}</TableCell>
              <TableCell>{time(d.createdAt, timeZone)}</TableCell>
              <TableCell>{d.reason}</TableCell>
              <TableCell className="text-right tabular-nums">{money(d.amountCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TitledCard>
  );
}
