// Types of purchase-limit profiles (domain.md → Purchase limits). Pure data: the engine reads them, never the law.

/** A category's compliance class decides how a product counts towards a legal limit (domain.md → Catalog). */
export const COMPLIANCE_CLASSES = [
  "FLOWER",
  "PRE_ROLL",
  "CONCENTRATE",
  "VAPE",
  "EDIBLE",
  "BEVERAGE",
  "TOPICAL",
  "SEED",
  "PLANT",
  "ACCESSORY",
] as const;
export type ComplianceClass = (typeof COMPLIANCE_CLASSES)[number];

/**
 * Whether a product is solid or not, where the law counts the two apart (Canada's Schedule 3: 15 g of a solid or 70 g
 * of a non-solid = 1 g dried; Michigan: 16 oz solid or 36 fl oz liquid = 1 oz). Only the classes in FORM_CLASSES
 * hold products of either form (a balm or a lotion, a chocolate or a tincture); a beverage is always non-solid and
 * has its own factor. Unset (null) counts as solid, the stricter reading in every shipped profile.
 */
export const PRODUCT_FORMS = ["SOLID", "NON_SOLID"] as const;
export type ProductForm = (typeof PRODUCT_FORMS)[number];
export const FORM_CLASSES = ["EDIBLE", "TOPICAL"] as const satisfies readonly ComplianceClass[];
export const formApplies = (complianceClass: string | null | undefined): boolean =>
  (FORM_CLASSES as readonly string[]).includes(complianceClass ?? "");

export const CUSTOMER_TYPES = ["RECREATIONAL", "MEDICAL"] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const LIMIT_PERIODS = ["TRANSACTION", "DAY"] as const;
/** DAY is the calendar day in the location's time zone; TRANSACTION is the cart alone. */
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/**
 * What a line's quantity is measured in before the factor applies:
 * - NET_WEIGHT: the label's net weight in mg (cannabis weight for flower and extracts, product weight for
 *   edibles and beverages, as the Canadian and Michigan equivalencies are written);
 * - THC_MG: milligrams of THC (Colorado counts edibles by THC);
 * - UNIT: one per item (a seed).
 */
export type LimitBasis = "NET_WEIGHT" | "THC_MG" | "UNIT";

/**
 * mg of the bucket's reference product per measured quantity, as a fraction so that the arithmetic stays in
 * integers: Canada's "15 g edible = 1 g dried" is { basis: NET_WEIGHT, numerator: 1, denominator: 15 };
 * a seed counting as 1 g is { basis: UNIT, numerator: 1000, denominator: 1 }.
 */
export interface LimitFactor {
  basis: LimitBasis;
  numerator: number;
  denominator: number;
}

/** What a bucket counts: grams of its reference product, or whole plants (UNIT factors of 1000 "mg" each). */
export type LimitUnit = "g" | "plants";

export interface LimitBucket {
  id: string;
  label: string;
  /** Absent: grams. A plant bucket keeps 1000 per plant so the arithmetic stays the same. */
  unit?: LimitUnit;
  /** The maximum in mg of the bucket's reference product (dried flower, concentrate...). */
  maxMg: number;
  period: LimitPeriod;
  customerTypes: CustomerType[];
  /** Only for residents, or only for non-residents of the state (Illinois); absent: everyone. */
  residency?: "RESIDENT" | "NON_RESIDENT";
  /** Classes absent from the map do not count towards this bucket. */
  factors: Partial<Record<ComplianceClass, LimitFactor>>;
  /** A NON_SOLID product of one of these classes counts with this factor instead (absent: as a solid). */
  nonSolidFactors?: Partial<Record<(typeof FORM_CLASSES)[number], LimitFactor>>;
}

export interface LimitsProfile {
  code: string;
  name: string;
  /** First local calendar day (YYYY-MM-DD) on which this version of the rules applies. */
  effectiveFrom: string;
  buckets: LimitBucket[];
}

/** The part of a cart line that limits need; the pricing engine's cart line satisfies it. */
export interface LimitLine {
  lineId: string;
  complianceClass: ComplianceClass;
  unit: "EACH" | "GRAM";
  /** Whole units for EACH, milligrams for GRAM. */
  quantity: number;
  /** Net weight of one unit in mg (ignored for GRAM lines, whose quantity is the weight). */
  netWeightMg: number;
  thcMgPerUnit?: number | null;
  /** THC as parts per million of weight (22.5 % = 225000). */
  thcPercentPpm?: number | null;
  /** Seeds (or plants) in one unit sold; a UNIT-counted bucket counts each (absent: one). */
  unitsPerPack?: number | null;
  /** Solid or non-solid, for the classes of FORM_CLASSES (absent or null: solid). */
  form?: ProductForm | null;
}

export interface BucketUsage {
  bucketId: string;
  label: string;
  unit?: LimitUnit;
  period: LimitPeriod;
  maxMg: number;
  /** Already bought earlier today (DAY buckets only; always 0 for TRANSACTION). */
  priorMg: number;
  cartMg: number;
  usedMg: number;
  /** Never below 0, even when the limit is already passed. */
  remainingMg: number;
}

export interface LimitUsage {
  profileCode: string;
  buckets: BucketUsage[];
  /** Buckets whose used amount is above their maximum, for the message that refuses the sale. */
  exceeded: { bucketId: string; label: string; overByMg: number; unit?: LimitUnit }[];
}

/** An amount of a bucket in the customer's units: "28.5 g", "2 plants". */
export function formatLimitAmount(mg: number, unit: LimitUnit = "g"): string {
  const whole = Math.floor(mg / 1000);
  const decimals = String(mg % 1000)
    .padStart(3, "0")
    .replace(/0+$/, "");
  const amount = decimals ? `${whole}.${decimals}` : String(whole);
  if (unit === "plants") return `${amount} ${amount === "1" ? "plant" : "plants"}`;
  return `${amount} g`;
}
