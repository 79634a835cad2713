// Reports (issue 16), the trade side: discounts (use, cost and the sales under each), purchasing (received against
// ordered by vendor, the orders still open, vendor licenses running out) and customers (new against returning, the
// top customers, the medical and adult-use share). Integer cents, the location's days (decision 0025).
import { z } from "zod";
import { checkedPeriod, periodShape } from "./reports.ts";

const int = () => z.number().int();
const currency = z.enum(["CAD", "USD"]);
const header = {
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  currency,
  locationName: z.string(),
};

export const discountReportRow = z.object({
  discountId: z.string(),
  name: z.string(),
  /** The discount's code today, when it has one (null once the discount is gone). */
  code: z.string().nullable(),
  /** Sales and lines the discount took something off. */
  sales: int(),
  lines: int(),
  units: int(),
  milligrams: int(),
  /** Those lines' price before any discount, what this discount took off, and their net after every discount. */
  grossCents: int(),
  discountCents: int(),
  netSalesCents: int(),
});
export type DiscountReportRow = z.infer<typeof discountReportRow>;

export const discountsReport = z.object({
  ...header,
  rows: z.array(discountReportRow),
  totals: z.object({
    /** Sales of the period (voided ones excluded), and those with at least one discount. */
    sales: int(),
    discountedSales: int(),
    grossCents: int(),
    discountCents: int(),
    /** Net of every line of the period, and of the lines that carried a discount. */
    netSalesCents: int(),
    discountedNetCents: int(),
  }),
});
export type DiscountsReport = z.infer<typeof discountsReport>;

export const purchasingQuery = checkedPeriod(
  z.object({
    ...periodShape,
    expiringWithinDays: z.coerce
      .number({ error: "expiringWithinDays must be a number" })
      .int("expiringWithinDays must be a whole number")
      .min(0, "expiringWithinDays must be at least 0")
      .max(366, "expiringWithinDays must be at most 366")
      .default(60),
  }),
);
export type PurchasingQuery = z.output<typeof purchasingQuery>;

export const vendorPurchasing = z.object({
  vendorId: z.string().nullable(),
  name: z.string(),
  /** Orders submitted in the period (drafts and cancelled orders left out), at their order cost. */
  orders: int(),
  orderedCents: int(),
  /** What came in against those orders so far, at the order's cost. */
  receivedCents: int(),
  /** Receipts processed in the period without an order. */
  unorderedReceipts: int(),
  unorderedCents: int(),
});

export const openPurchaseOrder = z.object({
  id: z.string(),
  poNumber: z.string(),
  vendorName: z.string(),
  status: z.enum(["SUBMITTED", "PARTIALLY_RECEIVED"]),
  submittedOn: z.string().nullable(),
  expectedAt: z.string().nullable(),
  /** Expected before the location's today and not all in. */
  overdue: z.boolean(),
  orderedCents: int(),
  outstandingCents: int(),
});

export const vendorLicense = z.object({
  vendorId: z.string(),
  name: z.string(),
  licenseNumber: z.string().nullable(),
  licenseType: z.string().nullable(),
  licenseExpiry: z.string(),
  /** Negative once expired. */
  daysLeft: int(),
});

export const purchasingReport = z.object({
  ...header,
  today: z.string(),
  expiringWithinDays: int(),
  vendors: z.array(vendorPurchasing),
  openOrders: z.array(openPurchaseOrder),
  licenses: z.array(vendorLicense),
  totals: z.object({
    orders: int(),
    orderedCents: int(),
    receivedCents: int(),
    unorderedCents: int(),
    openOrders: int(),
    outstandingCents: int(),
  }),
});
export type PurchasingReport = z.infer<typeof purchasingReport>;

const customerFigures = z.object({ customers: int(), sales: int(), netSalesCents: int() });
export type CustomerFigures = z.infer<typeof customerFigures>;

export const customersReport = z.object({
  ...header,
  /** New: the customer's first sale at the location is in the period; returning: they had bought here before. */
  newCustomers: customerFigures,
  returning: customerFigures,
  medical: customerFigures,
  adultUse: customerFigures,
  totals: customerFigures,
  days: z.array(z.object({ date: z.string(), newCustomers: int(), returning: int() })),
  top: z.array(
    z.object({
      customerId: z.string(),
      name: z.string(),
      type: z.enum(["RECREATIONAL", "MEDICAL"]),
      sales: int(),
      netSalesCents: int(),
      lastSaleOn: z.string(),
    }),
  ),
});
export type CustomersReport = z.infer<typeof customersReport>;

export const TOP_CUSTOMERS = 10;
