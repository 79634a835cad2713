// Tax rates of a location (spec §3 Tax rate, §7 Tax rates, domain.md → Pricing): integer parts per million,
// for a customer type, simple or compound, ordered inside their group as a linked list.
import { z } from "zod";
import { PAGE_SIZE } from "./constants.ts";
import { COMPLIANCE_CLASSES } from "./limits/limits.types.ts";
import { taxCustomerTypes, taxRateStatuses } from "./list-filters.ts";
import { booleanQuery, listOf, pageQuery, sortOrder } from "./lists.ts";
import { MEDICAL_CARD_TYPES, type MedicalCardType, type TaxRateFilter } from "./pricing/pricing.types.ts";
import { uuidSchema } from "./validation.ts";

export { taxCustomerTypes };
export type TaxCustomerType = (typeof taxCustomerTypes)[number];
export { taxRateStatuses };
export type TaxRateStatus = (typeof taxRateStatuses)[number];

/** 100 % in parts per million: no tax rate is higher. */
export const RATE_PPM_MAX = 1_000_000;

const id = uuidSchema;

/** 8.875 % → 88750: the UI converts percent for display, the API only speaks ppm. */
export const ratePpmSchema = z
  .number({ error: "ratePpm must be a whole number of parts per million" })
  .int("ratePpm must be a whole number of parts per million")
  .min(0, "ratePpm must be at least 0")
  .max(RATE_PPM_MAX, `ratePpm must be at most ${RATE_PPM_MAX}`);

const fields = {
  name: z
    .string({ error: "name is required" })
    .trim()
    .min(1, "name is required")
    .max(100, "name must be at most 100 characters"),
  ratePpm: ratePpmSchema,
  customerType: z.enum(taxCustomerTypes, { error: "customerType must be one of RECREATIONAL, MEDICAL, ALL" }),
  compound: z.boolean({ error: "compound must be true or false" }),
  status: z.enum(taxRateStatuses, { error: "status must be one of ACTIVE, INACTIVE" }),
  /** Limits the rate to some compliance classes or THC tiers (Illinois); null taxes every line of the group. */
  appliesTo: z
    .object({
      complianceClasses: z.array(z.enum(COMPLIANCE_CLASSES)).max(COMPLIANCE_CLASSES.length).optional(),
      minThcPpm: ratePpmSchema.nullish(),
      maxThcPpm: ratePpmSchema.nullish(),
    })
    .refine((f) => f.minThcPpm == null || f.maxThcPpm == null || f.minThcPpm <= f.maxThcPpm, {
      message: "appliesTo.minThcPpm must not be above appliesTo.maxThcPpm",
    })
    .nullish()
    .transform((v): TaxRateFilter | null => v ?? null),
  effectiveFrom: z.iso.date("effectiveFrom must be a date YYYY-MM-DD").nullish(),
  /** The rate's last day, inclusive (a sale at 23:59 that day in the store's zone still uses it). */
  effectiveTo: z.iso.date("effectiveTo must be a date YYYY-MM-DD").nullish(),
  source: z.string().trim().max(500, "source must be at most 500 characters").nullish(),
  exemptCardTypes: z
    .array(z.enum(MEDICAL_CARD_TYPES, { error: `exemptCardTypes must hold ${MEDICAL_CARD_TYPES.join(", ")}` }))
    .max(MEDICAL_CARD_TYPES.length)
    .nullish(),
};

const datesInOrder = (r: { effectiveFrom?: string | null; effectiveTo?: string | null }) =>
  !r.effectiveFrom || !r.effectiveTo || r.effectiveFrom <= r.effectiveTo;
const DATES_MESSAGE = { message: "effectiveTo must not be before effectiveFrom", path: ["effectiveTo"] };

