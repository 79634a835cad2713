// Illinois non-residents buy half a resident's amounts (410 ILCS 705/10-10(b)): the customer record says who is a
// non-resident, and the sale, its preview and the customer's limits meter read the non-resident buckets for them.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildShop, completeSale, type Shop, shopUrl, soldOk } from "./sales.test-helpers.ts";

describe("sales: Illinois non-resident limits", () => {
  let t: TestApp;
  let shop: Shop;
  let url: (path: string) => string;
  let visitor: string;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t, "Residency Co");
    url = (path) => shopUrl(shop.tenant, path);
    await t.database.db.execute(
      sql`update locations set limits_profile = 'US-IL' where id = ${shop.tenant.locationId}`,
    );
    const created = await t.call("POST", "/api/customer", {
      token: shop.tenant.people.OWNER.token,
      body: {
        locationId: shop.tenant.locationId,
        firstName: "Visiting",
        lastName: "Buyer",
        dateOfBirth: "1990-04-20",
        nonResident: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().nonResident).toBe(true);
    visitor = created.json().id;
  });
  afterAll(() => t.close());

  it("refuses a non-resident 28 g of flower, 13 g over 15 g; a resident buys it", async () => {
    const ounce = {
      lines: [{ productId: shop.products.ounce, quantity: 1 }],
      tenders: [{ type: "CASH", amountCents: 20_000 }],
    };
    const refused = await completeSale(t, shop, { ...ounce, customerId: visitor });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: "purchase_limit_exceeded",
      bucketId: "flower-non-resident",
      message: "This sale passes the purchase limit for Cannabis flower (non-resident) (15 g a sale) by 13 g.",
    });
    await soldOk(t, shop, { ...ounce, customerId: shop.customers.adult });
  });

  it("shows the non-resident buckets on the customer's meter and the preview; a bad value is refused", async () => {
    const cashier = shop.tenant.people.CASHIER.token;
    const meter = await t.call("GET", `/api/customer/${visitor}/daily-purchase-limits`, {
      token: cashier,
      query: { locationId: shop.tenant.locationId },
    });
    expect(meter.statusCode, meter.body).toBe(200);
    expect(meter.body).toContain("flower-non-resident");
    expect(meter.body).not.toContain('"flower"');
    const preview = await t.call("POST", url("/sale/preview"), {
      token: cashier,
      body: {
        registerId: shop.registerId,
        customerId: visitor,
        lines: [{ productId: shop.products.preRoll, quantity: 2 }],
      },
    });
    expect(preview.json().limits.buckets.map((b: { bucketId: string }) => b.bucketId)).toEqual([
      "flower-non-resident",
      "concentrate-non-resident",
      "infused-thc-non-resident",
    ]);
    const bad = await t.call("PATCH", `/api/customer/${visitor}`, {
      token: shop.tenant.people.OWNER.token,
      body: { locationId: shop.tenant.locationId, nonResident: "yes" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("nonResident must be true or false");
  });
});
