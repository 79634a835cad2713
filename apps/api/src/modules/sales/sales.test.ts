import type { Sale } from "@verdant/shared/sales";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, products } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { expectLedgerBalanced } from "../inventory/inventory.test-helpers.ts";
import { buildShop, completeSale, type Shop, shopUrl, soldOk, stock } from "./sales.test-helpers.ts";

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe("sales: preview and complete", () => {
  let t: TestApp;
  let shop: Shop;
  let url: (path: string) => string;
  let cashier: string;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t, "Sales Co");
    url = (path) => shopUrl(shop.tenant, path);
    cashier = shop.tenant.people.CASHIER.token;
  });
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  const quantityOf = async (productId: string) =>
    rows<{ q: number }>(
      await t.database.db.execute(
        sql`select coalesce(sum(quantity), 0)::int as q from inventory_items where product_id = ${productId}`,
      ),
    )[0]!.q;

  it("previews a cart: the discount by code, GST then PST per line, the limits meter and stock", async () => {
    const res = await t.call("POST", url("/sale/preview"), {
      token: cashier,
      body: {
        registerId: shop.registerId,
        customerId: shop.customers.adult,
        lines: [
          { productId: shop.products.preRoll, quantity: 2 },
          { productId: shop.products.flower, quantity: 3.5 },
        ],
        discountCodes: ["ten"],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview.customer).toMatchObject({ name: "Riley Adult", pricingType: "RECREATIONAL" });
    const [preRoll, flower] = preview.lines;
    expect(preRoll).toMatchObject({
      quantity: 2,
      grossCents: 2398,
      discountCents: 240,
      netCents: 2158,
      availableQuantity: 50,
    });
    expect(preRoll.discounts).toEqual([expect.objectContaining({ name: "Ten Off", amountCents: 240 })]);
    expect(preRoll.taxes.map((x: { name: string; amountCents: number }) => [x.name, x.amountCents])).toEqual([
      ["GST", 108],
      ["PST", 151],
    ]);
    expect(flower).toMatchObject({
      unit: "GRAM",
      quantity: 3.5,
      grossCents: 3500,
      discountCents: 0,
      availableQuantity: 100,
    });
    expect(preview.totals).toEqual({ subtotalCents: 5898, discountCents: 240, taxCents: 679, totalCents: 6337 });
    expect(preview.cashDueCents).toBe(6335);
    expect(preview.limits.buckets[0]).toMatchObject({ label: "Dried cannabis equivalent", cartMg: 5500, maxMg: 30000 });
  });

  it("prices a walk-in without limits, and a code that is missing leaves the discount out with its reason", async () => {
    const res = await t.call("POST", url("/sale/preview"), {
      token: cashier,
      body: { registerId: shop.registerId, lines: [{ productId: shop.products.preRoll, quantity: 1 }] },
    });
    expect(res.json()).toMatchObject({ customer: null, limits: null, totals: { discountCents: 0 } });
    expect(res.json().skippedDiscounts[0]).toMatchObject({ name: "Ten Off", reason: "CODE_REQUIRED" });
  });

  it("answers 400 with sentences, 404 for unknown products and customers", async () => {
    const bad = await t.call("POST", url("/sale/preview"), {
      token: cashier,
      body: { registerId: "nope", lines: [{ productId: shop.products.preRoll, quantity: -1 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(
      expect.arrayContaining(["registerId must be a valid id", "lines.0.quantity: quantity must be more than 0"]),
    );
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const body of [
      { registerId: shop.registerId, lines: [{ productId: unknown, quantity: 1 }] },
      { registerId: shop.registerId, customerId: unknown, lines: [{ productId: shop.products.preRoll, quantity: 1 }] },
      { registerId: unknown, lines: [{ productId: shop.products.preRoll, quantity: 1 }] },
    ]) {
      const res = await t.call("POST", url("/sale/preview"), { token: cashier, body });
      expect(res.statusCode, res.body).toBe(404);
    }
    const fraction = await t.call("POST", url("/sale/preview"), {
      token: cashier,
      body: { registerId: shop.registerId, lines: [{ productId: shop.products.preRoll, quantity: 1.5 }] },
    });
    expect(fraction.statusCode).toBe(400);
  });

  let first: Sale;
  it("completes a split-tender sale with cash rounding and change; stock leaves through SALE ledger rows", async () => {
    first = await soldOk(t, shop, {
      lines: [
        { productId: shop.products.preRoll, quantity: 2 },
        { productId: shop.products.flower, quantity: 3.5 },
      ],
      discountCodes: ["TEN"],
      tenders: [
        { type: "DEBIT", amountCents: 3000 },
        { type: "CASH", amountCents: 4000 },
      ],
    });
    expect(first).toMatchObject({
      receiptNumber: 1,
      status: "COMPLETED",
      register: { name: "Front 1" },
      customer: { name: "Riley Adult", type: "RECREATIONAL" },
      totals: { totalCents: 6337, roundingCents: -2, tenderedCents: 7000, changeCents: 665, refundedCents: 0 },
    });
    expect(first.lines[0]!.taxes.map((x) => x.name)).toEqual(["GST", "PST"]);
    expect(await quantityOf(shop.products.preRoll)).toBe(48);
    expect(await quantityOf(shop.products.flower)).toBe(96_500);
    const ledger = rows<{ reason: string; delta: number }>(
      await t.database.db.execute(
        sql`select reason, delta from inventory_ledger where reference_id = ${first.id} order by delta`,
      ),
    );
    expect(ledger).toEqual([
      { reason: "SALE", delta: -3500 },
      { reason: "SALE", delta: -2 },
    ]);
    // The lines record their lots' cost and the product's vendor as the sale read them (decision 0038): the figures
    // the database's own formula gives from the lots (it fills only what a writer leaves empty).
    const costs = rows<{ recorded: number; counted: number; vendor: boolean }>(
      await t.database.db.execute(
        sql`select l.lots_cost::int as recorded, (select sum((e->>'quantity')::bigint * i.unit_cost_cents)
            from jsonb_array_elements(l.lots) e join inventory_items i on i.id = (e->>'inventoryItemId')::uuid)::int
            as counted, l.vendor_id is not distinct from p.vendor_id as vendor
          from sale_lines l join products p on p.id = l.product_id where l.sale_id = ${first.id} order by l.position`,
      ),
    );
    expect(costs).toEqual([
      { recorded: 200, counted: 200, vendor: true },
      { recorded: 350_000, counted: 350_000, vendor: true },
    ]);
  });

  it("prices a medical customer with a valid card as MEDICAL and one with a lapsed card as RECREATIONAL", async () => {
    const medical = await soldOk(t, shop, {
      customerId: shop.customers.medical,
      lines: [{ productId: shop.products.gummies, quantity: 1 }],
      tenders: [{ type: "CREDIT", amountCents: 896 }],
    });
    expect(medical).toMatchObject({ receiptNumber: 2, customer: { type: "MEDICAL" } });
    const lapsed = await soldOk(t, shop, {
      customerId: shop.customers.expiredCard,
      lines: [{ productId: shop.products.gummies, quantity: 1 }],
      tenders: [{ type: "OTHER", amountCents: 896, reference: "Gift card 42" }],
    });
    expect(lapsed.customer.type).toBe("RECREATIONAL");
    expect(lapsed.tenders).toEqual([{ type: "OTHER", amountCents: 896, reference: "Gift card 42" }]);
  });

  it("a retry with the same key answers the same sale and records nothing again; another body with it is 409", async () => {
    const body = {
      lines: [{ productId: shop.products.preRoll, quantity: 1 }],
      tenders: [{ type: "CASH", amountCents: 2000 }],
    };
    const once = await completeSale(t, shop, body, { key: "retry-key-1" });
    expect(once.statusCode).toBe(201);
    const again = await completeSale(t, shop, body, { key: "retry-key-1" });
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(once.json());
    expect(await quantityOf(shop.products.preRoll)).toBe(47);
    const other = await completeSale(
      t,
      shop,
      { ...body, lines: [{ productId: shop.products.preRoll, quantity: 2 }] },
      { key: "retry-key-1" },
    );
    expect(other.statusCode).toBe(409);
    const missing = await t.call("POST", url("/sale/complete"), {
      token: cashier,
      body: {
        ...body,
        registerId: shop.registerId,
        drawerSessionId: shop.drawerSessionId,
        customerId: shop.customers.adult,
      },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toEqual(["Idempotency-Key header is required to complete a sale"]);
  });

  it("refuses a sale over the purchase limit, naming the bucket, and records nothing", async () => {
    const before = await quantityOf(shop.products.ounce);
    const res = await completeSale(t, shop, {
      lines: [{ productId: shop.products.ounce, quantity: 2 }],
      tenders: [{ type: "CASH", amountCents: 40_000 }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: "purchase_limit_exceeded",
      bucketId: "dried-equivalent",
      message: "This sale passes the purchase limit for Dried cannabis equivalent (30 g a sale) by 26 g.",
    });
    expect(await quantityOf(shop.products.ounce)).toBe(before);
    const next = await soldOk(t, shop, {
      lines: [{ productId: shop.products.gummies, quantity: 1 }],
      tenders: [{ type: "CASH", amountCents: 900 }],
    });
    expect(next.receiptNumber).toBe(5);
  });

  it("refuses insufficient stock naming the product: only the register's rooms count", async () => {
    const scope = { organizationId: shop.tenant.organizationId, locationId: shop.tenant.locationId };
    const [accessories] = await t.database.db
      .insert(categories)
      .values({ ...scope, name: "Accessories", complianceClass: "ACCESSORY" })
      .returning();
    const [papers] = await t.database.db
      .insert(products)
      .values({ ...scope, name: "Rolling Papers", sku: "RP-1", priceCents: 300, categoryId: accessories!.id })
      .returning();
    await stock(t, shop.tenant, papers!.id, shop.salesFloorId, 2);
    await stock(t, shop.tenant, papers!.id, shop.tenant.roomId, 10);
    await stock(t, shop.tenant, papers!.id, shop.salesFloorId, 10, "2020-01-01");
    const res = await completeSale(t, shop, {
      lines: [{ productId: papers!.id, quantity: 3 }],
      tenders: [{ type: "CASH", amountCents: 1000 }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: "insufficient_stock",
      productId: papers!.id,
      message: "Not enough Rolling Papers in stock: 2 available, 3 requested.",
    });
  });

  it("refuses tenders short of the total, a closed or foreign drawer, and inactive customers", async () => {
    const short = await completeSale(t, shop, {
      lines: [{ productId: shop.products.gummies, quantity: 1 }],
      tenders: [{ type: "CASH", amountCents: 100 }],
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toEqual(["tenders do not cover the total: 796 cents still due"]);
    const over = await completeSale(t, shop, {
      lines: [{ productId: shop.products.gummies, quantity: 1 }],
      tenders: [{ type: "CREDIT", amountCents: 5000 }],
    });
    expect(over.statusCode).toBe(400);
    await t.database.db.execute(sql`update customers set status = 'BANNED' where id = ${shop.customers.expiredCard}`);
    const banned = await completeSale(t, shop, {
      customerId: shop.customers.expiredCard,
      lines: [{ productId: shop.products.gummies, quantity: 1 }],
      tenders: [{ type: "CASH", amountCents: 900 }],
    });
    expect(banned.statusCode).toBe(409);
    expect(banned.json().message).toBe("Casey Lapsed is banned and cannot buy.");
    await t.database.db.execute(
      sql`update customers set date_of_birth = current_date - interval '18 years' where id = ${shop.customers.medical}`,
    );
    const minor = await completeSale(t, shop, {
      customerId: shop.customers.medical,
      lines: [{ productId: shop.products.gummies, quantity: 1 }],
      tenders: [{ type: "CASH", amountCents: 900 }],
    });
    expect(minor.statusCode).toBe(409);
    expect(minor.json().message).toBe("Morgan Patient is under the minimum age of 19 for this store.");
  });

  it("lets managers and cashiers sell; inventory clerks and viewers cannot (403)", async () => {
    const body = {
      lines: [{ productId: shop.products.gummies, quantity: 1 }],
      tenders: [{ type: "CASH", amountCents: 900 }],
    };
    for (const key of ["INVENTORY", "VIEWER", "NO_ROLE"] as const) {
      const res = await completeSale(t, shop, body, { token: shop.tenant.people[key].token });
      expect(res.statusCode, key).toBe(403);
    }
    expect((await completeSale(t, shop, body, { token: shop.tenant.people.MANAGER.token })).statusCode).toBe(201);
  });

  it("gives receipt numbers with no gaps and no duplicates", async () => {
    const numbers = rows<{ n: number }>(
      await t.database.db.execute(sql`select receipt_number as n from sales order by receipt_number`),
    ).map((r) => r.n);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it("searches the register's sellable products by name prefix, SKU and barcode", async () => {
    const search = async (query: Record<string, string>) =>
      (await t.call("GET", url(`/register/${shop.registerId}/products`), { token: cashier, query })).json();
    expect((await search({ search: "blue dr" })).data.map((p: { name: string }) => p.name)).toEqual([
      "Blue Dream Pre-Roll",
    ]);
    expect((await search({ barcode: "0628000001" })).data[0]).toMatchObject({ sku: "BD-PR", availableQuantity: 47 });
    expect((await search({ barcode: "999" })).data).toEqual([]);
    expect((await search({ search: "pk-bulk" })).data[0]).toMatchObject({ unit: "GRAM", availableQuantity: 96.5 });
    expect((await search({})).data).toHaveLength(5);
  });
});
