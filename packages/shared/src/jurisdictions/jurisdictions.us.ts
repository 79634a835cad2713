// United States presets besides California: Colorado, Michigan and Illinois (state rates; a city's or county's own
// rates are the store's to add). Each figure cites its source; decision 0018 says how they are checked.

import { CALIFORNIA_PRESETS } from "./jurisdictions.california.ts";
import {
  CANNABIS_CLASSES,
  type JurisdictionPreset,
  type PresetRate,
  type PresetTaxGroup,
  type ReturnDisposition,
} from "./jurisdictions.types.ts";
import { pct, US_ROUNDING_SOURCES, usRounding } from "./jurisdictions.us-common.ts";

// --- Colorado, Michigan, Illinois -----------------------------------------------------------------------------
function statePreset(
  fields: Omit<JurisdictionPreset, "version" | "country" | "locality" | "currency" | "cashRounding" | "rounding">,
): JurisdictionPreset {
  return {
    ...fields,
    version: "2026-11-24",
    country: "US",
    locality: null,
    currency: "USD",
    cashRounding: "NONE",
    rounding: usRounding(US_ROUNDING_SOURCES[fields.region as keyof typeof US_ROUNDING_SOURCES]),
  };
}

const rate = (fields: Omit<PresetRate, "compound" | "appliesTo"> & Partial<PresetRate>): PresetRate => ({
  compound: false,
  appliesTo: null,
  ...fields,
});
const group = (key: string, name: string, classes: PresetTaxGroup["classes"], rates: PresetRate[]) => ({
  key,
  name,
  classes,
  rates,
});
const RESTOCK_ALLOWED = (source: string) => ({
  dispositions: ["RESTOCK", "QUARANTINE", "DESTROY"] as ReturnDisposition[],
  source,
});

const CO_SALES = "C.R.S. § 39-26-106 (2.9 % state sales tax); https://tax.colorado.gov/marijuana-tax";
const colorado = statePreset({
  code: "US-CO",
  name: "Colorado",
  region: "CO",
  timeZone: "America/Denver",
  limitsProfile: "US-CO",
  minimumAges: { RECREATIONAL: 21, MEDICAL: 18, source: "Colo. Const. art. XVIII, §§ 14 and 16" },
  returns: { ...RESTOCK_ALLOWED("No Colorado rule found that forbids restocking a customer return; store policy") },
  taxGroups: [
    group(
      "cannabis",
      "Cannabis — Colorado",
      [...CANNABIS_CLASSES],
      [
        rate({
          key: "retail-marijuana-sales-tax",
          name: "CO retail marijuana sales tax",
          ratePpm: pct(15),
          customerType: "RECREATIONAL",
          effectiveFrom: "2017-07-01",
          effectiveTo: null,
          source: "C.R.S. § 39-28.8-202(1)(a)(III) (SB 17-267: 15 %, and no 2.9 % state sales tax on retail marijuana)",
        }),
        rate({
          key: "medical-sales-tax",
          // The same tax as the accessories' row, so a mixed medical sale computes it once (decision 0030).
          name: "CO state sales tax",
          ratePpm: pct(2.9),
          customerType: "MEDICAL",
          effectiveFrom: "2017-07-01",
          effectiveTo: null,
          source: CO_SALES,
        }),
      ],
    ),
    group(
      "accessories",
      "Accessories — Colorado",
      ["ACCESSORY"],
      [
        rate({
          key: "sales-tax",
          name: "CO state sales tax",
          ratePpm: pct(2.9),
          customerType: "ALL",
          effectiveFrom: "2001-01-01",
          effectiveTo: null,
          source: CO_SALES,
        }),
      ],
    ),
  ],
});

