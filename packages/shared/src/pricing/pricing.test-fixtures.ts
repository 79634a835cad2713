// Builders for pricing tests: a realistic default with only the fields a case cares about overridden.
import type { CartLine, PriceCartInput, PricingDiscount, TaxRate } from "./pricing.types.ts";

export const LA = "America/Los_Angeles";
/** Friday 18 April 2025, 12:00 in Los Angeles. */
export const FRIDAY_NOON_LA = "2025-04-18T19:00:00Z";

let lineCounter = 0;
export function buildLine(overrides: Partial<CartLine> = {}): CartLine {
  lineCounter += 1;
  return {
    lineId: `line-${lineCounter}`,
    productId: `product-${lineCounter}`,
    brandId: "brand-house",
    categoryId: "category-flower",
    complianceClass: "FLOWER",
    unit: "EACH",
    quantity: 1,
    unitPriceCents: 4000,
    netWeightMg: 3500,
    ...overrides,
  };
}

export function buildDiscount(overrides: Partial<PricingDiscount> = {}): PricingDiscount {
  return {
    id: "discount",
    name: "Discount",
    status: "CONFIRMED",
    rules: {},
    amount: { type: "PERCENT", percentPpm: 100_000 },
    ...overrides,
  };
}

export function buildRate(overrides: Partial<TaxRate> & Pick<TaxRate, "id" | "ratePpm">): TaxRate {
  return { name: overrides.id, customerType: "ALL", compound: false, ...overrides };
}

export function buildCart(overrides: Partial<PriceCartInput> = {}): PriceCartInput {
  return { at: FRIDAY_NOON_LA, timeZone: LA, lines: [], ...overrides };
}
