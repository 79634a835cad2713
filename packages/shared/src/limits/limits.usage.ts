// Purchase-limit meter: how much of each bucket a cart uses, on top of what the customer bought earlier today.
import { assertAmount, mulDivCeil, PPM } from "../pricing/pricing.math.ts";
import {
  type BucketUsage,
  type CustomerType,
  FORM_CLASSES,
  type LimitBucket,
  type LimitFactor,
  type LimitLine,
  type LimitsProfile,
  type LimitUsage,
} from "./limits.types.ts";

function lineWeightMg(line: LimitLine): number {
  return line.unit === "GRAM" ? line.quantity : line.quantity * line.netWeightMg;
}

/**
 * THC of the whole line. Without a THC figure the net weight stands in: THC can never weigh more than the
 * product, so a missing label value can only make the meter stricter, never let a sale pass a limit.
 */
function lineThcMg(line: LimitLine): number {
  if (line.unit === "EACH" && line.thcMgPerUnit != null) return line.quantity * line.thcMgPerUnit;
  if (line.thcPercentPpm != null) return mulDivCeil(lineWeightMg(line), line.thcPercentPpm, PPM);
  return lineWeightMg(line);
}

function measure(line: LimitLine, factor: LimitFactor): number {
  switch (factor.basis) {
    case "NET_WEIGHT":
      return lineWeightMg(line);
    case "THC_MG":
      return lineThcMg(line);
    case "UNIT":
      // A pack counts its seeds; a weighed line of a per-unit class (seeds by the gram) counts every started gram.
      return line.unit === "EACH" ? line.quantity * (line.unitsPerPack ?? 1) : mulDivCeil(line.quantity, 1, 1000);
  }
}

/** mg of the bucket's reference product that one line uses (rounded up per line, so usage adds up line by line). */
export function lineEquivalentMg(line: LimitLine, factor: LimitFactor | undefined): number {
  if (!factor) return 0;
  return mulDivCeil(measure(line, factor), factor.numerator, factor.denominator);
}

/** The factor a line counts with in a bucket: a non-solid edible or topical's own, where the bucket gives one. */
export function factorFor(bucket: LimitBucket, line: LimitLine): LimitFactor | undefined {
  const factor = bucket.factors[line.complianceClass];
  if (!factor || line.form !== "NON_SOLID") return factor;
  const formClass = FORM_CLASSES.find((c) => c === line.complianceClass);
  return (formClass && bucket.nonSolidFactors?.[formClass]) || factor;
}

/**
 * Usage of every bucket that applies to the customer type. priorUsageMg is keyed by bucket id and only counts for
 * DAY buckets (a TRANSACTION limit starts from zero with every sale).
 */
export function computeLimitUsage(
  profile: LimitsProfile,
  lines: readonly LimitLine[],
  priorUsageMg: Readonly<Record<string, number>> = {},
  customerType: CustomerType = "RECREATIONAL",
): LimitUsage {
  for (const line of lines) {
    assertAmount(line.quantity, `quantity of line ${line.lineId}`);
    assertAmount(line.netWeightMg, `netWeightMg of line ${line.lineId}`);
  }
  const buckets: BucketUsage[] = profile.buckets
    .filter((bucket) => bucket.customerTypes.includes(customerType))
    .map((bucket) => {
      const priorMg = bucket.period === "DAY" ? (priorUsageMg[bucket.id] ?? 0) : 0;
      assertAmount(priorMg, `prior usage of ${bucket.id}`);
      const cartMg = lines.reduce((sum, line) => sum + lineEquivalentMg(line, factorFor(bucket, line)), 0);
      const usedMg = priorMg + cartMg;
      return {
        bucketId: bucket.id,
        label: bucket.label,
        ...(bucket.unit ? { unit: bucket.unit } : {}),
        period: bucket.period,
        maxMg: bucket.maxMg,
        priorMg,
        cartMg,
        usedMg,
        remainingMg: Math.max(0, bucket.maxMg - usedMg),
      };
    });
  const exceeded = buckets
    .filter((bucket) => bucket.usedMg > bucket.maxMg)
    .map((bucket) => ({
      bucketId: bucket.bucketId,
      label: bucket.label,
      overByMg: bucket.usedMg - bucket.maxMg,
      ...(bucket.unit ? { unit: bucket.unit } : {}),
    }));
  return { profileCode: profile.code, buckets, exceeded };
}

/** The profile's buckets that apply to a buyer: a bucket for one residency only counts for buyers of it. */
export function limitsFor(profile: LimitsProfile, nonResident: boolean): LimitsProfile;
export function limitsFor(profile: LimitsProfile | undefined, nonResident: boolean): LimitsProfile | undefined;
export function limitsFor(profile: LimitsProfile | undefined, nonResident: boolean) {
  if (!profile?.buckets.some((bucket) => bucket.residency)) return profile;
  const wanted = nonResident ? "NON_RESIDENT" : "RESIDENT";
  return { ...profile, buckets: profile.buckets.filter((b) => !b.residency || b.residency === wanted) };
}