const MI_SALES = "MCL 205.52 (6 %); Mich. Admin. Code R 205.141: the taxable price includes the 10 % excise";
const michigan = statePreset({
  code: "US-MI",
  name: "Michigan",
  region: "MI",
  timeZone: "America/Detroit",
  limitsProfile: "US-MI",
  minimumAges: {
    RECREATIONAL: 21,
    MEDICAL: 18,
    source: "MCL 333.27955 (adult-use 21); MCL 333.26423 (registered patients)",
  },
  returns: { ...RESTOCK_ALLOWED("No Michigan CRA rule found that forbids restocking a customer return; store policy") },
  taxGroups: [
    group(
      "cannabis",
      "Cannabis — Michigan",
      [...CANNABIS_CLASSES],
      [
        rate({
          key: "excise",
          name: "MI marihuana excise",
          ratePpm: pct(10),
          customerType: "RECREATIONAL",
          effectiveFrom: "2019-12-01",
          effectiveTo: null,
          source: "MCL 333.27963(1); medical sales excluded by MCL 333.27963(4)(b)-(c)",
        }),
        rate({
          key: "sales-tax",
          name: "MI sales tax",
          ratePpm: pct(6),
          customerType: "ALL",
          compound: true,
          effectiveFrom: "2019-12-01",
          effectiveTo: null,
          source: MI_SALES,
        }),
      ],
    ),
    group(
      "accessories",
      "Accessories — Michigan",
      ["ACCESSORY"],
      [
        rate({
          key: "accessory-sales-tax",
          name: "MI sales tax",
          ratePpm: pct(6),
          customerType: "ALL",
          effectiveFrom: "2019-12-01",
          effectiveTo: null,
          source: "MCL 205.52",
        }),
      ],
    ),
  ],
});

const IL_EXCISE = "410 ILCS 705/65-10; 86 Ill. Adm. Code 423.110 (medical cannabis is exempt, 65-10(c))";
const IL_NOT_INFUSED = ["FLOWER", "PRE_ROLL", "CONCENTRATE", "VAPE"] as const;
const ilExcise = (key: string, name: string, percent: number, appliesTo: PresetRate["appliesTo"]) =>
  rate({
    key,
    name,
    ratePpm: pct(percent),
    customerType: "RECREATIONAL",
    appliesTo,
    effectiveFrom: "2020-01-01",
    effectiveTo: null,
    source: IL_EXCISE,
  });
const illinois = statePreset({
  code: "US-IL",
  name: "Illinois",
  region: "IL",
  timeZone: "America/Chicago",
  limitsProfile: "US-IL",
  minimumAges: {
    RECREATIONAL: 21,
    MEDICAL: 18,
    source: "410 ILCS 705/10-5 (21); 410 ILCS 130/10 (qualifying patients)",
  },
  returns: { ...RESTOCK_ALLOWED("No IDFPR rule found that forbids restocking a customer return; store policy") },
  taxGroups: [
    group(
      "cannabis",
      "Cannabis — Illinois",
      [...CANNABIS_CLASSES],
      [
        ilExcise("excise-35-or-less", "IL excise, THC 35 % or less", 10, {
          complianceClasses: [...IL_NOT_INFUSED],
          maxThcPpm: 350_000,
        }),
        ilExcise("excise-over-35", "IL excise, THC over 35 %", 25, {
          complianceClasses: [...IL_NOT_INFUSED],
          minThcPpm: 350_001,
        }),
        ilExcise("excise-infused", "IL excise, infused products", 20, {
          complianceClasses: ["EDIBLE", "BEVERAGE", "TOPICAL"],
        }),
        rate({
          key: "rot",
          name: "IL retailers' occupation tax",
          ratePpm: pct(6.25),
          customerType: "RECREATIONAL",
          effectiveFrom: "2020-01-01",
          effectiveTo: null,
          source: "35 ILCS 120/2-10 (6.25 %); local taxes are the store's",
        }),
        rate({
          key: "rot-medical",
          name: "IL retailers' occupation tax (medical)",
          ratePpm: pct(1),
          customerType: "MEDICAL",
          effectiveFrom: "2020-01-01",
          effectiveTo: null,
          source: "35 ILCS 120/2-10 (1 % on medical cannabis)",
        }),
      ],
    ),
    group(
      "accessories",
      "Accessories — Illinois",
      ["ACCESSORY"],
      [
        rate({
          key: "accessory-rot",
          name: "IL retailers' occupation tax",
          ratePpm: pct(6.25),
          customerType: "ALL",
          effectiveFrom: "2020-01-01",
          effectiveTo: null,
          source: "35 ILCS 120/2-10",
        }),
      ],
    ),
  ],
});

export const US_PRESETS: JurisdictionPreset[] = [...CALIFORNIA_PRESETS, colorado, michigan, illinois];
