// Purchase orders of a location (spec §3, §4, §5, §7 Purchase orders; domain.md → Purchasing). Created details
// first (DRAFT at step DETAILS), then items, then reviewed and confirmed (SUBMITTED). Receiving moves it to
// PARTIALLY_RECEIVED and RECEIVED. Quantities use the inventory's units (units for EACH, milligrams for GRAM);
// unitCostCents is per unit for EACH products and per gram for GRAM products.
import { z } from "zod";
import { centsField, isoDate, optionalText } from "./inventory.ts";
import { purchaseOrderStatuses, RECEIVABLE_PO_STATUSES } from "./list-filters.ts";
import { listOf, pageQuery } from "./lists.ts";
import { mulDivHalfUp, PPM } from "./pricing/pricing.math.ts";

export { purchaseOrderStatuses };
export type PurchaseOrderStatus = (typeof purchaseOrderStatuses)[number];
export const purchaseOrderSteps = ["DETAILS", "ITEMS", "REVIEW"] as const;
export type PurchaseOrderStep = (typeof purchaseOrderSteps)[number];

/** Every allowed move. PARTIALLY_RECEIVED and RECEIVED are set by processing receive orders, never by hand. */
export const PURCHASE_ORDER_TRANSITIONS: Record<PurchaseOrderStatus, readonly PurchaseOrderStatus[]> = {
  DRAFT: ["SUBMITTED", "CANCELLED"],
  SUBMITTED: ["PARTIALLY_RECEIVED", "RECEIVED", "CANCELLED"],
  // A vendor that will not ship the rest: the order is closed short.
  PARTIALLY_RECEIVED: ["RECEIVED", "CLOSED"],
  RECEIVED: ["CLOSED"],
  CLOSED: [],
  CANCELLED: [],
};
export const RECEIPT_STATUSES: readonly PurchaseOrderStatus[] = ["PARTIALLY_RECEIVED", "RECEIVED"];
export const canMovePurchaseOrder = (from: PurchaseOrderStatus, to: PurchaseOrderStatus) =>
  PURCHASE_ORDER_TRANSITIONS[from].includes(to);
export const DELETABLE_PO_STATUSES: readonly PurchaseOrderStatus[] = ["DRAFT", "CANCELLED"];
export { RECEIVABLE_PO_STATUSES };

export const PO_LIMITS = {
  poNumberMax: 40,
  notesMax: 2000,
  items: 500,
  quantityMax: 1_000_000_000,
  /** 100 % */
  taxRatePpmMax: PPM,
} as const;

/** The cost of a line in cents: units × unit cost, or milligrams × cost per gram ÷ 1000, rounded half up. */
export function lineCostCents(quantity: number, unitCostCents: number, unit: "EACH" | "GRAM"): number {
  return mulDivHalfUp(quantity, unitCostCents, unit === "GRAM" ? 1000 : 1);
}
/**
 * The most one purchase- or receive-order line may cost ($10,000,000,000.00): 500 such lines with 100 % tax stay
 * far inside JavaScript's exact integers, so every order total and list sum is exact (decision 0017).
 */
export const LINE_COST_MAX_CENTS = 1_000_000_000_000;
export const LINE_COST_MESSAGE = `quantity × unitCostCents must be at most ${LINE_COST_MAX_CENTS} cents on one line`;
/** Units × unit cost, counted as EACH (the larger of the two readings), within LINE_COST_MAX_CENTS. */
export const lineCostFits = (quantity: number, unitCostCents: number) =>
  BigInt(quantity) * BigInt(unitCostCents) <= BigInt(LINE_COST_MAX_CENTS);
/** Tax is computed per line and rounded half up to the cent (domain.md → Pricing). */
export const lineTaxCents = (subtotalCents: number, taxRatePpm: number) => mulDivHalfUp(subtotalCents, taxRatePpm, PPM);

// The spec's required-parameter messages (§5).
export const PO_MESSAGES = {
  scopeRequired: "Organization ID and Location ID are required",
  idRequired: "Purchase Order ID is required",
  itemIdRequired: "Item ID is required",
  poNumberRequired: "PO number is required",
  deleted: "Purchase order deleted successfully",
  statusUpdated: "Purchase order status updated successfully",
  createFailed: "Failed to create purchase order details",
} as const;

