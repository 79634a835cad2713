import type { Sale } from "@verdant/shared/sales";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildShop, type Shop, shopUrl, soldOk } from "../sales/sales.test-helpers.ts";

describe("transactions, customer history and the dashboard", () => {
  let t: TestApp;
  let shop: Shop;
  let url: (path: string) => string;
  let manager: string;
  let cashier: string;
  const sold: Sale[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t, "Ledger Co");
    url = (path) => shopUrl(shop.tenant, path);
    manager = shop.tenant.people.MANAGER.token;
    cashier = shop.tenant.people.CASHIER.token;
    sold.push(
      await soldOk(t, shop, {
        lines: [{ productId: shop.products.preRoll, quantity: 2 }],
        tenders: [{ type: "CASH", amountCents: 3000 }],
      }),
      await soldOk(t, shop, {
        customerId: shop.customers.medical,
        lines: [{ productId: shop.products.gummies, quantity: 1 }],
        tenders: [{ type: "CREDIT", amountCents: 896 }],
      }),
      await soldOk(
        t,
        shop,
        { lines: [{ productId: shop.products.flower, quantity: 2 }], tenders: [{ type: "DEBIT", amountCents: 2240 }] },
        { token: manager },
      ),
    );
    // The first sale happened a week ago, the same weekday.
    await t.database.db.execute(
      sql`update sales set completed_at = completed_at - interval '7 days' where id = ${sold[0]!.id}`,
    );
    const voided = await t.call("POST", url(`/sale/${sold[2]!.id}/void`), { token: manager, body: { reason: "Test" } });
    expect(voided.statusCode).toBe(200);
  }, 60_000);
  afterAll(() => t.close());

  const list = async (query: Record<string, string> = {}, token = manager) =>
    t.call("GET", url("/transactions"), { token, query });

  it("lists every sale for a manager, with filters for status, payment type, customer, cashier and search", async () => {
    const all = await list({ sortBy: "receiptNumber" });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.map((s: { receiptNumber: number }) => s.receiptNumber)).toEqual([1, 2, 3]);
    expect(all.json().data[0]).toMatchObject({
      itemCount: 2,
      paymentTypes: ["CASH"],
      customer: { name: "Riley Adult" },
    });
    expect((await list({ status: "VOIDED" })).json().data.map((s: Sale) => s.id)).toEqual([sold[2]!.id]);
    expect((await list({ paymentType: "CREDIT" })).json().meta.total).toBe(1);
    expect((await list({ customerId: shop.customers.medical })).json().data[0].customer.type).toBe("MEDICAL");
    expect((await list({ cashierId: shop.tenant.people.MANAGER.user.id })).json().meta.total).toBe(1);
    expect((await list({ search: "patient" })).json().meta.total).toBe(1);
    expect((await list({ search: "2" })).json().data[0].receiptNumber).toBe(2);
    expect((await list({ registerId: shop.registerId, limit: "2", page: "2" })).json().meta).toEqual({
      page: 2,
      limit: 2,
      total: 3,
      totalPages: 2,
    });
  });

  it("filters by the location's days", async () => {
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Vancouver" }).format(new Date());
    const onlyToday = await list({ from: today, to: today });
    expect(onlyToday.json().meta.total).toBe(2);
    const bad = await list({ from: "2026-02-30", to: "2020-01-01" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.arrayContaining(["from must be a date in the form YYYY-MM-DD"]));
    const reversed = await list({ from: "2026-01-02", to: "2026-01-01" });
    expect(reversed.json().message).toEqual(["to must not be before from"]);
  });

  it("shows a cashier only their own sales; inventory clerks see none (403)", async () => {
    expect((await list({}, cashier)).json().meta.total).toBe(2);
    expect((await list({ cashierId: shop.tenant.people.MANAGER.user.id }, cashier)).json().meta.total).toBe(2);
    expect((await t.call("GET", url(`/transactions/${sold[2]!.id}`), { token: cashier })).statusCode).toBe(404);
    expect((await list({}, shop.tenant.people.INVENTORY.token)).statusCode).toBe(403);
  });

  it("answers one sale with its receipt and ledger effects", async () => {
    const res = await t.call("GET", url(`/transactions/${sold[2]!.id}`), { token: manager });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sale.status).toBe("VOIDED");
    expect(
      res
        .json()
        .ledger.map((e: { reason: string; delta: number; roomName: string }) => [e.reason, e.delta, e.roomName]),
    ).toEqual([
      ["SALE", -2000, "Sales Floor"],
      ["VOID", 2000, "Sales Floor"],
    ]);
    expect(
      (await t.call("GET", url("/transactions/00000000-0000-4000-8000-000000000000"), { token: manager })).statusCode,
    ).toBe(404);
  });

  it("exports the filtered list as CSV", async () => {
    const res = await t.call("GET", url("/transactions/export.csv"), {
      token: manager,
      query: { status: "COMPLETED", sortBy: "receiptNumber" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    const lines = res.body.trim().split("\n");
    expect(lines[0]).toBe(
      "Receipt,Date,Register,Cashier,Customer,Status,Items,Payment,Subtotal,Discounts,Tax,Total,Refunded",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^1,.*,Front 1,Test User,Riley Adult,COMPLETED,2,CASH,23\.98,0\.00,2\.88,26\.86,0\.00$/);
  });

  it("answers a customer's purchases and today's limits from real sales (spec §7)", async () => {
    const history = await t.call("GET", `/api/customer/${shop.customers.adult}/transactions`, {
      token: manager,
      query: { orgId: shop.tenant.organizationId, locationId: shop.tenant.locationId },
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().data.map((s: { receiptNumber: number }) => s.receiptNumber)).toEqual([3, 1]);
    const limits = await t.call("GET", `/api/customer/${shop.customers.medical}/daily-purchase-limits`, {
      token: cashier,
      query: { locationId: shop.tenant.locationId },
    });
    expect(limits.statusCode, limits.body).toBe(200);
    expect(limits.json()).toMatchObject({ profileCode: "CA", customerType: "MEDICAL" });
    // Canada's limit is per sale, so nothing carries over from earlier in the day.
    expect(limits.json().buckets[0]).toMatchObject({ usedMg: 0, remainingMg: 30_000, maxMg: 30_000 });
    const unknown = await t.call("GET", "/api/customer/00000000-0000-4000-8000-000000000000/daily-purchase-limits", {
      token: cashier,
      query: { locationId: shop.tenant.locationId },
    });
    expect(unknown.statusCode).toBe(404);
    const noLocation = await t.call("GET", `/api/customer/${shop.customers.medical}/daily-purchase-limits`, {
      token: cashier,
    });
    expect(noLocation.statusCode).toBe(400);
    expect(noLocation.json().message).toEqual(["locationId is required"]);
  });

  it("shows the dashboard: today against the same weekday last week, by hour, top sellers, low stock, open drawers", async () => {
    await t.database.db.execute(sql`update products set reorder_point = 100 where id = ${shop.products.preRoll}`);
    const res = await t.call("GET", url("/dashboard"), { token: manager });
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json();
    expect(board.today).toMatchObject({ salesCents: 896, transactions: 1, averageBasketCents: 896 });
    expect(board.sameDayLastWeek).toMatchObject({ salesCents: 2686, transactions: 1 });
    expect(board.salesByHour).toHaveLength(24);
    expect(board.salesByHour.reduce((s: number, h: { salesCents: number }) => s + h.salesCents, 0)).toBe(896);
    expect(board.topProducts).toEqual([
      { id: shop.products.gummies, name: "Sour Gummies", quantity: 1, salesCents: 896 },
    ]);
    expect(board.topCategories[0]).toMatchObject({ name: "Edibles", salesCents: 896 });
    expect(board.lowStock).toEqual([
      expect.objectContaining({ name: "Blue Dream Pre-Roll", quantity: 48, reorderPoint: 100 }),
    ]);
    expect(board.openDrawers.map((d: { registerName: string }) => d.registerName)).toEqual(["Front 1"]);
    const lastWeek = await t.call("GET", url("/dashboard"), {
      token: manager,
      query: { date: board.sameDayLastWeek.date },
    });
    expect(lastWeek.json().topProducts[0].name).toBe("Blue Dream Pre-Roll");
    expect((await t.call("GET", url("/dashboard"), { token: cashier })).statusCode).toBe(403);
    expect((await t.call("GET", url("/dashboard"), { token: manager, query: { date: "today" } })).statusCode).toBe(400);
  });
});
