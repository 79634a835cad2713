import { describe, expect, it } from "vitest";
import { priceCart } from "./pricing.engine.ts";
import { buildCart, buildLine, buildRate } from "./pricing.test-fixtures.ts";
import type { CartLine, CustomerType, TaxGroup } from "./pricing.types.ts";

// California: 15 % cannabis excise, then the combined sales tax rate (7.25 % state + 2.25 % district = 9.5 %)
// compounding on the excise, as domain.md models it. Medicinal customers with a county MMIC are exempt from sales
// tax but not from excise (Rev. & Tax. Code § 6363.7).
const california: TaxGroup = {
  id: "ca-adult-use",
  name: "California cannabis",
  rates: [
    buildRate({ id: "ca-excise", name: "Cannabis excise 15%", ratePpm: 150_000 }),
    buildRate({
      id: "ca-sales",
      name: "Sales tax 9.5%",
      ratePpm: 95_000,
      compound: true,
      customerType: "RECREATIONAL",
    }),
  ],
};

// Illinois: cannabis purchaser excise by THC and product type (410 ILCS 705/65-10), adult-use only, then the
// state retailers' occupation tax (6.25 %; 1 % for medical cannabis) and a 3 % municipal cannabis ROT.
const smokable = ["FLOWER", "PRE_ROLL", "CONCENTRATE", "VAPE"] as const;
const illinois: TaxGroup = {
  id: "il",
  name: "Illinois cannabis",
  rates: [
    buildRate({
      id: "il-excise-10",
      name: "Excise 10% (THC ≤ 35%)",
      ratePpm: 100_000,
      customerType: "RECREATIONAL",
      appliesTo: { complianceClasses: [...smokable], maxThcPpm: 350_000 },
    }),
    buildRate({
      id: "il-excise-25",
      name: "Excise 25% (THC > 35%)",
      ratePpm: 250_000,
      customerType: "RECREATIONAL",
      appliesTo: { complianceClasses: [...smokable], minThcPpm: 350_001 },
    }),
    buildRate({
      id: "il-excise-20",
      name: "Excise 20% (infused products)",
      ratePpm: 200_000,
      customerType: "RECREATIONAL",
      appliesTo: { complianceClasses: ["EDIBLE", "BEVERAGE", "TOPICAL"] },
    }),
    buildRate({ id: "il-rot", name: "State ROT 6.25%", ratePpm: 62_500, customerType: "RECREATIONAL" }),
    buildRate({ id: "il-rot-medical", name: "State ROT medical 1%", ratePpm: 10_000, customerType: "MEDICAL" }),
    buildRate({ id: "il-municipal", name: "Municipal cannabis ROT 3%", ratePpm: 30_000, customerType: "RECREATIONAL" }),
  ],
};

// British Columbia: GST 5 % and PST 7 %, both on the selling price.
const britishColumbia: TaxGroup = {
  id: "bc",
  name: "BC cannabis",
  rates: [
    buildRate({ id: "gst", name: "GST 5%", ratePpm: 50_000 }),
    buildRate({ id: "pst", name: "PST 7%", ratePpm: 70_000 }),
  ],
};

function priceOne(group: TaxGroup, line: Partial<CartLine>, customerType: CustomerType = "RECREATIONAL") {
  const cart = priceCart(
    buildCart({
      lines: [buildLine({ taxGroupId: group.id, ...line })],
      taxGroups: [group],
      customer: { type: customerType, groupIds: [] },
    }),
  );
  const [priced] = cart.lines;
  return {
    taxes: Object.fromEntries(priced!.taxes.map((tax) => [tax.rateId, tax.amountCents])),
    total: priced!.totalCents,
  };
}

describe("California: excise, then sales tax compounding on excise", () => {
  it.each([
    { case: "$40.00 eighth", line: { unitPriceCents: 4000 }, excise: 600, sales: 437, total: 5037 },
    {
      case: "2 × $33.33: excise 999.9¢ rounds to $10.00",
      line: { unitPriceCents: 3333, quantity: 2 },
      excise: 1000,
      sales: 728,
      total: 8394,
    },
    {
      case: "$30.10: excise 451.5¢ rounds half up to $4.52",
      line: { unitPriceCents: 3010 },
      excise: 452,
      sales: 329,
      total: 3791,
    },
  ])("$case", ({ line, excise, sales, total }) => {
    expect(priceOne(california, line)).toEqual({ taxes: { "ca-excise": excise, "ca-sales": sales }, total });
  });

  it("sales tax is levied on the price plus the excise", () => {
    const cart = priceCart(
      buildCart({ lines: [buildLine({ taxGroupId: "ca-adult-use", unitPriceCents: 4000 })], taxGroups: [california] }),
    );
    expect(cart.lines[0]!.taxes.map((t) => [t.name, t.baseCents, t.amountCents])).toEqual([
      ["Cannabis excise 15%", 4000, 600],
      ["Sales tax 9.5%", 4600, 437],
    ]);
  });

  it("a medicinal customer with an MMIC pays excise but is exempt from sales tax", () => {
    expect(priceOne(california, { unitPriceCents: 4000 }, "MEDICAL")).toEqual({
      taxes: { "ca-excise": 600 },
      total: 4600,
    });
  });
});

