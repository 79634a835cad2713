// The shipped purchase-limit presets (domain.md → Purchase limits). Each is data with the first day its rules
// applied; a change in the law is a new version with a later effectiveFrom, never an edit of an old one, so a
// past sale can be re-checked against the rules of its day.
import { toLocalMoment } from "../pricing/pricing.time.ts";
import type { LimitFactor, LimitsProfile } from "./limits.types.ts";

const weight = (numerator: number, denominator = 1): LimitFactor => ({ basis: "NET_WEIGHT", numerator, denominator });
const thc = (numerator: number, denominator = 1): LimitFactor => ({ basis: "THC_MG", numerator, denominator });
const perUnit = (mgEach: number): LimitFactor => ({ basis: "UNIT", numerator: mgEach, denominator: 1 });

/** A bucket of whole plants per day (each counts 1000 so the meter's arithmetic is the same as for grams). */
const plants = (id: string, label: string, count: number) => ({
  id,
  label,
  unit: "plants" as const,
  maxMg: count * 1000,
  period: "DAY" as const,
  factors: { PLANT: perUnit(1_000) },
});

/** Ounces are avoirdupois (28.349523125 g); a maximum is rounded down so that the engine never allows more. */
const OUNCE_MG = 28_349.523125;
const ouncesMg = (ounces: number) => Math.floor(ounces * OUNCE_MG);

/**
 * Canada: Cannabis Act (S.C. 2018, c. 16) s. 8(1)(a) and Schedule 3 — 30 g of dried cannabis or its equivalent:
 * 1 g dried = 5 g fresh = 15 g solids containing cannabis = 70 g non-solids containing cannabis = 0.25 g concentrate
 * = 1 seed. Provinces apply it per retail sale. Vapes are extracts (concentrate). Edibles and topicals count as solids
 * (a chocolate, a balm: item 3) unless the product says it is non-solid (a tincture, a lotion, an oil: item 4); an
 * unset form stays a solid, the stricter reading. Plants are limited by count (s. 8(1)(c)), not by this equivalency.
 */
const canadaDriedEquivalent = (beverageGrams: number) => ({
  id: "dried-equivalent",
  label: "Dried cannabis equivalent",
  maxMg: 30_000,
  period: "TRANSACTION" as const,
  customerTypes: ["RECREATIONAL" as const, "MEDICAL" as const],
  factors: {
    FLOWER: weight(1),
    PRE_ROLL: weight(1),
    CONCENTRATE: weight(4),
    VAPE: weight(4),
    EDIBLE: weight(1, 15),
    TOPICAL: weight(1, 15),
    BEVERAGE: weight(1, beverageGrams),
    SEED: perUnit(1_000),
  },
  nonSolidFactors: { EDIBLE: weight(1, 70), TOPICAL: weight(1, 70) },
});
// s. 8(1)(c): at most four cannabis plants that are not budding or flowering.
const canadaPlants = {
  ...plants("plants", "Non-flowering plants", 4),
  period: "TRANSACTION" as const,
  customerTypes: ["RECREATIONAL" as const, "MEDICAL" as const],
};
const canada2018: LimitsProfile = {
  code: "CA",
  name: "Canada (Cannabis Act, 30 g dried equivalent)",
  effectiveFrom: "2018-10-17",
  // Schedule 3 as enacted (2018, c. 16; SOR/2019-207): a beverage is a non-solid, 70 g = 1 g dried.
  buckets: [canadaDriedEquivalent(70), canadaPlants],
};
/**
 * SOR/2022-252 (in force 2 December 2022) gives cannabis beverages their own line in Schedule 3: 570 g = 1 g dried
 * (item 6); other non-solids stay at 70 g (item 4). https://laws-lois.justice.gc.ca/eng/acts/C-24.5/ (Schedule 3).
 */
const canada2022: LimitsProfile = {
  code: "CA",
  name: "Canada (Cannabis Act, 30 g dried equivalent; beverages 570 g = 1 g)",
  effectiveFrom: "2022-12-02",
  buckets: [canadaDriedEquivalent(570), canadaPlants],
};