/** A path id: blank answers the spec's "... is required", anything else must be a UUID. */
const pathId = (required: string, field: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .pipe(z.uuid({ error: `${field} must be a valid id` }));
export const poLocationParams = z.object({
  orgId: pathId(PO_MESSAGES.scopeRequired, "orgId"),
  locationId: pathId(PO_MESSAGES.scopeRequired, "locationId"),
});
export const poParams = poLocationParams.extend({ id: pathId(PO_MESSAGES.idRequired, "id") });
export const poItemParams = poParams.extend({ itemId: pathId(PO_MESSAGES.itemIdRequired, "itemId") });

export const poNumberSchema = z
  .string({ error: PO_MESSAGES.poNumberRequired })
  .trim()
  .min(1, PO_MESSAGES.poNumberRequired)
  .max(PO_LIMITS.poNumberMax, `poNumber must be at most ${PO_LIMITS.poNumberMax} characters`)
  // Blank is answered once, by the "required" message above.
  .regex(/^$|^[A-Za-z0-9][A-Za-z0-9._/-]*$/, "poNumber must contain only letters, digits, dashes, dots and slashes");

const taxRatePpm = z
  .number({ error: "taxRatePpm must be a number" })
  .int("taxRatePpm must be a whole number (parts per million: 5 % = 50000)")
  .min(0, "taxRatePpm must be at least 0")
  .max(PO_LIMITS.taxRatePpmMax, `taxRatePpm must be at most ${PO_LIMITS.taxRatePpmMax}`);

const detailsFields = {
  vendorId: z.uuid({ error: "vendorId must be a valid id" }),
  poNumber: poNumberSchema,
  expectedAt: isoDate("expectedAt").nullable().optional(),
  notes: optionalText("notes", PO_LIMITS.notesMax),
  /** The vendor's sales tax on the order (GST 5 % = 50000); 0 when none. */
  taxRatePpm: taxRatePpm.optional(),
};
export const createPurchaseOrderInput = z.object({
  ...detailsFields,
  vendorId: z.uuid({ error: "vendorId is required" }),
});
export type CreatePurchaseOrderInput = z.input<typeof createPurchaseOrderInput>;
export const purchaseOrderDetailsInput = z.object(detailsFields).partial();
export type PurchaseOrderDetailsInput = z.input<typeof purchaseOrderDetailsInput>;

export const purchaseOrderStatusInput = z.object({
  status: z.enum(purchaseOrderStatuses, { error: `status must be one of ${purchaseOrderStatuses.join(", ")}` }),
});
export const purchaseOrderStepInput = z.object({
  step: z.enum(purchaseOrderSteps, { error: `step must be one of ${purchaseOrderSteps.join(", ")}` }),
});
export const internalNotesInput = z.object({
  internalNotes: optionalText("internalNotes", PO_LIMITS.notesMax).transform((v) => v ?? null),
});

const itemQuantity = z
  .number({ error: "quantity must be a number" })
  .int("quantity must be a whole number")
  .min(1, "quantity must be at least 1")
  .max(PO_LIMITS.quantityMax, `quantity must be at most ${PO_LIMITS.quantityMax}`);
export const purchaseOrderItemInput = z.object({
  productId: z.uuid({ error: "productId must be a valid id" }),
  quantity: itemQuantity,
  /** Omitted: the product's cost. */
  unitCostCents: centsField("unitCostCents").optional(),
});
export type PurchaseOrderItemInput = z.input<typeof purchaseOrderItemInput>;
export const purchaseOrderItemsBatchInput = z.object({
  items: z
    .array(purchaseOrderItemInput, { error: "items is required" })
    .min(1, "items must have at least 1 entry")
    .max(PO_LIMITS.items, `items must have at most ${PO_LIMITS.items} entries`)
    .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, "items must not repeat a product"),
});
export const updatePurchaseOrderItemInput = z.object({
  quantity: itemQuantity.optional(),
  unitCostCents: centsField("unitCostCents").optional(),
});

