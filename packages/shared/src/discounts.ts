// Discounts of a location (spec §3 Discount, §4, §7 Discounts, domain.md → Pricing), built in stages: details
// (a DRAFT), rules, amount, then confirm. The parts use the pricing engine's own vocabulary, so the register feeds
// a confirmed discount to the engine unchanged.
import { z } from "zod";
import { PAGE_SIZE } from "./constants.ts";
import { bulkResult, idList, listOf, pageQuery, sortOrder } from "./lists.ts";
import {
  COMBINATION_MODES,
  DISCOUNT_SCOPES,
  DISCOUNT_STATUSES,
  type DiscountAmount,
  type DiscountAvailability,
  type DiscountRules,
} from "./pricing/pricing.types.ts";
import { codeSchema, uuidSchema } from "./validation.ts";

export { COMBINATION_MODES, DISCOUNT_SCOPES, DISCOUNT_STATUSES };

const id = uuidSchema;
const idArray = (field: string, max = 100) =>
  z
    .array(id(field), { error: `${field} must be a list of ids` })
    .min(1, `${field} must hold at least one id`)
    .max(max, `${field} must hold at most ${max} ids`);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A local calendar day (inclusive, as a manager reads "until April 20") or an exact ISO instant. */
const dateBound = (field: string) =>
  z
    .string({ error: `${field} must be a date` })
    .trim()
    .refine(
      (v) => (DATE_ONLY.test(v) ? !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) : !Number.isNaN(Date.parse(v))),
      `${field} must be a date (YYYY-MM-DD) or an ISO date and time`,
    )
    .transform((v) => (DATE_ONLY.test(v) ? v : new Date(v).toISOString()))
    .nullish()
    .transform((v) => v ?? null);

