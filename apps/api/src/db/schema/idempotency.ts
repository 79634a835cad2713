// Idempotency keys (api-conventions.md → Writes; docs/decisions/0007-idempotency.md): the first answer to a
// request that moves money or stock, kept per organization, key and route, so a retry gets it back unchanged.
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations } from "./organizations.ts";

export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    key: text().notNull(),
    /** Method and route pattern: the same key may be used once on each kind of call. */
    route: text().notNull(),
    /** A hash of the exact path and body: reusing a key for a different request is refused. */
    fingerprint: text().notNull(),
    statusCode: integer().notNull(),
    body: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.key, t.route] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);