/**
 * California: Cal. Code Regs. tit. 4, § 15409 — per adult-use customer per day 28.5 g non-concentrated cannabis
 * and 8 g concentrated cannabis "including concentrate contained in cannabis products" (counted here by the
 * THC on the label, the only concentrate figure a product carries); per medicinal customer per day 8 oz.
 */
const california: LimitsProfile = {
  code: "US-CA",
  name: "California (adult-use 28.5 g flower, 8 g concentrate per day)",
  effectiveFrom: "2018-01-01",
  buckets: [
    {
      id: "flower",
      label: "Non-concentrated cannabis",
      maxMg: 28_500,
      period: "DAY",
      customerTypes: ["RECREATIONAL"],
      factors: { FLOWER: weight(1), PRE_ROLL: weight(1) },
    },
    {
      id: "concentrate",
      label: "Concentrated cannabis",
      maxMg: 8_000,
      period: "DAY",
      customerTypes: ["RECREATIONAL"],
      factors: { CONCENTRATE: weight(1), VAPE: weight(1), EDIBLE: thc(1), BEVERAGE: thc(1), TOPICAL: thc(1) },
    },
    {
      id: "medicinal-flower",
      label: "Medicinal cannabis",
      maxMg: ouncesMg(8),
      period: "DAY",
      customerTypes: ["MEDICAL"],
      factors: { FLOWER: weight(1), PRE_ROLL: weight(1) },
    },
    // § 15409(a)(3) and (b)(3): six immature plants per adult-use customer per day, twelve per medicinal one.
    { ...plants("immature-plants", "Immature plants", 6), customerTypes: ["RECREATIONAL"] },
    { ...plants("medicinal-immature-plants", "Immature plants (medicinal)", 12), customerTypes: ["MEDICAL"] },
  ],
};

/**
 * Colorado: Colorado Marijuana Rules (1 CCR 212-3, retail sales limits) — one ounce of flower or its equivalent
 * per adult-use sale, where 1 oz (28 g) = 8 g concentrate = 800 mg THC in products; since HB21-1317 also at
 * most 8 g of concentrate per adult-use customer per day. Medical limits depend on the patient's
 * recommendation and are not a preset.
 */
const coloradoFlowerEquivalent = {
  id: "flower-equivalent",
  label: "Flower equivalent (1 oz)",
  maxMg: 28_000,
  period: "TRANSACTION",
  customerTypes: ["RECREATIONAL"],
  factors: {
    FLOWER: weight(1),
    PRE_ROLL: weight(1),
    CONCENTRATE: weight(28, 8),
    VAPE: weight(28, 8),
    EDIBLE: thc(28_000, 800),
    BEVERAGE: thc(28_000, 800),
    TOPICAL: thc(28_000, 800),
  },
} satisfies LimitsProfile["buckets"][number];

const colorado2014: LimitsProfile = {
  code: "US-CO",
  name: "Colorado (adult-use 1 oz equivalent per sale)",
  effectiveFrom: "2014-01-01",
  buckets: [coloradoFlowerEquivalent],
};

const colorado2022: LimitsProfile = {
  code: "US-CO",
  name: "Colorado (adult-use 1 oz equivalent per sale, 8 g concentrate per day)",
  effectiveFrom: "2022-01-01",
  buckets: [
    coloradoFlowerEquivalent,
    {
      id: "concentrate",
      label: "Concentrate",
      maxMg: 8_000,
      period: "DAY",
      customerTypes: ["RECREATIONAL"],
      factors: { CONCENTRATE: weight(1), VAPE: weight(1) },
    },
  ],
};

/**
 * Michigan: MRTMA (MCL 333.27955) and the CRA's adult-use sales rules — 2.5 oz, of which at most 15 g
 * concentrate; kept per day, the stricter reading of "per transaction", which also matches the medical
 * 2.5 oz per day of the MMFLA. Infused products use the MMMA equivalency (MCL 333.26424(c)): 1 oz = 16 oz of
 * infused product in solid form = 36 fl oz in liquid form (taken at 1 g/ml and rounded up to 2/75). Beverages and
 * the edibles and topicals a product marks non-solid (a tincture, a lotion) are the liquid form; the rest solid.
 */