/** A new rate joins the end of its group, or stands alone when taxGroupId is null or absent. */
export const createTaxRateInput = z
  .object({
    taxGroupId: id("taxGroupId").nullable().optional(),
    name: fields.name,
    ratePpm: fields.ratePpm,
    customerType: fields.customerType.default("ALL"),
    compound: fields.compound.default(false),
    status: fields.status.default("ACTIVE"),
    appliesTo: fields.appliesTo,
    effectiveFrom: fields.effectiveFrom,
    effectiveTo: fields.effectiveTo,
    source: fields.source,
    exemptCardTypes: fields.exemptCardTypes,
  })
  .refine(datesInOrder, DATES_MESSAGE);
export type CreateTaxRateInput = z.input<typeof createTaxRateInput>;

/** Group membership and order change through assign, remove and reorder, never through PATCH. */
export const updateTaxRateInput = z
  .object({
    name: fields.name.optional(),
    ratePpm: fields.ratePpm.optional(),
    customerType: fields.customerType.optional(),
    compound: fields.compound.optional(),
    status: fields.status.optional(),
    appliesTo: fields.appliesTo.optional(),
    effectiveFrom: fields.effectiveFrom,
    effectiveTo: fields.effectiveTo,
    source: fields.source,
    exemptCardTypes: fields.exemptCardTypes,
  })
  .refine(datesInOrder, DATES_MESSAGE);
export type UpdateTaxRateInput = z.input<typeof updateTaxRateInput>;

export const taxRateSortFields = ["name", "ratePpm", "createdAt", "updatedAt"] as const;
export const taxRateListQuery = z.object({
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
  taxGroupId: id("taxGroupId").optional(),
  customerType: z.enum(taxCustomerTypes).optional(),
  status: z.enum(taxRateStatuses).optional(),
  /** true: rates of no group; false: rates of some group. */
  standalone: booleanQuery,
  /** Filtered by taxGroupId the list keeps the group's order; sortBy applies otherwise. */
  sortBy: z.enum(taxRateSortFields).default("name"),
  sortOrder,
  /** Accepted for the spec's client (§7); the path's location is the one listed. */
  locationId: id("locationId").optional(),
  ...pageQuery(PAGE_SIZE.tax),
});
export type TaxRateListQuery = z.input<typeof taxRateListQuery>;

export const taxRate = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  locationId: z.uuid(),
  taxGroupId: z.uuid().nullable(),
  taxGroupName: z.string().nullable(),
  name: z.string(),
  ratePpm: z.number().int(),
  customerType: z.enum(taxCustomerTypes),
  compound: z.boolean(),
  status: z.enum(taxRateStatuses),
  appliesTo: z.custom<TaxRateFilter>().nullable(),
  effectiveFrom: z.string().nullable(),
  effectiveTo: z.string().nullable(),
  source: z.string().nullable(),
  exemptCardTypes: z.array(z.custom<MedicalCardType>()).nullable(),
  /** Where the figure comes from: a preset as shipped, a preset rate the store changed, or the store's own rate. */
  origin: z.enum(["PRESET", "OVERRIDDEN", "STORE"]),
  presetKey: z.string().nullable(),
  presetRatePpm: z.number().int().nullable(),
  standalone: z.boolean(),
  previousTaxRateId: z.uuid().nullable(),
  nextTaxRateId: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TaxRate = z.infer<typeof taxRate>;
export const taxRateList = listOf(taxRate);

export const taxRateParams = z.object({ orgId: id("orgId"), locationId: id("locationId"), id: id("id") });

/**
 * Moves a rate between two neighbours of its group: previousTaxRateId null puts it first; nextTaxRateId may be
 * left out (it is then the predecessor's current successor), and when both are given they must be neighbours.
 */
export const reorderTaxRateInput = z.object({
  taxRateId: id("taxRateId"),
  taxGroupId: id("taxGroupId"),
  previousTaxRateId: id("previousTaxRateId").nullable(),
  nextTaxRateId: id("nextTaxRateId").nullable().optional(),
});
export type ReorderTaxRateInput = z.input<typeof reorderTaxRateInput>;

export const taxRateGroupInput = z.object({ taxRateId: id("taxRateId"), taxGroupId: id("taxGroupId") });
export type TaxRateGroupInput = z.input<typeof taxRateGroupInput>;
