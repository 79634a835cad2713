import { describe, expect, it } from "vitest";
import { getLimitsProfile } from "./limits.profiles.ts";
import { formatLimitAmount, type LimitLine, type LimitsProfile } from "./limits.types.ts";
import { computeLimitUsage, limitsFor } from "./limits.usage.ts";

const AT = "2025-04-18T19:00:00Z";
const profile = (code: string): LimitsProfile => {
  const found = getLimitsProfile(code, AT);
  if (!found) throw new Error(`no ${code} profile`);
  return found;
};
let counter = 0;
const line = (overrides: Partial<LimitLine>): LimitLine => {
  counter += 1;
  return {
    lineId: `l${counter}`,
    complianceClass: "FLOWER",
    unit: "EACH",
    quantity: 1,
    netWeightMg: 3500,
    ...overrides,
  };
};
const cartMg = (code: string, lines: LimitLine[]) =>
  Object.fromEntries(computeLimitUsage(profile(code), lines).buckets.map((b) => [b.bucketId, b.cartMg]));

describe("Canada: 30 g dried cannabis equivalent per sale", () => {
  it.each([
    { case: "two 7 g bags of dried flower", line: line({ quantity: 2, netWeightMg: 7000 }), mg: 14_000 },
    { case: "3.5 g of flower sold by weight", line: line({ unit: "GRAM", quantity: 3500, netWeightMg: 0 }), mg: 3500 },
    {
      case: "a 1 g vape cartridge (0.25 g concentrate = 1 g)",
      line: line({ complianceClass: "VAPE", netWeightMg: 1000 }),
      mg: 4000,
    },
    {
      case: "a 45 g chocolate bar (15 g edible = 1 g)",
      line: line({ complianceClass: "EDIBLE", netWeightMg: 45_000 }),
      mg: 3000,
    },
    {
      case: "two 355 ml drinks (570 g = 1 g since SOR/2022-252), rounded up",
      line: line({ complianceClass: "BEVERAGE", quantity: 2, netWeightMg: 355_000 }),
      mg: 1246,
    },
    {
      case: "a pack of 5 seeds (1 seed = 1 g)",
      line: line({ complianceClass: "SEED", quantity: 5, netWeightMg: 0 }),
      mg: 5000,
    },
    {
      case: "two 10-seed packs (a pack counts its seeds)",
      line: line({ complianceClass: "SEED", quantity: 2, netWeightMg: 0, unitsPerPack: 10 }),
      mg: 20_000,
    },
    { case: "a rolling tray", line: line({ complianceClass: "ACCESSORY", netWeightMg: 200_000 }), mg: 0 },
  ])("$case counts $mg mg", ({ line, mg }) => {
    expect(cartMg("CA", [line])).toEqual({ "dried-equivalent": mg, plants: 0 });
  });

  it("before 2 December 2022 a beverage was any non-solid: two 355 ml drinks counted 10.143 g (70 g = 1 g)", () => {
    const before = getLimitsProfile("CA", "2022-12-01T20:00:00Z", "America/Vancouver")!;
    const drinks = line({ complianceClass: "BEVERAGE", quantity: 2, netWeightMg: 355_000 });
    expect(computeLimitUsage(before, [drinks]).buckets[0]!.cartMg).toBe(10_143);
    const after = getLimitsProfile("CA", "2022-12-02T20:00:00Z", "America/Vancouver")!;
    expect(computeLimitUsage(after, [drinks]).buckets[0]!.cartMg).toBe(1246);
  });

  it("a sale of 30.246 g equivalent is over by 0.246 g, whatever was bought before", () => {
    const usage = computeLimitUsage(
      profile("CA"),
      [
        line({ quantity: 2, netWeightMg: 7000 }),
        line({ complianceClass: "VAPE", quantity: 3, netWeightMg: 1000 }),
        line({ complianceClass: "EDIBLE", netWeightMg: 45_000 }),
        line({ complianceClass: "BEVERAGE", quantity: 2, netWeightMg: 355_000 }),
      ],
      { "dried-equivalent": 20_000 },
    );
    expect(usage.buckets[0]).toMatchObject({ priorMg: 0, usedMg: 30_246, remainingMg: 0, maxMg: 30_000 });
    expect(usage.exceeded).toEqual([
      { bucketId: "dried-equivalent", label: "Dried cannabis equivalent", overByMg: 246 },
    ]);
  });
});

