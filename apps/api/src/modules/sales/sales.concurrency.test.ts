// Races at the register (issue 7): many registers selling the last units, a complete retried in parallel and in
// sequence, one customer buying at several registers against a daily limit. On PostgreSQL (TEST_DB=postgres) the
// requests really overlap; on PGlite they queue, and the answers must be the same.
import { randomUUID } from "node:crypto";
import { productSearchTerms } from "@verdant/shared/products";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { expectLedgerBalanced } from "../inventory/inventory.test-helpers.ts";
import { buildShop, completeSale, type Shop, shopUrl, stock } from "./sales.test-helpers.ts";

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe("sales under concurrency", () => {
  let t: TestApp;
  let shop: Shop;
  let registers: { registerId: string; drawerSessionId: string }[];
  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t, "Race Co");
    const owner = shop.tenant.people.OWNER.token;
    registers = [];
    for (let i = 2; i <= 21; i++) {
      const register = await t.call("POST", shopUrl(shop.tenant, "/register"), {
        token: owner,
        body: { name: `Lane ${i}`, roomIds: [shop.salesFloorId] },
      });
      const drawer = await t.call("POST", shopUrl(shop.tenant, "/drawer-session"), {
        token: owner,
        body: { registerId: register.json().id, openingFloatCents: 10_000 },
      });
      registers.push({ registerId: register.json().id, drawerSessionId: drawer.json().id });
    }
  }, 120_000);
  afterEach(async () => {
    await expectLedgerBalanced(t);
    const duplicates = rows(
      await t.database.db.execute(
        sql`select receipt_number from sales group by location_id, receipt_number having count(*) > 1 or receipt_number is null`,
      ),
    );
    expect(duplicates).toEqual([]);
    // No gaps either: each location's numbers run 1..n, given at commit by the refused and the sold alike.
    const gaps = rows(
      await t.database.db.execute(
        sql`select location_id from sales group by location_id having max(receipt_number) <> count(*)`,
      ),
    );
    expect(gaps).toEqual([]);
  });
  afterAll(() => t.close());

  const salesCount = async () =>
    rows<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from sales`))[0]!.n;

  /** A product of the pre-roll's category, without stock. */
  const newProduct = async (name: string, sku: string) => {
    const scope = { organizationId: shop.tenant.organizationId, locationId: shop.tenant.locationId };
    const [product] = await t.database.db
      .insert(products)
      .values({
        ...scope,
        name,
        sku,
        priceCents: 5000,
        categoryId: null,
        searchTerms: productSearchTerms(name, sku, []),
      })
      .returning();
    // Same category as the pre-roll: a product without one is refused before any stock is read.
    await t.database.db.execute(
      sql`update products set category_id = (select category_id from products where id = ${shop.products.preRoll}),
          net_weight_mg = 500 where id = ${product!.id}`,
    );
    return product!;
  };
  const sellOne = (productId: string, register: { registerId: string; drawerSessionId: string }) =>
    completeSale(
      t,
      { ...shop, ...register },
      { lines: [{ productId, quantity: 1 }], tenders: [{ type: "CASH", amountCents: 6000 }] },
    );
  const lotsLeft = async (productId: string) =>
    rows<{ expires: string; q: number }>(
      await t.database.db.execute(
        sql`select expires_at::text as expires, quantity as q from inventory_items where product_id = ${productId}
          order by expires_at`,
      ),
    );

  it("20 registers selling the last 5 units at once sell exactly 5", async () => {
    const scarce = await newProduct("Limited Drop", "DROP-1");
    await stock(t, shop.tenant, scarce!.id, shop.salesFloorId, 3, "2099-01-01");
    await stock(t, shop.tenant, scarce!.id, shop.salesFloorId, 2, "2098-01-01");
    const answers = await Promise.all(registers.map((register) => sellOne(scarce.id, register)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 422)).toHaveLength(15);
    for (const refused of answers.filter((a) => a.statusCode === 422)) {
      expect(refused.json()).toMatchObject({ code: "insufficient_stock", productId: scarce!.id });
    }
    const left = rows<{ q: number }>(
      await t.database.db.execute(
        sql`select sum(quantity)::int as q from inventory_items where product_id = ${scarce!.id}`,
      ),
    );
    expect(left[0]!.q).toBe(0);
  });

  it("registers that all read the first-expiring lot each sell from a lot that still holds their unit", async () => {
    const drop = await newProduct("Second Drop", "DROP-2");
    await stock(t, shop.tenant, drop.id, shop.salesFloorId, 2, "2098-06-01");
    await stock(t, shop.tenant, drop.id, shop.salesFloorId, 30, "2099-06-01");
    const answers = await Promise.all(registers.slice(0, 10).map((register) => sellOne(drop.id, register)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    // First expiry first out: the two units of the earlier lot went, the rest came from the later one.
    expect(await lotsLeft(drop.id)).toEqual([
      { expires: "2098-06-01", q: 0 },
      { expires: "2099-06-01", q: 22 },
    ]);
  });

  it("a complete retried 10 times in parallel, then 10 times in sequence, records one sale", async () => {
    const before = await salesCount();
    const key = randomUUID();
    const body = {
      lines: [{ productId: shop.products.gummies, quantity: 1 }],
      tenders: [{ type: "CASH", amountCents: 1000 }],
    };
    const parallel = await Promise.all(Array.from({ length: 10 }, () => completeSale(t, shop, body, { key })));
    const ids = new Set(parallel.map((a) => (a.statusCode === 201 ? a.json().id : a.statusCode)));
    expect([...ids]).toHaveLength(1);
    expect(parallel.every((a) => a.statusCode === 201)).toBe(true);
    for (let i = 0; i < 10; i++) {
      const again = await completeSale(t, shop, body, { key });
      expect(again.statusCode).toBe(201);
      expect(again.json().id).toBe(parallel[0]!.json().id);
    }
    expect(await salesCount()).toBe(before + 1);
  });

  it("one customer at several registers cannot pass a daily limit together; the refused sale records nothing", async () => {
    const loc = `/api/organization/${shop.tenant.organizationId}/location/${shop.tenant.locationId}`;
    const patched = await t.call("PATCH", loc, {
      token: shop.tenant.people.OWNER.token,
      body: { limitsProfile: "US-CA" },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const before = await salesCount();
    // 7 g of flower per sale against California's 28.5 g a day: four fit, the fifth would pass the limit.
    const answers = await Promise.all(
      registers.slice(0, 5).map((register) =>
        completeSale(
          t,
          { ...shop, ...register },
          {
            customerId: shop.customers.expiredCard,
            lines: [{ productId: shop.products.flower, quantity: 7 }],
            tenders: [{ type: "CASH", amountCents: 10_000 }],
          },
        ),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(4);
    const refused = answers.find((a) => a.statusCode !== 201)!;
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: "purchase_limit_exceeded", bucketId: "flower" });
    expect(await salesCount()).toBe(before + 4);
    const limits = await t.call("GET", `/api/customer/${shop.customers.expiredCard}/daily-purchase-limits`, {
      token: shop.tenant.people.CASHIER.token,
      query: { locationId: shop.tenant.locationId },
    });
    expect(limits.statusCode, limits.body).toBe(200);
    expect(limits.json().buckets.find((b: { bucketId: string }) => b.bucketId === "flower")).toMatchObject({
      usedMg: 28_000,
      remainingMg: 500,
      maxMg: 28_500,
    });
  });
});
