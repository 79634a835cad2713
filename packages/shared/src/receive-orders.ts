// Receive orders of a location (spec §3 Receive order, §4, §7 Receive orders, §8; domain.md → Purchasing): a
// delivery counted in, optionally against a purchase order, then processed into inventory lots in the chosen
// rooms. Quantities use the inventory's units (units for EACH products, milligrams for GRAM products).
import { z } from "zod";
import { centsField, isoDate, optionalText } from "./inventory.ts";
import { receiveOrderSortFields } from "./list-filters.ts";
import { idList, listOf, pageQuery } from "./lists.ts";
import { locationParams } from "./locations.ts";

export const receiveOrderStatuses = ["PENDING", "RECEIVED", "PROCESSING", "COMPLETED", "CANCELLED"] as const;
export type ReceiveOrderStatus = (typeof receiveOrderStatuses)[number];

/** PROCESSING and COMPLETED are reached only through process-to-inventory. */
export const RECEIVE_ORDER_TRANSITIONS: Record<ReceiveOrderStatus, readonly ReceiveOrderStatus[]> = {
  PENDING: ["RECEIVED", "PROCESSING", "CANCELLED"],
  RECEIVED: ["PROCESSING", "CANCELLED"],
  PROCESSING: ["COMPLETED"],
  COMPLETED: [],
  CANCELLED: [],
};
/** Statuses whose items may still change and that may be processed. */
export const OPEN_RECEIVE_ORDER_STATUSES: readonly ReceiveOrderStatus[] = ["PENDING", "RECEIVED"];
export const canMoveReceiveOrder = (from: ReceiveOrderStatus, to: ReceiveOrderStatus) =>
  RECEIVE_ORDER_TRANSITIONS[from].includes(to);

export const RO_LIMITS = { notesMax: 2000, items: 500, quantityMax: 1_000_000_000, fileNameMax: 200 } as const;

// The spec's toasts (§8).
export const RO_MESSAGES = {
  createFailed: "Failed to create receive order",
  deleteFailed: "Failed to delete receive order",
  itemFailed: "Failed to create, update or delete receive order item",
  processFailed: "Failed to process items to inventory",
} as const;

export const receiveOrderParams = locationParams.extend({ id: z.uuid({ error: "id must be a valid id" }) });
export const receiveOrderItemParams = receiveOrderParams.extend({
  itemId: z.uuid({ error: "itemId must be a valid id" }),
});

export const createReceiveOrderInput = z.object({
  /** Prefills the purchase order's open lines (ordered − already received) and its vendor. */
  purchaseOrderId: z.uuid({ error: "purchaseOrderId must be a valid id" }).optional(),
  vendorId: z.uuid({ error: "vendorId must be a valid id" }).optional(),
  receivedAt: isoDate("receivedAt").optional(),
  notes: optionalText("notes", RO_LIMITS.notesMax),
});
export type CreateReceiveOrderInput = z.input<typeof createReceiveOrderInput>;

/** PUT replaces the editable fields; status may move PENDING → RECEIVED, or to CANCELLED. */
export const updateReceiveOrderInput = z.object({
  vendorId: z.uuid({ error: "vendorId must be a valid id" }).nullable().optional(),
  receivedAt: isoDate("receivedAt").nullable().optional(),
  notes: optionalText("notes", RO_LIMITS.notesMax),
  status: z
    .enum(["PENDING", "RECEIVED", "CANCELLED"], { error: "status must be one of PENDING, RECEIVED, CANCELLED" })
    .optional(),
});
export type UpdateReceiveOrderInput = z.input<typeof updateReceiveOrderInput>;

const quantity = z
  .number({ error: "quantity must be a number" })
  .int("quantity must be a whole number")
  .min(1, "quantity must be at least 1")
  .max(RO_LIMITS.quantityMax, `quantity must be at most ${RO_LIMITS.quantityMax}`);
const itemFields = {
  productId: z.uuid({ error: "productId must be a valid id" }),
  quantity,
  /** Per unit for EACH products, per gram for GRAM products; omitted: the purchase order line's or the product's. */
  unitCostCents: centsField("unitCostCents").optional(),
  /** The room the lot goes to; required by the time the order is processed. */
  roomId: z.uuid({ error: "roomId must be a valid id" }).nullable().optional(),
  lotNumber: optionalText("lotNumber"),
  packageTag: optionalText("packageTag"),
  /** The state track-and-trace unit of the package (Each, Grams, ...), from a Metrc manifest. */
  stateUnit: optionalText("stateUnit"),
  expiresAt: isoDate("expiresAt").nullable().optional(),
};
export const receiveOrderItemInput = z.object(itemFields);
export type ReceiveOrderItemInput = z.input<typeof receiveOrderItemInput>;
/** PUT replaces the item's fields. */
export const updateReceiveOrderItemInput = z.object(itemFields);

