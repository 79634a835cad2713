import { describe, expect, it } from "vitest";
import { priceCart } from "./pricing.engine.ts";
import { buildCart, buildDiscount, buildLine, FRIDAY_NOON_LA } from "./pricing.test-fixtures.ts";
import type { CombinationMode, PriceCartInput, PricingDiscount } from "./pricing.types.ts";

const skipOf = (input: PriceCartInput) =>
  priceCart(input).skippedDiscounts.map(({ discountId, reason }) => ({ discountId, reason }));
const netOf = (input: PriceCartInput) => priceCart(input).lines.map((line) => line.netCents);

describe('"20% off brand X on Fridays" in the location\'s time zone (Los Angeles)', () => {
  const fridays = buildDiscount({
    id: "friday-x",
    name: "20% off brand X on Fridays",
    rules: { scope: "BRAND", ids: ["brand-x"] },
    amount: { type: "PERCENT", percentPpm: 200_000 },
    availability: { weekdays: [5] },
  });
  const lines = [
    buildLine({ lineId: "x", brandId: "brand-x", unitPriceCents: 3000, quantity: 2 }),
    buildLine({ lineId: "y", brandId: "brand-y", unitPriceCents: 2000 }),
  ];
  const cartAt = (at: string) => buildCart({ at, lines, discounts: [fridays] });

  it.each([
    { case: "Friday noon", at: FRIDAY_NOON_LA },
    { case: "Friday 22:30 local, already Saturday in UTC", at: "2025-04-19T05:30:00Z" },
  ])("takes $12.00 off brand X only on $case", ({ at }) => {
    const cart = priceCart(cartAt(at));
    expect(cart.lines.map((l) => [l.lineId, l.discountCents, l.netCents])).toEqual([
      ["x", 1200, 4800],
      ["y", 0, 2000],
    ]);
    expect(cart.appliedDiscounts).toEqual([
      { discountId: "friday-x", name: "20% off brand X on Fridays", amountCents: 1200 },
    ]);
  });

  it.each([
    { case: "Thursday noon", at: "2025-04-17T19:00:00Z" },
    { case: "Thursday 22:00 local, already Friday in UTC", at: "2025-04-18T05:00:00Z" },
  ])("is not applied on $case, with reason NOT_AVAILABLE_NOW", ({ at }) => {
    const cart = priceCart(cartAt(at));
    expect(cart.totals.discountCents).toBe(0);
    expect(cart.skippedDiscounts).toEqual([
      {
        discountId: "friday-x",
        name: "20% off brand X on Fridays",
        reason: "NOT_AVAILABLE_NOW",
        message: "Discount is available Friday only",
      },
    ]);
  });
});

describe('"$5 off orders of $50 or more" (FIXED_AMOUNT spread over the lines)', () => {
  const fiveOff = buildDiscount({
    id: "five-off",
    name: "$5 off $50",
    rules: { minSubtotalCents: 5000 },
    amount: { type: "FIXED_AMOUNT", amountCents: 500 },
  });

  it("splits $5.00 in proportion to the prices, largest remainder first, exactly 500 cents", () => {
    const cart = priceCart(
      buildCart({
        lines: [
          buildLine({ unitPriceCents: 1999 }),
          buildLine({ unitPriceCents: 2999 }),
          buildLine({ unitPriceCents: 1001 }),
        ],
        discounts: [fiveOff],
      }),
    );
    expect(cart.lines.map((l) => l.discountCents)).toEqual([167, 250, 83]);
    expect(cart.totals).toMatchObject({ subtotalCents: 5999, discountCents: 500, totalCents: 5499 });
  });

  it("does not apply to a $49.99 order, with reason MIN_SUBTOTAL", () => {
    const input = buildCart({ lines: [buildLine({ unitPriceCents: 4999 })], discounts: [fiveOff] });
    expect(priceCart(input).skippedDiscounts).toEqual([
      {
        discountId: "five-off",
        name: "$5 off $50",
        reason: "MIN_SUBTOTAL",
        message: "Requires a qualifying subtotal of at least 50.00",
      },
    ]);
  });
});

