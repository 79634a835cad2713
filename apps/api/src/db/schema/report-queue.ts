// The sale lines waiting to enter the report summaries (decision 0044). A sale's own write only records its lines
// here, with the facts the summaries are keyed by as they stood when the line was written (its sale's local day and
// hour, cashier, customer, customer type, and the units already refunded); report_queue_fold(location) moves them
// into the summaries of decisions 0025b and 0038 in one batch. A worker folds every few seconds, and every report
// that reads the summaries folds its location first, so a report counts every committed sale.
import { bigint, date, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";

export const reportQueue = pgTable(
  "report_queue",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    // No foreign key: its check would lock the location's row on every sale. A deleted location's rows are
    // dropped by the next fold (the summaries skip lines of locations that are gone).
    locationId: uuid().notNull(),
    lineId: uuid().notNull(),
    refundedQuantity: integer().notNull(),
    day: date().notNull(),
    hour: integer().notNull(),
    cashierId: uuid().notNull(),
    customerId: uuid().notNull(),
    customerType: text().notNull(),
  },
  (t) => [index("report_queue_location_idx").on(t.locationId, t.id)],
);
