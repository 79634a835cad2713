// Issue 18: the register (the shared toEngineLine on the register's product search, priced by priceCart with the
// pricing context), the tax preview (POST /tax-group/calculate-tax) and the server's sale (POST /sale/preview) agree
// on every product shape: the same totals and taxes, or the same refusal in the same words.
import { getLimitsProfile } from "@verdant/shared/limits/limits.profiles";
import { priceCart } from "@verdant/shared/pricing/pricing.engine";
import { type LineProduct, toEngineLine } from "@verdant/shared/pricing/pricing.lines";
import { MissingProductFigureError, missingFigureMessage } from "@verdant/shared/pricing/pricing.taxes";
import type { PricingContext } from "@verdant/shared/pricing-context";
import { productSearchTerms } from "@verdant/shared/products";
import { toEngineQuantity } from "@verdant/shared/sales";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, products } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildShop, type Shop, shopUrl, stock } from "./sales.test-helpers.ts";

type Outcome = { refused: string } | { totals: unknown; taxes: number[] };

interface Shape {
  name: string;
  unit: "EACH" | "GRAM";
  quantity: number;
  category: "NONE" | "FLOWER" | "EDIBLE" | "ACCESSORY" | "TIERED";
  thcPpm?: number | null;
  thcMcgPerUnit?: number;
  netWeightMg?: number;
}

const SHAPES: Shape[] = [
  { name: "No Category Gadget", unit: "EACH", quantity: 2, category: "NONE" },
  { name: "No Category Bulk", unit: "GRAM", quantity: 2.5, category: "NONE" },
  { name: "Loose Flower", unit: "GRAM", quantity: 3.5, category: "FLOWER" },
  { name: "Loose Flower Tiny", unit: "GRAM", quantity: 0.001, category: "FLOWER" },
  { name: "Gummy Tin", unit: "EACH", quantity: 3, category: "EDIBLE", thcMcgPerUnit: 9500, netWeightMg: 30_000 },
  { name: "Glass Pipe", unit: "EACH", quantity: 1, category: "ACCESSORY" },
  { name: "Tiered Jar", unit: "EACH", quantity: 2, category: "TIERED", thcPpm: 300_000, netWeightMg: 3500 },
  { name: "Tiered Strong Jar", unit: "EACH", quantity: 1, category: "TIERED", thcPpm: 400_000, netWeightMg: 3500 },
  { name: "Tiered Untested Jar", unit: "EACH", quantity: 1, category: "TIERED", thcPpm: null, netWeightMg: 3500 },
  { name: "Tiered Loose", unit: "GRAM", quantity: 1.25, category: "TIERED", thcPpm: 220_000 },
];

