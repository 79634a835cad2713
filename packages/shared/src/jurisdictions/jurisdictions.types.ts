// Jurisdiction presets (decision 0018): what the law of a place says a cannabis store charges and checks — tax
// rates with the customers and products each applies to, their order, the purchase-limit profile, minimum ages,
// rounding and return rules. Pure data with a source and an effective date on every figure; a location applies
// one and may then override any rate (the screen tells the preset's figures from the store's).
import { z } from "zod";
import { COMPLIANCE_CLASSES } from "../limits/limits.types.ts";
import { MEDICAL_CARD_TYPES, TAX_ROUNDINGS } from "../pricing/pricing.types.ts";

const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "dates are local calendar days YYYY-MM-DD");
/** A statute section, regulation or regulator page; never empty. */
const source = z.string().min(8, "every figure names its source");

export const RETURN_DISPOSITIONS = ["RESTOCK", "QUARANTINE", "DESTROY"] as const;
export type ReturnDisposition = (typeof RETURN_DISPOSITIONS)[number];

export const presetRateSchema = z
  .object({
    /** Stable within the preset across versions; one key may have several dated rows (California's excise). */
    key: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1).max(100),
    ratePpm: z.number().int().min(0).max(1_000_000),
    customerType: z.enum(["RECREATIONAL", "MEDICAL", "ALL"]),
    compound: z.boolean(),
    appliesTo: z
      .object({
        complianceClasses: z.array(z.enum(COMPLIANCE_CLASSES)).optional(),
        minThcPpm: z.number().int().nullish(),
        maxThcPpm: z.number().int().nullish(),
      })
      .nullish(),
    exemptCardTypes: z.array(z.enum(MEDICAL_CARD_TYPES)).optional(),
    effectiveFrom: localDate,
    /** Last day in force, inclusive; null while no end is known. */
    effectiveTo: localDate.nullable(),
    source,
  })
  .refine((r) => r.effectiveTo === null || r.effectiveTo >= r.effectiveFrom, "effectiveTo is before effectiveFrom");
export type PresetRate = z.infer<typeof presetRateSchema>;

export const presetTaxGroupSchema = z.object({
  key: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1).max(100),
  /** The categories of these compliance classes are taxed by this group when the preset is applied. */
  classes: z.array(z.enum(COMPLIANCE_CLASSES)).min(1),
  rates: z.array(presetRateSchema),
});
export type PresetTaxGroup = z.infer<typeof presetTaxGroupSchema>;

export const jurisdictionPresetSchema = z.object({
  /** COUNTRY-REGION[-LOCALITY], e.g. US-CA-LOS-ANGELES, CA-BC. */
  code: z.string().regex(/^(US|CA)-[A-Z]{2}(-[A-Z-]+)?$/),
  /** The date this version of the file was checked against its sources; bumped with every change of a figure. */
  version: localDate,
  name: z.string().min(1),
  country: z.enum(["US", "CA"]),
  region: z.string().length(2),
  locality: z.string().nullable(),
  timeZone: z.string(),
  currency: z.enum(["USD", "CAD"]),
  cashRounding: z.enum(["NONE", "NEAREST_5_CENTS"]),
  limitsProfile: z.string(),
  minimumAges: z.object({
    RECREATIONAL: z.number().int().min(18).max(25),
    MEDICAL: z.number().int().min(18).max(25),
    source,
  }),
  /** `taxes`: where each rate's cents are rounded (per line, or once on the sale and allocated to lines). */
  rounding: z.object({ rule: z.string().min(8), taxes: z.enum(TAX_ROUNDINGS), source }),
  returns: z.object({ dispositions: z.array(z.enum(RETURN_DISPOSITIONS)).min(1), source }),
  taxGroups: z.array(presetTaxGroupSchema).min(1),
});
export type JurisdictionPreset = z.infer<typeof jurisdictionPresetSchema>;

/** The compliance classes that are cannabis (every class but accessories). */
export const CANNABIS_CLASSES = COMPLIANCE_CLASSES.filter((c) => c !== "ACCESSORY");
