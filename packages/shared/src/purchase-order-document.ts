// A purchase order as the vendor sees it (issue 15): the printed page and the e-mail are made from this one
// document: who orders (the business and the store's address), from whom (the vendor and its contact), the lines
// with SKU, quantity and unit cost, and the totals in the store's currency.
import { z } from "zod";
import { optionalText } from "./inventory.ts";
import { purchaseOrderDetail } from "./purchase-orders.ts";

const party = z.object({
  name: z.string(),
  /** Address lines, empty ones left out ("1 Main St", "Los Angeles, CA 90012"). */
  address: z.array(z.string()),
});

export const purchaseOrderDocument = z.object({
  purchaseOrder: purchaseOrderDetail,
  buyer: party.extend({ businessName: z.string(), currency: z.enum(["CAD", "USD"]) }),
  vendor: party.extend({
    contactName: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    licenseNumber: z.string().nullable(),
  }),
});
export type PurchaseOrderDocument = z.infer<typeof purchaseOrderDocument>;

export const PO_DOCUMENT_LIMITS = { messageMax: 2000 } as const;

/** POST /purchase-order/{id}/email: sent to the vendor's contact e-mail on record, with an optional note. */
export const emailPurchaseOrderInput = z.object({
  message: optionalText("message", PO_DOCUMENT_LIMITS.messageMax).transform((v) => v ?? null),
});
export type EmailPurchaseOrderInput = z.input<typeof emailPurchaseOrderInput>;

export const emailedPurchaseOrder = z.object({ to: z.string(), sentAt: z.string() });
export type EmailedPurchaseOrder = z.infer<typeof emailedPurchaseOrder>;

/** Statuses a vendor is sent: a confirmed order (not a draft, not cancelled). */
export const SENDABLE_PO_STATUSES = ["SUBMITTED", "PARTIALLY_RECEIVED", "RECEIVED", "CLOSED"] as const;

/** Why a purchase order cannot be e-mailed to its vendor, or null when it can (the screen and the API say the same). */
export function emailBlockedReason(po: { status: string }, vendorEmail: string | null): string | null {
  if (po.status === "DRAFT") return "Confirm the order first: a draft is not sent to the vendor.";
  if (po.status === "CANCELLED") return "This order is cancelled: it is not sent to the vendor.";
  if (!vendorEmail) return "The vendor has no contact e-mail. Add one on the vendor, then send.";
  return null;
}
