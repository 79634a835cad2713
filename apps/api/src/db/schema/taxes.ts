// Tax groups, tax rates and their assignments (spec §3 Tax group / Tax rate, domain.md → Pricing).

import type { MedicalCardType, TaxRateFilter } from "@verdant/shared/pricing/pricing.types";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
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
import { brands, categories, products } from "./catalog.ts";
import { tenantColumns } from "./columns.ts";

const tenant = tenantColumns();

export const taxGroups = pgTable(
  "tax_groups",
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenant,
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("tax_groups_location_name_key").on(t.locationId, sql`lower(${t.name})`)],
);

/**
 * A group's rates form a linked list (previous/next). The partial unique indexes make a broken list impossible:
 * no two rates claim the same predecessor or successor, and a group has one head and one tail. Services relink
 * in an order that never passes through a state these indexes refuse (they are checked row by row).
 */
export const taxRates = pgTable(
  "tax_rates",
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenant,
    // No cascade: a group is deleted only after its rates moved or became standalone (tax-groups service).
    taxGroupId: uuid().references(() => taxGroups.id),
    name: text().notNull(),
    ratePpm: integer().notNull(),
    customerType: text({ enum: ["RECREATIONAL", "MEDICAL", "ALL"] }).notNull(),
    compound: boolean().notNull().default(false),
    status: text({ enum: ["ACTIVE", "INACTIVE"] })
      .notNull()
      .default("ACTIVE"),
    /** Restricts the rate to some compliance classes or THC tiers (Illinois); null applies it to every line. */
    appliesTo: jsonb().$type<TaxRateFilter>(),
    /** Local days (store's time zone) the rate is in force, to inclusive; null: open-ended (decision 0018). */
    effectiveFrom: date({ mode: "string" }),
    effectiveTo: date({ mode: "string" }),
    /** The statute or regulator page behind the figure (every preset rate has one). */
    source: text(),
    /** Set on rates a jurisdiction preset created: "US-CA-LOS-ANGELES/cannabis/excise@2025-07-01". */
    presetKey: text(),
    /** The preset's figure; a ratePpm different from it is the store's override. */
    presetRatePpm: integer(),
    /** A customer with a valid medical card of one of these types is exempt from the rate. */
    exemptCardTypes: jsonb().$type<MedicalCardType[]>(),
    previousTaxRateId: uuid().references((): AnyPgColumn => taxRates.id, { onDelete: "set null" }),
    nextTaxRateId: uuid().references((): AnyPgColumn => taxRates.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("tax_rates_rate_ppm_range", sql`${t.ratePpm} between 0 and 1000000`),
    check(
      "tax_rates_effective_order",
      sql`${t.effectiveTo} is null or ${t.effectiveFrom} is null or ${t.effectiveTo} >= ${t.effectiveFrom}`,
    ),
    uniqueIndex("tax_rates_preset_key").on(t.locationId, t.presetKey).where(sql`${t.presetKey} is not null`),
    check(
      "tax_rates_standalone_unlinked",
      sql`${t.taxGroupId} is not null or (${t.previousTaxRateId} is null and ${t.nextTaxRateId} is null)`,
    ),
    uniqueIndex("tax_rates_previous_key").on(t.previousTaxRateId).where(sql`${t.previousTaxRateId} is not null`),
    uniqueIndex("tax_rates_next_key").on(t.nextTaxRateId).where(sql`${t.nextTaxRateId} is not null`),
    uniqueIndex("tax_rates_group_head_key")
      .on(t.taxGroupId)
      .where(sql`${t.taxGroupId} is not null and ${t.previousTaxRateId} is null`),
    uniqueIndex("tax_rates_group_tail_key")
      .on(t.taxGroupId)
      .where(sql`${t.taxGroupId} is not null and ${t.nextTaxRateId} is null`),
    index("tax_rates_location_name_idx").on(t.locationId, t.name),
  ],
);

/**
 * An entity (category, brand, or a group that includes another) has at most one group per location. The entity
 * is also kept in a typed column with a foreign key to the same location's row, so deleting a brand, category or
 * group takes its assignment with it and no assignment can name another location's entity.
 */
export const taxGroupAssignments = pgTable(
  "tax_group_assignments",
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenant,
    taxGroupId: uuid()
      .notNull()
      .references(() => taxGroups.id, { onDelete: "cascade" }),
    entityType: text({ enum: ["CATEGORY", "BRAND", "TAX_GROUP"] }).notNull(),
    entityId: uuid().notNull(),
    categoryId: uuid(),
    brandId: uuid(),
    memberTaxGroupId: uuid().references(() => taxGroups.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tax_group_assignments_entity_key").on(t.locationId, t.entityType, t.entityId),
    index("tax_group_assignments_group_idx").on(t.taxGroupId),
    foreignKey({
      name: "tax_group_assignments_category_fk",
      columns: [t.locationId, t.categoryId],
      foreignColumns: [categories.locationId, categories.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "tax_group_assignments_brand_fk",
      columns: [t.locationId, t.brandId],
      foreignColumns: [brands.locationId, brands.id],
    }).onDelete("cascade"),
    check(
      "tax_group_assignments_entity_check",
      sql`(${t.entityType} = 'CATEGORY' and ${t.categoryId} = ${t.entityId})
        or (${t.entityType} = 'BRAND' and ${t.brandId} = ${t.entityId})
        or (${t.entityType} = 'TAX_GROUP' and ${t.memberTaxGroupId} = ${t.entityId} and ${t.entityId} <> ${t.taxGroupId})`,
    ),
  ],
);

/** A conflict between a product's brand group and its category group, resolved by a manager (domain.md). */
export const taxConflictResolutions = pgTable(
  "tax_conflict_resolutions",
  {
    ...tenant,
    productId: uuid().notNull(),
    winner: text({ enum: ["CATEGORY", "BRAND"] }).notNull(),
    resolvedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tax_conflict_resolutions_product_key").on(t.locationId, t.productId),
    foreignKey({
      name: "tax_conflict_resolutions_product_fk",
      columns: [t.locationId, t.productId],
      foreignColumns: [products.locationId, products.id],
    }).onDelete("cascade"),
  ],
);
