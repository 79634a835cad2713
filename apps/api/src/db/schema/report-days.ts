// Per-day summaries of the recorded sales for the reports over long periods (decision 0025b). Derived, never written
// by the API: triggers on sale_lines, sales and sale_refunds keep them in the same transaction as the sale, void or
// refund (migration of 0025b), and tax_days_rebuild(location) recounts a location from the recorded rows.
import { bigint, date, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { locations } from "./locations.ts";

/** Per location, local day and rate (and percentage and name, as recorded): the base and tax of the sales that
 *  stand (by completion day) and of the refunds made (by refund day). */
export const taxRateDays = pgTable(
  "tax_rate_days",
  {
    locationId: uuid()
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    day: date().notNull(),
    rateId: text().notNull(),
    name: text().notNull(),
    ratePpm: integer().notNull(),
    baseCents: bigint({ mode: "number" }).notNull().default(0),
    collectedCents: bigint({ mode: "number" }).notNull().default(0),
    refundedBaseCents: bigint({ mode: "number" }).notNull().default(0),
    refundedCents: bigint({ mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.day, t.rateId, t.ratePpm, t.name] })],
);

/** Per location and local day: the line net of the sales that stand, the part that carried no tax, and the net
 *  given back by the refunds made that day. */
export const saleDays = pgTable(
  "sale_days",
  {
    locationId: uuid()
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    day: date().notNull(),
    netCents: bigint({ mode: "number" }).notNull().default(0),
    untaxedCents: bigint({ mode: "number" }).notNull().default(0),
    returnsCents: bigint({ mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.day] })],
);

/** Per location, local day, product, customer type and the set of rates its lines carried (rate ids, sorted, comma
 *  separated): the line net. The medical exemption of a period is read from it (decision 0025b). */
export const productRateDays = pgTable(
  "product_rate_days",
  {
    locationId: uuid()
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    day: date().notNull(),
    productId: uuid().notNull(),
    customerType: text().notNull(),
    rateSet: text().notNull(),
    /** Lines counted (a voided sale takes its lines back), so a line of no net still counts as charged. */
    lines: integer().notNull().default(0),
    netCents: bigint({ mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.day, t.productId, t.customerType, t.rateSet] })],
);
