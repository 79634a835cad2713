// Hand-worked carts for every shipped preset: each expected figure is computed by hand from the preset's rates and
// the source cited beside it (the sources are in the preset data; the worked examples of the law are quoted here).
import { describe, expect, it } from "vitest";
import { LIMITS_PROFILE_CODES } from "../limits/limits.profiles.ts";
import { COMPLIANCE_CLASSES } from "../limits/limits.types.ts";
import { priceCart } from "../pricing/pricing.engine.ts";
import { MissingProductFigureError } from "../pricing/pricing.taxes.ts";
import { buildLine } from "../pricing/pricing.test-fixtures.ts";
import type { CartLine, MedicalCardType, PricingCustomer } from "../pricing/pricing.types.ts";
import { getJurisdiction, JURISDICTION_PRESETS, presetTaxGroups } from "./jurisdictions.ts";
import { jurisdictionPresetSchema } from "./jurisdictions.types.ts";

function price(
  code: string,
  at: string,
  line: Partial<CartLine>,
  customer: PricingCustomer | null = null,
): { taxes: Record<string, number>; total: number; cashDue: number } {
  const preset = getJurisdiction(code)!;
  const groups = presetTaxGroups(preset);
  const klass = line.complianceClass ?? "FLOWER";
  const group = preset.taxGroups.find((g) => g.classes.includes(klass))!;
  const cart = priceCart({
    at,
    timeZone: preset.timeZone,
    lines: [buildLine({ taxGroupId: group.key, ...line })],
    taxGroups: groups,
    customer,
    cashRounding: preset.cashRounding,
  });
  const taxes = Object.fromEntries(cart.lines[0]!.taxes.map((t) => [t.name, t.amountCents]));
  return { taxes, total: cart.totals.totalCents, cashDue: cart.cashDueCents };
}

const medical = (cardType: MedicalCardType): PricingCustomer => ({ type: "MEDICAL", groupIds: [], cardType });
const LA = "US-CA-LOS-ANGELES";

describe("every preset is well formed", () => {
  it.each(JURISDICTION_PRESETS.map((p) => [p.code, p] as const))("%s", (_code, preset) => {
    expect(jurisdictionPresetSchema.parse(preset)).toEqual(preset);
    expect(LIMITS_PROFILE_CODES).toContain(preset.limitsProfile);
    const classes = preset.taxGroups.flatMap((g) => g.classes);
    expect([...classes].sort()).toEqual([...COMPLIANCE_CLASSES].sort());
    for (const group of preset.taxGroups) {
      for (const key of new Set(group.rates.map((r) => r.key))) {
        const sorted = group.rates
          .filter((r) => r.key === key)
          .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
        // Versions of one rate follow each other without a gap or an overlap.
        for (let i = 1; i < sorted.length; i++) {
          const dayAfter = new Date(`${sorted[i - 1]!.effectiveTo}T00:00:00Z`);
          dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
          expect(sorted[i]!.effectiveFrom).toBe(dayAfter.toISOString().slice(0, 10));
        }
        expect(sorted.at(-1)!.effectiveTo).toBeNull();
      }
    }
  });
});

describe("California (Rev. & Tax. Code § 34011.2, AB 564; CDTFA city rates; § 6363.7)", () => {
  it.each([
    // $40 flower: excise on the price, sales tax on price + excise (CDTFA tax facts).
    { at: "2025-03-31T19:00:00Z", excise: 600, sales: 437, total: 5037, why: "15 % excise, LA 9.5 % before Measure A" },
    { at: "2025-06-30T19:00:00Z", excise: 600, sales: 449, total: 5049, why: "15 % excise, LA 9.75 %" },
    { at: "2025-07-01T06:59:00Z", excise: 600, sales: 449, total: 5049, why: "23:59 on 30 June local: still 15 %" },
    { at: "2025-07-01T07:00:00Z", excise: 760, sales: 464, total: 5224, why: "00:00 on 1 July local: 19 %" },
    { at: "2025-10-01T06:59:00Z", excise: 760, sales: 464, total: 5224, why: "23:59 on 30 September: still 19 %" },
    { at: "2025-10-01T07:00:00Z", excise: 600, sales: 449, total: 5049, why: "1 October: 15 % again (AB 564)" },
  ])("Los Angeles at $at: $why", ({ at, excise, sales, total }) => {
    expect(price(LA, at, { unitPriceCents: 4000 })).toMatchObject({
      taxes: { "CA cannabis excise": excise, "Los Angeles sales tax": sales },
      total,
    });
  });

  const NOV = "2025-11-20T20:00:00Z";
  it("a county-issued medical ID card exempts from sales tax but not from the excise", () => {
    expect(price(LA, NOV, { unitPriceCents: 4000 }, medical("STATE_ID_CARD"))).toMatchObject({
      taxes: { "CA cannabis excise": 600, "Los Angeles sales tax": 0 },
      total: 4600,
    });
  });

  it("a physician's recommendation alone exempts from neither", () => {
    expect(price(LA, NOV, { unitPriceCents: 4000 }, medical("RECOMMENDATION"))).toMatchObject({
      taxes: { "CA cannabis excise": 600, "Los Angeles sales tax": 449 },
      total: 5049,
    });
  });

  it("the exempt tax is kept on the line at 0 with its reason, for the tax return", () => {
    const preset = getJurisdiction(LA)!;
    const cart = priceCart({
      at: NOV,
      timeZone: preset.timeZone,
      lines: [buildLine({ taxGroupId: "cannabis", unitPriceCents: 4000 })],
      taxGroups: presetTaxGroups(preset),
      customer: medical("STATE_ID_CARD"),
    });
    expect(cart.taxes.map((t) => [t.name, t.baseCents, t.amountCents, t.exemptReason ?? null])).toEqual([
      ["CA cannabis excise", 4000, 600, null],
      ["Los Angeles sales tax", 4600, 0, "STATE_ID_CARD"],
    ]);
  });

  it.each([
    { code: "US-CA-SAN-FRANCISCO", name: "San Francisco sales tax", sales: 397, total: 4997 }, // 4600 × 8.625 % = 396.75
    { code: "US-CA-SACRAMENTO", name: "Sacramento sales tax", sales: 403, total: 5003 }, // 4600 × 8.75 % = 402.5
  ])("$code: $40 flower", ({ code, name, sales, total }) => {
    expect(price(code, NOV, { unitPriceCents: 4000 })).toMatchObject({
      taxes: { "CA cannabis excise": 600, [name]: sales },
      total,
    });
  });

  it("an accessory pays sales tax only", () => {
    expect(price(LA, NOV, { complianceClass: "ACCESSORY", unitPriceCents: 1000 })).toMatchObject({
      taxes: { "Los Angeles sales tax": 98 }, // 1000 × 9.75 % = 97.5
      total: 1098,
    });
  });
});

