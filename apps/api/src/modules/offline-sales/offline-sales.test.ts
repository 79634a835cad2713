import { randomUUID } from "node:crypto";
import { productSearchTerms } from "@verdant/shared/products";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { expectLedgerBalanced } from "../inventory/inventory.test-helpers.ts";
import { buildShop, type Shop, shopUrl, soldOk, stock } from "../sales/sales.test-helpers.ts";

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

describe("offline sales: recorded as they happened, flagged, reviewed", () => {
  let t: TestApp;
  let shop: Shop;
  let url: (path: string) => string;
  let cashier: string;
  let manager: string;
  let series = 0;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t, "Offline Co");
    url = (path) => shopUrl(shop.tenant, path);
    cashier = shop.tenant.people.CASHIER.token;
    manager = shop.tenant.people.MANAGER.token;
  });
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  const body = (over: Record<string, unknown> = {}) => ({
    registerId: shop.registerId,
    drawerSessionId: shop.drawerSessionId,
    customerId: shop.customers.adult,
    lines: [{ productId: shop.products.gummies, quantity: 1, unitPriceCents: 800 }],
    tenders: [{ type: "CASH", amountCents: 2000 }],
    offlineReceipt: `K7Q2M9-${++series}`,
    soldAt: minutesAgo(30),
    offlineSince: minutesAgo(45),
    registerTotalCents: 896,
    ...over,
  });
  const send = (payload: Record<string, unknown>, key: string = randomUUID(), token = cashier) =>
    t.call("POST", url("/sale/offline"), { token, headers: { "idempotency-key": key }, body: payload });
  const recorded = async (payload: Record<string, unknown>, key?: string) => {
    const res = await send(payload, key);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { saleId: string; totalCents: number; flags: { code: string; message: string }[] };
  };
  const count = async (table: "sales" | "inventory_ledger") =>
    rows<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!
      .n;

  it("records a sale at its original time and price, once however often it is sent", async () => {
    const payload = body();
    const key = randomUUID();
    const first = await recorded(payload, key);
    expect(first).toMatchObject({ totalCents: 896, flags: [] });
    const [sale] = rows<{ completed_at: Date; receipt_number: number; total_cents: number }>(
      await t.database.db.execute(
        sql`select completed_at, receipt_number, total_cents from sales where id = ${first.saleId}`,
      ),
    );
    expect(new Date(sale!.completed_at).toISOString()).toBe(payload.soldAt);
    expect(sale!.receipt_number).toBeGreaterThan(0);
    const before = { sales: await count("sales"), ledger: await count("inventory_ledger") };
    const again = await send(payload, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first);
    // The same receipt number under another key (a queue replayed after its keys expired) is the same sale.
    expect((await recorded(payload)).saleId).toBe(first.saleId);
    expect({ sales: await count("sales"), ledger: await count("inventory_ledger") }).toEqual(before);
    const other = await send({ ...payload, soldAt: minutesAgo(20) });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toContain("already recorded for another sale");
  });

  it("keeps the price the register sold at and flags the change and a total that differs", async () => {
    const sale = await recorded(
      body({
        lines: [{ productId: shop.products.gummies, quantity: 1, unitPriceCents: 700 }],
        registerTotalCents: 700,
      }),
    );
    expect(sale.totalCents).toBe(784);
    expect(sale.flags.map((f) => f.code)).toEqual(["PRICE_CHANGED", "TOTAL_DIFFERS"]);
    expect(sale.flags[0]!.message).toBe("Sour Gummies was sold at CA$7.00; the catalog now says CA$8.00.");
    // A French manager reads the same flags in French, the money as French writes it (the sale keeps the sentence).
    const review = await t.call("GET", url("/offline-sales?status=ALL&limit=100"), {
      token: manager,
      headers: { "accept-language": "fr-CA" },
    });
    const row = review.json().data.find((r: { saleId: string }) => r.saleId === sale.saleId);
    expect(row.flags.map((f: { message: string }) => f.message)).toEqual([
      "Sour Gummies a été vendu à 7,00\u00a0$; le catalogue indique maintenant 8,00\u00a0$.",
      "La caisse a facturé 7,00\u00a0$; le serveur établit le prix de la vente à 7,84\u00a0$.",
    ]);
    const [line] = rows<{ unit_price_cents: number }>(
      await t.database.db.execute(sql`select unit_price_cents from sale_lines where sale_id = ${sale.saleId}`),
    );
    expect(line!.unit_price_cents).toBe(700);
  });

  it("records a sale over stock sold meanwhile: the lot goes below zero, flagged, only through this path", async () => {
    const scope = { organizationId: shop.tenant.organizationId, locationId: shop.tenant.locationId };
    const [tiny] = await t.database.db
      .insert(products)
      .values({
        ...scope,
        name: "Tiny Tin",
        sku: "TT-1",
        priceCents: 500,
        searchTerms: productSearchTerms("Tiny Tin", "TT-1", []),
        categoryId: rows<{ category_id: string }>(
          await t.database.db.execute(sql`select category_id from products where id = ${shop.products.gummies}`),
        )[0]!.category_id,
        netWeightMg: 1000,
      })
      .returning();
    const lotId = await stock(t, shop.tenant, tiny!.id, shop.salesFloorId, 2);
    // Another register sells one while this one is offline.
    await soldOk(t, shop, {
      lines: [{ productId: tiny!.id, quantity: 1 }],
      tenders: [{ type: "CASH", amountCents: 600 }],
    });
    const sale = await recorded(
      body({ lines: [{ productId: tiny!.id, quantity: 3, unitPriceCents: 500 }], registerTotalCents: 1680 }),
    );
    expect(sale.flags.map((f) => f.code)).toEqual(["STOCK_SHORT"]);
    expect(sale.flags[0]!.message).toContain("Tiny Tin: 2 units sold beyond the stock on hand");
    const [after] = rows<{ quantity: number }>(
      await t.database.db.execute(sql`select quantity from inventory_items where id = ${lotId}`),
    );
    expect(after!.quantity).toBe(-2);
    // Nothing else may take a lot below zero, nor further down.
    await expect(
      t.database.db.execute(sql`update inventory_items set quantity = -3 where id = ${lotId}`),
    ).rejects.toThrow();
    const online = await t.call("POST", url("/sale/complete"), {
      token: cashier,
      headers: { "idempotency-key": randomUUID() },
      body: { ...body(), lines: [{ productId: tiny!.id, quantity: 1 }] },
    });
    expect(online.statusCode).toBe(422);
    const review = await t.call("GET", url("/offline-sales"), { token: manager });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().discrepancies).toEqual([
      expect.objectContaining({ inventoryItemId: lotId, productName: "Tiny Tin", quantity: -2 }),
    ]);
  });

  it("records a sale past a limit and applies the location's offline rules as flags", async () => {
    const over = await recorded(
      body({
        lines: [{ productId: shop.products.ounce, quantity: 2, unitPriceCents: 15_000 }],
        tenders: [{ type: "CASH", amountCents: 40_000 }],
        registerTotalCents: 33_600,
        offlineSince: minutesAgo(400),
        limitsUnverified: true,
      }),
    );
    expect(over.flags.map((f) => f.code)).toEqual(["LIMIT_EXCEEDED", "LIMITS_UNVERIFIED", "OFFLINE_TOO_LONG"]);
    const patched = await t.call(
      "PATCH",
      `/api/organization/${shop.tenant.organizationId}/location/${shop.tenant.locationId}`,
      {
        token: shop.tenant.people.OWNER.token,
        body: { offlineMaxSaleCents: 500, offlineMaxMinutes: 600 },
      },
    );
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ offlineMaxSaleCents: 500, offlineMaxMinutes: 600 });
    const big = await recorded(body({ offlineSince: minutesAgo(400), tenders: [{ type: "CASH", amountCents: 500 }] }));
    expect(big.flags.map((f) => f.code)).toEqual(["UNDERPAID", "OVER_OFFLINE_TOTAL"]);
  });

  it("refuses what cannot be a sale made offline", async () => {
    const bad = await send(body({ offlineReceipt: "12" }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message.join(" ")).toContain("offlineReceipt must be a register series");
    const future = await send(body({ soldAt: new Date(Date.now() + 3_600_000).toISOString() }));
    expect(future.statusCode).toBe(400);
    const noKey = await t.call("POST", url("/sale/offline"), { token: cashier, body: body() });
    expect(noKey.statusCode).toBe(400);
    const card = await send(body({ tenders: [{ type: "DEBIT", amountCents: 5000 }] }));
    expect(card.statusCode).toBe(400);
  });

  it("lists offline sales for the manager, who resolves them with a note once", async () => {
    const list = await t.call("GET", url("/offline-sales?status=OPEN&limit=100"), { token: manager });
    const review = list.json();
    expect(review.openCount).toBe(review.data.length);
    // Open means flagged and unresolved: a sale the server found nothing wrong with is only under ALL.
    expect(review.data.every((row: { flags: unknown[] }) => row.flags.length > 0)).toBe(true);
    const all = (await t.call("GET", url("/offline-sales?status=ALL&limit=100"), { token: manager })).json();
    expect(all.data.length).toBeGreaterThan(review.data.length);
    const flagged = review.data.find((row: { flags: { code: string }[] }) =>
      row.flags.some((f) => f.code === "LIMIT_EXCEEDED"),
    );
    expect(flagged).toMatchObject({ registerName: "Front 1", customerName: "Riley Adult", registerTotalCents: 33_600 });
    expect((await t.call("GET", url("/offline-sales"), { token: cashier })).statusCode).toBe(403);
    const resolve = (saleId: string) =>
      t.call("POST", url(`/offline-sales/${saleId}/resolve`), {
        token: manager,
        body: { note: "ID re-checked, customer informed" },
      });
    expect((await resolve(flagged.saleId)).statusCode).toBe(200);
    expect((await resolve(flagged.saleId)).statusCode).toBe(409);
    expect((await resolve(randomUUID())).statusCode).toBe(404);
    const resolved = (await t.call("GET", url("/offline-sales?status=RESOLVED"), { token: manager })).json();
    expect(resolved.data).toEqual([
      expect.objectContaining({ saleId: flagged.saleId, resolution: "ID re-checked, customer informed" }),
    ]);
    expect(resolved.data[0].resolvedByName).toBeTruthy();
    expect(resolved.openCount).toBe(review.openCount - 1);
  });

  it("answers the register's local copy: products with stock, customers, the day's lines, drawer and rules", async () => {
    const res = await t.call("GET", url(`/register/${shop.registerId}/offline-kit`), { token: cashier });
    expect(res.statusCode, res.body).toBe(200);
    const kit = res.json();
    expect(kit.products.map((p: { sku: string }) => p.sku)).toEqual(
      expect.arrayContaining(["BD-PR", "PK-BULK", "SG-10", "OZ-1"]),
    );
    expect(kit.customers.map((c: { firstName: string }) => c.firstName)).toEqual(
      expect.arrayContaining(["Riley", "Morgan"]),
    );
    expect(kit.recentCustomerIds[0]).toBe(shop.customers.adult);
    expect(kit.dayLines[shop.customers.adult].length).toBeGreaterThan(0);
    expect(kit.drawer).toMatchObject({ id: shop.drawerSessionId, status: "OPEN" });
    expect(kit.rules).toEqual({ offlineMaxMinutes: 600, offlineMaxSaleCents: 500 });
    expect(kit.pricingContext.currency).toBe("CAD");
  });
});