describe("Illinois: purchaser excise tiers by THC and product type", () => {
  it.each([
    {
      case: "flower at 20% THC: 10% excise",
      line: { thcPercentPpm: 200_000, unitPriceCents: 5000 },
      taxes: { "il-excise-10": 500, "il-rot": 313, "il-municipal": 150 },
      total: 5963,
    },
    {
      case: "flower at exactly 35% THC stays in the 10% tier",
      line: { thcPercentPpm: 350_000, unitPriceCents: 5000 },
      taxes: { "il-excise-10": 500, "il-rot": 313, "il-municipal": 150 },
      total: 5963,
    },
    {
      case: "concentrate at 80% THC: 25% excise",
      line: { complianceClass: "CONCENTRATE", thcPercentPpm: 800_000, unitPriceCents: 4000 },
      taxes: { "il-excise-25": 1000, "il-rot": 250, "il-municipal": 120 },
      total: 5370,
    },
    {
      case: "vape at 35.0001% THC: 25% excise",
      line: { complianceClass: "VAPE", thcPercentPpm: 350_001, unitPriceCents: 4000 },
      taxes: { "il-excise-25": 1000, "il-rot": 250, "il-municipal": 120 },
      total: 5370,
    },
    {
      case: "gummies: 20% excise on infused products whatever their THC",
      line: { complianceClass: "EDIBLE", thcPercentPpm: 5_000, unitPriceCents: 2000 },
      taxes: { "il-excise-20": 400, "il-rot": 125, "il-municipal": 60 },
      total: 2585,
    },
  ] as const)("$case", ({ line, taxes, total }) => {
    expect(priceOne(illinois, line)).toEqual({ taxes, total });
  });

  it("a medical cannabis patient is exempt from the excise and pays the 1% medical rate", () => {
    expect(priceOne(illinois, { thcPercentPpm: 200_000, unitPriceCents: 5000 }, "MEDICAL")).toEqual({
      taxes: { "il-rot-medical": 50 },
      total: 5050,
    });
  });
});

describe("British Columbia: GST 5% + PST 7% with cash rounded to 0.05", () => {
  const cart = priceCart(
    buildCart({
      timeZone: "America/Vancouver",
      lines: [
        buildLine({ lineId: "flower", taxGroupId: "bc", unitPriceCents: 2499 }),
        buildLine({ lineId: "pre-roll", taxGroupId: "bc", unitPriceCents: 999, complianceClass: "PRE_ROLL" }),
      ],
      taxGroups: [britishColumbia],
      cashRounding: "NEAREST_5_CENTS",
      tenders: [{ type: "CASH", amountCents: 5000 }],
    }),
  );

  it("taxes each line per rate, half up: $24.99 → GST $1.25, PST $1.75; $9.99 → GST $0.50, PST $0.70", () => {
    expect(cart.lines.map((l) => [l.lineId, l.taxes.map((t) => t.amountCents), l.totalCents])).toEqual([
      ["flower", [125, 175], 2799],
      ["pre-roll", [50, 70], 1119],
    ]);
    expect(cart.taxes).toEqual([
      { rateId: "gst", name: "GST 5%", ratePpm: 50_000, baseCents: 3498, amountCents: 175 },
      { rateId: "pst", name: "PST 7%", ratePpm: 70_000, baseCents: 3498, amountCents: 245 },
    ]);
  });

  it("the card total stays $39.18, cash pays $39.20 and gets $10.80 back", () => {
    expect(cart.totals.totalCents).toBe(3918);
    expect(cart.cashDueCents).toBe(3920);
    expect(cart.settlement).toMatchObject({ cashDueCents: 3920, roundingCents: 2, changeCents: 1080, balanceCents: 0 });
  });
});

describe("lines without a tax group", () => {
  it("are not taxed, and a line naming a group the caller did not pass is refused", () => {
    expect(priceOne({ id: "empty", name: "Accessories", rates: [] }, { complianceClass: "ACCESSORY" })).toEqual({
      taxes: {},
      total: 4000,
    });
    expect(() => priceCart(buildCart({ lines: [buildLine({ taxGroupId: "missing" })] }))).toThrow(
      "tax group missing of line",
    );
  });
});
