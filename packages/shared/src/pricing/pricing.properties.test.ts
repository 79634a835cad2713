import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LIMITS_PROFILES } from "../limits/limits.profiles.ts";
import { COMPLIANCE_CLASSES } from "../limits/limits.types.ts";
import { computeLimitUsage } from "../limits/limits.usage.ts";
import { priceCart } from "./pricing.engine.ts";
import {
  CASH_ROUNDINGS,
  type CartLine,
  COMBINATION_MODES,
  DISCOUNT_SCOPES,
  type DiscountAmount,
  type PriceCartInput,
  type PricingDiscount,
  TAX_CUSTOMER_TYPES,
  type TaxGroup,
} from "./pricing.types.ts";

const ids = (prefix: string) => fc.constantFrom(`${prefix}-1`, `${prefix}-2`, `${prefix}-3`);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
// Restrictions stay rare so that most generated discounts reach the amounts and the combination modes.
const rarely = <T>(arb: fc.Arbitrary<T>, otherwise: T) =>
  fc.oneof({ arbitrary: fc.constant(otherwise), weight: 5 }, { arbitrary: arb, weight: 1 });

const lineArb = fc
  .record({
    productId: ids("product"),
    brandId: maybe(ids("brand")),
    categoryId: maybe(ids("category")),
    complianceClass: fc.constantFrom(...COMPLIANCE_CLASSES),
    unit: fc.constantFrom("EACH" as const, "GRAM" as const),
    quantity: fc.integer({ min: 0, max: 30_000 }),
    unitPriceCents: fc.integer({ min: 0, max: 100_000 }),
    netWeightMg: fc.integer({ min: 0, max: 50_000 }),
    // Always labelled: a THC-tiered rate refuses a line without the figure (pricing.taxes.test.ts).
    thcPercentPpm: fc.integer({ min: 0, max: 1_000_000 }),
    thcMgPerUnit: maybe(fc.integer({ min: 0, max: 1000 })),
    taxGroupId: fc.constantFrom("g1", "g2", null),
  })
  .map((line) => ({ ...line, quantity: line.unit === "EACH" ? line.quantity % 12 : line.quantity }));

const amountArb: fc.Arbitrary<DiscountAmount> = fc.oneof(
  fc.record({ type: fc.constant("PERCENT" as const), percentPpm: fc.integer({ min: 0, max: 1_500_000 }) }),
  fc.record({ type: fc.constant("FIXED_AMOUNT" as const), amountCents: fc.integer({ min: 0, max: 50_000 }) }),
  fc.record({ type: fc.constant("FIXED_PRICE" as const), priceCents: fc.integer({ min: 0, max: 60_000 }) }),
);

const discountArb = fc.record({
  name: fc.constantFrom("Deal", "Promo"),
  code: rarely(fc.constant("CODE"), undefined),
  status: rarely(fc.constant("DRAFT" as const), "CONFIRMED" as const),
  availability: rarely(fc.record({ weekdays: fc.subarray([0, 1, 2, 3, 4, 5, 6]) }), undefined),
  rules: fc.record({
    scope: maybe(fc.constantFrom(...DISCOUNT_SCOPES)),
    ids: fc.subarray(["brand-1", "brand-2", "category-1", "product-1", "product-2"]),
    customerGroupIds: rarely(fc.subarray(["vip", "staff"]), []),
    minQuantity: rarely(fc.integer({ min: 0, max: 6 }), undefined),
    minSubtotalCents: rarely(fc.integer({ min: 0, max: 20_000 }), undefined),
  }),
  amount: amountArb,
});

const rateArb = fc.record({
  name: fc.constant("Rate"),
  ratePpm: fc.integer({ min: 0, max: 300_000 }),
  customerType: fc.constantFrom(...TAX_CUSTOMER_TYPES),
  compound: fc.boolean(),
  appliesTo: maybe(
    fc.record({
      complianceClasses: fc.subarray([...COMPLIANCE_CLASSES]),
      maxThcPpm: maybe(fc.integer({ min: 0, max: 1_000_000 })),
    }),
  ),
});
const groupArb = (id: string): fc.Arbitrary<TaxGroup> =>
  fc.array(rateArb, { maxLength: 4 }).map((rates) => ({
    id,
    name: id,
    rates: rates.map((rate, i) => ({ ...rate, id: `${id}-rate-${i}` })),
  }));

