// Sales, their lines, tenders, refunds, parked carts and the receipt counter (domain.md → Selling). A sale keeps
// the priced cart as the server priced it (lines with their discounts and taxes) and the limit facts of each line,
// so receipts, refunds and today's limit usage read the sale, never today's catalog.
import type { ProductForm } from "@verdant/shared/limits/limits.types";
import type { LineDiscount, LineTax, SkippedDiscount, TaxSummary } from "@verdant/shared/pricing/pricing.types";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { historyTenantColumns, tenantColumns } from "./columns.ts";
import { customers } from "./customers.ts";
import { locations } from "./locations.ts";
import { organizations } from "./organizations.ts";
import { drawerSessions, registers } from "./registers.ts";
import { rooms } from "./rooms.ts";
import { users } from "./users.ts";

const tenant = tenantColumns();
const history = historyTenantColumns();

const TENDERS = sql`('CASH', 'DEBIT', 'CREDIT', 'OTHER')`;

/** The last receipt number of a location: locked by the sale's transaction, so numbers have no gaps or twins. */
export const receiptCounters = pgTable("receipt_counters", {
  organizationId: uuid()
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" }),
  locationId: uuid()
    .primaryKey()
    .references(() => locations.id, { onDelete: "cascade" }),
  lastNumber: integer().notNull(),
});

export interface SaleLot {
  inventoryItemId: string;
  roomId: string;
  quantity: number;
}

export const sales = pgTable(
  "sales",
  {
    id: uuid().primaryKey().defaultRandom(),
    ...history,
    registerId: uuid().notNull(),
    drawerSessionId: uuid()
      .notNull()
      .references(() => drawerSessions.id),
    cashierId: uuid()
      .notNull()
      .references(() => users.id),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    /**
     * Sequential per location, given as the last write of the sale's transaction (receipt_counters), so the counter's
     * lock is held for a moment and a refused sale leaves no gap; never null once the sale is committed.
     */
    receiptNumber: integer(),
    status: text({ enum: ["COMPLETED", "VOIDED", "REFUNDED", "PARTIALLY_REFUNDED"] })
      .notNull()
      .default("COMPLETED"),
    customerType: text({ enum: ["RECREATIONAL", "MEDICAL"] }).notNull(),
    subtotalCents: integer().notNull(),
    discountCents: integer().notNull(),
    taxCents: integer().notNull(),
    totalCents: integer().notNull(),
    /** Cash rounding of the settled sale (negative when rounded down). */
    roundingCents: integer().notNull().default(0),
    changeCents: integer().notNull().default(0),
    refundedCents: integer().notNull().default(0),
    discountCodes: text().array().notNull().default(sql`'{}'::text[]`),
    pricing: jsonb()
      .$type<{ appliedDiscounts: LineDiscount[]; skippedDiscounts: SkippedDiscount[]; taxes: TaxSummary[] }>()
      .notNull(),
    completedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp({ withTimezone: true }),
    voidedBy: uuid().references(() => users.id),
    voidReason: text(),
  },
  (t) => [
    uniqueIndex("sales_location_receipt_key").on(t.locationId, t.receiptNumber),
    index("sales_location_completed_idx").on(t.organizationId, t.locationId, t.completedAt),
    index("sales_cashier_completed_idx").on(t.locationId, t.cashierId, t.completedAt),
    index("sales_customer_completed_idx").on(t.customerId, t.completedAt),
    index("sales_drawer_idx").on(t.drawerSessionId),
    foreignKey({
      name: "sales_register_fk",
      columns: [t.locationId, t.registerId],
      foreignColumns: [registers.locationId, registers.id],
    }),
    check("sales_status_check", sql`${t.status} in ('COMPLETED', 'VOIDED', 'REFUNDED', 'PARTIALLY_REFUNDED')`),
    check(
      "sales_amounts_check",
      sql`${t.totalCents} >= 0 and ${t.changeCents} >= 0 and ${t.refundedCents} between 0 and ${t.totalCents}`,
    ),
  ],
);

