// A mixed cart under the Los Angeles preset (decision 0030): the city's sales tax on cannabis (compound on the
// excise) and on accessories is one tax, computed once on the sale's base and allocated to the lines, through the
// API's tax preview and a completed sale alike. Hand-worked: $40 flower, $10 papers, 20 November 2025 — excise
// 15 % × 40.00 = 6.00; 9.75 % × (46.00 + 10.00) = 5.46 (shares 4.485 and 0.975 → 4.49 and 0.97); rounded row by row
// it was 4.49 + 0.98 = 5.47 (Cal. Civ. Code § 1656.1(c): the sales price of the sale).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildLosAngelesShop, locationUrl, type TestCatalog } from "../tax-groups/tax-groups.test-helpers.ts";

type Priced = {
  lines: { taxes: { name: string; baseCents: number; amountCents: number }[] }[];
  taxes: { name: string; baseCents: number; amountCents: number }[];
  totals: { taxCents: number; totalCents: number };
};

describe("jurisdictions: one Los Angeles sales tax on a mixed cart", () => {
  let t: TestApp;
  let tenant: { organizationId: string; locationId: string };
  let token: string;
  let catalog: TestCatalog;
  let papersId: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ tenant, token, catalog } = await buildLosAngelesShop(t, "Mixed Greens"));
    const [accessories] = await t.database.db
      .insert(categories)
      .values({ ...tenant, name: "Accessories", complianceClass: "ACCESSORY" })
      .returning();
    const papers = await t.call("POST", locationUrl(tenant, "/product"), {
      token,
      body: { name: "Rolling Papers", priceCents: 1000, categoryId: accessories!.id },
    });
    expect(papers.statusCode, papers.body).toBe(201);
    papersId = papers.json().id;
    const applied = await t.call("POST", locationUrl(tenant, "/jurisdiction"), {
      token,
      body: { code: "US-CA-LOS-ANGELES" },
    });
    expect(applied.statusCode, applied.body).toBe(200);
  });
  afterAll(() => t.close());

  it("the tax preview computes the city's tax once and allocates 4.49 and 0.97", async () => {
    const res = await t.call("POST", locationUrl(tenant, "/tax-group/calculate-tax"), {
      token,
      body: {
        customerType: "RECREATIONAL",
        at: "2025-11-20T20:00:00Z",
        applyDiscounts: false,
        lines: [
          { productId: catalog.products.flowerEighth, quantity: 1 },
          { productId: papersId, quantity: 1 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const priced = res.json() as Priced;
    expect(priced.lines.map((l) => l.taxes.map((x) => [x.name, x.baseCents, x.amountCents]))).toEqual([
      [
        ["CA cannabis excise", 4000, 600],
        ["Los Angeles sales tax", 4600, 449],
      ],
      [["Los Angeles sales tax", 1000, 97]],
    ]);
    expect(priced.taxes.map((x) => [x.name, x.baseCents, x.amountCents])).toEqual([
      ["CA cannabis excise", 4000, 600],
      ["Los Angeles sales tax", 5600, 546],
    ]);
    expect(priced.totals).toMatchObject({ taxCents: 1146, totalCents: 6146 });
  });
});
