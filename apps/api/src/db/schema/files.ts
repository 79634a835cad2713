// Uploaded files of a server installation (DATABASE_URL): every API process reads the same bytes
// (lib/storage/database-files.ts). The embedded mode keeps its files in a local folder instead.
import { customType, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

export const storedFiles = pgTable("stored_files", {
  /** The storage key ('/'-separated safe words); '.signing-key' holds the secret of signed links. */
  key: text().primaryKey(),
  /** The type read from the bytes when stored, never the one a client declared. */
  contentType: text().notNull(),
  size: integer().notNull(),
  data: bytes().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
