// Mixed carts (cannabis and accessories) under each US preset, worked by hand: the presets keep a cannabis and an
// accessory row of the same sales tax (only cannabis pays the excise, and in California and Michigan the cannabis
// row is compound on it), yet the sale owes that tax once on its combined base. Every preset's rounding rule cites
// its source (US_ROUNDING_SOURCES: Cal. Civ. Code § 1656.1(c); 1 CCR 201-4 Rule 39-26-106-2; MCL 205.73(2);
// 86 Ill. Adm. Code 150.405); the rates' sources are in the preset data. Rounding each row apart was off by a cent
// on every cart below (the "apart" figure).
import { describe, expect, it } from "vitest";
import { priceCart } from "../pricing/pricing.engine.ts";
import { buildLine } from "../pricing/pricing.test-fixtures.ts";
import type { PricingCustomer } from "../pricing/pricing.types.ts";
import { getJurisdiction, presetTaxGroups } from "./jurisdictions.ts";

const NOV = "2025-11-20T20:00:00Z";

function mixedCart(
  code: string,
  cannabis: { unitPriceCents: number; thcPercentPpm?: number },
  accessoryCents: number,
  customer: PricingCustomer | null = null,
) {
  const preset = getJurisdiction(code)!;
  return priceCart({
    at: NOV,
    timeZone: preset.timeZone,
    lines: [
      buildLine({ taxGroupId: "cannabis", ...cannabis }),
      buildLine({ taxGroupId: "accessories", complianceClass: "ACCESSORY", unitPriceCents: accessoryCents }),
    ],
    taxGroups: presetTaxGroups(preset),
    customer,
    taxRounding: preset.rounding.taxes,
  });
}
const taxesOf = (cart: ReturnType<typeof mixedCart>) =>
  cart.lines.map((line) => Object.fromEntries(line.taxes.map((t) => [t.name, t.amountCents])));

