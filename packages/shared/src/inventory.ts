// Inventory lots of a location and their ledger (spec §3 Inventory item, §7 Inventory; domain.md → Inventory).
// A lot is one product in one room. Its quantity is an integer in the product's unit: units for EACH products,
// milligrams for GRAM products (3.5 g = 3500), so counts never carry floats. Every change writes a ledger row
// and the quantity always equals the sum of its ledger.
import { z } from "zod";
import { inventorySortFields, inventoryStatuses } from "./list-filters.ts";
import { booleanQuery, bulkResult, idList, listOf, pageQuery } from "./lists.ts";
import { locationParams } from "./locations.ts";

export { inventoryStatuses };
export type InventoryStatus = (typeof inventoryStatuses)[number];
export const ledgerReasons = ["RECEIVE", "SALE", "REFUND", "VOID", "ADJUSTMENT", "AUDIT", "TRANSFER", "WASTE"] as const;
export type LedgerReason = (typeof ledgerReasons)[number];
/** Reasons a person may give for a manual adjustment; the others are written by receiving, selling and moving. */
export const adjustmentReasons = ["ADJUSTMENT", "AUDIT", "WASTE"] as const;
export type AdjustmentReason = (typeof adjustmentReasons)[number];
/** How people read a manual reason (the adjust dialog, the lot's history, the shrink report). */
export const ADJUSTMENT_REASON_LABELS: Record<AdjustmentReason, string> = {
  ADJUSTMENT: "Adjustment",
  AUDIT: "Audit count",
  WASTE: "Waste or destruction",
};
export const adjustmentTypes = ["ABSOLUTE", "INCREMENTAL"] as const;
export type AdjustmentType = (typeof adjustmentTypes)[number];

export const INVENTORY_LIMITS = {
  /** 1,000,000,000 units, or 1,000 kg in milligrams: far above any store, well inside a 32-bit integer. */
  quantityMax: 1_000_000_000,
  /** What one lot can hold (its 32-bit quantity column): adjustments beyond it are refused, never overflowed. */
  lotQuantityMax: 2_147_483_647,
  /** $1,000,000.00 */
  centsMax: 100_000_000,
  textMax: 100,
  noteMax: 500,
  bulk: 500,
  searchMax: 100,
} as const;

const enumError = (field: string, values: readonly string[]) => ({
  error: `${field} must be one of ${values.join(", ")}`,
});
const quantity = (field: string, min: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(INVENTORY_LIMITS.quantityMax, `${field} must be at most ${INVENTORY_LIMITS.quantityMax}`);
export const centsField = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number of cents`)
    .min(0, `${field} must be at least 0`)
    .max(INVENTORY_LIMITS.centsMax, `${field} must be at most ${INVENTORY_LIMITS.centsMax}`);
/** Optional text: blank becomes null, so a form can clear it. */
export const optionalText = (field: string, max: number = INVENTORY_LIMITS.textMax) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();
export const isoDate = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`)
    .refine((v) => {
      // A value that is not in the date form has its message already.
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return true;
      const day = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
    }, `${field} must be a real date`);