describe("Colorado (C.R.S. § 39-28.8-202, § 39-26-106)", () => {
  const at = "2025-11-20T19:00:00Z";
  it("adult-use pays the 15 % retail marijuana sales tax, medical the 2.9 % state sales tax", () => {
    expect(price("US-CO", at, { unitPriceCents: 4000 })).toMatchObject({
      taxes: { "CO retail marijuana sales tax": 600 },
      total: 4600,
    });
    expect(price("US-CO", at, { unitPriceCents: 4000 }, medical("STATE_ID_CARD"))).toMatchObject({
      taxes: { "CO state sales tax": 116 },
      total: 4116,
    });
  });
});

describe("Michigan (MCL 333.27963; Mich. Admin. Code R 205.141)", () => {
  const at = "2025-11-20T19:00:00Z";
  it("R 205.141's example: $100 adult-use → $10 excise, 6 % of $110 = $6.60 sales tax", () => {
    expect(price("US-MI", at, { unitPriceCents: 10_000 })).toMatchObject({
      taxes: { "MI marihuana excise": 1000, "MI sales tax": 660 },
      total: 11_660,
    });
  });
  it("medical pays sales tax only", () => {
    expect(price("US-MI", at, { unitPriceCents: 10_000 }, medical("STATE_ID_CARD"))).toMatchObject({
      taxes: { "MI sales tax": 600 },
      total: 10_600,
    });
  });
});

describe("Illinois (410 ILCS 705/65-10; 86 Ill. Adm. Code 423.110; 35 ILCS 120/2-10)", () => {
  const at = "2025-11-20T19:00:00Z";
  it.each([
    {
      line: { thcPercentPpm: 200_000, unitPriceCents: 5000 },
      excise: ["IL excise, THC 35 % or less", 500],
      rot: 313,
      total: 5813,
    },
    {
      line: { thcPercentPpm: 350_000, unitPriceCents: 5000 },
      excise: ["IL excise, THC 35 % or less", 500],
      rot: 313,
      total: 5813,
    },
    {
      line: { complianceClass: "CONCENTRATE", thcPercentPpm: 800_000, unitPriceCents: 4000 },
      excise: ["IL excise, THC over 35 %", 1000],
      rot: 250,
      total: 5250,
    },
    // 423.110's example: an infused product sold for $80 owes $16.
    {
      line: { complianceClass: "EDIBLE", unitPriceCents: 8000 },
      excise: ["IL excise, infused products", 1600],
      rot: 500,
      total: 10_100,
    },
  ] as const)("$line.complianceClass at $line.thcPercentPpm ppm THC", ({ line, excise, rot, total }) => {
    expect(price("US-IL", at, line)).toMatchObject({
      taxes: { [excise[0]]: excise[1], "IL retailers' occupation tax": rot },
      total,
    });
  });

  it("medical cannabis pays no excise and the 1 % rate", () => {
    expect(
      price("US-IL", at, { thcPercentPpm: 200_000, unitPriceCents: 5000 }, medical("STATE_ID_CARD")),
    ).toMatchObject({
      taxes: { "IL retailers' occupation tax (medical)": 50 },
      total: 5050,
    });
  });

  it("flower without a THC figure is refused, naming the field, never taxed at zero", () => {
    expect(() => price("US-IL", at, { thcPercentPpm: null, unitPriceCents: 5000 })).toThrow(MissingProductFigureError);
    expect(() => price("US-IL", at, { thcPercentPpm: null })).toThrow("needs thcPercent");
  });
});

describe("Canada (Excise Tax Act s. 165; BC Provincial Sales Tax Act s. 49; cash to the nickel)", () => {
  const at = "2025-11-20T19:00:00Z";
  it.each([
    { code: "CA-BC", taxes: { GST: 125, "BC PST": 175 }, total: 2799, cashDue: 2800 }, // 124.95, 174.93
    { code: "CA-ON", taxes: { HST: 325 }, total: 2824, cashDue: 2825 }, // 324.87
    { code: "CA-AB", taxes: { GST: 125 }, total: 2624, cashDue: 2625 },
  ])("$code: $24.99", ({ code, taxes, total, cashDue }) => {
    expect(price(code, at, { unitPriceCents: 2499 })).toEqual({ taxes, total, cashDue });
  });
});
