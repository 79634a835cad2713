// Solid and non-solid products, worked by hand against the equivalences their law gives (issue 14). Sources:
// - Canada: Cannabis Act (S.C. 2018, c. 16) Schedule 3, as amended by SOR/2022-252
//   (https://laws-lois.justice.gc.ca/eng/acts/C-24.5/, Schedule 3): 1 g dried = 15 g solids containing cannabis
//   (item 3) = 70 g non-solids containing cannabis other than beverages (item 4) = 570 g beverages (item 6).
// - Michigan: MCL 333.26424(c): 1 oz usable marihuana = 16 oz infused product in solid form = 36 fl oz in liquid
//   form (profile factor 2/75 g per g, 36 fl oz at 1 g/ml rounded up).
// - Colorado (1 CCR 212-3) and Illinois (410 ILCS 705/10-10) count infused products by THC, whatever their form.
import { describe, expect, it } from "vitest";
import { toEngineLine } from "../pricing/pricing.lines.ts";
import { getLimitsProfile } from "./limits.profiles.ts";
import { formatLimitAmount, type LimitLine } from "./limits.types.ts";
import { computeLimitUsage } from "./limits.usage.ts";

const AT = "2025-11-20T20:00:00Z";
const usage = (code: string, lines: LimitLine[]) => computeLimitUsage(getLimitsProfile(code, AT)!, lines);
const bucketMg = (code: string, bucketId: string, line: LimitLine) =>
  usage(code, [line]).buckets.find((b) => b.bucketId === bucketId)!.cartMg;
const item = (overrides: Partial<LimitLine>): LimitLine => ({
  lineId: "l",
  complianceClass: "TOPICAL",
  unit: "EACH",
  quantity: 1,
  netWeightMg: 50_000,
  ...overrides,
});

describe("Canada: solids 15 g, non-solids 70 g, beverages 570 g = 1 g dried (Schedule 3 items 3, 4, 6)", () => {
  it.each([
    { case: "a 50 g lotion (non-solid topical): 50 / 70 g = 0.7143 → 0.715 g", line: { form: "NON_SOLID" }, mg: 715 },
    { case: "a 50 g balm (solid topical): 50 / 15 g = 3.3333 → 3.334 g", line: { form: "SOLID" }, mg: 3334 },
    { case: "a 50 g topical without a form counts as a solid, the stricter", line: { form: null }, mg: 3334 },
    {
      case: "a 30 g tincture (non-solid edible): 30 / 70 g = 0.4286 → 0.429 g",
      line: { complianceClass: "EDIBLE", netWeightMg: 30_000, form: "NON_SOLID" },
      mg: 429,
    },
    {
      case: "a 45 g chocolate (solid edible): 45 / 15 g = 3 g",
      line: { complianceClass: "EDIBLE", netWeightMg: 45_000, form: "SOLID" },
      mg: 3000,
    },
    {
      case: "a 355 g beverage stays at 570 g = 1 g, its own line: 0.6228 → 0.623 g",
      line: { complianceClass: "BEVERAGE", netWeightMg: 355_000, form: "NON_SOLID" },
      mg: 623,
    },
    {
      case: "a form on a class that has one only (a vape) changes nothing: 1 g × 4",
      line: { complianceClass: "VAPE", netWeightMg: 1000, form: "NON_SOLID" },
      mg: 4000,
    },
  ] as const)("$case", ({ line, mg }) => {
    expect(bucketMg("CA", "dried-equivalent", item(line))).toBe(mg);
  });

  it("42 lotions of 50 g are exactly 30 g; a 43rd passes by 0.715 g; the same 42 as balms pass by 110 g", () => {
    const lotions = (quantity: number) => item({ quantity, form: "NON_SOLID" });
    expect(usage("CA", [lotions(42)]).exceeded).toEqual([]);
    const over = usage("CA", [lotions(43)]).exceeded;
    expect(over.map((e) => [e.label, formatLimitAmount(e.overByMg, e.unit)])).toEqual([
      ["Dried cannabis equivalent", "0.715 g"],
    ]);
    const balms = usage("CA", [item({ quantity: 42, form: "SOLID" })]).exceeded;
    expect(balms.map((e) => formatLimitAmount(e.overByMg))).toEqual(["110 g"]); // 2100 / 15 = 140 g
  });

  it("before SOR/2022-252 beverages were non-solids too, and lotions were already 70 g", () => {
    const before = getLimitsProfile("CA", "2022-12-01T20:00:00Z", "America/Vancouver")!;
    const cart = [item({ form: "NON_SOLID" }), item({ complianceClass: "BEVERAGE", netWeightMg: 70_000 })];
    expect(computeLimitUsage(before, cart).buckets[0]!.cartMg).toBe(715 + 1000);
  });
});

describe("Michigan: solid 16 oz, liquid 36 fl oz = 1 oz (MCL 333.26424(c))", () => {
  it.each([
    { case: "a 500 g lotion (liquid form): 500 × 2/75 = 13.3333 → 13.334 g", form: "NON_SOLID", mg: 13_334 },
    { case: "a 500 g balm (solid form): 500 / 16 = 31.25 g", form: "SOLID", mg: 31_250 },
    { case: "a 500 g topical without a form: solid", form: null, mg: 31_250 },
  ] as const)("$case", ({ form, mg }) => {
    expect(bucketMg("US-MI", "marihuana", item({ netWeightMg: 500_000, form }))).toBe(mg);
  });
});

describe("THC-counted states: the form does not change the count", () => {
  it.each([
    ["US-CO", "flower-equivalent", 3500], // 100 mg THC × 28 g / 800 mg
    ["US-CA", "concentrate", 100],
    ["US-IL", "infused-thc", 100],
  ] as const)("%s %s", (code, bucketId, mg) => {
    for (const form of ["SOLID", "NON_SOLID", null] as const) {
      expect(bucketMg(code, bucketId, item({ thcMgPerUnit: 100, form }))).toBe(mg);
    }
  });
});

describe("toEngineLine carries the form of an edible or a topical only", () => {
  const product = (complianceClass: string, form: "SOLID" | "NON_SOLID" | null) => ({
    id: "p",
    name: "Lotion",
    brandId: null,
    categoryId: "c",
    complianceClass,
    unit: "EACH" as const,
    priceCents: 2500,
    netWeightMg: 50_000,
    thcPpm: null,
    form,
  });
  const request = { lineId: "0", quantity: 1, taxGroupId: null };

  it("keeps NON_SOLID on a topical and an edible, drops it on another class, null when unset", () => {
    expect(toEngineLine(product("TOPICAL", "NON_SOLID"), request).form).toBe("NON_SOLID");
    expect(toEngineLine(product("EDIBLE", "NON_SOLID"), request).form).toBe("NON_SOLID");
    expect(toEngineLine(product("FLOWER", "NON_SOLID"), request).form).toBeNull();
    expect(toEngineLine(product("TOPICAL", null), request).form).toBeNull();
  });

  it("the engine line of a lotion counts 0.715 g of Canada's 30 g", () => {
    expect(bucketMg("CA", "dried-equivalent", toEngineLine(product("TOPICAL", "NON_SOLID"), request))).toBe(715);
  });
});
