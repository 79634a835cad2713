// State track-and-trace (Metrc): a location's link, the outbox of reports, the receipts the state holds for our
// sales, remembered item → product matches and the manifests received (docs/decisions/0021 and 0022).
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { tenantColumns, timestampColumns } from "./columns.ts";
import { locations } from "./locations.ts";
import { organizations } from "./organizations.ts";

const tenant = tenantColumns();

/** One per linked location; the user key is AES-256-GCM ciphertext (never returned, never logged). */
export const trackTraceLinks = pgTable(
  "track_trace_links",
  {
    locationId: uuid()
      .primaryKey()
      .references(() => locations.id, { onDelete: "cascade" }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    system: text({ enum: ["METRC"] })
      .notNull()
      .default("METRC"),
    state: text().notNull(),
    licenseNumber: text().notNull(),
    userKeyCipher: text().notNull(),
    /** Product adjustment reason → the state's reason name (data, editable). */
    reasonMap: jsonb().$type<Record<string, string>>().notNull(),
    /** Sales completed from here on are reported; the sweep's cursor starts here (decision 0022). */
    linkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    saleCursor: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** One worker at a time per location keeps the reports in order: it holds the lease while it sends. */
    leaseUntil: timestamp({ withTimezone: true }),
    lastSuccessAt: timestamp({ withTimezone: true }),
    ...timestampColumns(),
  },
  (t) => [check("track_trace_links_system_check", sql`${t.system} in ('METRC')`)],
);

export const trackTraceEventKinds = ["SALE", "SALE_VOID", "SALE_REFUND", "ADJUSTMENT", "REFUND_WRITE_OFF"] as const;

/** The outbox: one row per event to report, unique per source, sent in id order per package. */
export const trackTraceEvents = pgTable(
  "track_trace_events",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    ...tenant,
    kind: text({ enum: trackTraceEventKinds }).notNull(),
    /** The sale, the refund (SALE_REFUND, REFUND_WRITE_OFF) or the ledger row the event reports. */
    sourceId: uuid().notNull(),
    /** The sale a void or refund belongs to (the sale itself for SALE). */
    saleId: uuid(),
    status: text({ enum: ["PENDING", "DONE", "FAILED"] })
      .notNull()
      .default("PENDING"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Package labels the event touches (known after its first attempt). */
    labels: text().array().notNull().default(sql`'{}'::text[]`),
    /** The last attempt may have reached the state (timeout, 5xx): look before sending again. */
    uncertain: boolean().notNull().default(false),
    /** An adjustment's package quantities in the state (by label) just before it was first sent (the lookup before a retry). */
    stateQuantityBefore: jsonb().$type<Record<string, number>>(),
    lastError: text(),
    lastErrorAt: timestamp({ withTimezone: true }),
    doneAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("track_trace_events_source_key").on(t.kind, t.sourceId),
    index("track_trace_events_queue_idx").on(t.locationId, t.status, t.createdAt, t.id),
    index("track_trace_events_sale_idx").on(t.saleId),
    check(
      "track_trace_events_kind_check",
      sql`${t.kind} in ('SALE', 'SALE_VOID', 'SALE_REFUND', 'ADJUSTMENT', 'REFUND_WRITE_OFF')`,
    ),
    check("track_trace_events_status_check", sql`${t.status} in ('PENDING', 'DONE', 'FAILED')`),
  ],
);

/** The state's receipt for one of our sales (its id, for updates and deletes). */
export const trackTraceReceipts = pgTable("track_trace_receipts", {
  saleId: uuid().primaryKey(),
  ...tenant,
  externalNumber: text().notNull(),
  receiptId: bigint({ mode: "number" }),
  deleted: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The remembered match of a state item name to a product here. */
export const trackTraceItemMatches = pgTable(
  "track_trace_item_matches",
  {
    ...tenant,
    itemName: text().notNull(),
    productId: uuid().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.itemName] })],
);

/** A manifest delivery taken in as a receive order, once. */
export const trackTraceDeliveries = pgTable(
  "track_trace_deliveries",
  {
    ...tenant,
    deliveryId: bigint({ mode: "number" }).notNull(),
    manifestNumber: text().notNull(),
    receiveOrderId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.deliveryId] })],
);
