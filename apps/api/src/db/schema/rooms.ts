// Rooms of a location (spec §3 Room): the schema every later location-scoped domain copies.
import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { idColumn, tenantColumns, timestampColumns } from "./columns.ts";

export const rooms = pgTable(
  "rooms",
  {
    ...idColumn(),
    ...tenantColumns(),
    name: text().notNull(),
    isActive: boolean().notNull().default(true),
    area: doublePrecision(),
    roomTypes: text({ enum: ["SALES_FLOOR", "VAULT", "QUARANTINE", "STORAGE", "PROCESSING"] })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    linkedRegisters: text().array().notNull().default(sql`'{}'::text[]`),
    ...timestampColumns(),
  },
  (t) => [
    // Case-insensitive unique names; the same index serves the default sort (name) and the name filter's scope.
    uniqueIndex("rooms_location_name_key").on(t.locationId, sql`lower(${t.name})`),
    index("rooms_location_created_idx").on(t.locationId, t.createdAt),
    check("rooms_area_check", sql`${t.area} >= 0`),
  ],
);