describe("combination modes: 10% off everything, then 25% off brand X, then $5 off the order", () => {
  const discounts: PricingDiscount[] = [
    buildDiscount({ id: "ten", amount: { type: "PERCENT", percentPpm: 100_000 } }),
    buildDiscount({
      id: "quarter-x",
      rules: { scope: "BRAND", ids: ["brand-x"] },
      amount: { type: "PERCENT", percentPpm: 250_000 },
    }),
    buildDiscount({ id: "five", amount: { type: "FIXED_AMOUNT", amountCents: 500 } }),
  ];
  const lines = [
    buildLine({ brandId: "brand-x", unitPriceCents: 4000 }),
    buildLine({ brandId: "brand-y", unitPriceCents: 2000 }),
  ];
  const cart = (combinationMode: CombinationMode) => buildCart({ lines, discounts, combinationMode });
  const perLine = (mode: CombinationMode) =>
    priceCart(cart(mode)).lines.map((l) => l.discounts.map((d) => `${d.discountId}:${d.amountCents}`));

  it("APPLY_ALL stacks them in order, each on what is left: $40 → 36 → 27 → 24, $20 → 18 → 16", () => {
    expect(perLine("APPLY_ALL")).toEqual([
      ["ten:400", "quarter-x:900", "five:300"],
      ["ten:200", "five:200"],
    ]);
    expect(netOf(cart("APPLY_ALL"))).toEqual([2400, 1600]);
  });

  it("APPLY_HIGHEST_ONLY keeps the largest per line and says why the others lost", () => {
    expect(perLine("APPLY_HIGHEST_ONLY")).toEqual([["quarter-x:1000"], ["ten:200"]]);
    expect(skipOf(cart("APPLY_HIGHEST_ONLY"))).toEqual([{ discountId: "five", reason: "COMBINATION_MODE" }]);
  });

  it("APPLY_LOWEST_ONLY keeps the smallest that lowers each line", () => {
    expect(perLine("APPLY_LOWEST_ONLY")).toEqual([["five:333"], ["five:167"]]);
    expect(skipOf(cart("APPLY_LOWEST_ONLY"))).toEqual([
      { discountId: "ten", reason: "COMBINATION_MODE" },
      { discountId: "quarter-x", reason: "COMBINATION_MODE" },
    ]);
  });

  it("DISABLE_ALL applies none and reports each as DISABLED", () => {
    expect(netOf(cart("DISABLE_ALL"))).toEqual([4000, 2000]);
    expect(skipOf(cart("DISABLE_ALL")).map((s) => s.reason)).toEqual(["DISABLED", "DISABLED", "DISABLED"]);
  });

  it("APPLY_ALL order matters: reversed, $40 → 36.67 → 27.50 → 24.75 and $20 → 18.33 → 16.50", () => {
    const reversed = buildCart({ lines, discounts: [...discounts].reverse() });
    expect(netOf(reversed)).toEqual([2475, 1650]);
  });
});

