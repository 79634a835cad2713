import type { Customer } from "@verdant/shared/customers";
import type { PricingContext } from "@verdant/shared/pricing-context";
import { describe, expect, it } from "vitest";
import {
  addProduct,
  emptyCart,
  overStock,
  priceRegisterCart,
  pricingRefusal,
  setQuantity,
  toLineInputs,
} from "./cart.ts";
import { checkCustomer } from "./customer-check.ts";
import { isScan, resolveEntry } from "./scanner.ts";
import { isPaid, quickCash, settle, suggestedAmount, tenderProblem } from "./tenders.ts";
import { testProduct } from "./test-products.ts";

const product = testProduct;

const context: PricingContext = {
  timeZone: "America/Vancouver",
  currency: "CAD",
  minimumAge: 19,
  medicalMinimumAge: null,
  cashRounding: "NEAREST_5_CENTS",
  taxRounding: "LINE",
  limitsProfile: "CA",
  combinationMode: "APPLY_ALL",
  discounts: [
    {
      id: "d1",
      name: "Ten Off",
      status: "CONFIRMED",
      rules: {},
      amount: { type: "PERCENT", percentPpm: 100_000 },
    },
  ],
  taxGroups: [
    {
      id: "00000000-0000-4000-8000-0000000000aa",
      name: "BC",
      rates: [
        { id: "gst", name: "GST", ratePpm: 50_000, customerType: "ALL", compound: false },
        { id: "pst", name: "PST", ratePpm: 70_000, customerType: "RECREATIONAL", compound: false },
      ],
    },
  ],
};

describe("register cart", () => {
  it("adds a scanned product again as one more unit, and a weighed one in grams", () => {
    let cart = addProduct(addProduct(emptyCart(), product()), product());
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]!.quantity).toBe(2);
    const flower = product({ id: "00000000-0000-4000-8000-000000000002", unit: "GRAM", availableQuantity: 10 });
    cart = setQuantity(addProduct(cart, flower), flower.id, 3500);
    expect(toLineInputs(cart)).toEqual([
      { productId: product().id, quantity: 2 },
      { productId: flower.id, quantity: 3.5 },
    ]);
  });

  it("flags a line above the sellable stock and removes a line set to 0", () => {
    const cart = setQuantity(addProduct(emptyCart(), product()), product().id, 4);
    expect(overStock(cart).map((l) => l.product.name)).toEqual(["Pink Kush 3.5 g"]);
    expect(setQuantity(cart, product().id, 0).lines).toEqual([]);
  });

  it("prices with the discount, GST then PST, and the cash total rounded to 0.05", () => {
    const cart = {
      ...setQuantity(addProduct(emptyCart(), product()), product().id, 2),
      customer: { id: "c", name: "Riley", pricingType: "RECREATIONAL" as const, groupIds: [] },
    };
    const priced = priceRegisterCart(cart, context, {}, "2026-03-04T20:00:00Z");
    // 2 × 11.99 = 23.98, −10 % = 21.58; GST 1.08, PST 1.51 → 24.17; cash 24.15.
    expect(priced.totals).toEqual({ subtotalCents: 2398, discountCents: 240, taxCents: 259, totalCents: 2417 });
    expect(priced.taxes.map((t) => t.name)).toEqual(["GST", "PST"]);
    expect(priced.cashDueCents).toBe(2415);
    expect(priced.limits?.buckets[0]?.cartMg).toBe(7000);
  });

  it("a medical customer pays no PST; a cart past the per-sale limit names its bucket", () => {
    const medical = {
      ...addProduct(emptyCart(), product()),
      customer: { id: "c", name: "Max", pricingType: "MEDICAL" as const, groupIds: [] },
    };
    expect(priceRegisterCart(medical, context, {}, "2026-03-04T20:00:00Z").taxes.map((t) => t.name)).toEqual(["GST"]);
    const big = {
      ...setQuantity(addProduct(emptyCart(), product({ availableQuantity: 20 })), product().id, 9),
      customer: { id: "c", name: "Riley", pricingType: "RECREATIONAL" as const, groupIds: [] },
    };
    const limits = priceRegisterCart(big, context, {}, "2026-03-04T20:00:00Z").limits!;
    expect(limits.exceeded[0]).toMatchObject({ label: limits.buckets[0]!.label, overByMg: 1500 });
  });

  it("refuses a product without a category in the server's words instead of pricing it as an accessory", () => {
    const cart = addProduct(emptyCart(), product({ complianceClass: null, categoryName: null }));
    const refusal = (() => {
      try {
        priceRegisterCart(cart, context, {}, "2026-03-04T20:00:00Z");
        return null;
      } catch (error) {
        return pricingRefusal(error, cart);
      }
    })();
    expect(refusal).toBe("Pink Kush 3.5 g has no category, which decides how it counts towards purchase limits.");
  });
});

