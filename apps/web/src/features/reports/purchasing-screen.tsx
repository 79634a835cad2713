import { Link } from "@tanstack/react-router";
import type { PurchasingReport } from "@verdant/shared/reports-trade";
import { Badge } from "../../components/ui/badge.tsx";
import { TitledCard } from "../../components/ui/card.tsx";
import { Select } from "../../components/ui/select.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import type { LocationScope } from "../../lib/location-scope.ts";
import { share } from "./discounts-screen.tsx";
import { ReportBarChart } from "./report-bar-chart.tsx";
import { EmptyRow, Kpi, longDate, moneyOf, ReportSheet } from "./report-parts.tsx";
import type { PurchasingSearch } from "./reports-search.ts";
import { TradeReportScreen } from "./trade-report-screen.tsx";

const HORIZONS = [30, 60, 90, 180, 365];

export function PurchasingScreen(props: {
  scope: LocationScope;
  search: PurchasingSearch;
  onSearchChange: (next: Partial<PurchasingSearch>) => void;
}) {
  return (
    <TradeReportScreen
      {...props}
      report="purchasing"
      filters={{ expiringWithinDays: String(props.search.expiringWithinDays) }}
      presets={2}
      toolbar={
        <Select
          aria-label="Licenses running out within"
          className="w-60"
          value={String(props.search.expiringWithinDays)}
          onValueChange={(v) => props.onSearchChange({ expiringWithinDays: Number(v) })}
          options={HORIZONS.map((d) => ({ value: String(d), label: `Licenses within ${d} days` }))}
        />
      }
    >
      {(report) => <PurchasingSheet report={report} />}
    </TradeReportScreen>
  );
}

function PurchasingSheet({ report }: { report: PurchasingReport }) {
  const money = moneyOf(report.currency);
  const t = report.totals;
  const num = "text-right tabular-nums";
  return (
    <ReportSheet
      title={`Purchasing · ${report.locationName}`}
      subtitle={`${longDate(report.from)} – ${longDate(report.to)}; open orders and licenses as of ${longDate(report.today)}`}
    >
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4 print:grid-cols-4">
        <Kpi label="Ordered" value={money(t.orderedCents)} hint={`${t.orders} orders submitted`} />
        <Kpi
          label="Received against orders"
          value={money(t.receivedCents)}
          hint={`${share(t.receivedCents, t.orderedCents)} of what was ordered`}
        />
        <Kpi label="Received without an order" value={money(t.unorderedCents)} />
        <Kpi
          label="Still to come"
          value={money(t.outstandingCents)}
          hint={`${t.openOrders} open orders`}
          tone={report.openOrders.some((o) => o.overdue) ? "bad" : undefined}
        />
      </div>
      <TitledCard
        title="Received against ordered, by vendor"
        description="At each order's cost."
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
            { key: "ordered", name: "Ordered", tone: "muted" },
            { key: "received", name: "Received against orders", stack: "in" },
            { key: "unordered", name: "Received without an order", tone: "warning", stack: "in" },
          ]}
          format={money}
          legend
          empty="No orders or deliveries in this period"
        />
        <Table aria-label="By vendor">
          <TableHeader>
            <TableRow>
              <TableHead>Vendor</TableHead>
              <TableHead className="text-right">Orders</TableHead>
              <TableHead className="text-right">Ordered</TableHead>
              <TableHead className="text-right">Received</TableHead>
              <TableHead className="text-right">Filled</TableHead>
              <TableHead className="text-right">Without an order</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.vendors.length === 0 && (
              <EmptyRow columns={6}>No orders submitted or deliveries processed in this period.</EmptyRow>
            )}
            {report.vendors.map((v) => (
              <TableRow key={v.vendorId ?? "none"}>
                <TableCell className="font-medium">{v.name}</TableCell>
                <TableCell className={num}>{v.orders}</TableCell>
                <TableCell className={num}>{money(v.orderedCents)}</TableCell>
                <TableCell className={num}>{money(v.receivedCents)}</TableCell>
                <TableCell className={`${num} text-muted-foreground`}>
                  {share(v.receivedCents, v.orderedCents)}
                </TableCell>
                <TableCell className={num}>{v.unorderedReceipts ? money(v.unorderedCents) : "—"}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TitledCard>
      <div className="grid gap-4 xl:grid-cols-[3fr_2fr] print:grid-cols-1">
        <TitledCard title="Open purchase orders" description="Submitted or partly received, whatever the period.">
          <Table aria-label="Open purchase orders">
            <TableHeader>
              <TableRow>
                <TableHead>Order</TableHead>
                <TableHead>Expected</TableHead>
                <TableHead className="text-right">Ordered</TableHead>
                <TableHead className="text-right">To come</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.openOrders.length === 0 && <EmptyRow columns={4}>No open purchase orders.</EmptyRow>}
              {report.openOrders.map((o) => (
                <TableRow key={o.id}>
                  <TableCell>
                    <Link
                      to="/purchase-orders/$purchaseOrderId"
                      params={{ purchaseOrderId: o.id }}
                      className="font-medium hover:underline"
                    >
                      {o.poNumber}
                    </Link>
                    <span className="block text-xs text-muted-foreground">
                      {o.vendorName} · {o.status === "SUBMITTED" ? "Submitted" : "Partly received"}
                      {o.submittedOn && ` ${o.submittedOn}`}
                    </span>
                  </TableCell>
                  <TableCell className="whitespace-nowrap tabular-nums">
                    {o.expectedAt ?? "—"} {o.overdue && <Badge tone="danger">Overdue</Badge>}
                  </TableCell>
                  <TableCell className={num}>{money(o.orderedCents)}</TableCell>
                  <TableCell className={`${num} font-medium`}>{money(o.outstandingCents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TitledCard>
        <TitledCard
          title="Vendor licenses"
          description={`Expired, or running out within ${report.expiringWithinDays} days.`}
        >
          <Table aria-label="Vendor licenses">
            <TableHeader>
              <TableRow>
                <TableHead>Vendor</TableHead>
                <TableHead>Expires</TableHead>
                <TableHead className="text-right">Status</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.licenses.length === 0 && (
                <EmptyRow columns={3}>No license runs out within {report.expiringWithinDays} days.</EmptyRow>
              )}
              {report.licenses.map((l) => (
                <TableRow key={l.vendorId}>
                  <TableCell>
                    <span className="font-medium">{l.name}</span>
                    <span className="block text-xs text-muted-foreground">
                      {[l.licenseNumber, l.licenseType].filter(Boolean).join(" · ") || "No license number"}
                    </span>
                  </TableCell>
                  <TableCell className="whitespace-nowrap tabular-nums">{l.licenseExpiry}</TableCell>
                  <TableCell className="text-right">
                    {l.daysLeft < 0 ? (
                      <Badge tone="danger">Expired</Badge>
                    ) : (
                      <Badge tone={l.daysLeft <= 30 ? "warning" : "neutral"}>{l.daysLeft} days left</Badge>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TitledCard>
      </div>
    </ReportSheet>
  );
}