describe("California: 28.5 g flower and 8 g concentrate per day, separate buckets", () => {
  const lines = [
    line({ netWeightMg: 28_000 }),
    line({ complianceClass: "EDIBLE", quantity: 2, thcMgPerUnit: 100, netWeightMg: 50_000 }),
  ];

  it("adds today's earlier purchases to the cart", () => {
    const usage = computeLimitUsage(profile("US-CA"), lines, { flower: 1000, concentrate: 7000 });
    expect(usage.buckets.map((b) => [b.bucketId, b.usedMg, b.remainingMg])).toEqual([
      ["flower", 29_000, 0],
      ["concentrate", 7200, 800],
      ["immature-plants", 0, 6000],
    ]);
    expect(usage.exceeded.map((e) => [e.bucketId, e.overByMg])).toEqual([["flower", 500]]);
  });

  it("a medicinal customer is held to 8 oz of flower per day instead", () => {
    const usage = computeLimitUsage(profile("US-CA"), lines, { flower: 1000 }, "MEDICAL");
    expect(usage.buckets.map((b) => [b.bucketId, b.maxMg, b.usedMg])).toEqual([
      ["medicinal-flower", 226_796, 28_000],
      ["medicinal-immature-plants", 12_000, 0],
    ]);
  });
});

describe("Colorado: 1 oz = 8 g concentrate = 800 mg THC in products, per sale", () => {
  it.each([
    { case: "eight 100 mg THC edibles reach exactly 1 oz", quantity: 8, exceeded: [] },
    { case: "nine pass it", quantity: 9, exceeded: ["flower-equivalent"] },
  ])("$case", ({ quantity, exceeded }) => {
    const usage = computeLimitUsage(profile("US-CO"), [
      line({ complianceClass: "EDIBLE", quantity, thcMgPerUnit: 100 }),
    ]);
    expect(usage.exceeded.map((e) => e.bucketId)).toEqual(exceeded);
  });

  it("a gram of concentrate is 3.5 g of flower and 1 g of the 8 g daily concentrate limit", () => {
    expect(cartMg("US-CO", [line({ complianceClass: "CONCENTRATE", netWeightMg: 1000 })])).toEqual({
      "flower-equivalent": 3500,
      concentrate: 1000,
    });
  });

  it("an edible without a THC figure counts its THC from the percentage, else its whole weight", () => {
    expect(cartMg("US-CO", [line({ complianceClass: "EDIBLE", netWeightMg: 10_000, thcPercentPpm: 10_000 })])).toEqual({
      "flower-equivalent": 3500,
      concentrate: 0,
    });
    expect(cartMg("US-CO", [line({ complianceClass: "EDIBLE", netWeightMg: 10_000 })])["flower-equivalent"]).toBe(
      350_000,
    );
  });
});

describe("Michigan: 2.5 oz per day, of which 15 g concentrate", () => {
  it("2.5 oz is 70.873 g; 16 g of concentrate passes the concentrate bucket only", () => {
    const usage = computeLimitUsage(profile("US-MI"), [
      line({ complianceClass: "CONCENTRATE", quantity: 16, netWeightMg: 1000 }),
    ]);
    expect(usage.buckets.map((b) => [b.bucketId, b.maxMg, b.usedMg])).toEqual([
      ["marihuana", 70_873, 16_000],
      ["concentrate", 15_000, 16_000],
    ]);
    expect(usage.exceeded.map((e) => e.bucketId)).toEqual(["concentrate"]);
  });
});

describe("profiles by effective date", () => {
  it("picks the version in force on the local day", () => {
    // 05:00 UTC on 1 Jan 2022 is still 31 Dec 2021 in Denver, before the 8 g concentrate day limit.
    expect(getLimitsProfile("US-CO", "2022-01-01T05:00:00Z", "America/Denver")?.buckets).toHaveLength(1);
    expect(getLimitsProfile("US-CO", "2022-01-01T05:00:00Z", "UTC")?.buckets).toHaveLength(2);
  });

  it("has none before the law took effect, none for an unknown code, and NONE limits nothing", () => {
    expect(getLimitsProfile("CA", "2018-10-16T12:00:00Z")).toBeUndefined();
    expect(getLimitsProfile("US-XX", AT)).toBeUndefined();
    expect(computeLimitUsage(profile("NONE"), [line({ quantity: 1000 })])).toEqual({
      profileCode: "NONE",
      buckets: [],
      exceeded: [],
    });
  });
});

