// Stock value at the end of a day (from the ledger, at lot cost) by category, brand or room, with a bar per group,
// and the period's shrink: manual adjustments and audits by reason, note and employee, with their value.
import { useQuery } from "@tanstack/react-query";
import { ADJUSTMENT_REASON_LABELS, type AdjustmentReason } from "@verdant/shared/inventory";
import { valuationGroupings } from "@verdant/shared/reports";
import { Card, CardContent, CardHeader, TitledCard } from "../../components/ui/card.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import type { LocationScope } from "../../lib/location-scope.ts";
import { formatQuantity } from "../../lib/quantity.ts";
import { shrinkQuery, valuationQuery } from "./api.ts";

/** A shrink row's reason as people read it: counts say "Audit", the others their adjust reason's name. */
const shrinkReasonLabel = (reason: string) =>
  reason === "AUDIT" ? "Audit" : (ADJUSTMENT_REASON_LABELS[reason as AdjustmentReason] ?? "Adjustment");

import { useStoreToday } from "../../lib/queries/location.ts";
import { ReportBarChart } from "./report-bar-chart.tsx";
import { PeriodPicker } from "./report-filters.tsx";
import { Kpi, longDate, moneyOf, ReportSheet } from "./report-parts.tsx";
import { type InventorySearch, periodOf } from "./reports-search.ts";

const GROUP_LABELS = { category: "Category", brand: "Brand", room: "Room" } as const;
const stock = (units: number, mg: number) =>
  [units ? `${units} units` : "", mg ? formatQuantity(mg, "GRAM") : ""].filter(Boolean).join(" + ") || "0";

export function InventoryScreen(props: {
  scope: LocationScope;
  search: InventorySearch;
  onSearchChange: (next: Partial<InventorySearch>) => void;
}) {
  const period = periodOf(props.search, useStoreToday());
  const date = props.search.date ?? period.to;
  const value = useQuery(valuationQuery(props.scope, { date, groupBy: props.search.groupBy }));
  const shrink = useQuery(shrinkQuery(props.scope, period));
  const money = moneyOf(value.data?.currency ?? shrink.data?.currency ?? "CAD");
  return (
    <ReportSheet
      title={`Inventory · ${value.data?.locationName ?? ""}`}
      subtitle={`Value at the end of ${longDate(date)}`}
    >
      <Card>
        <CardHeader
          title="Stock value"
          description="Quantity on hand at the end of the day, from the ledger, at each lot's cost."
          action={
            <div className="flex gap-2 print:hidden">
              <Input
                type="date"
                aria-label="Value at"
                value={date}
                onChange={(e) => e.target.value && props.onSearchChange({ date: e.target.value })}
                className="w-44"
              />
              <Select
                aria-label="Value by"
                className="w-36"
                value={props.search.groupBy}
                onValueChange={(v) => props.onSearchChange({ groupBy: v as InventorySearch["groupBy"] })}
                options={valuationGroupings.map((g) => ({ value: g, label: `By ${GROUP_LABELS[g].toLowerCase()}` }))}
              />
            </div>
          }
        />
        <CardContent className="grid gap-4 pt-4">
          <div className="grid gap-4 sm:grid-cols-3">
            <Kpi label="Stock value" value={money(value.data?.totals.valueCents ?? 0)} />
            <Kpi label="Lots on hand" value={String(value.data?.totals.lots ?? 0)} />
            <Kpi label="Quantity" value={stock(value.data?.totals.units ?? 0, value.data?.totals.milligrams ?? 0)} />
          </div>
          <ReportBarChart
            className="h-56"
            data={(value.data?.rows ?? []).map((r) => ({ name: r.label, value: r.valueCents }))}
            series={[{ key: "value", name: "Value" }]}
            format={money}
            hideValues
            empty="No stock on hand at the end of this day"
          />
          <Table aria-label="Stock value">
            <TableHeader>
              <TableRow>
                <TableHead>{GROUP_LABELS[props.search.groupBy]}</TableHead>
                <TableHead className="text-right">Lots</TableHead>
                <TableHead className="text-right">Quantity</TableHead>
                <TableHead className="text-right">Value</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {(value.data?.rows ?? []).map((r) => (
                <TableRow key={r.key}>
                  <TableCell className="font-medium">{r.label}</TableCell>
                  <TableCell className="text-right tabular-nums">{r.lots}</TableCell>
                  <TableCell className="text-right tabular-nums">{stock(r.units, r.milligrams)}</TableCell>
                  <TableCell className="text-right font-medium tabular-nums">{money(r.valueCents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <TitledCard
        title="Shrink"
        description="Adjustments and audits of the period, by reason and employee, at lot cost."
        action={
          <div className="print:hidden">
            <PeriodPicker period={period} onChange={props.onSearchChange} presets={2} />
          </div>
        }
        contentClassName="pt-4"
      >
        <Table aria-label="Shrink">
          <TableHeader>
            <TableRow>
              <TableHead>Reason</TableHead>
              <TableHead>Employee</TableHead>
              <TableHead className="text-right">Entries</TableHead>
              <TableHead className="text-right">Quantity</TableHead>
              <TableHead className="text-right">Value</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shrink.data?.rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} className="text-muted-foreground">
                  No adjustments in this period.
                </TableCell>
              </TableRow>
            )}
            {(shrink.data?.rows ?? []).map((r) => (
              <TableRow key={`${r.reason}-${r.note}-${r.employee.id}`}>
                <TableCell>
                  <span className="font-medium">{r.note ?? "No note"}</span>
                  <span className="block text-xs text-muted-foreground">{shrinkReasonLabel(r.reason)}</span>
                </TableCell>
                <TableCell>{r.employee.name}</TableCell>
                <TableCell className="text-right tabular-nums">{r.entries}</TableCell>
                <TableCell className="text-right tabular-nums">{stock(r.units, r.milligrams)}</TableCell>
                <TableCell
                  className={r.valueCents < 0 ? "text-right text-destructive tabular-nums" : "text-right tabular-nums"}
                >
                  {money(r.valueCents)}
                </TableCell>
              </TableRow>
            ))}
            {shrink.data && shrink.data.rows.length > 0 && (
              <TableRow className="font-semibold">
                <TableCell colSpan={4}>Total</TableCell>
                <TableCell className="text-right tabular-nums">{money(shrink.data.totals.valueCents)}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TitledCard>
    </ReportSheet>
  );
}