describe("amounts", () => {
  const preRollsAtFive = buildDiscount({ id: "five-each", amount: { type: "FIXED_PRICE", priceCents: 500 } });

  it("FIXED_PRICE lowers a $7 pre-roll to $5 each but never raises a $4 one", () => {
    const input = buildCart({
      lines: [buildLine({ unitPriceCents: 700, quantity: 3 }), buildLine({ unitPriceCents: 400, quantity: 2 })],
      discounts: [preRollsAtFive],
    });
    expect(netOf(input)).toEqual([1500, 800]);
  });

  it("FIXED_PRICE on weighed flower is per gram: 3.5 g at $10/g set to $8/g", () => {
    const input = buildCart({
      lines: [buildLine({ unit: "GRAM", quantity: 3500, unitPriceCents: 1000 })],
      discounts: [buildDiscount({ amount: { type: "FIXED_PRICE", priceCents: 800 } })],
    });
    expect(priceCart(input).lines[0]).toMatchObject({ grossCents: 3500, discountCents: 700, netCents: 2800 });
  });

  it("a FIXED_PRICE above every price applies nowhere, with reason NO_EFFECT", () => {
    const input = buildCart({ lines: [buildLine({ unitPriceCents: 400 })], discounts: [preRollsAtFive] });
    expect(skipOf(input)).toEqual([{ discountId: "five-each", reason: "NO_EFFECT" }]);
  });

  it.each([
    { case: "150% off", amount: { type: "PERCENT", percentPpm: 1_500_000 } },
    { case: "$100 off a $30 order", amount: { type: "FIXED_AMOUNT", amountCents: 10_000 } },
  ] as const)("$case clamps the line to $0.00 and its tax to 0", ({ amount }) => {
    const input = buildCart({
      lines: [buildLine({ unitPriceCents: 3000, taxGroupId: "g" })],
      discounts: [buildDiscount({ amount })],
      taxGroups: [
        {
          id: "g",
          name: "GST",
          rates: [{ id: "gst", name: "GST", ratePpm: 50_000, customerType: "ALL", compound: false }],
        },
      ],
    });
    expect(priceCart(input).lines[0]).toMatchObject({ discountCents: 3000, netCents: 0, taxCents: 0, totalCents: 0 });
  });
});

describe("why a discount did not apply", () => {
  const lines = [buildLine({ brandId: "brand-x", quantity: 2 })];
  const reasonFor = (discount: Partial<PricingDiscount>, extra: Partial<PriceCartInput> = {}) =>
    skipOf(buildCart({ lines, discounts: [buildDiscount(discount)], ...extra }))[0]?.reason ?? "APPLIED";

  const cases: { case: string; discount: Partial<PricingDiscount>; reason: string }[] = [
    { case: "a draft", discount: { status: "DRAFT" }, reason: "DISABLED" },
    { case: "starts on 4/20 (local date)", discount: { startsAt: "2025-04-20" }, reason: "NOT_STARTED" },
    { case: "starts at an instant still ahead", discount: { startsAt: "2025-04-18T19:00:01Z" }, reason: "NOT_STARTED" },
    { case: "ended yesterday", discount: { endsAt: "2025-04-17" }, reason: "EXPIRED" },
    { case: "ends today (the end date is inclusive)", discount: { endsAt: "2025-04-18" }, reason: "APPLIED" },
    { case: "ended at noon sharp", discount: { endsAt: FRIDAY_NOON_LA }, reason: "EXPIRED" },
    {
      case: "happy hour 16:00-18:00 at noon",
      discount: { availability: { weekdays: [], startTime: "16:00", endTime: "18:00" } },
      reason: "NOT_AVAILABLE_NOW",
    },
    {
      case: "late night 22:00-13:00 at noon",
      discount: { availability: { weekdays: [5], startTime: "22:00", endTime: "13:00" } },
      reason: "APPLIED",
    },
    { case: "a code not entered", discount: { code: "FRIDAY420" }, reason: "CODE_REQUIRED" },
    {
      case: "for VIPs, walk-in customer",
      discount: { rules: { customerGroupIds: ["vip"] } },
      reason: "CUSTOMER_GROUP",
    },
    { case: "on brand Z only", discount: { rules: { scope: "BRAND", ids: ["brand-z"] } }, reason: "NO_MATCHING_LINES" },
    { case: "buy 3, 2 in the cart", discount: { rules: { minQuantity: 3 } }, reason: "MIN_QUANTITY" },
    { case: "buy 2, 2 in the cart", discount: { rules: { minQuantity: 2 } }, reason: "APPLIED" },
  ];
  it.each(cases)("$case → $reason", ({ discount, reason }) => {
    expect(reasonFor(discount)).toBe(reason);
  });

  it("the code applies when the cashier enters it in any case, and groups match the customer", () => {
    expect(reasonFor({ code: "FRIDAY420" }, { appliedCodes: [" friday420 "] })).toBe("APPLIED");
    expect(
      reasonFor(
        { rules: { customerGroupIds: ["vip"] } },
        { customer: { type: "MEDICAL", groupIds: ["staff", "vip"] } },
      ),
    ).toBe("APPLIED");
  });
});
