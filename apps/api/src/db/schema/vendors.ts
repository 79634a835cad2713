// Vendors of a location (spec §3 Vendor): suppliers with a license whose file lives in the storage adapter.
import { sql } from "drizzle-orm";
import { boolean, date, index, pgTable, text, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { idColumn, tenantColumns, timestampColumns } from "./columns.ts";

export const vendors = pgTable(
  "vendors",
  {
    ...idColumn(),
    ...tenantColumns(),
    name: text().notNull(),
    paymentTerms: text(),
    address: text(),
    city: text(),
    state: text(),
    zipCode: text(),
    licenseNumber: text(),
    licenseType: text(),
    licenseExpiry: date(),
    /** Storage key of the uploaded license (never a public URL: downloads go through the access check). */
    licenseFileKey: text(),
    licenseFileType: text(),
    contactName: text(),
    contactEmail: text(),
    contactPhone: text(),
    active: boolean().notNull().default(true),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex("vendors_location_name_key").on(t.organizationId, t.locationId, sql`lower(${t.name})`),
    // The target of products' (location_id, vendor_id) key: a product never points at another location's vendor.
    unique("vendors_location_id_key").on(t.locationId, t.id),
    index("vendors_location_expiry_idx").on(t.organizationId, t.locationId, t.licenseExpiry),
  ],
);
