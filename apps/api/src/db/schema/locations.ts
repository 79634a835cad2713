// Locations of an organization and the roles members hold at each (spec §3 Location, domain.md → Tenancy).
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { organizationMembers, organizations } from "./organizations.ts";

export const locations = pgTable(
  "locations",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text().notNull(),
    address: text(),
    address2: text(),
    city: text(),
    state: text(),
    postalCode: text(),
    country: text({ enum: ["CA", "US"] }).notNull(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    timeZone: text().notNull(),
    currency: text({ enum: ["CAD", "USD"] }).notNull(),
    minimumAge: integer().notNull(),
    cashRounding: text({ enum: ["NONE", "NEAREST_5_CENTS"] }).notNull(),
    limitsProfile: text().notNull(),
    /** The owner confirmed that no purchase limits apply here (a US or Canadian store needs it to sell with NONE). */
    limitsNoneConfirmed: boolean().notNull().default(false),
    /** The jurisdiction preset applied (decision 0018) and the version of its data. */
    jurisdiction: text(),
    jurisdictionVersion: text(),
    /** Minimum age of a medical customer with a valid card; null: the same as minimumAge. */
    medicalMinimumAge: integer(),
    /** What the receipt prints (decision 0024): the business's legal name (null: the organization's name), its tax
     * registration numbers (GST/HST in Canada; seller's permit and state license in the US) and return policy. */
    legalName: text(),
    gstHstNumber: text(),
    sellersPermit: text(),
    licenseNumber: text(),
    returnPolicy: text(),
    /** Whether a refund of a card sale may be paid in cash instead of back to the card (the store's rule). */
    cardRefundsInCash: boolean().notNull().default(false),
    /** The language its receipts are printed and sent in (decision 0034). */
    receiptLanguage: text({ enum: ["en", "fr-CA"] })
      .notNull()
      .default("en"),
    /** Offline selling's risk rules (decision 0027): how long a register may sell offline, and its largest sale. */
    offlineMaxMinutes: integer().notNull().default(240),
    offlineMaxSaleCents: integer().notNull().default(50_000),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Names tell locations apart in the switcher; the index also serves the default sort.
    uniqueIndex("locations_org_name_key").on(t.organizationId, sql`lower(${t.name})`),
    index("locations_org_created_idx").on(t.organizationId, t.createdAt),
    check("locations_country_check", sql`${t.country} in ('CA', 'US')`),
    check("locations_currency_check", sql`${t.currency} in ('CAD', 'USD')`),
    check("locations_cash_rounding_check", sql`${t.cashRounding} in ('NONE', 'NEAREST_5_CENTS')`),
    check("locations_minimum_age_check", sql`${t.minimumAge} between 18 and 25`),
    check("locations_medical_minimum_age_check", sql`${t.medicalMinimumAge} between 18 and 25`),
    check("locations_receipt_language_check", sql`${t.receiptLanguage} in ('en', 'fr-CA')`),
    check("locations_offline_rules_check", sql`${t.offlineMaxMinutes} >= 0 and ${t.offlineMaxSaleCents} >= 0`),
  ],
);

export const memberLocationRoles = pgTable(
  "member_location_roles",
  {
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    memberId: uuid()
      .notNull()
      .references(() => organizationMembers.id, { onDelete: "cascade" }),
    locationId: uuid()
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    role: text({ enum: ["MANAGER", "CASHIER", "INVENTORY", "VIEWER"] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.locationId, t.role] }),
    index("member_location_roles_location_idx").on(t.locationId),
    check("member_location_roles_role_check", sql`${t.role} in ('MANAGER', 'CASHIER', 'INVENTORY', 'VIEWER')`),
  ],
);
