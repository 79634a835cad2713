// Offline selling (issue 19, decision 0027): a sale the register made while it could not reach the server, sent
// later with its own Idempotency-Key, its original time, the unit prices it was sold at, the total it charged and the
// register-scoped receipt number it printed; the server records it as it happened and flags what it finds. Also the
// register's local copy (the offline kit) and the manager's review of offline sales and stock discrepancies.
// What the register itself parses (the kit, a sale recorded, the flags) is in offline-kit.ts, so the register's
// bundle carries only those schemas; they are exported from here too.
import { z } from "zod";
import { listOf, pageQuery } from "./lists.ts";
import { offlineFlag } from "./offline-kit.ts";
import { cartLineInput, completeSaleInput, SALE_LINES_MAX } from "./sales.ts";
import { uuidSchema } from "./validation.ts";

export * from "./offline-kit.ts";

/** A register's offline receipt number: its device series (letters and digits) and a running number, "K7Q2M9-12". */
export const OFFLINE_RECEIPT_PATTERN = /^[A-Z0-9]{4,10}-[1-9][0-9]{0,8}$/;

const moment = (name: string) => z.iso.datetime({ offset: true, error: `${name} must be an ISO date and time` });

// A manager's approval past the offline limits (decision 0035; the computation is in offline-approval.ts).
/** The approval an offline sale carries past the location's offline limits. */
export const offlineApprovalInput = z.object({
  approverId: uuidSchema("approverId"),
  approvedAt: moment("approvedAt"),
  issuedAt: moment("issuedAt"),
  reason: z.string().trim().min(1, "reason is required").max(500, "reason must be at most 500 characters"),
  proof: z.string().regex(/^[A-Za-z0-9+/]{43}=$/, "proof must be a base64 SHA-256 MAC"),
});
export type OfflineApprovalInput = z.input<typeof offlineApprovalInput>;

/** The approval as the manager's review shows it: verified by the server at sync, or why not. */
export const offlineApprovalRecord = z.object({
  approverId: z.uuid(),
  approverName: z.string(),
  approvedAt: z.string(),
  reason: z.string(),
  verified: z.boolean(),
});
export type OfflineApprovalRecord = z.infer<typeof offlineApprovalRecord>;

export const offlineSaleInput = completeSaleInput.extend({
  lines: cartLineInput
    .extend({
      /** The unit price the register sold at (its local copy of the catalog). */
      unitPriceCents: z.number().int("unitPriceCents must be a whole number of cents").min(0).max(100_000_000),
    })
    .array()
    .min(1, "lines must hold at least one product")
    .max(SALE_LINES_MAX, `lines must hold at most ${SALE_LINES_MAX} products`),
  offlineReceipt: z
    .string()
    .trim()
    .regex(OFFLINE_RECEIPT_PATTERN, "offlineReceipt must be a register series and a number, such as K7Q2M9-12"),
  soldAt: moment("soldAt"),
  offlineSince: moment("offlineSince"),
  /** The total the register charged. */
  registerTotalCents: z.number().int().min(0).max(100_000_000),
  /** The customer's limits could not be known offline; the cashier checked the ID. */
  limitsUnverified: z.boolean().default(false),
  /** A manager's approval past the location's offline limits (decision 0035), checked again by the server. */
  approval: offlineApprovalInput.optional(),
});
export type OfflineSaleInput = z.input<typeof offlineSaleInput>;

export const OFFLINE_REVIEW_STATUSES = ["OPEN", "RESOLVED", "ALL"] as const;
export const offlineReviewQuery = z.object({
  status: z.enum(OFFLINE_REVIEW_STATUSES, { error: "status must be one of OPEN, RESOLVED, ALL" }).default("OPEN"),
  ...pageQuery(25),
});
export type OfflineReviewQuery = z.input<typeof offlineReviewQuery>;

export const offlineSaleRow = z.object({
  saleId: z.uuid(),
  receiptNumber: z.number().int().nullable(),
  offlineReceipt: z.string(),
  registerId: z.uuid(),
  registerName: z.string(),
  cashierName: z.string(),
  customerName: z.string(),
  soldAt: z.string(),
  offlineSince: z.string(),
  syncedAt: z.string(),
  totalCents: z.number().int(),
  registerTotalCents: z.number().int(),
  flags: z.array(offlineFlag),
  resolvedAt: z.string().nullable(),
  resolvedByName: z.string().nullable(),
  resolution: z.string().nullable(),
  approval: offlineApprovalRecord.nullable(),
});
export type OfflineSaleRow = z.infer<typeof offlineSaleRow>;
export const offlineSaleList = listOf(offlineSaleRow);

/** A lot below zero: sold offline after the server's stock ran out; a count must settle it. */
export const stockDiscrepancy = z.object({
  inventoryItemId: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  sku: z.string(),
  unit: z.enum(["EACH", "GRAM"]),
  roomName: z.string(),
  lotNumber: z.string().nullable(),
  /** Below zero, in the product's unit (grams for GRAM). */
  quantity: z.number(),
});
export type StockDiscrepancy = z.infer<typeof stockDiscrepancy>;

export const offlineReview = offlineSaleList.extend({
  openCount: z.number().int(),
  discrepancies: z.array(stockDiscrepancy),
});
export type OfflineReview = z.infer<typeof offlineReview>;

export const resolveOfflineSaleInput = z.object({
  note: z.string().trim().min(1, "note is required").max(500, "note must be at most 500 characters"),
});
export type ResolveOfflineSaleInput = z.input<typeof resolveOfflineSaleInput>;

export const offlineSaleParams = z.object({
  orgId: uuidSchema("orgId"),
  locationId: uuidSchema("locationId"),
  saleId: uuidSchema("saleId"),
});
