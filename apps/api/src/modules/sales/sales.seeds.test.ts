// Seeds count by the seed, not by the pack (issue 14): a product carries unitsPerPack, the catalog answers it, and
// Canada's 30 g dried equivalent counts each seed as 1 g (Cannabis Act Schedule 3, item 7) on the register's
// product search, the sale and the sale line it records.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildShop, completeSale, type Shop, shopUrl, soldOk, stock } from "./sales.test-helpers.ts";

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe("sales: seed packs count their seeds towards limits", () => {
  let t: TestApp;
  let shop: Shop;
  let url: (path: string) => string;
  let packId: string;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t, "Seeds Co");
    url = (path) => shopUrl(shop.tenant, path);
    const scope = { organizationId: shop.tenant.organizationId, locationId: shop.tenant.locationId };
    const [seeds] = await t.database.db
      .insert(categories)
      .values({ ...scope, name: "Seeds", complianceClass: "SEED" })
      .returning();
    const created = await t.call("POST", url("/product"), {
      token: shop.tenant.people.OWNER.token,
      body: { name: "Blue Dream Seeds 5-pack", priceCents: 3000, categoryId: seeds!.id, unitsPerPack: 5 },
    });
    expect(created.statusCode, created.body).toBe(201);
    packId = created.json().id;
    await stock(t, shop.tenant, packId, shop.salesFloorId, 20);
  });
  afterAll(() => t.close());

  it("keeps unitsPerPack on the product, in the catalog list and on the register's search; refuses 0", async () => {
    const owner = shop.tenant.people.OWNER.token;
    expect((await t.call("GET", url(`/product/${packId}`), { token: owner })).json().unitsPerPack).toBe(5);
    const list = await t.call("GET", url("/product"), { token: owner, query: { search: "Blue Dream Seeds" } });
    expect(list.json().data.map((p: { unitsPerPack: number | null }) => p.unitsPerPack)).toEqual([5]);
    const found = await t.call("GET", url(`/register/${shop.registerId}/products`), {
      token: shop.tenant.people.CASHIER.token,
      query: { productIds: packId },
    });
    expect(found.json().data[0].unitsPerPack).toBe(5);
    const zero = await t.call("PATCH", url(`/product/${packId}`), { token: owner, body: { unitsPerPack: 0 } });
    expect(zero.statusCode).toBe(400);
    expect(zero.body).toContain("unitsPerPack must be at least 1");
  });

  it("six 5-packs are 30 seeds = 30 g and sell; a seventh pack passes the limit by 5 g", async () => {
    const preview = await t.call("POST", url("/sale/preview"), {
      token: shop.tenant.people.CASHIER.token,
      body: {
        registerId: shop.registerId,
        customerId: shop.customers.adult,
        lines: [{ productId: packId, quantity: 6 }],
      },
    });
    expect(preview.json().limits.buckets[0]).toMatchObject({ bucketId: "dried-equivalent", cartMg: 30_000 });
    const refused = await completeSale(t, shop, {
      lines: [{ productId: packId, quantity: 7 }],
      tenders: [{ type: "CASH", amountCents: 30_000 }],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: "purchase_limit_exceeded",
      bucketId: "dried-equivalent",
      overByMg: 5000,
    });
    const sale = await soldOk(t, shop, {
      lines: [{ productId: packId, quantity: 6 }],
      tenders: [{ type: "CASH", amountCents: 30_000 }],
    });
    const recorded = rows<{ units: number }>(
      await t.database.db.execute(sql`select units_per_pack as units from sale_lines where sale_id = ${sale.id}`),
    );
    expect(recorded).toEqual([{ units: 5 }]);
  });
});