/** The local calendar day (YYYY-MM-DD) in a time zone: expiry is decided by the store's day, not UTC's. */
export function localDay(timeZone: string, at: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** A lot past its expiry reads as EXPIRED whatever status it was given, and is never sold. */
export function effectiveStatus(status: InventoryStatus, expiresAt: string | null, today: string): InventoryStatus {
  return expiresAt !== null && expiresAt < today ? "EXPIRED" : status;
}

export const inventoryItem = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  locationId: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  sku: z.string(),
  /** EACH: quantity counts units; GRAM: quantity counts milligrams. */
  unit: z.enum(["EACH", "GRAM"]),
  brandId: z.uuid().nullable(),
  brandName: z.string().nullable(),
  categoryId: z.uuid().nullable(),
  categoryName: z.string().nullable(),
  tagIds: z.array(z.uuid()),
  roomId: z.uuid(),
  roomName: z.string(),
  quantity: z.number().int(),
  unitCostCents: z.number().int(),
  lotNumber: z.string().nullable(),
  packageTag: z.string().nullable(),
  /** The state track-and-trace unit of the package (Each, Grams, ...), when it came from a state manifest. */
  stateUnit: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** The stored status, except that a lot past its expiry reads EXPIRED. */
  inventoryStatus: z.enum(inventoryStatuses),
  /** AVAILABLE, active and not expired: the register may sell from it. */
  sellable: z.boolean(),
  isActive: z.boolean(),
  receivedAt: z.string(),
  receiveOrderId: z.uuid().nullable(),
  /** The product's reorder point and its sellable quantity across the location's lots. */
  reorderPoint: z.number().int().nullable(),
  productQuantity: z.number().int(),
  lowStock: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InventoryItem = z.infer<typeof inventoryItem>;
export const inventoryList = listOf(inventoryItem);

/** The inventory list's orders: receipt, expiry, quantity, creation, or the product's name (each then by lot id). */
export { inventorySortFields };
export type InventorySortField = (typeof inventorySortFields)[number];
export const inventoryListQuery = z.object({
  brandIds: idList("brandIds"),
  categoryIds: idList("categoryIds"),
  tagIds: idList("tagIds"),
  roomIds: idList("roomIds"),
  /** The spec's prefetch sends status=AVAILABLE: the same filter as inventoryStatus (both apply when both come). */
  status: z.enum(inventoryStatuses, enumError("status", inventoryStatuses)).optional(),
  inventoryStatus: z.enum(inventoryStatuses, enumError("inventoryStatus", inventoryStatuses)).optional(),
  isActive: booleanQuery,
  /** Word prefixes of the product name, its SKU, or the beginning of a lot number or package tag. */
  search: z
    .string()
    .trim()
    .max(INVENTORY_LIMITS.searchMax, `search must be at most ${INVENTORY_LIMITS.searchMax} characters`)
    .optional()
    .transform((v) => v || undefined),
  sortBy: z.enum(inventorySortFields, enumError("sortBy", inventorySortFields)).default("receivedAt"),
  /** Newest stock first unless asked otherwise. */
  sortOrder: z.enum(["asc", "desc"], enumError("sortOrder", ["asc", "desc"])).default("desc"),
  ...pageQuery(),
});
export type InventoryListQuery = z.input<typeof inventoryListQuery>;

export const inventoryParams = locationParams.extend({ id: z.uuid({ error: "id must be a valid id" }) });

/** PATCH /{id}: the lot's details. Quantity moves only through adjust-quantity, transfer, receiving and sales. */
export const updateInventoryInput = z.object({
  unitCostCents: centsField("unitCostCents").optional(),
  lotNumber: optionalText("lotNumber"),
  packageTag: optionalText("packageTag"),
  stateUnit: optionalText("stateUnit"),
  expiresAt: isoDate("expiresAt").nullable().optional(),
  inventoryStatus: z.enum(inventoryStatuses, enumError("inventoryStatus", inventoryStatuses)).optional(),
  isActive: z.boolean({ error: "isActive must be true or false" }).optional(),
});
export type UpdateInventoryInput = z.input<typeof updateInventoryInput>;

export const inventoryStatusInput = z.object({ isActive: z.boolean({ error: "isActive must be true or false" }) });

/** A list in a body, or comma-joined in the query of a DELETE that cannot carry a body. */
const inventoryIds = z.preprocess(
  (v) =>
    typeof v === "string"
      ? v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z
    .array(z.uuid({ error: "inventoryIds must be a list of valid ids" }), { error: "inventoryIds is required" })
    .min(1, "inventoryIds must have at least 1 entry")
    .max(INVENTORY_LIMITS.bulk, `inventoryIds must have at most ${INVENTORY_LIMITS.bulk} entries`)
    .transform((ids) => [...new Set(ids)]),
);
export const bulkInventoryIdsInput = z.object({ inventoryIds });
export const bulkInventoryStatusInput = z.object({ inventoryIds, isActive: inventoryStatusInput.shape.isActive });

const reason = z.enum(adjustmentReasons, { error: `reason is required (one of ${adjustmentReasons.join(", ")})` });
const note = optionalText("note", INVENTORY_LIMITS.noteMax);
const type = z.enum(adjustmentTypes, enumError("type", adjustmentTypes));
/**
 * ABSOLUTE sets the counted quantity (0 or more); INCREMENTAL adds a signed change (never to below zero).
 * The reason is required: every manual change says why in the ledger.
 */
export const adjustQuantityInput = z
  .object({ type, quantity: quantity("quantity", -INVENTORY_LIMITS.quantityMax), reason, note })
  .refine((v) => v.type !== "ABSOLUTE" || v.quantity >= 0, {
    message: "quantity must be at least 0 for an ABSOLUTE adjustment",
    path: ["quantity"],
  })
  .refine((v) => v.type !== "INCREMENTAL" || v.quantity !== 0, {
    message: "quantity must not be 0 for an INCREMENTAL adjustment",
    path: ["quantity"],
  });
export type AdjustQuantityInput = z.input<typeof adjustQuantityInput>;

/** One reason and note for the batch; each line its own type and quantity (a count sheet, or a selection). */
export const bulkAdjustQuantityInput = z.object({
  items: z
    .array(
      z.object({
        inventoryId: z.uuid({ error: "inventoryId must be a valid id" }),
        type,
        quantity: quantity("quantity", -INVENTORY_LIMITS.quantityMax),
      }),
      { error: "items is required" },
    )
    .min(1, "items must have at least 1 entry")
    .max(INVENTORY_LIMITS.bulk, `items must have at most ${INVENTORY_LIMITS.bulk} entries`),
  reason,
  note,
});
export type BulkAdjustQuantityInput = z.input<typeof bulkAdjustQuantityInput>;
export const bulkInventoryResult = bulkResult;

export const transferInput = z.object({
  toRoomId: z.uuid({ error: "toRoomId must be a valid id" }),
  quantity: quantity("quantity", 1),
  note,
});
export type TransferInput = z.input<typeof transferInput>;
export const transferResult = z.object({ from: inventoryItem, to: inventoryItem });

export const ledgerEntry = z.object({
  id: z.uuid(),
  inventoryId: z.uuid(),
  delta: z.number().int(),
  quantityAfter: z.number().int(),
  reason: z.enum(ledgerReasons),
  note: z.string().nullable(),
  userId: z.uuid().nullable(),
  userName: z.string().nullable(),
  /** What caused the change: RECEIVE_ORDER, INVENTORY_ITEM (the other lot of a transfer), SALE, ... */
  referenceType: z.string().nullable(),
  referenceId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;
export const ledgerList = listOf(ledgerEntry);
export const ledgerQuery = z.object({ ...pageQuery() });

/** The spec's toasts and the API's stock message. */
export const inventoryMessages = {
  insufficientStock: (available: number, requested: number) =>
    `Insufficient stock: ${available} on hand, ${requested} requested`,
} as const;
