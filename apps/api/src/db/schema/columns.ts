// Columns the tenant tables share, spread into each table's definition: the organization and location a row belongs
// to (deleted with them), a random id, and the creation and update times. One definition, so every domain's tables
// agree on the tenancy keys that every query is scoped by.
import { timestamp, uuid } from "drizzle-orm/pg-core";
import { locations } from "./locations.ts";
import { organizations } from "./organizations.ts";

const tenantKeys = (onDelete: "cascade" | "restrict") => ({
  organizationId: uuid()
    .notNull()
    .references(() => organizations.id, { onDelete }),
  locationId: uuid()
    .notNull()
    .references(() => locations.id, { onDelete }),
});

export const tenantColumns = () => tenantKeys("cascade");

/**
 * The same keys for history (ledger rows, sales and their lines, payments, refunds, drawer sessions): restrictive,
 * so deleting an organization or location that has history is refused instead of erasing it (decision 0017).
 */
export const historyTenantColumns = () => tenantKeys("restrict");

export const idColumn = () => ({ id: uuid().primaryKey().defaultRandom() });

export const timestampColumns = () => ({
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
