// California presets: the state cannabis excise (dated: 15 %, 19 % from 2025-07-01, 15 % again from 2025-10-01) and
// state + local sales tax for Los Angeles, San Francisco and Sacramento. Sources in every figure; decision 0018.
import { CANNABIS_CLASSES, type JurisdictionPreset, type PresetRate } from "./jurisdictions.types.ts";
import { pct, US_ROUNDING_SOURCES, usRounding } from "./jurisdictions.us-common.ts";

const CA_EXCISE_SOURCE = "Cal. Rev. & Tax. Code § 34011.2; https://www.cdtfa.ca.gov/industry/cannabis/";
/** The state cannabis excise on gross receipts after discounts, collected from every purchaser (medical too). */
const caExcise: PresetRate[] = [
  { from: "2023-01-01", to: "2025-06-30", rate: 15, note: "AB 195 (Stats. 2022, ch. 56)" },
  { from: "2025-07-01", to: "2025-09-30", rate: 19, note: "CDTFA adjustment for FY 2025-26 under AB 195" },
  { from: "2025-10-01", to: null, rate: 15, note: "AB 564 (Stats. 2025, ch. 127)" },
].map(({ from, to, rate, note }) => ({
  key: "excise",
  name: "CA cannabis excise",
  ratePpm: pct(rate),
  customerType: "ALL" as const,
  compound: false,
  appliesTo: null,
  effectiveFrom: from,
  effectiveTo: to,
  source: `${CA_EXCISE_SOURCE} — ${note}`,
}));

/** Sales tax is on gross receipts including the excise (CDTFA tax facts), waived with a county-issued MMIC. */
function caSalesTax(city: string, steps: { from: string; to: string | null; rate: number }[]): PresetRate[] {
  return steps.map(({ from, to, rate }) => ({
    key: "sales-tax",
    name: `${city} sales tax`,
    ratePpm: pct(rate),
    customerType: "ALL" as const,
    compound: true,
    appliesTo: null,
    exemptCardTypes: ["STATE_ID_CARD" as const],
    effectiveFrom: from,
    effectiveTo: to,
    source:
      "CDTFA City & County Sales & Use Tax Rates, https://www.cdtfa.ca.gov/taxes-and-fees/rates.aspx; excise in the " +
      "sales tax base: https://www.cdtfa.ca.gov/industry/cannabis/tax-facts.htm; MMIC exemption: Rev. & Tax. Code § 6363.7",
  }));
}

function california(code: string, city: string, steps: Parameters<typeof caSalesTax>[1]): JurisdictionPreset {
  const sales = caSalesTax(city, steps);
  return {
    code,
    version: "2026-11-24",
    name: `California — ${city}`,
    country: "US",
    region: "CA",
    locality: city,
    timeZone: "America/Los_Angeles",
    currency: "USD",
    cashRounding: "NONE",
    limitsProfile: "US-CA",
    minimumAges: {
      RECREATIONAL: 21,
      MEDICAL: 18,
      source: "Cal. Bus. & Prof. Code § 26140; Cal. Code Regs. tit. 4, § 15400 (18 with a physician's recommendation)",
    },
    rounding: usRounding(US_ROUNDING_SOURCES.CA),
    returns: {
      dispositions: ["QUARANTINE", "DESTROY"],
      source: "Cal. Code Regs. tit. 4, § 15410(c): a retailer shall not resell cannabis goods that have been returned",
    },
    taxGroups: [
      { key: "cannabis", name: `Cannabis — ${city}`, classes: [...CANNABIS_CLASSES], rates: [...caExcise, ...sales] },
      {
        key: "accessories",
        name: `Accessories — ${city}`,
        classes: ["ACCESSORY"],
        rates: sales.map((r) => ({
          ...r,
          key: "accessory-sales-tax",
          compound: false,
          exemptCardTypes: [],
          source: "CDTFA City & County Sales & Use Tax Rates, https://www.cdtfa.ca.gov/taxes-and-fees/rates.aspx",
        })),
      },
    ],
  };
}

export const CALIFORNIA_PRESETS: JurisdictionPreset[] = [
  california("US-CA-LOS-ANGELES", "Los Angeles", [
    { from: "2023-01-01", to: "2025-03-31", rate: 9.5 },
    { from: "2025-04-01", to: null, rate: 9.75 },
  ]),
  california("US-CA-SAN-FRANCISCO", "San Francisco", [{ from: "2023-01-01", to: null, rate: 8.625 }]),
  california("US-CA-SACRAMENTO", "Sacramento", [{ from: "2023-01-01", to: null, rate: 8.75 }]),
];
