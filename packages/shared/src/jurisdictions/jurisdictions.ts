// The shipped jurisdiction presets and what a location makes of one (decision 0018).
import type { TaxGroup } from "../pricing/pricing.types.ts";
import { CANADA_PRESETS } from "./jurisdictions.canada.ts";
import { type JurisdictionPreset, RETURN_DISPOSITIONS, type ReturnDisposition } from "./jurisdictions.types.ts";
import { US_PRESETS } from "./jurisdictions.us.ts";

export const JURISDICTION_PRESETS: readonly JurisdictionPreset[] = [...US_PRESETS, ...CANADA_PRESETS];
export const JURISDICTION_CODES = JURISDICTION_PRESETS.map((p) => p.code);

export function getJurisdiction(code: string): JurisdictionPreset | undefined {
  return JURISDICTION_PRESETS.find((p) => p.code === code);
}

/** A rate row's stable key within a location: preset code, group, rate and first day ("US-CA-…/cannabis/excise@2025-07-01"). */
export const presetRateKey = (code: string, groupKey: string, rateKey: string, effectiveFrom: string) =>
  `${code}/${groupKey}/${rateKey}@${effectiveFrom}`;

/** The preset's groups in the engine's shape, rate ids being their preset keys (tests and previews price with it). */
export function presetTaxGroups(preset: JurisdictionPreset): TaxGroup[] {
  return preset.taxGroups.map((group) => ({
    id: group.key,
    name: group.name,
    rates: group.rates.map((rate) => ({
      ...rate,
      id: presetRateKey(preset.code, group.key, rate.key, rate.effectiveFrom),
      appliesTo: rate.appliesTo ?? null,
      exemptCardTypes: rate.exemptCardTypes ?? null,
    })),
  }));
}

/**
 * What a refund may do with the goods at a location with this preset (null: none applied, the owner's policy, all
 * three). The server refuses the others; the register offers only these.
 */
export function returnRulesFor(code: string | null | undefined): {
  dispositions: ReturnDisposition[];
  source: string | null;
} {
  const preset = code ? getJurisdiction(code) : undefined;
  return preset
    ? { dispositions: [...preset.returns.dispositions], source: preset.returns.source }
    : { dispositions: [...RETURN_DISPOSITIONS], source: null };
}