describe("customer check", () => {
  const patient = (expiry: string): Customer => ({
    id: "00000000-0000-4000-8000-0000000000c1",
    organizationId: "00000000-0000-4000-8000-0000000000c2",
    locationId: "00000000-0000-4000-8000-0000000000c3",
    firstName: "Jordan",
    lastName: "Young",
    email: null,
    phone: null,
    dateOfBirth: "2006-06-01",
    type: "MEDICAL",
    medicalCardType: "RECOMMENDATION",
    medicalCardNumber: "REC-1",
    medicalCardState: "CA",
    medicalCardExpiry: expiry,
    nonResident: false,
    customerGroupIds: [],
    notes: null,
    status: "ACTIVE",
    active: true,
    createdAt: "2025-01-01T00:00:00Z",
    updatedAt: "2025-01-01T00:00:00Z",
  });
  const california = { minimumAge: 21, medicalMinimumAge: 18 };

  it("lets a 19-year-old medicinal patient with a valid card buy where the server would (California: 18)", () => {
    const check = checkCustomer(patient("2026-12-31"), "2025-11-24", california);
    expect(check).toMatchObject({ age: 19, oldEnough: true, pricingType: "MEDICAL", problems: [] });
  });

  it("holds the same patient to the adult-use age once the card has lapsed, as the server does", () => {
    const check = checkCustomer(patient("2025-11-23"), "2025-11-24", california);
    expect(check).toMatchObject({ oldEnough: false, pricingType: "RECREATIONAL" });
    expect(check.problems).toEqual(["Under the minimum age of 21 for this store."]);
    expect(
      checkCustomer(patient("2026-12-31"), "2025-11-24", { minimumAge: 21, medicalMinimumAge: null }).oldEnough,
    ).toBe(false);
  });
});

describe("tenders", () => {
  it("splits card then cash, rounding only the cash part, with change", () => {
    const tenders = [{ type: "DEBIT" as const, amountCents: 1000 }];
    expect(suggestedAmount("CASH", 2417, tenders, "NEAREST_5_CENTS")).toBe(1415);
    const withCash = [...tenders, { type: "CASH" as const, amountCents: 2000 }];
    expect(settle(2417, withCash, "NEAREST_5_CENTS")).toMatchObject({ roundingCents: -2, changeCents: 585 });
    expect(isPaid(2417, withCash, "NEAREST_5_CENTS")).toBe(true);
  });

  it("refuses a card above the balance, an OTHER without reference and anything once paid", () => {
    expect(tenderProblem({ type: "CREDIT", amountCents: 3000 }, 2417, [], "NONE")).toBe("tender.tooMuch");
    expect(tenderProblem({ type: "OTHER", amountCents: 100 }, 2417, [], "NONE")).toBe("tender.reference");
    expect(
      tenderProblem({ type: "CASH", amountCents: 100 }, 2417, [{ type: "CASH", amountCents: 2420 }], "NEAREST_5_CENTS"),
    ).toBe("tender.nothingLeft");
  });

  it("offers the exact cash and the next round notes", () => {
    expect(quickCash(2415)).toEqual([2415, 2500, 3000, 4000, 5000]);
  });
});

describe("scanner input", () => {
  const fast = (n: number) => Array.from({ length: n }, (_, i) => 1000 + i * 8);
  const slow = (n: number) => Array.from({ length: n }, (_, i) => 1000 + i * 180);

  it("tells a scanner burst from typing", () => {
    expect(isScan("ABC-123", fast(7))).toBe(true);
    expect(isScan("kush", slow(4))).toBe(false);
    expect(isScan("blue dream", fast(10))).toBe(false);
    expect(isScan("0627843000012", slow(13))).toBe(true);
  });

  it("adds the exact barcode or SKU match; a scanned unknown code adds nothing and says so", () => {
    const p = product();
    expect(resolveEntry("0627843000012", true, { byCode: [p], bySearch: [] })).toEqual({ kind: "add", product: p });
    expect(resolveEntry("pk-35", false, { byCode: [], bySearch: [p] })).toEqual({ kind: "add", product: p });
    expect(resolveEntry("999000111", true, { byCode: [], bySearch: [p] })).toEqual({
      kind: "unknown-code",
      message: "No sellable product has the code 999000111. Nothing was added.",
    });
  });

  it("Enter on typed words adds the top result, or says nothing matched", () => {
    const p = product();
    expect(resolveEntry("pink", false, { byCode: [], bySearch: [p] })).toEqual({ kind: "add", product: p });
    expect(resolveEntry("zzz", false, { byCode: [], bySearch: [] }).kind).toBe("no-match");
  });
});
