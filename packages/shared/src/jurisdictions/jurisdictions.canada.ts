// Canadian presets: British Columbia (GST + PST), Ontario (HST), Alberta (GST). The federal cannabis excise duty is
// paid by licensed producers and is in the shelf price, so the register adds only the sales taxes.
import { CANNABIS_CLASSES, type JurisdictionPreset, type PresetRate } from "./jurisdictions.types.ts";

const pct = (percent: number) => Math.round(percent * 10_000);
const GST_SOURCE = "Excise Tax Act (R.S.C. 1985, c. E-15), s. 165(1): GST 5 %";

const tax = (key: string, name: string, percent: number, from: string, source: string): PresetRate => ({
  key,
  name,
  ratePpm: pct(percent),
  customerType: "ALL",
  compound: false,
  appliesTo: null,
  effectiveFrom: from,
  effectiveTo: null,
  source,
});

function province(
  fields: Pick<JurisdictionPreset, "code" | "name" | "region" | "timeZone" | "minimumAges" | "returns">,
  rates: PresetRate[],
): JurisdictionPreset {
  return {
    ...fields,
    version: "2025-11-24",
    country: "CA",
    locality: null,
    currency: "CAD",
    cashRounding: "NEAREST_5_CENTS",
    limitsProfile: "CA",
    rounding: {
      rule: "Each rate once on the sale's price, half up to the cent, the cents allocated to lines by largest remainder; a cash total rounds to the nearest 5 cents.",
      taxes: "SALE",
      source:
        "Excise Tax Act s. 165 (tax on the value of the consideration); CRA GST/HST Info Sheet GI-131 (taxes calculated to the cent, then only a cash total rounds to the nearest 5 cents)",
    },
    // The same rates tax cannabis and accessories: one group for every class.
    taxGroups: [
      { key: "cannabis", name: `Cannabis — ${fields.name}`, classes: [...CANNABIS_CLASSES, "ACCESSORY"], rates },
    ],
  };
}

const STORE_POLICY = "No provincial rule found that forbids restocking a customer return; store policy";

export const CANADA_PRESETS: JurisdictionPreset[] = [
  province(
    {
      code: "CA-BC",
      name: "British Columbia",
      region: "BC",
      timeZone: "America/Vancouver",
      minimumAges: {
        RECREATIONAL: 19,
        MEDICAL: 19,
        source: "Cannabis Control and Licensing Act (S.B.C. 2018, c. 29): minors are under 19",
      },
      returns: { dispositions: ["RESTOCK", "QUARANTINE", "DESTROY"], source: STORE_POLICY },
    },
    [
      tax("gst", "GST", 5, "2018-10-17", GST_SOURCE),
      tax(
        "pst",
        "BC PST",
        7,
        "2018-10-17",
        "Provincial Sales Tax Act (S.B.C. 2012, c. 35), s. 49: 7 %, no exemption for cannabis",
      ),
    ],
  ),
  province(
    {
      code: "CA-ON",
      name: "Ontario",
      region: "ON",
      timeZone: "America/Toronto",
      minimumAges: {
        RECREATIONAL: 19,
        MEDICAL: 19,
        source: "Cannabis Control Act, 2017 (S.O. 2017, c. 26, Sched. 1), s. 7: no sale under 19",
      },
      returns: { dispositions: ["RESTOCK", "QUARANTINE", "DESTROY"], source: STORE_POLICY },
    },
    [tax("hst", "HST", 13, "2018-10-17", "Excise Tax Act, s. 165(2) and Sched. VIII: HST 13 % in Ontario")],
  ),
  province(
    {
      code: "CA-AB",
      name: "Alberta",
      region: "AB",
      timeZone: "America/Edmonton",
      minimumAges: {
        RECREATIONAL: 18,
        MEDICAL: 18,
        source: "Gaming, Liquor and Cannabis Act (R.S.A. 2000, c. G-1): minors are under 18",
      },
      returns: {
        dispositions: ["RESTOCK", "QUARANTINE", "DESTROY"],
        source: "AGLC Retail Cannabis Store Handbook 5.4: returns other than recalls are at the licensee's discretion",
      },
    },
    [tax("gst", "GST", 5, "2018-10-17", GST_SOURCE)],
  ),
];
