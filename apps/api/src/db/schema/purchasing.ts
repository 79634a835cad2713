// Purchase orders and receive orders (domain.md → Purchasing). Products and vendors are referenced through
// (location_id, id) keys, so an order can only hold its own location's entries. A purchase order keeps its totals
// on the row (recomputed whenever its items or tax rate change) so lists and stats read no items.
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { products } from "./catalog.ts";
import { idColumn, tenantColumns, timestampColumns } from "./columns.ts";
import { inventoryItems } from "./inventory.ts";
import { locations } from "./locations.ts";
import { rooms } from "./rooms.ts";
import { users } from "./users.ts";
import { vendors } from "./vendors.ts";

const tenant = { ...idColumn(), ...tenantColumns(), ...timestampColumns() };

export const purchaseOrders = pgTable(
  "purchase_orders",
  {
    ...tenant,
    vendorId: uuid().notNull(),
    poNumber: text().notNull(),
    status: text({ enum: ["DRAFT", "SUBMITTED", "PARTIALLY_RECEIVED", "RECEIVED", "CLOSED", "CANCELLED"] })
      .notNull()
      .default("DRAFT"),
    step: text({ enum: ["DETAILS", "ITEMS", "REVIEW"] })
      .notNull()
      .default("DETAILS"),
    expectedAt: date(),
    notes: text(),
    internalNotes: text(),
    taxRatePpm: integer().notNull().default(0),
    itemCount: integer().notNull().default(0),
    // 64-bit: 500 lines of up to LINE_COST_MAX_CENTS each, with tax, pass a 32-bit integer (decision 0017).
    subtotalCents: bigint({ mode: "number" }).notNull().default(0),
    taxCents: bigint({ mode: "number" }).notNull().default(0),
    totalCents: bigint({ mode: "number" }).notNull().default(0),
    submittedAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    foreignKey({
      name: "purchase_orders_vendor_fk",
      columns: [t.locationId, t.vendorId],
      foreignColumns: [vendors.locationId, vendors.id],
    }),
    // PO numbers are unique per location, whatever the case (check-po-number reads the same expression).
    uniqueIndex("purchase_orders_location_number_key").on(t.locationId, sql`lower(${t.poNumber})`),
    uniqueIndex("purchase_orders_location_id_key").on(t.locationId, t.id),
    index("purchase_orders_list_idx").on(t.organizationId, t.locationId, t.createdAt, t.id),
    index("purchase_orders_status_idx").on(t.organizationId, t.locationId, t.status, t.createdAt, t.id),
    index("purchase_orders_vendor_idx").on(t.locationId, t.vendorId, t.createdAt),
    // The list's search by the PO number's beginning: a range of this index ("C" order makes LIKE 'x%' a range).
    index("purchase_orders_number_prefix_idx").on(t.locationId, sql`lower(${t.poNumber}) collate "C"`),
    check(
      "purchase_orders_status_check",
      sql`${t.status} in ('DRAFT','SUBMITTED','PARTIALLY_RECEIVED','RECEIVED','CLOSED','CANCELLED')`,
    ),
    check("purchase_orders_step_check", sql`${t.step} in ('DETAILS','ITEMS','REVIEW')`),
    check(
      "purchase_orders_amounts_check",
      sql`${t.taxRatePpm} between 0 and 1000000 and ${t.subtotalCents} >= 0 and ${t.taxCents} >= 0`,
    ),
  ],
);

/**
 * Purchase orders and their totals per location and status, kept by statement-level triggers (migration 0008):
 * the stats and the list's total read a few rows instead of every order.
 */
export const purchaseOrderCounts = pgTable(
  "purchase_order_counts",
  {
    locationId: uuid()
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    status: text().notNull(),
    count: integer().notNull(),
    totalCents: bigint({ mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.status] })],
);

