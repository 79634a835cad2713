// Bundled for Chromium by bench/browser/reprice.ts: the register's own re-pricing (features/register/cart.ts, the
// shared priceCart) of a 30-line cart with a customer, three discounts and a two-rate tax group, timed per call.
import type { PricingContext } from "@verdant/shared/pricing-context";
import {
  priceRegisterCart,
  type RegisterCart,
  type SellableProduct,
} from "../../apps/web/src/features/register/cart.ts";

const LINES = 30;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const classes = ["FLOWER", "PRE_ROLL", "EDIBLE", "VAPE", "CONCENTRATE"] as const;

const product = (i: number): SellableProduct => ({
  id: uuid(i),
  name: `Product ${i}`,
  sku: `SKU-${i}`,
  barcodes: [],
  brandId: uuid(1000 + (i % 4)),
  brandName: `Brand ${i % 4}`,
  categoryId: uuid(2000 + (i % classes.length)),
  categoryName: classes[i % classes.length]!,
  complianceClass: classes[i % classes.length]!,
  unit: i % 7 === 0 ? "GRAM" : "EACH",
  priceCents: 1_000 + i * 37,
  availableQuantity: 1_000,
  taxGroupId: uuid(3000),
  netWeightMg: 1_000,
  thcPpm: 200_000,
  thcMgPerUnit: 10,
  unitsPerPack: null,
  form: null,
});

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
      id: uuid(4001),
      name: "Brand day",
      status: "CONFIRMED",
      rules: { scope: "BRAND", ids: [uuid(1000)] },
      amount: { type: "PERCENT", percentPpm: 200_000 },
    },
    {
      id: uuid(4002),
      name: "Five off fifty",
      status: "CONFIRMED",
      rules: { minSubtotalCents: 5_000 },
      amount: { type: "FIXED_AMOUNT", amountCents: 500 },
    },
    {
      id: uuid(4003),
      name: "Staff",
      status: "CONFIRMED",
      code: "STAFF",
      rules: {},
      amount: { type: "PERCENT", percentPpm: 100_000 },
    },
  ],
  taxGroups: [
    {
      id: uuid(3000),
      name: "BC cannabis",
      rates: [
        { id: uuid(3001), name: "GST", ratePpm: 50_000, customerType: "ALL", compound: false },
        { id: uuid(3002), name: "PST", ratePpm: 70_000, customerType: "ALL", compound: false },
      ],
    },
  ],
};

let cart: RegisterCart = {
  lines: Array.from({ length: LINES }, (_, i) => ({ product: product(i + 1), quantity: i % 7 === 0 ? 1_500 : 1 })),
  customer: { id: uuid(5000), name: "Riley", pricingType: "RECREATIONAL", groupIds: [] },
  discountCodes: ["STAFF"],
};

/** Re-prices the cart `runs` times, changing one line's quantity each time as a keystroke would; ms per call. */
(globalThis as { reprice?: (runs: number) => number[] }).reprice = (runs) => {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const index = i % LINES;
    cart = {
      ...cart,
      lines: cart.lines.map((line, j) => (j === index ? { ...line, quantity: line.quantity + 1 } : line)),
    };
    const t0 = performance.now();
    const priced = priceRegisterCart(cart, context, {}, "2026-04-20T20:00:00Z");
    times.push(performance.now() - t0);
    if (priced.lines.length !== LINES) throw new Error("the cart lost lines");
  }
  return times;
};