export const purchaseOrderItem = z.object({
  id: z.uuid(),
  purchaseOrderId: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  sku: z.string(),
  unit: z.enum(["EACH", "GRAM"]),
  quantity: z.number().int(),
  receivedQuantity: z.number().int(),
  unitCostCents: z.number().int(),
  lineTotalCents: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PurchaseOrderItem = z.infer<typeof purchaseOrderItem>;
export const purchaseOrderItemList = listOf(purchaseOrderItem);
export const purchaseOrderItemsQuery = z.object({ ...pageQuery(PO_LIMITS.items) });

export const purchaseOrder = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  locationId: z.uuid(),
  vendorId: z.uuid(),
  vendorName: z.string(),
  poNumber: z.string(),
  status: z.enum(purchaseOrderStatuses),
  step: z.enum(purchaseOrderSteps),
  expectedAt: z.string().nullable(),
  notes: z.string().nullable(),
  internalNotes: z.string().nullable(),
  taxRatePpm: z.number().int(),
  itemCount: z.number().int(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PurchaseOrder = z.infer<typeof purchaseOrder>;
export const purchaseOrderDetail = purchaseOrder.extend({ items: z.array(purchaseOrderItem) });
export type PurchaseOrderDetail = z.infer<typeof purchaseOrderDetail>;
export const purchaseOrderList = listOf(purchaseOrder);

export const purchaseOrderSorts = [
  "createdAt",
  "-createdAt",
  "poNumber",
  "-poNumber",
  "expectedAt",
  "-expectedAt",
  "totalCents",
  "-totalCents",
] as const;
export const purchaseOrderListQuery = z.object({
  /** The PO number's beginning or the vendor's name. */
  search: z
    .string()
    .trim()
    .max(100, "search must be at most 100 characters")
    .optional()
    .transform((v) => v || undefined),
  status: z
    .enum(purchaseOrderStatuses, { error: `status must be one of ${purchaseOrderStatuses.join(", ")}` })
    .optional(),
  vendorId: z.uuid({ error: "vendorId must be a valid id" }).optional(),
  sort: z
    .enum(purchaseOrderSorts, { error: `sort must be one of ${purchaseOrderSorts.join(", ")}` })
    .default("-createdAt"),
  ...pageQuery(),
});
export type PurchaseOrderListQuery = z.input<typeof purchaseOrderListQuery>;

export const purchaseOrderStats = z.object({
  byStatus: z.array(
    z.object({ status: z.enum(purchaseOrderStatuses), count: z.number().int(), totalCents: z.number().int() }),
  ),
  count: z.number().int(),
  totalCents: z.number().int(),
});
export type PurchaseOrderStats = z.infer<typeof purchaseOrderStats>;

export const checkPoNumberQuery = z.object({ poNumber: poNumberSchema });
export const poNumberAvailability = z.object({ available: z.boolean() });

const previewLine = z.object({
  itemId: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  quantity: z.number().int(),
  unitCostCents: z.number().int(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
});
export const purchaseOrderPreview = z.object({
  taxRatePpm: z.number().int(),
  lines: z.array(previewLine),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
});
export type PurchaseOrderPreview = z.infer<typeof purchaseOrderPreview>;

/** Subtotal, tax and total per line and overall; the overall tax is the sum of the lines' rounded taxes. */
export function previewTotals(
  lines: readonly { quantity: number; unitCostCents: number; unit: "EACH" | "GRAM" }[],
  taxRatePpm: number,
) {
  const priced = lines.map((line) => {
    const subtotalCents = lineCostCents(line.quantity, line.unitCostCents, line.unit);
    const taxCents = lineTaxCents(subtotalCents, taxRatePpm);
    return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
  });
  const sum = (key: "subtotalCents" | "taxCents" | "totalCents") => priced.reduce((n, line) => n + line[key], 0);
  return {
    lines: priced,
    subtotalCents: sum("subtotalCents"),
    taxCents: sum("taxCents"),
    totalCents: sum("totalCents"),
  };
}