describe("one sales tax on a mixed sale, computed once and allocated to its lines", () => {
  it.each([
    {
      code: "US-CA-LOS-ANGELES",
      rule: "§ 1656.1(c)",
      name: "Los Angeles sales tax",
      cannabis: { unitPriceCents: 4000 },
      accessory: 1000,
      // excise 15 % × 40.00 = 6.00; 9.75 % × (46.00 + 10.00) = 5.46 exactly; shares 4.485 and 0.975 → 4.48 + 0.97,
      // the cent left to the earlier tie → 4.49 and 0.97. Apart: 4.485 → 4.49 and 0.975 → 0.98 = 5.47.
      excise: { "CA cannabis excise": 600 },
      lines: [449, 97],
      sale: 546,
      apart: 547,
      base: 5600,
      total: 4000 + 1000 + 600 + 546,
    },
    {
      code: "US-CA-SACRAMENTO",
      rule: "§ 1656.1(c)",
      name: "Sacramento sales tax",
      cannabis: { unitPriceCents: 4000 },
      accessory: 1000,
      // 8.75 % × 56.00 = 4.90; shares 4.025 and 0.875 → 4.02 + 0.87, one cent to the earlier tie. Apart: 4.03 + 0.88.
      excise: { "CA cannabis excise": 600 },
      lines: [403, 87],
      sale: 490,
      apart: 491,
      base: 5600,
      total: 4000 + 1000 + 600 + 490,
    },
    {
      code: "US-CA-SAN-FRANCISCO",
      rule: "§ 1656.1(c)",
      name: "San Francisco sales tax",
      cannabis: { unitPriceCents: 2000 },
      accessory: 850,
      // excise 3.00; 8.625 % × (23.00 + 8.50) = 2.716875 → 2.72; shares 1.98375 and 0.733125 → 1.98 + 0.73, the cent
      // to the larger remainder (.375). Apart: 1.98 + 0.73 = 2.71, a cent short of what the sale owes.
      excise: { "CA cannabis excise": 300 },
      lines: [199, 73],
      sale: 272,
      apart: 271,
      base: 3150,
      total: 2000 + 850 + 300 + 272,
    },
    {
      code: "US-MI",
      rule: "MCL 205.73(2)",
      name: "MI sales tax",
      cannabis: { unitPriceCents: 1025 },
      accessory: 1025,
      // excise 10 % × 10.25 = 1.025 → 1.03; 6 % × (11.28 + 10.25) = 1.2918 → 1.29; shares 0.6768 and 0.615 → 0.67 +
      // 0.61, the cent to .68. Apart: 0.68 + 0.62 = 1.30 (R 205.141: the excise is in the sales tax base).
      excise: { "MI marihuana excise": 103 },
      lines: [68, 61],
      sale: 129,
      apart: 130,
      base: 2153,
      total: 1025 + 1025 + 103 + 129,
    },
    {
      code: "US-IL",
      rule: "150.405",
      name: "IL retailers' occupation tax",
      cannabis: { unitPriceCents: 5000, thcPercentPpm: 200_000 },
      accessory: 1000,
      // excise 10 % × 50.00 = 5.00 (not in the ROT base); 6.25 % × 60.00 = 3.75; shares 3.125 and 0.625 → 3.12 + 0.62,
      // one cent to the earlier tie. Apart: 3.13 + 0.63 = 3.76.
      excise: { "IL excise, THC 35 % or less": 500 },
      lines: [313, 62],
      sale: 375,
      apart: 376,
      base: 6000,
      total: 5000 + 1000 + 500 + 375,
    },
  ])("$code: $name", ({ code, rule, name, cannabis, accessory, excise, lines, sale, apart, base, total }) => {
    expect(getJurisdiction(code)!.rounding).toMatchObject({ taxes: "SALE", source: expect.stringContaining(rule) });
    const cart = mixedCart(code, cannabis, accessory);
    expect(taxesOf(cart)).toEqual([{ ...excise, [name]: lines[0] }, { [name]: lines[1] }]);
    expect(cart.totals.totalCents).toBe(total);
    const summary = cart.taxes.filter((t) => t.name === name);
    expect(summary.map((t) => [t.baseCents, t.amountCents])).toEqual([[base, sale]]);
    expect(sale).not.toBe(apart);
  });

  it("Colorado, medical: the 2.9 % state sales tax on cannabis and on accessories is one tax (C.R.S. § 39-26-106)", () => {
    expect(getJurisdiction("US-CO")!.rounding.source).toContain("Rule 39-26-106-2");
    const cart = mixedCart("US-CO", { unitPriceCents: 4500 }, 1500, {
      type: "MEDICAL",
      groupIds: [],
      cardType: "STATE_ID_CARD",
    });
    // 2.9 % × 60.00 = 1.74; shares 1.305 and 0.435 → 1.30 + 0.43, one cent to the earlier tie. Apart: 1.31 + 0.44.
    expect(taxesOf(cart)).toEqual([{ "CO state sales tax": 131 }, { "CO state sales tax": 43 }]);
    expect(cart.totals.taxCents).toBe(174);
  });

  it("a county card's exemption waives the cannabis row only; the accessory row rounds alone (Rev. & Tax. Code § 6363.7)", () => {
    const cart = mixedCart("US-CA-LOS-ANGELES", { unitPriceCents: 4000 }, 1000, {
      type: "MEDICAL",
      groupIds: [],
      cardType: "STATE_ID_CARD",
    });
    // 9.75 % × 10.00 = 0.975 → 0.98; the exempt 46.00 shares no cents.
    expect(taxesOf(cart)).toEqual([
      { "CA cannabis excise": 600, "Los Angeles sales tax": 0 },
      { "Los Angeles sales tax": 98 },
    ]);
    expect(cart.taxes.map((t) => [t.name, t.baseCents, t.amountCents, t.exemptReason ?? null])).toEqual([
      ["CA cannabis excise", 4000, 600, null],
      ["Los Angeles sales tax", 4600, 0, "STATE_ID_CARD"],
      ["Los Angeles sales tax", 1000, 98, null],
    ]);
  });
});
