// Discounts and the location's combination mode (spec §3 Discount, domain.md → Pricing). The parts are stored in
// the pricing engine's own shapes: rules and amount stay null until their stage is saved.
import type { DiscountAmount, DiscountAvailability } from "@verdant/shared/pricing/pricing.types";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { tenantColumns } from "./columns.ts";
import { locations } from "./locations.ts";
import { organizations } from "./organizations.ts";

const tenant = tenantColumns();

export const discounts = pgTable(
  "discounts",
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenant,
    name: text().notNull(),
    code: text(),
    description: text(),
    status: text({ enum: ["DRAFT", "CONFIRMED", "INACTIVE"] })
      .notNull()
      .default("DRAFT"),
    /** ISO instant or local YYYY-MM-DD, as the engine reads them. */
    startsAt: text(),
    endsAt: text(),
    availability: jsonb().$type<DiscountAvailability>(),
    rulesSavedAt: timestamp({ withTimezone: true }),
    scope: text({ enum: ["BRAND", "CATEGORY", "PRODUCT"] }),
    scopeIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    customerGroupIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    minQuantity: integer(),
    minSubtotalCents: integer(),
    amount: jsonb().$type<DiscountAmount>(),
    position: integer().notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("discounts_location_code_key")
      .on(t.locationId, sql`upper(${t.code})`)
      .where(sql`${t.code} is not null`),
    // The default order of the list and of the engine.
    index("discounts_location_position_idx").on(t.locationId, t.position),
    index("discounts_customer_groups_idx").using("gin", t.customerGroupIds),
    check(
      "discounts_confirmed_complete",
      sql`${t.status} = 'DRAFT' or (${t.rulesSavedAt} is not null and ${t.amount} is not null)`,
    ),
  ],
);

export const discountSettings = pgTable("discount_settings", {
  locationId: uuid()
    .primaryKey()
    .references(() => locations.id, { onDelete: "cascade" }),
  organizationId: uuid()
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" }),
  combinationMode: text({ enum: ["APPLY_ALL", "APPLY_HIGHEST_ONLY", "APPLY_LOWEST_ONLY", "DISABLE_ALL"] })
    .notNull()
    .default("APPLY_ALL"),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
