// Solid and non-solid products (issue 14, decision 0030): a product says whether it is a lotion or a balm, the catalog
// and the register's search answer it, and the limits count it with the equivalence its law gives its form —
// Canada's Schedule 3 (70 g of a non-solid or 15 g of a solid = 1 g dried; SOR/2022-252) per sale, Michigan's
// MCL 333.26424(c) (36 fl oz liquid or 16 oz solid = 1 oz) per day, from the form each sale line recorded.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildShop, completeSale, type Shop, shopUrl, soldOk, stock } from "./sales.test-helpers.ts";

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const CASH = [{ type: "CASH", amountCents: 500_000 }];

describe("sales: a lotion counts as a non-solid, a balm as a solid", () => {
  let t: TestApp;
  let shop: Shop;
  let url: (path: string) => string;
  let owner: string;
  let lotionId: string;
  let balmId: string;
  let flowerCategoryId: string;
  let topicalsId: string;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t, "Forms Co");
    url = (path) => shopUrl(shop.tenant, path);
    owner = shop.tenant.people.OWNER.token;
    const scope = { organizationId: shop.tenant.organizationId, locationId: shop.tenant.locationId };
    const [topicals, flower] = await t.database.db
      .insert(categories)
      .values([
        { ...scope, name: "Topicals", complianceClass: "TOPICAL" },
        { ...scope, name: "Bulk Flower", complianceClass: "FLOWER" },
      ])
      .returning();
    flowerCategoryId = flower!.id;
    topicalsId = topicals!.id;
    const create = async (name: string, form: string) => {
      const created = await t.call("POST", url("/product"), {
        token: owner,
        body: { name, priceCents: 2500, categoryId: topicalsId, netWeightMg: 50_000, form },
      });
      expect(created.statusCode, created.body).toBe(201);
      await stock(t, shop.tenant, created.json().id, shop.salesFloorId, 200);
      return created.json().id as string;
    };
    lotionId = await create("Relief Lotion 50 g", "NON_SOLID");
    balmId = await create("Relief Balm 50 g", "SOLID");
  });
  afterAll(() => t.close());

  it("keeps the form on the product, the catalog list and the register's search", async () => {
    expect((await t.call("GET", url(`/product/${lotionId}`), { token: owner })).json().form).toBe("NON_SOLID");
    const list = await t.call("GET", url("/product"), { token: owner, query: { search: "Relief" } });
    expect(list.json().data.map((p: { name: string; form: string }) => [p.name, p.form])).toEqual([
      ["Relief Balm 50 g", "SOLID"],
      ["Relief Lotion 50 g", "NON_SOLID"],
    ]);
    const found = await t.call("GET", url(`/register/${shop.registerId}/products`), {
      token: shop.tenant.people.CASHIER.token,
      query: { productIds: lotionId },
    });
    expect(found.json().data[0].form).toBe("NON_SOLID");
  });

  it("refuses an unknown form, and a form on a class that has only one; a product moved to flower loses it", async () => {
    const bad = await t.call("PATCH", url(`/product/${balmId}`), { token: owner, body: { form: "GEL" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "validation_failed" });
    expect(bad.body).toContain("form must be one of SOLID, NON_SOLID");
    const onFlower = await t.call("POST", url("/product"), {
      token: owner,
      body: { name: "Liquid Flower", priceCents: 100, categoryId: flowerCategoryId, form: "NON_SOLID" },
    });
    expect(onFlower.statusCode).toBe(400);
    expect(onFlower.body).toContain("form applies only to edibles and topicals");
    const spare = await t.call("POST", url("/product"), {
      token: owner,
      body: { name: "Spare Lotion", priceCents: 100, categoryId: topicalsId, form: "NON_SOLID" },
    });
    const moved = await t.call("PATCH", url(`/product/${spare.json().id}`), {
      token: owner,
      body: { categoryId: flowerCategoryId },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ complianceClass: "FLOWER", form: null });
  });

  it("Canada: 42 lotions of 50 g are 30 g dried (70 g = 1 g) and sell; a 43rd passes by 0.715 g", async () => {
    const preview = await t.call("POST", url("/sale/preview"), {
      token: shop.tenant.people.CASHIER.token,
      body: {
        registerId: shop.registerId,
        customerId: shop.customers.adult,
        lines: [{ productId: lotionId, quantity: 42 }],
      },
    });
    expect(preview.json().limits.buckets[0]).toMatchObject({ bucketId: "dried-equivalent", cartMg: 30_000 });
    const refused = await completeSale(t, shop, { lines: [{ productId: lotionId, quantity: 43 }], tenders: CASH });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: "purchase_limit_exceeded",
      bucketId: "dried-equivalent",
      bucket: "Dried cannabis equivalent",
      maxMg: 30_000,
      overByMg: 715,
      unit: "g",
      message: "This sale passes the purchase limit for Dried cannabis equivalent (30 g a sale) by 0.715 g.",
    });
    const sale = await soldOk(t, shop, { lines: [{ productId: lotionId, quantity: 42 }], tenders: CASH });
    const recorded = rows<{ form: string }>(
      await t.database.db.execute(sql`select form from sale_lines where sale_id = ${sale.id}`),
    );
    expect(recorded).toEqual([{ form: "NON_SOLID" }]);
  });

  it("Canada: the same 42 as balms are 140 g (15 g = 1 g) and pass the limit by 110 g", async () => {
    const refused = await completeSale(t, shop, { lines: [{ productId: balmId, quantity: 42 }], tenders: CASH });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ bucketId: "dried-equivalent", overByMg: 110_000 });
    expect(refused.json().message).toContain("(30 g a sale) by 110 g.");
  });

  it("Michigan: the day counts the lotions sold earlier as liquid (2/75), and the refusal says by how much", async () => {
    const patched = await t.call(
      "PATCH",
      `/api/organization/${shop.tenant.organizationId}/location/${shop.tenant.locationId}`,
      {
        token: owner,
        body: { limitsProfile: "US-MI" },
      },
    );
    expect(patched.statusCode, patched.body).toBe(200);
    const buyer = { customerId: shop.customers.expiredCard };
    // 30 × 50 g × 2/75 = 40 g of the 2.5 oz (70.873 g) a day; as solids (÷ 16) it would be 93.75 g and be refused.
    await soldOk(t, shop, { ...buyer, lines: [{ productId: lotionId, quantity: 30 }], tenders: CASH });
    // 24 more are 32 g: 72 g in the day, 1.127 g over.
    const refused = await completeSale(t, shop, {
      ...buyer,
      lines: [{ productId: lotionId, quantity: 24 }],
      tenders: CASH,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ bucketId: "marihuana", maxMg: 70_873, overByMg: 1127 });
    expect(refused.json().message).toBe(
      "This sale passes the purchase limit for Marihuana (2.5 oz) (70.873 g a day) by 1.127 g.",
    );
    await soldOk(t, shop, { ...buyer, lines: [{ productId: lotionId, quantity: 23 }], tenders: CASH });
  });
});