const localTime = (field: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${field} must be a time HH:MM (24-hour)`)
    .nullish()
    .transform((v) => v ?? null);

export const availabilitySchema = z
  .object({
    weekdays: z
      .array(z.number().int().min(0, "weekdays must be 0 (Sunday) to 6").max(6, "weekdays must be 0 to 6 (Saturday)"))
      .max(7)
      .default([])
      .transform((days) => [...new Set(days)].sort()),
    startTime: localTime("availability.startTime"),
    endTime: localTime("availability.endTime"),
  })
  .refine((a) => (a.startTime === null) === (a.endTime === null), "availability needs both startTime and endTime")
  .refine((a) => a.startTime === null || a.startTime !== a.endTime, "availability startTime and endTime must differ");

export const discountDetailsInput = z
  .object({
    name: z
      .string({ error: "name is required" })
      .trim()
      .min(1, "name is required")
      .max(100, "name must be at most 100 characters"),
    code: codeSchema("code")
      .pipe(z.string().max(30, "code must be at most 30 characters"))
      .nullish()
      .transform((v) => (v ? v.toUpperCase() : null)),
    description: z
      .string()
      .trim()
      .max(500, "description must be at most 500 characters")
      .nullish()
      .transform((v) => v || null),
    startsAt: dateBound("startsAt"),
    endsAt: dateBound("endsAt"),
    availability: availabilitySchema.nullish().transform((v) => v ?? null),
  })
  .refine((d) => !d.startsAt || !d.endsAt || comparableBound(d.endsAt, "end") >= comparableBound(d.startsAt, "start"), {
    message: "endsAt must not be before startsAt",
    path: ["endsAt"],
  });
export type DiscountDetailsInput = z.input<typeof discountDetailsInput>;

/** Day bounds stretch over the whole day so that a day and an instant compare as a person would. */
export function comparableBound(value: string, side: "start" | "end"): string {
  if (!DATE_ONLY.test(value)) return value;
  return side === "start" ? `${value}T00:00:00.000Z` : `${value}T23:59:59.999Z`;
}

/** No scope means the whole order ("$5 off orders over $50"); a scope needs the ids it names. */
export const discountRulesInput = z
  .object({
    scope: z
      .enum(DISCOUNT_SCOPES, { error: "scope must be one of BRAND, CATEGORY, PRODUCT" })
      .nullish()
      .transform((v) => v ?? null),
    ids: z
      .array(id("ids"), { error: "ids must be a list of ids" })
      .max(500, "ids must hold at most 500 ids")
      .default([])
      .transform((v) => [...new Set(v)]),
    customerGroupIds: z
      .array(id("customerGroupIds"), { error: "customerGroupIds must be a list of ids" })
      .max(50, "customerGroupIds must hold at most 50 ids")
      .default([])
      .transform((v) => [...new Set(v)]),
    minQuantity: z.number().int().min(1, "minQuantity must be at least 1").max(10_000).nullish().transform(nullify),
    minSubtotalCents: z
      .number()
      .int("minSubtotalCents must be a whole number of cents")
      .min(0, "minSubtotalCents must be at least 0")
      .max(100_000_000)
      .nullish()
      .transform(nullify),
  })
  .refine((r) => r.scope === null || r.ids.length > 0, { message: "ids must name at least one entry", path: ["ids"] })
  .refine((r) => r.scope !== null || r.ids.length === 0, { message: "ids need a scope", path: ["scope"] });
export type DiscountRulesInput = z.input<typeof discountRulesInput>;

function nullify<T>(v: T | null | undefined): T | null {
  return v ?? null;
}

export const discountAmountInput = z.discriminatedUnion(
  "type",
  [
    z.object({
      type: z.literal("PERCENT"),
      percentPpm: z
        .number({ error: "percentPpm is required" })
        .int("percentPpm must be a whole number of parts per million")
        .min(1, "percentPpm must be at least 1")
        .max(1_000_000, "percentPpm must be at most 1000000 (100 %)"),
    }),
    z.object({
      type: z.literal("FIXED_AMOUNT"),
      amountCents: z
        .number({ error: "amountCents is required" })
        .int("amountCents must be a whole number of cents")
        .min(1, "amountCents must be at least 1")
        .max(100_000_000),
    }),
    z.object({
      type: z.literal("FIXED_PRICE"),
      priceCents: z
        .number({ error: "priceCents is required" })
        .int("priceCents must be a whole number of cents")
        .min(0, "priceCents must be at least 0")
        .max(100_000_000),
    }),
  ],
  { error: "type must be one of PERCENT, FIXED_AMOUNT, FIXED_PRICE" },
);
export type DiscountAmountInput = z.input<typeof discountAmountInput>;

export const discountSortFields = ["position", "name", "status", "startsAt", "createdAt"] as const;
export const discountListQuery = z.object({
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
  status: z.enum(DISCOUNT_STATUSES).optional(),
  customerGroupIds: idList("customerGroupIds"),
  sortBy: z.enum(discountSortFields).default("position"),
  sortOrder,
  ...pageQuery(PAGE_SIZE.discounts),
});
export type DiscountListQuery = z.input<typeof discountListQuery>;

export const discount = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  locationId: z.uuid(),
  name: z.string(),
  code: z.string().nullable(),
  description: z.string().nullable(),
  status: z.enum(DISCOUNT_STATUSES),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  availability: z.custom<DiscountAvailability>().nullable(),
  rules: z.custom<Required<DiscountRules>>().nullable(),
  amount: z.custom<DiscountAmount>().nullable(),
  /** 1 is applied first; the combination mode and this order decide stacking. */
  position: z.number().int(),
  confirmedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Discount = z.infer<typeof discount>;
export const discountList = listOf(discount);

export const discountParams = z.object({ orgId: id("orgId"), locationId: id("locationId"), id: id("id") });

export const affectedProductsQuery = z.object({
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
  ...pageQuery(),
});
export const affectedProduct = z.object({
  id: z.uuid(),
  name: z.string(),
  sku: z.string().nullable(),
  priceCents: z.number().int(),
  brandId: z.uuid().nullable(),
  brandName: z.string().nullable(),
  categoryId: z.uuid().nullable(),
  categoryName: z.string().nullable(),
});
export const affectedProductList = listOf(affectedProduct);

/** The listed discounts take, in this order, the positions they held between them (a page can be reordered). */
export const reorderDiscountsInput = z.object({ discountIds: idArray("discountIds", 500) });
export const batchDeleteDiscountsInput = z.object({ discountIds: idArray("discountIds") });
/** Turns confirmed discounts off (INACTIVE) and back on (CONFIRMED) without editing them. */
export const batchAvailabilityInput = z.object({
  discountIds: idArray("discountIds"),
  available: z.boolean({ error: "available must be true or false" }),
});
export const discountBulkResult = bulkResult;

export const discountSettingsInput = z.object({
  combinationMode: z.enum(COMBINATION_MODES, {
    error: "combinationMode must be one of APPLY_ALL, APPLY_HIGHEST_ONLY, APPLY_LOWEST_ONLY, DISABLE_ALL",
  }),
});
export const discountSettings = z.object({
  locationId: z.uuid(),
  combinationMode: z.enum(COMBINATION_MODES),
  updatedAt: z.string().nullable(),
});
export type DiscountSettings = z.infer<typeof discountSettings>;