describe("plants by count (Cal. Code Regs. tit. 4, § 15409; Cannabis Act s. 8(1)(c))", () => {
  const clones = (quantity: number): LimitLine => ({
    lineId: `clones-${quantity}`,
    complianceClass: "PLANT",
    unit: "EACH",
    quantity,
    netWeightMg: 0,
  });
  const at = "2025-11-20T20:00:00Z";

  it("California: six immature plants a day for adult-use, twelve for medicinal; the refusal counts plants", () => {
    const california = getLimitsProfile("US-CA", at, "America/Los_Angeles")!;
    const adult = computeLimitUsage(california, [clones(7)], {}, "RECREATIONAL");
    expect(adult.exceeded).toEqual([
      { bucketId: "immature-plants", label: "Immature plants", overByMg: 1000, unit: "plants" },
    ]);
    expect(formatLimitAmount(adult.exceeded[0]!.overByMg, "plants")).toBe("1 plant");
    expect(computeLimitUsage(california, [clones(12)], {}, "MEDICAL").exceeded).toEqual([]);
    expect(
      computeLimitUsage(california, [clones(5)], { "immature-plants": 2000 }, "RECREATIONAL").exceeded[0],
    ).toMatchObject({
      overByMg: 1000,
    });
  });

  it("Canada: four non-flowering plants a sale, apart from the 30 g dried equivalent", () => {
    const canada = getLimitsProfile("CA", at, "America/Vancouver")!;
    const usage = computeLimitUsage(canada, [clones(5)], {}, "RECREATIONAL");
    expect(usage.exceeded.map((e) => [e.bucketId, formatLimitAmount(e.overByMg, e.unit)])).toEqual([
      ["plants", "1 plant"],
    ]);
    expect(usage.buckets.find((b) => b.bucketId === "dried-equivalent")!.usedMg).toBe(0);
  });

  it("amounts read in the customer's units", () => {
    expect(formatLimitAmount(28_500)).toBe("28.5 g");
    expect(formatLimitAmount(6000, "plants")).toBe("6 plants");
  });
});

describe("Illinois: residents 30 g flower, 5 g concentrate, 500 mg THC a sale; non-residents half", () => {
  const illinois = profile("US-IL");
  const cart = [line({ quantity: 1, netWeightMg: 16_000 }), line({ complianceClass: "VAPE", netWeightMg: 3000 })];

  it("a resident buys 16 g of flower and a 3 g cartridge within the limits", () => {
    const usage = computeLimitUsage(limitsFor(illinois, false), cart);
    expect(usage.buckets.map((b) => [b.bucketId, b.maxMg, b.cartMg])).toEqual([
      ["flower", 30_000, 16_000],
      ["concentrate", 5000, 3000],
      ["infused-thc", 500, 0],
    ]);
    expect(usage.exceeded).toEqual([]);
  });

  it("a non-resident passes 15 g of flower by 1 g and 2.5 g of concentrate by 0.5 g (410 ILCS 705/10-10(b))", () => {
    const usage = computeLimitUsage(limitsFor(illinois, true), cart);
    expect(usage.buckets.map((b) => [b.bucketId, b.maxMg])).toEqual([
      ["flower-non-resident", 15_000],
      ["concentrate-non-resident", 2500],
      ["infused-thc-non-resident", 250],
    ]);
    expect(usage.exceeded.map((e) => [e.label, formatLimitAmount(e.overByMg)])).toEqual([
      ["Cannabis flower (non-resident)", "1 g"],
      ["Cannabis concentrate (non-resident)", "0.5 g"],
    ]);
  });

  it("a profile without residency buckets is the same for everyone", () => {
    expect(limitsFor(profile("CA"), true)).toBe(profile("CA"));
  });
});
