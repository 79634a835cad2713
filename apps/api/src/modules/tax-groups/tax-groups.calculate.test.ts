// The "done when": a manager sets up California adult-use taxes and two discounts, and calculate-tax
// answers the exact cents a tax professional would work out by hand.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { addPerson } from "../../test/tenancy.fixtures.ts";
import { buildLosAngelesShop, locationUrl, type TestCatalog } from "./tax-groups.test-helpers.ts";

describe("calculate-tax in Los Angeles", () => {
  let t: TestApp;
  let tenant: { organizationId: string; locationId: string };
  let token: string;
  let catalog: TestCatalog;
  beforeAll(async () => {
    t = await createTestApp();
    ({ tenant, token, catalog } = await buildLosAngelesShop(t, "LA Greens"));
    const group = await t.call("POST", locationUrl(tenant, "/tax-group"), {
      token,
      body: { name: "California cannabis" },
    });
    const groupId = group.json().id;
    // Excise first (adult-use only), then sales tax compounding on the excise.
    for (const body of [
      { name: "Cannabis excise", ratePpm: 150000, customerType: "RECREATIONAL" },
      { name: "Sales tax (Los Angeles)", ratePpm: 95000, customerType: "ALL", compound: true },
    ]) {
      const res = await t.call("POST", locationUrl(tenant, "/tax-rate"), {
        token,
        body: { ...body, taxGroupId: groupId },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    for (const categoryId of Object.values(catalog.categories)) {
      const res = await t.call("POST", locationUrl(tenant, "/tax-group/assign"), {
        token,
        body: { taxGroupId: groupId, entityType: "CATEGORY", entityId: categoryId },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(() => t.close());

  const cart = (customerType: string, extra: Record<string, unknown> = {}) =>
    t.call("POST", locationUrl(tenant, "/tax-group/calculate-tax"), {
      token,
      body: {
        customerType,
        lines: [
          { productId: catalog.products.kivaFlower, quantity: 1 },
          { productId: catalog.products.chocolate, quantity: 2 },
        ],
        at: "2025-04-18T19:00:00Z",
        ...extra,
      },
    });

  it("taxes an adult-use cart: excise 15 %, then 9.5 % sales tax on the price plus excise", async () => {
    const res = await cart("RECREATIONAL");
    expect(res.statusCode, res.body).toBe(200);
    const priced = res.json();
    // 5000 → excise 750, sales 5750 × 9.5 % = 546.25 → 546; 4000 → excise 600, sales 4600 × 9.5 % = 437.
    expect(priced.lines.map((l: { taxes: { amountCents: number }[] }) => l.taxes.map((x) => x.amountCents))).toEqual([
      [750, 546],
      [600, 437],
    ]);
    expect(priced.totals).toEqual({ subtotalCents: 9000, discountCents: 0, taxCents: 2333, totalCents: 11333 });
  });

  it("exempts a medical customer from the excise", async () => {
    const priced = (await cart("MEDICAL")).json();
    expect(priced.totals).toEqual({ subtotalCents: 9000, discountCents: 0, taxCents: 855, totalCents: 9855 });
  });

  it("applies confirmed discounts before tax: 20 % off Kiva on Fridays and $5 off orders over $50", async () => {
    const discounts = locationUrl(tenant, "/discount");
    const build = async (details: object, rules: object, amount: object) => {
      const created = await t.call("POST", `${discounts}/details`, { token, body: details });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id;
      expect((await t.call("POST", `${discounts}/${id}/rules`, { token, body: rules })).statusCode).toBe(200);
      expect((await t.call("POST", `${discounts}/${id}/discount`, { token, body: amount })).statusCode).toBe(200);
      const confirmed = await t.call("POST", `${discounts}/${id}/confirm`, { token });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    };
    await build(
      { name: "20% off Kiva on Fridays", availability: { weekdays: [5] } },
      { scope: "BRAND", ids: [catalog.brands.kiva] },
      { type: "PERCENT", percentPpm: 200000 },
    );
    await build(
      { name: "$5 off orders over $50" },
      { minSubtotalCents: 5000 },
      { type: "FIXED_AMOUNT", amountCents: 500 },
    );

    // Friday 2025-04-18, noon in Los Angeles: 9000 − 1800 (20 %) − 500 (spread 5:4 over 7200) = 6700.
    const friday = (await cart("RECREATIONAL")).json();
    expect(friday.totals.subtotalCents).toBe(9000);
    expect(friday.totals.discountCents).toBe(2300);
    const nets = friday.lines.map((l: { netCents: number }) => l.netCents);
    expect(nets).toEqual([3722, 2978]);
    // 3722 → excise 558.3 → 558, sales 4280 × 9.5 % = 406.6 → 407; 2978 → 446.7 → 447, 3425 × 9.5 % = 325.375 → 325.
    expect(friday.totals.taxCents).toBe(558 + 407 + 447 + 325);
    expect(friday.totals.totalCents).toBe(6700 + 1737);

    // Saturday: only the order discount applies, and the Friday one says why not.
    const saturday = (await cart("RECREATIONAL", { at: "2025-04-19T19:00:00Z" })).json();
    expect(saturday.totals.discountCents).toBe(500);
    expect(saturday.skippedDiscounts).toEqual([expect.objectContaining({ reason: "NOT_AVAILABLE_NOW" })]);
  });

  it("answers 404 for another location's products and lets a viewer calculate", async () => {
    const res = await t.call("POST", locationUrl(tenant, "/tax-group/calculate-tax"), {
      token,
      body: { customerType: "RECREATIONAL", lines: [{ productId: tenant.locationId, quantity: 1 }] },
    });
    expect(res.statusCode).toBe(404);
    const viewer = await addPerson(t, tenant.organizationId, "MEMBER", [
      { locationId: tenant.locationId, roles: ["VIEWER"] },
    ]);
    const asViewer = await t.call("POST", locationUrl(tenant, "/tax-group/calculate-tax"), {
      token: viewer.token,
      // A Saturday: on a Friday (in Los Angeles) the demo's 20 % off Kiva would apply.
      body: {
        customerType: "MEDICAL",
        lines: [{ productId: catalog.products.chocolate, quantity: 1 }],
        at: "2025-04-19T19:00:00Z",
      },
    });
    expect(asViewer.statusCode, asViewer.body).toBe(200);
    // 2000 × 9.5 % = 190, no excise for a medical customer.
    expect(asViewer.json().totals.taxCents).toBe(190);
  });
});
