// The explained cart and sale-level tax rounding (issue 14, decision 0023), on carts worked by hand.
import { describe, expect, it } from "vitest";
import { priceCart } from "./pricing.engine.ts";
import { allocateRate } from "./pricing.tax-cart.ts";
import { buildCart, buildDiscount, buildLine, buildRate } from "./pricing.test-fixtures.ts";
import type { TaxGroup } from "./pricing.types.ts";

const five: TaxGroup = { id: "g", name: "Five", rates: [buildRate({ id: "gst", ratePpm: 50_000 })] };
/** Los Angeles as the preset has it: 15 % excise, then 9.75 % sales tax on the price plus the excise. */
const losAngeles: TaxGroup = {
  id: "la",
  name: "Cannabis — Los Angeles",
  rates: [
    buildRate({ id: "excise", name: "Cannabis excise", ratePpm: 150_000, source: "Rev. & Tax. Code § 34011.2" }),
    buildRate({
      id: "sales",
      name: "Sales tax",
      ratePpm: 97_500,
      compound: true,
      exemptCardTypes: ["STATE_ID_CARD"],
      origin: "OVERRIDDEN",
    }),
  ],
};
const threeAt150 = (taxGroupId: string) => [1, 2, 3].map(() => buildLine({ unitPriceCents: 150, taxGroupId }));

describe("sale-level tax rounding", () => {
  it("LINE rounds 5 % of three 1.50 lines to 0.08 each (0.24); SALE owes 0.225 → 0.23, allocated 8, 8, 7", () => {
    const lines = threeAt150("g");
    const perLine = priceCart(buildCart({ lines, taxGroups: [five] }));
    expect(perLine.lines.map((l) => l.taxCents)).toEqual([8, 8, 8]);
    expect(perLine.taxRounding).toBe("LINE");
    const perSale = priceCart(buildCart({ lines, taxGroups: [five], taxRounding: "SALE" }));
    expect(perSale.lines.map((l) => l.taxCents)).toEqual([8, 8, 7]);
    expect(perSale.totals).toEqual({ subtotalCents: 450, discountCents: 0, taxCents: 23, totalCents: 473 });
    expect(perSale.taxes).toEqual([{ rateId: "gst", name: "gst", ratePpm: 50_000, baseCents: 450, amountCents: 23 }]);
    expect(perSale.lines.reduce((sum, l) => sum + l.totalCents, 0)).toBe(perSale.totals.totalCents);
  });

  it("compound Los Angeles: excise 67.5 → 68 (23, 23, 22), sales tax on 518 → 50.505 → 51 (17 each)", () => {
    const lines = threeAt150("la");
    const priced = priceCart(buildCart({ lines, taxGroups: [losAngeles], taxRounding: "SALE" }));
    expect(priced.lines.map((l) => l.taxes.map((t) => t.amountCents))).toEqual([
      [23, 17],
      [23, 17],
      [22, 17],
    ]);
    expect(priced.lines.map((l) => l.taxes[1]!.baseCents)).toEqual([173, 173, 172]);
    expect(priced.totals.taxCents).toBe(119);
    // Per line the same cart collects a cent more: 23 × 3 excise + 17 × 3 sales tax.
    expect(priceCart(buildCart({ lines, taxGroups: [losAngeles] })).totals.taxCents).toBe(120);
    expect(priced.taxes.map((t) => [t.rateId, t.baseCents, t.amountCents])).toEqual([
      ["excise", 450, 68],
      ["sales", 518, 51],
    ]);
  });

  it("a county card's exemption stays at 0 on every line and shares no cents with collected lines", () => {
    const lines = threeAt150("la");
    const priced = priceCart(
      buildCart({
        lines,
        taxGroups: [losAngeles],
        taxRounding: "SALE",
        customer: { type: "MEDICAL", groupIds: [], cardType: "STATE_ID_CARD" },
      }),
    );
    expect(priced.lines.map((l) => l.taxes.map((t) => [t.amountCents, t.exemptReason ?? null]))).toEqual([
      [
        [23, null],
        [0, "STATE_ID_CARD"],
      ],
      [
        [23, null],
        [0, "STATE_ID_CARD"],
      ],
      [
        [22, null],
        [0, "STATE_ID_CARD"],
      ],
    ]);
    expect(priced.taxes.find((t) => t.rateId === "sales")).toMatchObject({
      baseCents: 518,
      exemptReason: "STATE_ID_CARD",
    });
  });

  it("allocates each rate's cents by largest remainder: each line gets the floor or ceiling of its share", () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed;
    };
    for (let run = 0; run < 300; run++) {
      const bases = Array.from({ length: 1 + (next() % 6) }, () => next() % 50_000);
      const ppm = next() % 300_000;
      const parts = allocateRate(bases, ppm);
      const exactTotal = bases.reduce((sum, b) => sum + b * ppm, 0) / 1_000_000;
      expect(parts.reduce((a, b) => a + b, 0)).toBe(Math.floor(exactTotal + 0.5));
      parts.forEach((part, i) => {
        const share = (bases[i]! * ppm) / 1_000_000;
        expect(part === Math.floor(share) || part === Math.ceil(share)).toBe(true);
      });
    }
    expect(allocateRate([100, 100, 100], 50_000)).toEqual([5, 5, 5]);
    expect(allocateRate([10, 10, 10], 50_000)).toEqual([1, 1, 0]);
  });
});

