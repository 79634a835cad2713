// Transactions (spec §2 /transactions, §7 customer transactions and daily purchase limits): the sales of a
// location with their filters in the URL, one sale's detail with its ledger effects, and a customer's history.
import { z } from "zod";
import { calendarDate } from "./customers.ts";
import { transactionSortFields } from "./list-filters.ts";
import { listOf, pageQuery, sortOrder } from "./lists.ts";
import { locationParams } from "./locations.ts";
import { TENDER_TYPES } from "./pricing/pricing.types.ts";
import { limitUsage, receipt, saleStatuses } from "./sales.ts";
import { uuidSchema } from "./validation.ts";

export { transactionSortFields };

const filters = {
  from: calendarDate("from").optional(),
  to: calendarDate("to").optional(),
  registerId: uuidSchema("registerId").optional(),
  cashierId: uuidSchema("cashierId").optional(),
  customerId: uuidSchema("customerId").optional(),
  status: z.enum(saleStatuses, { error: `status must be one of ${saleStatuses.join(", ")}` }).optional(),
  paymentType: z.enum(TENDER_TYPES, { error: `paymentType must be one of ${TENDER_TYPES.join(", ")}` }).optional(),
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
  sortBy: z.enum(transactionSortFields).default("completedAt"),
  sortOrder,
};

const checkRange = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;

export const transactionListQuery = z.object({ ...filters, ...pageQuery() }).refine(checkRange, {
  message: "to must not be before from",
});
export type TransactionListQuery = z.input<typeof transactionListQuery>;
export const transactionExportQuery = z.object(filters).refine(checkRange, { message: "to must not be before from" });

const person = z.object({ id: z.uuid(), name: z.string() });

export const transactionSummary = z.object({
  id: z.uuid(),
  receiptNumber: z.number().int(),
  status: z.enum(saleStatuses),
  completedAt: z.string(),
  register: person,
  cashier: person,
  customer: person.extend({ type: z.enum(["RECREATIONAL", "MEDICAL"]) }),
  itemCount: z.number(),
  totalCents: z.number().int(),
  refundedCents: z.number().int(),
  paymentTypes: z.array(z.enum(TENDER_TYPES)),
});
export type TransactionSummary = z.infer<typeof transactionSummary>;
export const transactionList = listOf(transactionSummary);

export const ledgerEffect = z.object({
  inventoryItemId: z.uuid(),
  productName: z.string(),
  roomName: z.string(),
  reason: z.string(),
  delta: z.number().int(),
  createdAt: z.string(),
});

export const transactionDetail = receipt.extend({ ledger: z.array(ledgerEffect) });
export type TransactionDetail = z.infer<typeof transactionDetail>;

export const transactionParams = locationParams.extend({ saleId: uuidSchema("saleId") });

export const customerTransactionsQuery = z
  .object({
    orgId: uuidSchema("orgId").optional(),
    locationId: uuidSchema("locationId"),
    from: filters.from,
    to: filters.to,
    status: filters.status,
    ...pageQuery(),
  })
  .refine(checkRange, { message: "to must not be before from" });
export const customerLimitsQuery = z.object({
  locationId: uuidSchema("locationId"),
  orgId: uuidSchema("orgId").optional(),
});
export const customerParams = z.object({ id: uuidSchema("id") });

export const dailyPurchaseLimits = limitUsage.extend({
  /** The location's calendar day the figures are for. */
  date: z.string(),
  customerType: z.enum(["RECREATIONAL", "MEDICAL"]),
});
export type DailyPurchaseLimits = z.infer<typeof dailyPurchaseLimits>;
