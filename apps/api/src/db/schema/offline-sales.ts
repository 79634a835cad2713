// Sales a register made while it could not reach the server (issue 19, decision 0027): the sale itself is an ordinary
// row of `sales`; this row says it was sold offline, under which register-scoped receipt number, since when the
// register was offline, what total the register charged, and what the server found when it arrived (stock short, a
// limit passed, a price that changed). A manager resolves it with a note; rows are never deleted.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { historyTenantColumns } from "./columns.ts";
import { sales } from "./sales.ts";
import { users } from "./users.ts";

export interface OfflineFlag {
  code: string;
  message: string;
}

/** A manager's approval past the offline limits as the sale carried it, and whether the server verified it. */
export interface OfflineApprovalRow {
  approverId: string;
  approvedAt: string;
  reason: string;
  verified: boolean;
}

export const offlineSales = pgTable(
  "offline_sales",
  {
    saleId: uuid()
      .primaryKey()
      .references(() => sales.id, { onDelete: "restrict" }),
    ...historyTenantColumns(),
    registerId: uuid().notNull(),
    /** The number printed on the customer's receipt: the register's offline series, e.g. "F3K9-12". */
    offlineReceipt: text().notNull(),
    soldAt: timestamp({ withTimezone: true }).notNull(),
    offlineSince: timestamp({ withTimezone: true }).notNull(),
    syncedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The total the register charged, as it priced the cart offline. */
    registerTotalCents: integer().notNull(),
    flags: jsonb().$type<OfflineFlag[]>().notNull(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: uuid().references(() => users.id),
    resolution: text(),
    /** A manager's approval past the location's offline limits (decision 0035), or null. */
    approval: jsonb().$type<OfflineApprovalRow>(),
  },
  (t) => [
    uniqueIndex("offline_sales_receipt_key").on(t.locationId, t.offlineReceipt),
    index("offline_sales_location_synced_idx").on(t.organizationId, t.locationId, t.syncedAt),
    index("offline_sales_open_idx").on(t.locationId).where(sql`${t.resolvedAt} is null`),
  ],
);