const michigan: LimitsProfile = {
  code: "US-MI",
  name: "Michigan (2.5 oz per day, 15 g concentrate)",
  effectiveFrom: "2019-12-01",
  buckets: [
    {
      id: "marihuana",
      label: "Marihuana (2.5 oz)",
      maxMg: ouncesMg(2.5),
      period: "DAY",
      customerTypes: ["RECREATIONAL", "MEDICAL"],
      factors: {
        FLOWER: weight(1),
        PRE_ROLL: weight(1),
        CONCENTRATE: weight(1),
        VAPE: weight(1),
        EDIBLE: weight(1, 16),
        TOPICAL: weight(1, 16),
        BEVERAGE: weight(2, 75),
      },
      nonSolidFactors: { EDIBLE: weight(2, 75), TOPICAL: weight(2, 75) },
    },
    {
      id: "concentrate",
      label: "Marihuana concentrate",
      maxMg: 15_000,
      period: "DAY",
      customerTypes: ["RECREATIONAL"],
      factors: { CONCENTRATE: weight(1), VAPE: weight(1) },
    },
  ],
};

/**
 * Illinois: 410 ILCS 705/10-10(a) — a resident may buy 30 g of cannabis flower, 5 g of concentrate and 500 mg of
 * THC in infused products; a dispensary sells no more in one transaction (410 ILCS 705/15-70). A non-resident may
 * buy half of each: 15 g, 2.5 g and 250 mg (10-10(b)). A customer is marked non-resident on their record (ID from
 * another state); the buckets of the other residency are left out (limitsFor).
 */
const illinoisBuckets = (residency: "RESIDENT" | "NON_RESIDENT", share: number) => {
  const suffix = residency === "RESIDENT" ? "" : "-non-resident";
  const label = residency === "RESIDENT" ? "" : " (non-resident)";
  const bucket = (id: string, name: string, maxMg: number, factors: LimitsProfile["buckets"][number]["factors"]) => ({
    id: `${id}${suffix}`,
    label: `${name}${label}`,
    maxMg: maxMg / share,
    period: "TRANSACTION" as const,
    customerTypes: ["RECREATIONAL" as const],
    residency,
    factors,
  });
  return [
    bucket("flower", "Cannabis flower", 30_000, { FLOWER: weight(1), PRE_ROLL: weight(1) }),
    bucket("concentrate", "Cannabis concentrate", 5_000, { CONCENTRATE: weight(1), VAPE: weight(1) }),
    bucket("infused-thc", "THC in infused products", 500, { EDIBLE: thc(1), BEVERAGE: thc(1), TOPICAL: thc(1) }),
  ];
};
const illinois: LimitsProfile = {
  code: "US-IL",
  name: "Illinois (resident: 30 g flower, 5 g concentrate, 500 mg THC infused per sale; non-resident half)",
  effectiveFrom: "2020-01-01",
  buckets: [...illinoisBuckets("RESIDENT", 1), ...illinoisBuckets("NON_RESIDENT", 2)],
};

const none: LimitsProfile = { code: "NONE", name: "No purchase limits", effectiveFrom: "1970-01-01", buckets: [] };

/** Every version of every preset, oldest first within a code. */
export const LIMITS_PROFILES: readonly LimitsProfile[] = [
  canada2018,
  canada2022,
  california,
  colorado2014,
  colorado2022,
  michigan,
  illinois,
  none,
];
export const LIMITS_PROFILE_CODES = ["CA", "US-CA", "US-CO", "US-MI", "US-IL", "NONE"] as const;
export type LimitsProfileCode = (typeof LIMITS_PROFILE_CODES)[number];

/** The version of a preset in force on the local day of `at`, or undefined before the law took effect. */
export function getLimitsProfile(code: string, at: string, timeZone = "UTC"): LimitsProfile | undefined {
  const today = toLocalMoment(at, timeZone).date;
  let current: LimitsProfile | undefined;
  for (const profile of LIMITS_PROFILES) {
    if (profile.code !== code || profile.effectiveFrom > today) continue;
    if (!current || profile.effectiveFrom > current.effectiveFrom) current = profile;
  }
  return current;
}