export const saleLines = pgTable(
  "sale_lines",
  {
    id: uuid().primaryKey().defaultRandom(),
    ...history,
    saleId: uuid()
      .notNull()
      .references(() => sales.id, { onDelete: "restrict" }),
    position: integer().notNull(),
    productId: uuid().notNull(),
    productName: text().notNull(),
    sku: text().notNull(),
    brandId: uuid(),
    brandName: text(),
    categoryId: uuid(),
    categoryName: text(),
    complianceClass: text().notNull(),
    unit: text({ enum: ["EACH", "GRAM"] }).notNull(),
    /** Whole units for EACH, mg for GRAM (the engine's quantity). */
    quantity: integer().notNull(),
    refundedQuantity: integer().notNull().default(0),
    unitPriceCents: integer().notNull(),
    netWeightMg: integer().notNull(),
    thcMgPerUnit: integer(),
    thcPercentPpm: integer(),
    /** The product's units per pack when sold (seeds in a pack), so the day's limits count them as sold. */
    unitsPerPack: integer(),
    /** The product's form when sold (a lotion is non-solid), so the day's limits count it as sold. */
    form: text().$type<ProductForm>(),
    grossCents: integer().notNull(),
    discountCents: integer().notNull(),
    netCents: integer().notNull(),
    taxCents: integer().notNull(),
    totalCents: integer().notNull(),
    discounts: jsonb().$type<LineDiscount[]>().notNull(),
    taxes: jsonb().$type<LineTax[]>().notNull(),
    /** The lots the line took, first expiry first; voids and refunds put stock back where it came from. */
    lots: jsonb().$type<SaleLot[]>().notNull(),
    /** Filled by the database when the line is written (decision 0038): its lots' quantity × unit cost at sale time
     *  (cents × units, or cents per gram × mg), and the product's vendor at sale time, so margins and the vendor
     *  grouping of past sales never move when a lot's cost or a product's vendor is edited later. */
    lotsCost: bigint({ mode: "number" }),
    vendorId: uuid(),
  },
  (t) => [
    uniqueIndex("sale_lines_sale_position_key").on(t.saleId, t.position),
    check("sale_lines_quantity_check", sql`${t.quantity} > 0 and ${t.refundedQuantity} between 0 and ${t.quantity}`),
  ],
);

export const saleTenders = pgTable(
  "sale_tenders",
  {
    id: uuid().primaryKey().defaultRandom(),
    ...history,
    saleId: uuid()
      .notNull()
      .references(() => sales.id, { onDelete: "restrict" }),
    position: integer().notNull(),
    type: text({ enum: ["CASH", "DEBIT", "CREDIT", "OTHER"] }).notNull(),
    amountCents: integer().notNull(),
    reference: text(),
  },
  (t) => [
    uniqueIndex("sale_tenders_sale_position_key").on(t.saleId, t.position),
    check("sale_tenders_type_check", sql`${t.type} in ${TENDERS}`),
    check("sale_tenders_amount_check", sql`${t.amountCents} > 0`),
  ],
);

export const saleRefunds = pgTable(
  "sale_refunds",
  {
    id: uuid().primaryKey().defaultRandom(),
    ...history,
    saleId: uuid()
      .notNull()
      .references(() => sales.id, { onDelete: "restrict" }),
    drawerSessionId: uuid()
      .notNull()
      .references(() => drawerSessions.id),
    refundedBy: uuid()
      .notNull()
      .references(() => users.id),
    reason: text().notNull(),
    disposition: text({ enum: ["RESTOCK", "WRITE_OFF"] }).notNull(),
    roomId: uuid().references(() => rooms.id),
    netCents: integer().notNull(),
    taxCents: integer().notNull(),
    totalCents: integer().notNull(),
    tenders: jsonb().$type<{ type: "CASH" | "DEBIT" | "CREDIT" | "OTHER"; amountCents: number }[]>().notNull(),
    lines: jsonb()
      .$type<{ saleLineId: string; quantity: number; netCents: number; taxCents: number; totalCents: number }[]>()
      .notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sale_refunds_sale_idx").on(t.saleId),
    index("sale_refunds_drawer_idx").on(t.drawerSessionId),
    index("sale_refunds_location_created_idx").on(t.locationId, t.createdAt),
    check("sale_refunds_disposition_check", sql`${t.disposition} in ('RESTOCK', 'WRITE_OFF')`),
    check("sale_refunds_total_check", sql`${t.totalCents} > 0`),
  ],
);

export const parkedCarts = pgTable(
  "parked_carts",
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenant,
    registerId: uuid().notNull(),
    customerId: uuid().references(() => customers.id, { onDelete: "set null" }),
    label: text(),
    lines: jsonb().$type<{ productId: string; quantity: number }[]>().notNull(),
    discountCodes: text().array().notNull().default(sql`'{}'::text[]`),
    parkedBy: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("parked_carts_register_idx").on(t.registerId, t.createdAt),
    foreignKey({
      name: "parked_carts_register_fk",
      columns: [t.locationId, t.registerId],
      foreignColumns: [registers.locationId, registers.id],
    }).onDelete("cascade"),
  ],
);
