// The CSV exports of the discounts, purchasing and customers reports: small reports (one row per discount, vendor,
// open order, license or top customer), written from the report the API answers with.
import type {
  CustomerFigures,
  CustomersReport,
  DiscountsReport,
  PurchasingReport,
} from "@verdant/shared/reports-trade";
import { csvLine, dollars } from "../../lib/csv.ts";
import { grams } from "./reports.csv.ts";

export function* discountsCsv(report: DiscountsReport): Generator<string> {
  yield csvLine(["Discount", "Code", "Sales", "Lines", "Units", "Grams", "Gross", "Discount", "Net sales"]);
  for (const r of report.rows)
    yield csvLine([
      r.name,
      r.code,
      r.sales,
      r.lines,
      r.units,
      grams(r.milligrams),
      dollars(r.grossCents),
      dollars(r.discountCents),
      dollars(r.netSalesCents),
    ]);
  const t = report.totals;
  yield csvLine([
    "All discounts",
    "",
    t.discountedSales,
    "",
    "",
    "",
    "",
    dollars(t.discountCents),
    dollars(t.discountedNetCents),
  ]);
  yield csvLine([
    "All sales",
    "",
    t.sales,
    "",
    "",
    "",
    dollars(t.grossCents),
    dollars(t.discountCents),
    dollars(t.netSalesCents),
  ]);
}

export function* purchasingCsv(report: PurchasingReport): Generator<string> {
  yield csvLine(["Section", "Name", "Reference", "Status", "Date", "Count", "Ordered", "Received", "Outstanding"]);
  for (const v of report.vendors) {
    if (v.orders > 0)
      yield csvLine(["Ordered", v.name, "", "", "", v.orders, dollars(v.orderedCents), dollars(v.receivedCents), ""]);
    if (v.unorderedReceipts > 0)
      yield csvLine([
        "Received without order",
        v.name,
        "",
        "",
        "",
        v.unorderedReceipts,
        "",
        dollars(v.unorderedCents),
        "",
      ]);
  }
  for (const o of report.openOrders)
    yield csvLine([
      "Open order",
      o.vendorName,
      o.poNumber,
      o.overdue ? `${o.status} (overdue)` : o.status,
      o.expectedAt ?? "",
      "",
      dollars(o.orderedCents),
      dollars(o.orderedCents - o.outstandingCents),
      dollars(o.outstandingCents),
    ]);
  for (const l of report.licenses)
    yield csvLine([
      "License",
      l.name,
      l.licenseNumber,
      l.daysLeft < 0 ? "Expired" : `${l.daysLeft} days left`,
      l.licenseExpiry,
      "",
      "",
      "",
      "",
    ]);
}

export function* customersCsv(report: CustomersReport): Generator<string> {
  const row = (section: string, name: string, f: CustomerFigures, extra = "") =>
    csvLine([section, name, f.customers, f.sales, dollars(f.netSalesCents), extra]);
  yield csvLine(["Section", "Name", "Customers", "Sales", "Net sales", "Last sale"]);
  yield row("Visits", "New", report.newCustomers);
  yield row("Visits", "Returning", report.returning);
  yield row("Type", "Medical", report.medical);
  yield row("Type", "Adult-use", report.adultUse);
  yield row("Total", "All customers", report.totals);
  for (const c of report.top)
    yield row("Top customer", c.name, { customers: 1, sales: c.sales, netSalesCents: c.netSalesCents }, c.lastSaleOn);
}
