// What the register parses of the offline protocol (issue 19, decisions 0027 and 0035): its local copy (the offline
// kit, with the managers' approval verifiers) and the server's answer to a sale it sends, with the flags the server
// raised. Apart from offline-sales.ts so the register's bundle does not carry the review's schemas.
import { z } from "zod";
import { customer } from "./customers.ts";
import { drawerSessionDetail } from "./drawers.ts";
import type { LimitLine } from "./limits/limits.types.ts";
import { pricingContext } from "./pricing-context.ts";
import { register } from "./registers.ts";
import { receipt, sellableProduct } from "./sales.ts";

/** What the server may find when an offline sale arrives; each flag says why in words. */
export const OFFLINE_FLAG_CODES = [
  "STOCK_SHORT",
  "LIMIT_EXCEEDED",
  "LIMITS_UNVERIFIED",
  "PRICE_CHANGED",
  "TOTAL_DIFFERS",
  "UNDERPAID",
  "PRODUCT_ARCHIVED",
  "OVER_OFFLINE_TOTAL",
  "OFFLINE_TOO_LONG",
  "DRAWER_CLOSED",
  "APPROVAL_UNVERIFIED",
] as const;
export type OfflineFlagCode = (typeof OFFLINE_FLAG_CODES)[number];

export const offlineFlag = z.object({ code: z.enum(OFFLINE_FLAG_CODES), message: z.string() });
export type OfflineFlag = z.infer<typeof offlineFlag>;

// A manager's approval past the offline limits (decision 0035; the computation is in offline-approval.ts).
/** One manager a register can check offline, as the offline kit carries it. */
export const offlineApprover = z.object({
  id: z.uuid(),
  name: z.string(),
  salt: z.string(),
  iterations: z.number().int(),
  verifier: z.string(),
});
export type OfflineApprover = z.infer<typeof offlineApprover>;

export const offlineApprovals = z.object({
  issuedAt: z.string(),
  expiresAt: z.string(),
  approvers: z.array(offlineApprover),
});
export type OfflineApprovals = z.infer<typeof offlineApprovals>;

export const offlineSaleRecorded = z.object({
  saleId: z.uuid(),
  offlineReceipt: z.string(),
  totalCents: z.number().int(),
  flags: z.array(offlineFlag),
});
export type OfflineSaleRecorded = z.infer<typeof offlineSaleRecorded>;

/** The register's local copy: everything it needs to sell through an outage, as of `generatedAt`. */
export const offlineKit = z.object({
  generatedAt: z.string(),
  /** The store's calendar day of the copy: a customer's limits are known offline only on this day. */
  storeDay: z.string(),
  register: register,
  rules: z.object({ offlineMaxMinutes: z.number().int(), offlineMaxSaleCents: z.number().int() }),
  pricingContext,
  products: z.array(sellableProduct),
  customers: z.array(customer),
  /** Customers who bought here lately, most recent first. */
  recentCustomerIds: z.array(z.uuid()),
  /** Each customer's lines of the day that still count towards DAY limits. */
  dayLines: z.record(z.string(), z.array(z.custom<LimitLine>())),
  drawer: drawerSessionDetail.nullable(),
  /** What the register's receipts print about the store (legal name, numbers, time zone), as online receipts do. */
  store: receipt.shape.store,
  /** Verifiers of the location's managers' approval PINs, for this register only, short-lived (decision 0035). */
  approvals: offlineApprovals,
});
export type OfflineKit = z.infer<typeof offlineKit>;
