// The selling setup a process keeps per location (sales.setup.ts) is answered only while the location's version
// stands: a change made through the API, or straight in the database as another process would, is seen by the
// very next sale.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildShop, completeSale, type Shop, shopUrl, soldOk } from "./sales.test-helpers.ts";

const onePreRoll = (shop: Shop) => ({
  lines: [{ productId: shop.products.preRoll, quantity: 1 }],
  tenders: [{ type: "CASH", amountCents: 10_000 }],
});
const taxesOf = (sale: { taxes: { name: string; amountCents: number }[] }) =>
  sale.taxes.map((tax) => [tax.name, tax.amountCents]);

describe("sales: the kept selling setup follows every change", () => {
  let t: TestApp;
  let shop: Shop;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t, "Setup Co");
  });
  afterAll(() => t.close());

  it("prices with a rate changed in the database by another process", async () => {
    const before = await soldOk(t, shop, onePreRoll(shop));
    expect(taxesOf(before)).toEqual([
      ["GST", 60],
      ["PST", 84],
    ]);
    await t.database.db.execute(
      sql`update tax_rates set rate_ppm = 100000 where location_id = ${shop.tenant.locationId} and name = 'PST'`,
    );
    const after = await soldOk(t, shop, onePreRoll(shop));
    expect(taxesOf(after)).toEqual([
      ["GST", 60],
      ["PST", 120],
    ]);
  });

  it("refuses on a register made inactive, and sells from the rooms a register is linked to now", async () => {
    await t.database.db.execute(sql`update registers set is_active = false where id = ${shop.registerId}`);
    const refused = await completeSale(t, shop, onePreRoll(shop));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Front 1 is inactive.");
    await t.database.db.execute(sql`update registers set is_active = true where id = ${shop.registerId}`);

    // Through the API: the sales floor no longer names the register, so it has no stock to sell from.
    const owner = shop.tenant.people.OWNER.token;
    const room = await t.call("PUT", shopUrl(shop.tenant, `/rooms/${shop.salesFloorId}`), {
      token: owner,
      body: { name: "Sales Floor", roomTypes: ["SALES_FLOOR"], linkedRegisters: "", isActive: true },
    });
    expect(room.statusCode, room.body).toBe(200);
    const empty = await completeSale(t, shop, onePreRoll(shop));
    expect(empty.statusCode, empty.body).toBe(422);
    expect(empty.json().code).toBe("insufficient_stock");
  });
});