export const receiveOrderItem = z.object({
  id: z.uuid(),
  receiveOrderId: z.uuid(),
  purchaseOrderItemId: z.uuid().nullable(),
  productId: z.uuid(),
  productName: z.string(),
  sku: z.string(),
  unit: z.enum(["EACH", "GRAM"]),
  vendorId: z.uuid().nullable(),
  quantity: z.number().int(),
  unitCostCents: z.number().int(),
  roomId: z.uuid().nullable(),
  roomName: z.string().nullable(),
  lotNumber: z.string().nullable(),
  packageTag: z.string().nullable(),
  stateUnit: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** The lot it became, once processed. */
  inventoryId: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReceiveOrderItem = z.infer<typeof receiveOrderItem>;
export const receiveOrderItemList = listOf(receiveOrderItem);
export const receiveOrderItemsQuery = z.object({
  /** Items whose product comes from one of these vendors. */
  vendorIds: idList("vendorIds"),
  ...pageQuery(RO_LIMITS.items),
});

export const receiveOrderAttachment = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  /** A signed link to download the file (valid for a few minutes). */
  url: z.string(),
  createdAt: z.string(),
});

export const receiveOrder = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  locationId: z.uuid(),
  purchaseOrderId: z.uuid().nullable(),
  poNumber: z.string().nullable(),
  vendorId: z.uuid().nullable(),
  vendorName: z.string().nullable(),
  status: z.enum(receiveOrderStatuses),
  receivedAt: z.string().nullable(),
  notes: z.string().nullable(),
  itemCount: z.number().int(),
  totalCostCents: z.number().int(),
  processedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReceiveOrder = z.infer<typeof receiveOrder>;
export const receiveOrderDetail = receiveOrder.extend({
  items: z.array(receiveOrderItem),
  attachments: z.array(receiveOrderAttachment),
});
export type ReceiveOrderDetail = z.infer<typeof receiveOrderDetail>;
export const receiveOrderList = listOf(receiveOrder);

export { receiveOrderSortFields };
export const receiveOrderListQuery = z.object({
  /** The vendor's name, the purchase order's number or the notes. */
  search: z
    .string()
    .trim()
    .max(100, "search must be at most 100 characters")
    .optional()
    .transform((v) => v || undefined),
  /** Orders holding an item of these brands, categories or tags. */
  brandIds: idList("brandIds"),
  categoryIds: idList("categoryIds"),
  tagIds: idList("tagIds"),
  /** Inclusive days of receivedAt (or of creation when it has none). */
  startDate: isoDate("startDate").optional(),
  endDate: isoDate("endDate").optional(),
  status: z
    .enum(receiveOrderStatuses, { error: `status must be one of ${receiveOrderStatuses.join(", ")}` })
    .optional(),
  sortBy: z
    .enum(receiveOrderSortFields, { error: `sortBy must be one of ${receiveOrderSortFields.join(", ")}` })
    .default("createdAt"),
  sortOrder: z.enum(["asc", "desc"], { error: "sortOrder must be one of asc, desc" }).default("asc"),
  ...pageQuery(),
});
export type ReceiveOrderListQuery = z.input<typeof receiveOrderListQuery>;

export const attachmentContentTypes = ["application/pdf", "image/png", "image/jpeg", "image/webp"] as const;
export const uploadUrlInput = z.object({
  fileName: z
    .string({ error: "fileName is required" })
    .trim()
    .min(1, "fileName is required")
    .max(RO_LIMITS.fileNameMax, `fileName must be at most ${RO_LIMITS.fileNameMax} characters`),
  contentType: z.enum(attachmentContentTypes, {
    error: `contentType must be one of ${attachmentContentTypes.join(", ")}`,
  }),
});
export type UploadUrlInput = z.input<typeof uploadUrlInput>;
export const uploadUrlAnswer = z.object({
  attachmentId: z.uuid(),
  /** PUT the file's bytes here, with its content type, before expiresAt. */
  uploadUrl: z.string(),
  key: z.string(),
  expiresAt: z.string(),
});

export const processResult = z.object({ message: z.string(), inventoryIds: z.array(z.uuid()) });
export type ProcessResult = z.infer<typeof processResult>;
