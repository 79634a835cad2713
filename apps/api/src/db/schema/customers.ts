// Customers and customer groups (spec §3 Customer): the organization's, seen at every one of its locations;
// locationId records where a customer or group was created.
import { sql } from "drizzle-orm";
import { boolean, date, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { tenantColumns } from "./columns.ts";

const tenant = tenantColumns();

export const customerGroups = pgTable(
  "customer_groups",
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenant,
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("customer_groups_org_name_key").on(t.organizationId, sql`lower(${t.name})`)],
);

export const customers = pgTable(
  "customers",
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenant,
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text(),
    phone: text(),
    dateOfBirth: date().notNull(),
    type: text({ enum: ["RECREATIONAL", "MEDICAL"] }).notNull(),
    /** STATE_ID_CARD (California's county-issued MMIC), RECOMMENDATION or PROVINCIAL_DOCUMENT (decision 0018). */
    medicalCardType: text({ enum: ["STATE_ID_CARD", "RECOMMENDATION", "PROVINCIAL_DOCUMENT"] }),
    medicalCardNumber: text(),
    medicalCardState: text(),
    medicalCardExpiry: date(),
    /** ID from outside the location's state: limits with a non-resident amount apply (Illinois, decision 0023). */
    nonResident: boolean().notNull().default(false),
    notes: text(),
    status: text({ enum: ["ACTIVE", "INACTIVE", "BANNED"] })
      .notNull()
      .default("ACTIVE"),
    // The last sale counted against the customer's DAY purchase limits. A sale read the customer's day usage with
    // it and writes only if it has not moved since, then moves it (sales.statements.ts writeSale): two registers
    // selling to one customer at once cannot both pass a DAY limit. Not a foreign key: a marker, never joined.
    lastSaleId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // E-mail and phone identify a customer across the organization's stores.
    uniqueIndex("customers_org_email_key").on(t.organizationId, t.email).where(sql`${t.email} is not null`),
    uniqueIndex("customers_org_phone_key").on(t.organizationId, t.phone).where(sql`${t.phone} is not null`),
    // The default sort (last name, then first name) and the created-on-a-day filter.
    index("customers_org_name_idx").on(t.organizationId, sql`lower(${t.lastName})`, sql`lower(${t.firstName})`),
    index("customers_org_created_idx").on(t.organizationId, t.createdAt),
  ],
);

export const customerGroupMembers = pgTable(
  "customer_group_members",
  {
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    customerGroupId: uuid()
      .notNull()
      .references(() => customerGroups.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.customerGroupId] }),
    index("customer_group_members_group_idx").on(t.customerGroupId),
  ],
);