describe("sales: one product → cart line for the register, the tax preview and the sale", () => {
  let t: TestApp;
  let shop: Shop;
  let url: (path: string) => string;
  const ids = new Map<string, string>();
  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t, "Agreement Co");
    url = (path) => shopUrl(shop.tenant, path);
    const owner = shop.tenant.people.OWNER.token;
    const scope = { organizationId: shop.tenant.organizationId, locationId: shop.tenant.locationId };
    const db = t.database.db;
    const made = await db
      .insert(categories)
      .values([
        { ...scope, name: "Agreement Flower", complianceClass: "FLOWER" },
        { ...scope, name: "Agreement Edibles", complianceClass: "EDIBLE" },
        { ...scope, name: "Agreement Accessories", complianceClass: "ACCESSORY" },
        { ...scope, name: "Agreement Tiered", complianceClass: "FLOWER" },
      ])
      .returning();
    const categoryOf = { FLOWER: made[0]!.id, EDIBLE: made[1]!.id, ACCESSORY: made[2]!.id, TIERED: made[3]!.id };
    const post = async (path: string, body: unknown) => {
      const res = await t.call("POST", url(path), { token: owner, body });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json() as { id: string };
    };
    for (const key of ["FLOWER", "EDIBLE"] as const)
      await post("/tax-group/assign", {
        taxGroupId: shop.taxGroupId,
        entityType: "CATEGORY",
        entityId: categoryOf[key],
      });
    const tiered = await post("/tax-group", { name: "Potency tiers" });
    await post("/tax-rate", {
      taxGroupId: tiered.id,
      name: "Excise to 35 %",
      ratePpm: 100_000,
      appliesTo: { complianceClasses: ["FLOWER"], maxThcPpm: 350_000 },
    });
    await post("/tax-rate", {
      taxGroupId: tiered.id,
      name: "Excise over 35 %",
      ratePpm: 250_000,
      appliesTo: { complianceClasses: ["FLOWER"], minThcPpm: 350_001 },
    });
    await post("/tax-group/assign", { taxGroupId: tiered.id, entityType: "CATEGORY", entityId: categoryOf.TIERED });
    for (const [i, shape] of SHAPES.entries()) {
      const sku = `AGR-${i}`;
      const [row] = await db
        .insert(products)
        .values({
          ...scope,
          name: shape.name,
          sku,
          searchTerms: productSearchTerms(shape.name, sku, []),
          priceCents: 1234 + i * 101,
          unit: shape.unit,
          categoryId: shape.category === "NONE" ? null : categoryOf[shape.category],
          thcPpm: shape.thcPpm ?? null,
          thcMcgPerUnit: shape.thcMcgPerUnit ?? null,
          netWeightMg: shape.netWeightMg ?? null,
        })
        .returning();
      ids.set(shape.name, row!.id);
      await stock(t, shop.tenant, row!.id, shop.salesFloorId, shape.unit === "GRAM" ? 100_000 : 50);
    }
  });
  afterAll(() => t.close());

  async function register(productId: string, shape: Shape): Promise<Outcome> {
    const cashier = shop.tenant.people.CASHIER.token;
    const ctx: PricingContext = (await t.call("GET", url("/sale/pricing-context"), { token: cashier })).json();
    const found = await t.call("GET", url(`/register/${shop.registerId}/products`), {
      token: cashier,
      query: { productIds: productId },
    });
    const product: LineProduct & { taxGroupId: string | null } = found.json().data[0];
    expect(product, found.body).toBeDefined();
    const at = new Date().toISOString();
    try {
      const line = toEngineLine(product, {
        lineId: "0",
        quantity: toEngineQuantity(shape.unit, shape.quantity),
        taxGroupId: product.taxGroupId,
      });
      const priced = priceCart({
        at,
        timeZone: ctx.timeZone,
        lines: [line],
        customer: { type: "RECREATIONAL", groupIds: [] },
        discounts: ctx.discounts,
        combinationMode: ctx.combinationMode,
        taxGroups: ctx.taxGroups,
        cashRounding: ctx.cashRounding,
        limitsProfile: getLimitsProfile(ctx.limitsProfile, at, ctx.timeZone) ?? null,
      });
      return { totals: priced.totals, taxes: priced.lines[0]!.taxes.map((x) => x.amountCents) };
    } catch (error) {
      if (error instanceof MissingProductFigureError) return { refused: missingFigureMessage(shape.name, error) };
      return { refused: (error as Error).message };
    }
  }

  type Answer = { message: string; totals: unknown; lines: { taxes: { amountCents: number }[] }[] };
  function answer(res: { statusCode: number; body: string; json: () => unknown }): Outcome {
    const body = res.json() as Answer;
    if (res.statusCode === 409) return { refused: body.message };
    expect(res.statusCode, res.body).toBe(200);
    return { totals: body.totals, taxes: body.lines[0]!.taxes.map((x) => x.amountCents) };
  }

  it.each(SHAPES)("$name prices (or is refused) the same three ways", async (shape) => {
    const productId = ids.get(shape.name)!;
    const fromRegister = await register(productId, shape);
    const preview = await t.call("POST", url("/tax-group/calculate-tax"), {
      token: shop.tenant.people.OWNER.token,
      body: {
        customerType: "RECREATIONAL",
        applyDiscounts: true,
        lines: [{ productId, quantity: toEngineQuantity(shape.unit, shape.quantity) }],
      },
    });
    const sale = await t.call("POST", url("/sale/preview"), {
      token: shop.tenant.people.CASHIER.token,
      body: {
        registerId: shop.registerId,
        customerId: shop.customers.adult,
        lines: [{ productId, quantity: shape.quantity }],
        discountCodes: [],
      },
    });
    const fromPreview = answer(preview);
    const fromSale = answer(sale);
    expect(fromPreview).toEqual(fromRegister);
    expect(fromSale).toEqual(fromRegister);
    if (shape.category === "NONE") expect(fromRegister).toEqual({ refused: expect.stringContaining("no category") });
    if (shape.category === "TIERED" && shape.thcPpm == null)
      expect(fromRegister).toEqual({ refused: expect.stringContaining("THC %") });
    if (shape.category === "TIERED" && shape.thcPpm != null)
      expect((fromRegister as { taxes: number[] }).taxes).toHaveLength(1);
  });
});
