// Manager overrides (decision 0019): a manager's PIN (hashed like passwords) lets a cashier void or refund at the
// register; each approval is a row here, never deleted, naming who asked, who approved and what for.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { tenantColumns } from "./columns.ts";
import { sales } from "./sales.ts";
import { users } from "./users.ts";

export const managerPins = pgTable("manager_pins", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  pinHash: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /**
   * The offline key (decision 0035): PBKDF2-SHA-256 of the PIN with this person's own salt, from which registers
   * get short-lived verifiers and against which offline approvals are checked at sync. Null until the PIN is next
   * set or used online.
   */
  offlineSalt: text(),
  offlineKey: text(),
  offlineIterations: integer(),
});

export const managerOverrides = pgTable(
  "manager_overrides",
  {
    id: uuid().primaryKey().defaultRandom(),
    ...tenantColumns(),
    saleId: uuid()
      .notNull()
      .references(() => sales.id, { onDelete: "cascade" }),
    action: text({ enum: ["VOID", "REFUND"] }).notNull(),
    requestedBy: uuid()
      .notNull()
      .references(() => users.id),
    approvedBy: uuid()
      .notNull()
      .references(() => users.id),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("manager_overrides_sale_idx").on(t.saleId),
    index("manager_overrides_location_created_idx").on(t.locationId, t.createdAt),
    check("manager_overrides_action_check", sql`${t.action} in ('VOID', 'REFUND')`),
  ],
);
