// Organizations, their members and invites (domain.md → Tenancy and roles).
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

export const organizations = pgTable(
  "organizations",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    slug: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("organizations_slug_key").on(t.slug)],
);

export const organizationMembers = pgTable(
  "organization_members",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text({ enum: ["OWNER", "ADMIN", "MEMBER"] }).notNull(),
    /** When the member saw (or skipped) the staff welcome (members.welcome.ts); set at once for the owner. */
    welcomedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("organization_members_org_user_key").on(t.organizationId, t.userId),
    // Exactly one owner: transfer-ownership demotes the old owner before promoting the new one.
    uniqueIndex("organization_members_one_owner_key").on(t.organizationId).where(sql`${t.type} = 'OWNER'`),
    index("organization_members_user_idx").on(t.userId),
    check("organization_members_type_check", sql`${t.type} in ('OWNER', 'ADMIN', 'MEMBER')`),
  ],
);

export type InviteLocationRoles = { locationId: string; roles: ("MANAGER" | "CASHIER" | "INVENTORY" | "VIEWER")[] }[];

export const organizationInvites = pgTable(
  "organization_invites",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    code: text().notNull(),
    email: text(),
    phone: text(),
    type: text({ enum: ["ADMIN", "MEMBER"] }).notNull(),
    // Kept as chosen; locations deleted before acceptance are dropped when the invite is used.
    locationRoles: jsonb().$type<InviteLocationRoles>().notNull().default([]),
    invitedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("organization_invites_code_key").on(t.code),
    index("organization_invites_org_idx").on(t.organizationId, t.createdAt),
    check("organization_invites_type_check", sql`${t.type} in ('ADMIN', 'MEMBER')`),
    check("organization_invites_address_check", sql`(${t.email} is null) <> (${t.phone} is null)`),
  ],
);
