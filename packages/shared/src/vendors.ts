// Vendors of a location and their licenses (spec §3 Vendor, §7 Vendors, §8 Vendor license).
import { z } from "zod";
import { locationParams } from "./catalog.ts";
import { licenseStatuses, vendorSorts } from "./list-filters.ts";
import { booleanQuery, bulkResult, idList, listOf, pageQuery } from "./lists.ts";
import { isE164Phone } from "./phone.ts";
import { isEmail } from "./validation.ts";

export { licenseStatuses };
export type LicenseStatus = (typeof licenseStatuses)[number];
/** A license expiring within this many days (inclusive) is EXPIRING_SOON. */
export const LICENSE_EXPIRING_DAYS = 30;

export const LICENSE_FILE = {
  maxBytes: 10 * 1024 * 1024,
  types: ["application/pdf", "image/png", "image/jpeg", "image/webp"] as const,
} as const;
export type LicenseFileType = (typeof LICENSE_FILE.types)[number];

/** The day a license stops being valid decides its status; the day itself is still valid. */
export function licenseStatusOf(expiry: string | null | undefined, today: string): LicenseStatus {
  if (!expiry) return "MISSING";
  if (expiry < today) return "EXPIRED";
  return expiry <= addDaysTo(today, LICENSE_EXPIRING_DAYS) ? "EXPIRING_SOON" : "VALID";
}

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === "" ? null : v));

/** An optional checked value: empty becomes null, anything else must pass the check. */
const optionalChecked = (field: string, check: (v: string) => boolean, rule: string, tidy = (v: string) => v) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .transform(tidy)
    .refine((v) => v === "" || check(v), `${field} ${rule}`)
    .nullable()
    .optional()
    .transform((v) => (v === "" ? null : v));

const isoDate = z
  .string({ error: "licenseExpiry must be a date (YYYY-MM-DD)" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "licenseExpiry must be a date (YYYY-MM-DD)")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "licenseExpiry must be a real date")
  .nullable()
  .optional();

const vendorFields = {
  name: z
    .string({ error: "name is required" })
    .trim()
    .min(1, "name is required")
    .max(150, "name must be at most 150 characters"),
  paymentTerms: text("paymentTerms", 100),
  address: text("address", 200),
  city: text("city", 100),
  state: text("state", 100),
  zipCode: text("zipCode", 20),
  licenseNumber: text("licenseNumber", 100),
  licenseType: text("licenseType", 100),
  licenseExpiry: isoDate,
  contactName: text("contactName", 150),
  contactEmail: optionalChecked("contactEmail", isEmail, "must be a valid e-mail address", (v) => v.toLowerCase()),
  contactPhone: optionalChecked(
    "contactPhone",
    isE164Phone,
    "must be a valid phone number with its country code, such as +16045550123",
  ),
  active: z.boolean({ error: "active must be true or false" }).optional(),
};

export const createVendorInput = z.object(vendorFields);
export type CreateVendorInput = z.input<typeof createVendorInput>;
export const updateVendorInput = z.object(vendorFields).partial();
export type UpdateVendorInput = z.input<typeof updateVendorInput>;

export const vendor = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  locationId: z.uuid(),
  name: z.string(),
  paymentTerms: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  licenseType: z.string().nullable(),
  licenseExpiry: z.string().nullable(),
  licenseStatus: z.enum(licenseStatuses),
  /** The members-only download (the API path; the browser sends the auth-token cookie), null without a file. */
  licenseFileUrl: z.string().nullable(),
  licenseFileType: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  active: z.boolean(),
  productCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Vendor = z.infer<typeof vendor>;
export const vendorList = listOf(vendor);

export { vendorSorts };
export const vendorListQuery = z.object({
  name: z
    .string()
    .trim()
    .max(150)
    .optional()
    .transform((v) => v || undefined),
  active: booleanQuery,
  licenseStatus: z
    .enum(licenseStatuses, { error: `licenseStatus must be one of ${licenseStatuses.join(", ")}` })
    .optional(),
  sort: z.enum(vendorSorts, { error: `sort must be one of ${vendorSorts.join(", ")}` }).default("name"),
  ...pageQuery(),
});
export type VendorListQuery = z.input<typeof vendorListQuery>;

export const vendorParams = locationParams.extend({ vendorId: z.uuid({ error: "vendorId must be a valid id" }) });
export const vendorStatusInput = z.object({ active: z.boolean({ error: "active must be true or false" }) });

const vendorIds = z
  .array(z.uuid({ error: "vendorIds must be a list of valid ids" }), { error: "vendorIds is required" })
  .min(1, "vendorIds must have at least 1 entry")
  .max(500, "vendorIds must have at most 500 entries")
  .transform((ids) => [...new Set(ids)]);
export const bulkDeleteVendorsInput = z.object({ vendorIds });
export const bulkVendorStatusInput = z.object({ vendorIds, active: vendorStatusInput.shape.active });
export type BulkVendorStatusInput = z.input<typeof bulkVendorStatusInput>;
export const vendorBulkResult = bulkResult.extend({ successfulVendorIds: z.array(z.uuid()) });
export type VendorBulkResult = z.infer<typeof vendorBulkResult>;

/** The multipart text field next to the file: the type the client says it sends (checked against the content). */
export const licenseFileTypeField = z.enum(LICENSE_FILE.types, {
  error: `fileType must be one of ${LICENSE_FILE.types.join(", ")}`,
});

export const vendorMessages = { uploadFailed: "Failed to upload vendor license" } as const;
/** Query form of bulk vendor ids for DELETE clients that cannot send a body. */
export const vendorIdsQuery = z.object({ vendorIds: idList("vendorIds") });

/** Today's date (YYYY-MM-DD) in a location's IANA time zone: a license expires on the store's calendar. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** A date some days after another (YYYY-MM-DD, calendar arithmetic in UTC). */
export function addDaysTo(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
