// Per-day summaries of the sales, discounts and customers reports (decision 0038), kept like those of the tax
// liability (decision 0025b): triggers on sale_lines (insert, and refunded_quantity updates) and sales (voids, and
// moves of completion time, location, cashier, customer or customer type) write them in the sale's, void's and
// refund's own transaction; sale_summaries_rebuild(location) recounts a location from the recorded rows. Figures
// are those of the standing sales completed that local day: "kept" ones (units, milligrams, net, cost) are the lines'
// less what their refunds gave back, as the sales report counts them; gross, discount and rung net are as rung up.
import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { locations } from "./locations.ts";

const location = () =>
  uuid()
    .notNull()
    .references(() => locations.id, { onDelete: "cascade" });
const cents = () => bigint({ mode: "number" }).notNull().default(0);
const count = () => integer().notNull().default(0);

/** Kept units, milligrams, net and cost of the lines (cost from the line's lots_cost, recorded at sale time). */
const kept = () => ({ units: cents(), milligrams: cents(), netCents: cents(), costCents: cents() });

/** Per location, local day, hour, cashier and customer type: the sales (each counts in one row), their kept
 *  figures, and as rung up their gross, discounts, net, and the sales and net of the lines that carried a discount. */
export const saleHourDays = pgTable(
  "sale_hour_days",
  {
    locationId: location(),
    day: date().notNull(),
    hour: integer().notNull(),
    cashierId: uuid().notNull(),
    customerType: text().notNull(),
    sales: count(),
    ...kept(),
    grossCents: cents(),
    discountCents: cents(),
    rungNetCents: cents(),
    discountedSales: count(),
    discountedNetCents: cents(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.day, t.hour, t.cashierId, t.customerType] })],
);

/** Per location, local day and item of a kind (product, brand, category or vendor at sale time; '' for none) with
 *  the name the lines recorded: the sales that had it (a sale counts once per item), its lines and kept figures. */
export const saleItemDays = pgTable(
  "sale_item_days",
  {
    locationId: location(),
    day: date().notNull(),
    kind: text({ enum: ["product", "brand", "category", "vendor"] }).notNull(),
    itemId: text().notNull(),
    name: text().notNull(),
    sales: count(),
    lines: count(),
    ...kept(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.kind, t.day, t.itemId, t.name] })],
);

/** Per location, local day, customer and the customer type the sales recorded: the sales and their kept net. */
export const customerDays = pgTable(
  "customer_days",
  {
    locationId: location(),
    day: date().notNull(),
    customerId: uuid().notNull(),
    customerType: text().notNull(),
    sales: count(),
    netCents: cents(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.day, t.customerId, t.customerType] }),
    index("customer_days_customer_idx").on(t.locationId, t.customerId, t.day),
  ],
);

/** Per location, local day and discount (id and name as the lines recorded them): the sales and lines it took
 *  something off, their units and milligrams, gross, what this discount took and their net, as rung up. */
export const discountDays = pgTable(
  "discount_days",
  {
    locationId: location(),
    day: date().notNull(),
    discountId: text().notNull(),
    name: text().notNull(),
    sales: count(),
    lines: count(),
    units: cents(),
    milligrams: cents(),
    grossCents: cents(),
    discountCents: cents(),
    netCents: cents(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.day, t.discountId, t.name] })],
);