export const purchaseOrderItems = pgTable(
  "purchase_order_items",
  {
    ...tenant,
    purchaseOrderId: uuid().notNull(),
    productId: uuid().notNull(),
    quantity: integer().notNull(),
    receivedQuantity: integer().notNull().default(0),
    unitCostCents: integer().notNull(),
  },
  (t) => [
    foreignKey({
      name: "purchase_order_items_order_fk",
      columns: [t.locationId, t.purchaseOrderId],
      foreignColumns: [purchaseOrders.locationId, purchaseOrders.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "purchase_order_items_product_fk",
      columns: [t.locationId, t.productId],
      foreignColumns: [products.locationId, products.id],
    }),
    uniqueIndex("purchase_order_items_product_key").on(t.purchaseOrderId, t.productId),
    check(
      "purchase_order_items_amounts_check",
      sql`${t.quantity} > 0 and ${t.receivedQuantity} >= 0 and ${t.unitCostCents} >= 0`,
    ),
  ],
);

export const receiveOrders = pgTable(
  "receive_orders",
  {
    ...tenant,
    purchaseOrderId: uuid().references(() => purchaseOrders.id, { onDelete: "set null" }),
    vendorId: uuid(),
    status: text({ enum: ["PENDING", "RECEIVED", "PROCESSING", "COMPLETED", "CANCELLED"] })
      .notNull()
      .default("PENDING"),
    receivedAt: date(),
    notes: text(),
    processedAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    foreignKey({
      name: "receive_orders_vendor_fk",
      columns: [t.locationId, t.vendorId],
      foreignColumns: [vendors.locationId, vendors.id],
    }),
    uniqueIndex("receive_orders_location_id_key").on(t.locationId, t.id),
    index("receive_orders_list_idx").on(t.organizationId, t.locationId, t.createdAt, t.id),
    index("receive_orders_purchase_order_idx").on(t.purchaseOrderId),
    check(
      "receive_orders_status_check",
      sql`${t.status} in ('PENDING','RECEIVED','PROCESSING','COMPLETED','CANCELLED')`,
    ),
  ],
);

export const receiveOrderItems = pgTable(
  "receive_order_items",
  {
    ...tenant,
    receiveOrderId: uuid().notNull(),
    purchaseOrderItemId: uuid().references(() => purchaseOrderItems.id, { onDelete: "set null" }),
    productId: uuid().notNull(),
    quantity: integer().notNull(),
    unitCostCents: integer().notNull(),
    roomId: uuid().references(() => rooms.id, { onDelete: "set null" }),
    lotNumber: text(),
    packageTag: text(),
    /** The state track-and-trace unit of measure of the package (Each, Grams, ...). */
    stateUnit: text(),
    expiresAt: date(),
    inventoryId: uuid().references(() => inventoryItems.id, { onDelete: "set null" }),
  },
  (t) => [
    foreignKey({
      name: "receive_order_items_order_fk",
      columns: [t.locationId, t.receiveOrderId],
      foreignColumns: [receiveOrders.locationId, receiveOrders.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "receive_order_items_product_fk",
      columns: [t.locationId, t.productId],
      foreignColumns: [products.locationId, products.id],
    }),
    index("receive_order_items_order_idx").on(t.receiveOrderId, t.createdAt),
    index("receive_order_items_product_idx").on(t.locationId, t.productId),
    check("receive_order_items_amounts_check", sql`${t.quantity} > 0 and ${t.unitCostCents} >= 0`),
  ],
);

/** Files stored by the storage adapter through a signed upload link (delivery slips, manifests, COAs). */
export const receiveOrderAttachments = pgTable(
  "receive_order_attachments",
  {
    ...tenant,
    receiveOrderId: uuid().notNull(),
    storageKey: text().notNull(),
    fileName: text().notNull(),
    contentType: text().notNull(),
  },
  (t) => [
    foreignKey({
      name: "receive_order_attachments_order_fk",
      columns: [t.locationId, t.receiveOrderId],
      foreignColumns: [receiveOrders.locationId, receiveOrders.id],
    }).onDelete("cascade"),
    index("receive_order_attachments_order_idx").on(t.receiveOrderId, t.createdAt),
  ],
);
