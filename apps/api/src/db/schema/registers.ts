// Registers and their drawer sessions (domain.md → Selling). A register's rooms are the rooms whose
// linkedRegisters name it (schema/rooms.ts), so the link has one source of truth.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
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
import { historyTenantColumns, idColumn, tenantColumns } from "./columns.ts";
import { locations } from "./locations.ts";
import { users } from "./users.ts";

const tenant = { ...idColumn(), ...tenantColumns() };
const history = { ...idColumn(), ...historyTenantColumns() };

/**
 * Bumped by statement triggers (migration 0010) on every change to what a sale reads of its location besides the
 * products: the location's settings, discounts and their settings, tax groups, rates and assignments, registers and
 * rooms. A process keeps the register's selling context for as long as this version stands (sales.setup.ts).
 */
export const sellingContextVersions = pgTable("selling_context_versions", {
  locationId: uuid()
    .primaryKey()
    .references(() => locations.id, { onDelete: "cascade" }),
  version: bigint({ mode: "number" }).notNull().default(0),
});

export const registers = pgTable(
  "registers",
  {
    ...tenant,
    name: text().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("registers_location_name_key").on(t.organizationId, t.locationId, sql`lower(${t.name})`),
    // The target of (location_id, register_id) keys: a drawer or a sale can only use its own location's register.
    uniqueIndex("registers_location_id_key").on(t.locationId, t.id),
  ],
);

export const drawerSessions = pgTable(
  "drawer_sessions",
  {
    ...history,
    registerId: uuid().notNull(),
    status: text({ enum: ["OPEN", "CLOSED"] })
      .notNull()
      .default("OPEN"),
    openingFloatCents: integer().notNull(),
    openedBy: uuid()
      .notNull()
      .references(() => users.id),
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedBy: uuid().references(() => users.id),
    closedAt: timestamp({ withTimezone: true }),
    counts: jsonb().$type<{ denominationCents: number; count: number }[]>(),
    countedCashCents: integer(),
    expectedCashCents: integer(),
    overShortCents: integer(),
    notes: text(),
  },
  (t) => [
    // One open drawer per register: two cashiers opening at once cannot both succeed.
    uniqueIndex("drawer_sessions_one_open_key").on(t.registerId).where(sql`${t.status} = 'OPEN'`),
    uniqueIndex("drawer_sessions_location_id_key").on(t.locationId, t.id),
    index("drawer_sessions_location_opened_idx").on(t.organizationId, t.locationId, t.openedAt),
    index("drawer_sessions_register_idx").on(t.registerId, t.openedAt),
    foreignKey({
      name: "drawer_sessions_register_fk",
      columns: [t.locationId, t.registerId],
      foreignColumns: [registers.locationId, registers.id],
    }).onDelete("restrict"),
    check("drawer_sessions_status_check", sql`${t.status} in ('OPEN', 'CLOSED')`),
    check("drawer_sessions_float_check", sql`${t.openingFloatCents} >= 0`),
    check(
      "drawer_sessions_closed_check",
      sql`(${t.status} = 'OPEN') = (${t.closedAt} is null) and (${t.status} = 'OPEN' or ${t.countedCashCents} is not null)`,
    ),
  ],
);

export const drawerMovements = pgTable(
  "drawer_movements",
  {
    ...history,
    drawerSessionId: uuid()
      .notNull()
      .references(() => drawerSessions.id, { onDelete: "restrict" }),
    type: text({ enum: ["DROP", "PAY_IN", "PAY_OUT"] }).notNull(),
    amountCents: integer().notNull(),
    reason: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("drawer_movements_session_idx").on(t.drawerSessionId, t.createdAt),
    check("drawer_movements_type_check", sql`${t.type} in ('DROP', 'PAY_IN', 'PAY_OUT')`),
    check("drawer_movements_amount_check", sql`${t.amountCents} > 0`),
  ],
);
