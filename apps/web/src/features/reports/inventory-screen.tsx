// Stock value at the end of a day (from the ledger, at lot cost) by category, brand or room, with a bar per group,
// and the period's shrink: manual adjustments and audits by reason, note and employee, with their value.
import { useQuery } from "@tanstack/react-query";
import { adjustmentReasons } from "@verdant/shared/inventory";
import { valuationGroupings } from "@verdant/shared/reports";
import { Card, CardContent, CardHeader, TitledCard } from "../../components/ui/card.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { TableCell, TableRow } from "../../components/ui/table.tsx";
import { type Translate, useMessages } from "../../lib/i18n/catalog.ts";
import type { LocationScope } from "../../lib/location-scope.ts";
import { formatQuantity } from "../../lib/quantity.ts";
import { useStoreToday } from "../../lib/queries/location.ts";
import { shrinkQuery, valuationQuery } from "./api.ts";
import { type ReportKey, reportMessages } from "./messages.ts";
import { ReportBarChart } from "./report-bar-chart.tsx";
import { PeriodPicker } from "./report-filters.tsx";
import { Kpi, longDate, moneyOf, noneLabel, ReportSheet } from "./report-parts.tsx";
import { Num, ReportTable } from "./report-table.tsx";
import { type InventorySearch, periodOf } from "./reports-search.ts";

/** A shrink row's reason as people read it: counts say "Audit", the others their adjust reason's name. */
const shrinkReason = (t: Translate<ReportKey>, reason: string) =>
  t(
    `inventory.reason.${(adjustmentReasons as readonly string[]).includes(reason) ? reason : "ADJUSTMENT"}` as ReportKey,
  );

/** Units and grams on hand: "12 units + 3.5 g", or "0". */
const stock = (t: Translate<ReportKey>, units: number, mg: number) =>
  [units ? t("inventory.units", { count: units }) : "", mg ? formatQuantity(mg, "GRAM") : ""]
    .filter(Boolean)
    .join(" + ") || "0";

export function InventoryScreen(props: {
  scope: LocationScope;
  search: InventorySearch;
  onSearchChange: (next: Partial<InventorySearch>) => void;
}) {
  const t = useMessages(reportMessages);
  const period = periodOf(props.search, useStoreToday());
  const date = props.search.date ?? period.to;
  const groupBy = props.search.groupBy;
  const value = useQuery(valuationQuery(props.scope, { date, groupBy }));
  const shrink = useQuery(shrinkQuery(props.scope, period));
  const money = moneyOf(value.data?.currency ?? shrink.data?.currency ?? "CAD");
  const totals = value.data?.totals;
  return (
    <ReportSheet
      title={t("inventory.sheetTitle", { location: value.data?.locationName ?? "" })}
      subtitle={t("inventory.subtitle", { date: longDate(date) })}
    >
      <Card>
        <CardHeader
          title={t("inventory.stockValue")}
          description={t("inventory.stockValueDescription")}
          action={
            <div className="flex gap-2 print:hidden">
              <Input
                type="date"
                aria-label={t("inventory.valueAt")}
                value={date}
                onChange={(e) => e.target.value && props.onSearchChange({ date: e.target.value })}
                className="w-44"
              />
              <Select
                aria-label={t("inventory.valueBy")}
                className="w-36"
                value={groupBy}
                onValueChange={(v) => props.onSearchChange({ groupBy: v as InventorySearch["groupBy"] })}
                options={valuationGroupings.map((g) => ({ value: g, label: t(`groupBy.${g}`) }))}
              />
            </div>
          }
        />
        <CardContent className="grid gap-4 pt-4">
          <div className="grid gap-4 sm:grid-cols-3">
            <Kpi label={t("inventory.stockValue")} value={money(totals?.valueCents ?? 0)} />
            <Kpi label={t("inventory.lotsOnHand")} value={String(totals?.lots ?? 0)} />
            <Kpi label={t("col.quantity")} value={stock(t, totals?.units ?? 0, totals?.milligrams ?? 0)} />
          </div>
          <ReportBarChart
            className="h-56"
            data={(value.data?.rows ?? []).map((r) => ({ name: noneLabel(t, groupBy, r), value: r.valueCents }))}
            series={[{ key: "value", name: t("col.value") }]}
            format={money}
            hideValues
            empty={t("inventory.chartEmpty")}
          />
          <ReportTable
            label={t("inventory.stockValue")}
            columns={[`group.${groupBy}`, "inventory.lots", "col.quantity", "col.value"]}
            figuresFrom={1}
          >
            {(value.data?.rows ?? []).map((r) => (
              <TableRow key={r.key}>
                <TableCell className="font-medium">{noneLabel(t, groupBy, r)}</TableCell>
                <Num>{r.lots}</Num>
                <Num>{stock(t, r.units, r.milligrams)}</Num>
                <Num className="font-medium">{money(r.valueCents)}</Num>
              </TableRow>
            ))}
          </ReportTable>
        </CardContent>
      </Card>
      <TitledCard
        title={t("inventory.shrink")}
        description={t("inventory.shrinkDescription")}
        action={
          <div className="print:hidden">
            <PeriodPicker period={period} onChange={props.onSearchChange} presets={2} />
          </div>
        }
        contentClassName="pt-4"
      >
        <ReportTable
          label={t("inventory.shrink")}
          columns={["inventory.reason", "inventory.employee", "inventory.entries", "col.quantity", "col.value"]}
          figuresFrom={2}
          empty={shrink.data?.rows.length === 0 && t("inventory.shrinkEmpty")}
        >
          {(shrink.data?.rows ?? []).map((r) => (
            <TableRow key={`${r.reason}-${r.note}-${r.employee.id}`}>
              <TableCell>
                <span className="font-medium">{r.note ?? t("inventory.noNote")}</span>
                <span className="block text-xs text-muted-foreground">{shrinkReason(t, r.reason)}</span>
              </TableCell>
              <TableCell>{r.employee.name}</TableCell>
              <Num>{r.entries}</Num>
              <Num>{stock(t, r.units, r.milligrams)}</Num>
              <Num className={r.valueCents < 0 ? "text-destructive" : undefined}>{money(r.valueCents)}</Num>
            </TableRow>
          ))}
          {shrink.data && shrink.data.rows.length > 0 && (
            <TableRow className="font-semibold">
              <TableCell colSpan={4}>{t("total")}</TableCell>
              <Num>{money(shrink.data.totals.valueCents)}</Num>
            </TableRow>
          )}
        </ReportTable>
      </TitledCard>
    </ReportSheet>
  );
}
