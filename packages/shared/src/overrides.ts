// Manager overrides (decision 0019): a manager's PIN, set in their own settings, approves a cashier's void or
// refund at the register; each approval is recorded on the sale with who asked and who approved.
import { z } from "zod";
import { RETURN_DISPOSITIONS } from "./jurisdictions/jurisdictions.types.ts";
import { TENDER_TYPES } from "./pricing/pricing.types.ts";
import { uuidSchema } from "./validation.ts";

export const PIN_PATTERN = /^\d{4,8}$/;

const pin = z.string({ error: "pin is required" }).regex(PIN_PATTERN, "pin must be 4 to 8 digits");

export const managerPinInput = z.object({ pin });
export type ManagerPinInput = z.input<typeof managerPinInput>;

export const pinState = z.object({ hasPin: z.boolean() });

/** A manager of the location approving with their PIN. */
export const managerApproval = z.object({ approverId: uuidSchema("approverId"), pin });
export type ManagerApproval = z.input<typeof managerApproval>;

/** Who may approve at a location: its managers (and owners/admins) who have set a PIN. */
export const approver = z.object({ id: z.uuid(), name: z.string() });
export type Approver = z.infer<typeof approver>;

const person = z.object({ id: z.uuid(), name: z.string() });

export const saleOverride = z.object({
  id: z.uuid(),
  action: z.enum(["VOID", "REFUND"]),
  requestedBy: person,
  approvedBy: person,
  reason: z.string(),
  createdAt: z.string(),
});
export type SaleOverride = z.infer<typeof saleOverride>;

const cents = z.number().int();

/**
 * Where a refund's money goes: ORIGINAL pays cards back up to what they paid and the rest in cash; CASH pays it all
 * from the drawer, offered only where the location lets card sales be refunded in cash (cardRefundsInCash).
 */
export const REFUND_TO = ["ORIGINAL", "CASH"] as const;
export type RefundTo = (typeof REFUND_TO)[number];

/** What a refund would pay back, before it is confirmed: each line, the tax, and the tenders it goes back to. */
export const refundPreview = z.object({
  lines: z.array(
    z.object({
      saleLineId: z.uuid(),
      name: z.string(),
      quantity: z.number(),
      netCents: cents,
      taxCents: cents,
      totalCents: cents,
    }),
  ),
  netCents: cents,
  taxCents: cents,
  totalCents: cents,
  /** The tenders of the default choice (ORIGINAL). */
  tenders: z.array(z.object({ type: z.enum(TENDER_TYPES), amountCents: cents })),
  /** Each way the money may go back at this location, with the tenders it pays (decision 0024). */
  refundTo: z.array(
    z.object({
      choice: z.enum(REFUND_TO),
      tenders: z.array(z.object({ type: z.enum(TENDER_TYPES), amountCents: cents })),
    }),
  ),
  /** What the location's return rules allow done with the goods (returnRulesFor), and the law they cite. */
  dispositions: z.array(z.enum(RETURN_DISPOSITIONS)),
  dispositionSource: z.string().nullable(),
});
export type RefundPreview = z.infer<typeof refundPreview>;