const cartArb: fc.Arbitrary<PriceCartInput> = fc.record({
  at: fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2026, 0, 1) }).map((ms) => new Date(ms).toISOString()),
  timeZone: fc.constantFrom("America/Los_Angeles", "America/Toronto", "America/Chicago", "UTC"),
  lines: fc
    .array(lineArb, { maxLength: 6 })
    .map((lines): CartLine[] => lines.map((line, i) => ({ ...line, lineId: `line-${i}` }))),
  customer: maybe(
    fc.record({
      type: fc.constantFrom("RECREATIONAL" as const, "MEDICAL" as const),
      groupIds: fc.subarray(["vip", "staff"]),
    }),
  ),
  discounts: fc
    .array(discountArb, { maxLength: 4 })
    .map((discounts): PricingDiscount[] => discounts.map((d, i) => ({ ...d, id: `discount-${i}` }))),
  appliedCodes: fc.subarray(["CODE"]),
  combinationMode: fc.constantFrom(...COMBINATION_MODES),
  taxGroups: fc.tuple(groupArb("g1"), groupArb("g2")),
  cashRounding: fc.constantFrom(...CASH_ROUNDINGS),
  limitsProfile: fc.constantFrom(...LIMITS_PROFILES),
});

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe("pricing properties", () => {
  it("totals equal the sum of the lines, and total = subtotal − discount + tax", () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const { lines, totals, appliedDiscounts, taxes } = priceCart(input);
        expect(totals.subtotalCents).toBe(sum(lines.map((l) => l.grossCents)));
        expect(totals.discountCents).toBe(sum(lines.map((l) => l.discountCents)));
        expect(totals.taxCents).toBe(sum(lines.map((l) => l.taxCents)));
        expect(totals.totalCents).toBe(sum(lines.map((l) => l.totalCents)));
        expect(totals.totalCents).toBe(totals.subtotalCents - totals.discountCents + totals.taxCents);
        expect(sum(appliedDiscounts.map((d) => d.amountCents))).toBe(totals.discountCents);
        expect(sum(taxes.map((t) => t.amountCents))).toBe(totals.taxCents);
      }),
    );
  });

  it("no line goes below zero and no discount exceeds the line's gross", () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        for (const line of priceCart(input).lines) {
          expect(line.netCents).toBeGreaterThanOrEqual(0);
          expect(line.discountCents).toBeLessThanOrEqual(line.grossCents);
          expect(line.netCents).toBe(line.grossCents - line.discountCents);
          for (const d of line.discounts) expect(d.amountCents).toBeGreaterThan(0);
        }
      }),
    );
  });

  it("every discount is either applied or skipped with a reason, exactly once", () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const cart = priceCart(input);
        const seen = [...cart.appliedDiscounts, ...cart.skippedDiscounts].map((d) => d.discountId).sort();
        expect(seen).toEqual((input.discounts ?? []).map((d) => d.id).sort());
      }),
    );
  });

  it("the same input gives the same output and the input is left untouched", () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const copy = JSON.parse(JSON.stringify(input)) as PriceCartInput;
        const first = priceCart(input);
        expect(input).toEqual(copy);
        expect(priceCart(copy)).toEqual(first);
      }),
    );
  });

  it("combination modes: one discount per line under HIGHEST/LOWEST, none under DISABLE_ALL, order kept under APPLY_ALL", () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const cart = priceCart(input);
        const order = (input.discounts ?? []).map((d) => d.id);
        for (const line of cart.lines) {
          if (input.combinationMode === "DISABLE_ALL") expect(line.discounts).toEqual([]);
          else if (input.combinationMode === "APPLY_ALL") {
            const positions = line.discounts.map((d) => order.indexOf(d.discountId));
            expect(positions).toEqual([...positions].sort((a, b) => a - b));
          } else expect(line.discounts.length).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it("APPLY_HIGHEST_ONLY never costs more than any one of the discounts alone", () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const highest = priceCart({ ...input, combinationMode: "APPLY_HIGHEST_ONLY" }).totals.totalCents;
        for (const discount of input.discounts ?? []) {
          const alone = priceCart({ ...input, combinationMode: "APPLY_ALL", discounts: [discount] }).totals.totalCents;
          expect(highest).toBeLessThanOrEqual(alone);
        }
      }),
    );
  });

  it("with a single discount, APPLY_ALL, APPLY_HIGHEST_ONLY and APPLY_LOWEST_ONLY agree", () => {
    fc.assert(
      fc.property(cartArb, discountArb, (input, discount) => {
        const one = { ...input, discounts: [{ ...discount, id: "only" }] };
        const all = priceCart({ ...one, combinationMode: "APPLY_ALL" });
        expect(priceCart({ ...one, combinationMode: "APPLY_HIGHEST_ONLY" })).toEqual(all);
        expect(priceCart({ ...one, combinationMode: "APPLY_LOWEST_ONLY" })).toEqual(all);
      }),
    );
  });

  it("limit usage is additive: a cart uses what its two halves use together", () => {
    fc.assert(
      fc.property(cartArb, fc.nat(), (input, cut) => {
        const profile = input.limitsProfile!;
        const split = input.lines.length === 0 ? 0 : cut % (input.lines.length + 1);
        const usage = (lines: CartLine[]) => computeLimitUsage(profile, lines).buckets.map((b) => b.cartMg);
        const whole = usage(input.lines);
        const [left, right] = [usage(input.lines.slice(0, split)), usage(input.lines.slice(split))];
        expect(whole).toEqual(whole.map((_, i) => left[i]! + right[i]!));
      }),
    );
  });
});