describe("the cart that explains itself", () => {
  it("gives each line its base price, the discounts applied and skipped with the reason, and each tax's source", () => {
    const flower = buildLine({ unitPriceCents: 1000, quantity: 2, taxGroupId: "la", categoryId: "flower" });
    const pipe = buildLine({ unitPriceCents: 500, categoryId: "accessories", taxGroupId: "la" });
    const priced = priceCart(
      buildCart({
        lines: [flower, pipe],
        taxGroups: [losAngeles],
        discounts: [
          buildDiscount({ id: "all", name: "Ten off", amount: { type: "PERCENT", percentPpm: 100_000 } }),
          buildDiscount({
            id: "code",
            name: "Flower code",
            code: "BUD",
            rules: { scope: "CATEGORY", ids: ["flower"] },
          }),
          buildDiscount({ id: "none", name: "Other shop", rules: { scope: "PRODUCT", ids: ["elsewhere"] } }),
        ],
      }),
    );
    const [first, second] = priced.lines;
    expect(first).toMatchObject({ unitPriceCents: 1000, quantity: 2, unit: "EACH", grossCents: 2000 });
    expect(first!.discounts).toEqual([{ discountId: "all", name: "Ten off", amountCents: 200 }]);
    expect(first!.skippedDiscounts).toEqual([
      { discountId: "code", name: "Flower code", reason: "CODE_REQUIRED", message: "Discount needs its code" },
    ]);
    // The code discount never reached the pipe; the product discount reached no line and is only the cart's.
    expect(second!.skippedDiscounts).toEqual([]);
    expect(priced.skippedDiscounts.map((s) => s.reason)).toEqual(["CODE_REQUIRED", "NO_MATCHING_LINES"]);
    // 1800 net: excise 270 (source cited), sales tax on 2070 = 201.825 → 202 (the store's override of the preset).
    expect(first!.taxes).toEqual([
      {
        rateId: "excise",
        name: "Cannabis excise",
        ratePpm: 150_000,
        compound: false,
        baseCents: 1800,
        amountCents: 270,
        source: "Rev. & Tax. Code § 34011.2",
      },
      {
        rateId: "sales",
        name: "Sales tax",
        ratePpm: 97_500,
        compound: true,
        baseCents: 2070,
        amountCents: 202,
        origin: "OVERRIDDEN",
      },
    ]);
    // The pipe: 450 net, excise 67.5 → 68, sales tax on 518 = 50.505 → 51.
    expect(priced.taxes.map((t) => [t.name, t.amountCents, t.origin ?? null])).toEqual([
      ["Cannabis excise", 270 + 68, null],
      ["Sales tax", 202 + 51, "OVERRIDDEN"],
    ]);
  });
});
