// Locations (spec §3 Location, §7 Locations) and the store settings later domains read: time zone, currency,
// minimum age, cash rounding and the purchase-limits profile.
import { z } from "zod";
import { languageSchema, languages } from "./languages.ts";
import { LIMITS_PROFILE_CODES } from "./limits/limits.profiles.ts";
import { listOf, pageQuery } from "./lists.ts";
import { optionalNumber, uuidSchema } from "./validation.ts";

export const countries = ["CA", "US"] as const;
/** The longest a location may let a register sell offline: a week. */
export const OFFLINE_MAX_MINUTES_CAP = 7 * 24 * 60;
export type CountryCode = (typeof countries)[number];
export const currencies = ["CAD", "USD"] as const;
export const cashRoundings = ["NONE", "NEAREST_5_CENTS"] as const;
export type CashRounding = (typeof cashRoundings)[number];

/** What a new location gets when the form leaves a setting out; Canada retired the penny, so cash rounds to 0.05. */
export const LOCATION_DEFAULTS: Record<
  CountryCode,
  { currency: (typeof currencies)[number]; minimumAge: number; cashRounding: CashRounding; limitsProfile: string }
> = {
  CA: { currency: "CAD", minimumAge: 19, cashRounding: "NEAREST_5_CENTS", limitsProfile: "CA" },
  US: { currency: "USD", minimumAge: 21, cashRounding: "NONE", limitsProfile: "NONE" },
};

export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const text = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .optional()
    .transform((v) => v || undefined);

export const locationName = z
  .string({ error: "name is required" })
  .trim()
  .min(1, "name is required")
  .max(100, "name must be at most 100 characters");

const settings = {
  timeZone: z
    .string({ error: "timeZone is required" })
    .trim()
    .refine(isTimeZone, "timeZone must be an IANA time zone such as America/Vancouver"),
  currency: z.enum(currencies).optional(),
  minimumAge: z.coerce.number().int("minimumAge must be a whole number").min(18).max(25).optional(),
  cashRounding: z.enum(cashRoundings).optional(),
  limitsProfile: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^(NONE|[A-Z]{2}(-[A-Z]{2})?)$/, "limitsProfile must be a code such as CA, US-CA or NONE")
    .refine(
      (code) => (LIMITS_PROFILE_CODES as readonly string[]).includes(code),
      `limitsProfile must be one of ${LIMITS_PROFILE_CODES.join(", ")}`,
    )
    .optional(),
  /** Required (true) with limitsProfile NONE: the owner confirms that no purchase limits apply to this store. */
  limitsNoneConfirmed: z.boolean({ error: "limitsNoneConfirmed must be true or false" }).optional(),
  medicalMinimumAge: z.coerce.number().int("medicalMinimumAge must be a whole number").min(18).max(25).nullish(),
  /** Offline selling's risk rules (decision 0027): minutes a register may sell offline, and its largest sale. */
  offlineMaxMinutes: z.coerce
    .number()
    .int("offlineMaxMinutes must be a whole number of minutes")
    .min(0)
    .max(OFFLINE_MAX_MINUTES_CAP, `offlineMaxMinutes must be at most ${OFFLINE_MAX_MINUTES_CAP} (7 days)`)
    .optional(),
  offlineMaxSaleCents: z.coerce
    .number()
    .int("offlineMaxSaleCents must be a whole number of cents")
    .min(0)
    .max(100_000_000)
    .optional(),
};

/** A Canadian GST/HST registration: the 9-digit business number, "RT" and a 4-digit account (123456789 RT0001). */
const GST_HST_PATTERN = /^\d{9}\s?RT\s?\d{4}$/i;

/** A text the owner may clear: "" or null clears it, undefined leaves it. */
const clearable = (schema: z.ZodType<string, string>) => schema.nullish().transform((v) => (v === "" ? null : v));

/** What the receipt prints (decision 0024), and the store's rule for refunding card sales in cash. */
export const receiptSettings = {
  legalName: clearable(z.string().trim().max(200, "legalName must be at most 200 characters")),
  gstHstNumber: clearable(
    z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === "" || GST_HST_PATTERN.test(v), "gstHstNumber must look like 123456789 RT0001"),
  ),
  sellersPermit: clearable(z.string().trim().max(60, "sellersPermit must be at most 60 characters")),
  licenseNumber: clearable(z.string().trim().max(60, "licenseNumber must be at most 60 characters")),
  returnPolicy: clearable(z.string().trim().max(600, "returnPolicy must be at most 600 characters")),
  cardRefundsInCash: z.boolean({ error: "cardRefundsInCash must be true or false" }).optional(),
  /** The language the store's receipts are printed and sent in (decision 0034). */
  receiptLanguage: languageSchema.optional(),
};

const place = {
  address: text("address", 200),
  address2: text("address2", 200),
  city: text("city", 100),
  state: text("state", 100),
  postalCode: text("postalCode", 20),
  latitude: optionalNumber("latitude", 90, -90),
  longitude: optionalNumber("longitude", 180, -180),
};

export const createLocationInput = z.object({
  name: locationName,
  country: z.enum(countries, { error: "country must be one of CA, US" }),
  ...place,
  ...settings,
  ...receiptSettings,
});
export type CreateLocationInput = z.input<typeof createLocationInput>;

export const updateLocationInput = z.object({
  name: locationName.optional(),
  country: z.enum(countries, { error: "country must be one of CA, US" }).optional(),
  ...place,
  ...settings,
  ...receiptSettings,
  timeZone: settings.timeZone.optional(),
});
export type UpdateLocationInput = z.input<typeof updateLocationInput>;

export const locationSorts = ["name", "-name", "city", "-city", "createdAt", "-createdAt"] as const;
export const locationListQuery = z.object({
  nameOrAddress: z.string().trim().max(200).optional(),
  city: z.string().trim().max(100).optional(),
  state: z.string().trim().max(100).optional(),
  sort: z.enum(locationSorts).default("name"),
  ...pageQuery(),
});
export type LocationListQuery = z.input<typeof locationListQuery>;

export const location = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  name: z.string(),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.enum(countries),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  timeZone: z.string(),
  currency: z.enum(currencies),
  minimumAge: z.number().int(),
  cashRounding: z.enum(cashRoundings),
  limitsProfile: z.string(),
  limitsNoneConfirmed: z.boolean(),
  /** The jurisdiction preset applied (decision 0018) and its data version; null until one is applied. */
  jurisdiction: z.string().nullable(),
  jurisdictionVersion: z.string().nullable(),
  medicalMinimumAge: z.number().int().nullable(),
  legalName: z.string().nullable(),
  gstHstNumber: z.string().nullable(),
  sellersPermit: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  returnPolicy: z.string().nullable(),
  cardRefundsInCash: z.boolean(),
  receiptLanguage: z.enum(languages),
  offlineMaxMinutes: z.number().int(),
  offlineMaxSaleCents: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Location = z.infer<typeof location>;
export const locationList = listOf(location);

export const orgParams = z.object({ orgId: uuidSchema("orgId") });
export const locationParams = orgParams.extend({ locationId: uuidSchema("locationId") });
export const idResponse = z.object({ id: z.uuid() });
