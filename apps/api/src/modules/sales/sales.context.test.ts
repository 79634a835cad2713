import { getLimitsProfile } from "@verdant/shared/limits/limits.profiles";
import { priceCart } from "@verdant/shared/pricing/pricing.engine";
import type { CartLine, ComplianceClass } from "@verdant/shared/pricing/pricing.types";
import type { PricingContext } from "@verdant/shared/pricing-context";
import { toEngineQuantity } from "@verdant/shared/sales";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildShop, type Shop, shopUrl } from "./sales.test-helpers.ts";

interface Sellable {
  id: string;
  unit: "EACH" | "GRAM";
  priceCents: number;
  brandId: string | null;
  categoryId: string | null;
  complianceClass: string;
  taxGroupId: string | null;
  netWeightMg: number | null;
  thcPpm: number | null;
  thcMgPerUnit: number | null;
}

describe("sales: the register prices in the browser as the server does", () => {
  let t: TestApp;
  let shop: Shop;
  let url: (path: string) => string;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t, "Context Co");
    url = (path) => shopUrl(shop.tenant, path);
  });
  afterAll(() => t.close());

  it("answers the pricing context and product facts, and priceCart on them equals the server's preview", async () => {
    const cashier = shop.tenant.people.CASHIER.token;
    const context = await t.call("GET", url("/sale/pricing-context"), { token: cashier });
    expect(context.statusCode, context.body).toBe(200);
    const ctx: PricingContext = context.json();
    expect(ctx).toMatchObject({ currency: "CAD", cashRounding: "NEAREST_5_CENTS", limitsProfile: "CA" });
    expect(ctx.discounts.map((d) => d.name)).toContain("Ten Off");
    expect(ctx.taxGroups[0]?.rates.map((r) => r.name)).toEqual(["GST", "PST"]);

    const ids = [shop.products.preRoll, shop.products.flower];
    const found = await t.call("GET", url(`/register/${shop.registerId}/products`), {
      token: cashier,
      query: { productIds: ids.join(",") },
    });
    expect(found.statusCode, found.body).toBe(200);
    const sellable: Sellable[] = found.json().data;
    expect(sellable.map((p) => p.id).sort()).toEqual([...ids].sort());
    expect(sellable.every((p) => p.taxGroupId !== null)).toBe(true);

    const quantities = { [shop.products.preRoll]: 2, [shop.products.flower]: 3.5 };
    const body = {
      registerId: shop.registerId,
      customerId: shop.customers.adult,
      lines: ids.map((productId) => ({ productId, quantity: quantities[productId]! })),
      discountCodes: ["ten"],
    };
    const preview = (await t.call("POST", url("/sale/preview"), { token: cashier, body })).json();
    const lines: CartLine[] = ids.map((id, i) => {
      const p = sellable.find((s) => s.id === id)!;
      return {
        lineId: String(i),
        productId: p.id,
        brandId: p.brandId,
        categoryId: p.categoryId,
        unitPriceCents: p.priceCents,
        taxGroupId: p.taxGroupId,
        complianceClass: p.complianceClass as ComplianceClass,
        unit: p.unit,
        quantity: toEngineQuantity(p.unit, quantities[id]!),
        netWeightMg: p.netWeightMg ?? 0,
        thcMgPerUnit: p.thcMgPerUnit,
        thcPercentPpm: p.thcPpm,
      };
    });
    const at = new Date().toISOString();
    const priced = priceCart({
      at,
      timeZone: ctx.timeZone,
      lines,
      customer: { type: "RECREATIONAL", groupIds: [] },
      discounts: ctx.discounts,
      appliedCodes: ["ten"],
      combinationMode: ctx.combinationMode,
      taxGroups: ctx.taxGroups,
      cashRounding: ctx.cashRounding,
      limitsProfile: getLimitsProfile(ctx.limitsProfile, at, ctx.timeZone) ?? null,
    });
    expect(priced.totals).toEqual(preview.totals);
    expect(priced.cashDueCents).toBe(preview.cashDueCents);
    expect(priced.limits?.buckets[0]?.cartMg).toBe(preview.limits.buckets[0].cartMg);
  });

  it("is for people who sell: inventory clerks are refused", async () => {
    const res = await t.call("GET", url("/sale/pricing-context"), { token: shop.tenant.people.INVENTORY.token });
    expect(res.statusCode).toBe(403);
  });
});
