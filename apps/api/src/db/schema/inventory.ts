// Inventory lots and their ledger (domain.md → Inventory). A lot is one product in one room of a location. Its
// quantity (units, or milligrams for GRAM products) never goes below zero — enforced by a trigger, not only code
// (migration 0024: only a sale made offline, recorded after the goods were gone, may take a lot below zero; such a
// lot is a discrepancy for the manager, decision 0027) — and every change writes a ledger row in the same transaction (modules/inventory/inventory.ledger.ts).
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { products } from "./catalog.ts";
import { historyTenantColumns, tenantColumns } from "./columns.ts";
import { locations } from "./locations.ts";
import { rooms } from "./rooms.ts";
import { users } from "./users.ts";

const tenant = tenantColumns();

export const inventoryItems = pgTable(
  "inventory_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenant,
    productId: uuid().notNull(),
    roomId: uuid()
      .notNull()
      .references(() => rooms.id),
    quantity: integer().notNull().default(0),
    unitCostCents: integer().notNull().default(0),
    lotNumber: text(),
    packageTag: text(),
    /** The state track-and-trace unit of measure of the package (Each, Grams, ...). */
    stateUnit: text(),
    expiresAt: date(),
    inventoryStatus: text({ enum: ["AVAILABLE", "QUARANTINE", "ON_HOLD", "EXPIRED"] })
      .notNull()
      .default("AVAILABLE"),
    isActive: boolean().notNull().default(true),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The receive order it came from (no foreign key: purchasing.ts points at inventory, not the other way). */
    receiveOrderId: uuid(),
    /** Set when a lot with history is deleted: hidden from lists and reads, its ledger kept (decision 0017). */
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A lot can only hold a product of its own location.
    foreignKey({
      name: "inventory_items_product_fk",
      columns: [t.locationId, t.productId],
      foreignColumns: [products.locationId, products.id],
    }),
    // The list's default order and its filters, each holding that order under the tenant columns the list filters
    // on, so a page is a range scan and a page anchor's scan reads the index alone (inventory.anchors.ts).
    index("inventory_items_list_idx").on(t.organizationId, t.locationId, t.receivedAt, t.id),
    index("inventory_items_room_idx").on(t.organizationId, t.locationId, t.roomId, t.receivedAt, t.id),
    index("inventory_items_status_idx").on(t.organizationId, t.locationId, t.inventoryStatus, t.receivedAt, t.id),
    // Lots of some products (a brand, a search): read from the index alone, with what the list sorts by.
    index("inventory_items_product_idx").on(t.organizationId, t.locationId, t.productId, t.receivedAt, t.id),
    index("inventory_items_expiry_idx").on(t.locationId, t.expiresAt),
    index("inventory_items_lot_number_idx").on(t.locationId, sql`lower(${t.lotNumber}) collate "C"`),
    index("inventory_items_package_tag_idx").on(t.locationId, sql`lower(${t.packageTag}) collate "C"`),
    check("inventory_items_cost_check", sql`${t.unitCostCents} >= 0`),
    check("inventory_items_status_check", sql`${t.inventoryStatus} in ('AVAILABLE','QUARANTINE','ON_HOLD','EXPIRED')`),
  ],
);

export const inventoryLedger = pgTable(
  "inventory_ledger",
  {
    id: uuid().primaryKey().defaultRandom(),
    ...historyTenantColumns(),
    inventoryId: uuid()
      .notNull()
      .references(() => inventoryItems.id, { onDelete: "restrict" }),
    delta: integer().notNull(),
    quantityAfter: integer().notNull(),
    reason: text({ enum: ["RECEIVE", "SALE", "REFUND", "VOID", "ADJUSTMENT", "AUDIT", "TRANSFER", "WASTE"] }).notNull(),
    note: text(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** What caused the change: RECEIVE_ORDER, INVENTORY_ITEM (a transfer's other lot), SALE, ... */
    referenceType: text(),
    referenceId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("inventory_ledger_item_idx").on(t.inventoryId, t.createdAt, t.id),
    index("inventory_ledger_reference_idx").on(t.referenceId),
    // The shrink report's period: a location's manual changes only, a small part of a ledger that grows with sales.
    index("inventory_ledger_shrink_idx")
      .on(t.locationId, t.createdAt)
      .where(sql`${t.reason} in ('ADJUSTMENT', 'AUDIT', 'WASTE')`),
    check(
      "inventory_ledger_reason_check",
      sql`${t.reason} in ('RECEIVE','SALE','REFUND','VOID','ADJUSTMENT','AUDIT','TRANSFER','WASTE')`,
    ),
  ],
);

/**
 * Lots per location, room, stored status, active flag and expiry day, kept by statement-level triggers (migration
 * 0008) so the inventory list reads its total from a few hundred rows instead of counting 200,000 lots. The expiry
 * day is in the key because a lot's effective status turns EXPIRED when the store's day passes it; 'infinity'
 * stands for no expiry.
 */
export const inventoryCounts = pgTable(
  "inventory_counts",
  {
    locationId: uuid()
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    roomId: uuid().notNull(),
    inventoryStatus: text().notNull(),
    isActive: boolean().notNull(),
    expiresOn: date().notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.roomId, t.inventoryStatus, t.isActive, t.expiresOn] })],
);

/**
 * Bumped (by the same triggers) whenever a lot is added or removed or changes room, status, active flag, expiry or
 * receipt time: the list's cached page anchors are valid only for the version they were read at.
 */
export const inventoryListVersions = pgTable("inventory_list_versions", {
  locationId: uuid()
    .primaryKey()
    .references(() => locations.id, { onDelete: "cascade" }),
  version: bigint({ mode: "number" }).notNull().default(0),
});
