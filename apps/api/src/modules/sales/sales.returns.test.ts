import type { Sale } from "@verdant/shared/sales";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { lastMessageTo } from "../auth/auth.test-helpers.ts";
import { expectLedgerBalanced } from "../inventory/inventory.test-helpers.ts";
import { buildShop, type Shop, shopUrl, soldOk } from "./sales.test-helpers.ts";

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe("sales: receipts, voids, refunds, parked carts", () => {
  let t: TestApp;
  let shop: Shop;
  let url: (path: string) => string;
  let manager: string;
  let cashier: string;
  let sale: Sale;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t, "Returns Co");
    url = (path) => shopUrl(shop.tenant, path);
    manager = shop.tenant.people.MANAGER.token;
    cashier = shop.tenant.people.CASHIER.token;
    sale = await soldOk(t, shop, {
      lines: [
        { productId: shop.products.preRoll, quantity: 3 },
        { productId: shop.products.gummies, quantity: 2 },
      ],
      discountCodes: ["TEN"],
      tenders: [
        { type: "CREDIT", amountCents: 2000 },
        { type: "CASH", amountCents: 5000 },
      ],
    });
  });
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  const quantityIn = async (productId: string, roomId: string) =>
    rows<{ q: number }>(
      await t.database.db.execute(
        sql`select coalesce(sum(quantity), 0)::int as q from inventory_items where product_id = ${productId} and room_id = ${roomId}`,
      ),
    )[0]!.q;

  it("answers the receipt: store address, each line's discounts and taxes in order, tenders, change", async () => {
    const res = await t.call("GET", url(`/sale/${sale.id}/receipt`), { token: cashier });
    expect(res.statusCode, res.body).toBe(200);
    const { sale: printed, store } = res.json();
    expect(store).toMatchObject({ name: "Vancouver", address: "1 Granville St", city: "Vancouver", currency: "CAD" });
    expect(printed.receiptNumber).toBe(1);
    expect(printed.lines[0].discounts[0].name).toBe("Ten Off");
    expect(printed.lines[1].taxes.map((x: { name: string }) => x.name)).toEqual(["GST", "PST"]);
    expect(printed.taxes.map((x: { name: string }) => x.name)).toEqual(["GST", "PST"]);
    expect(printed.totals.changeCents).toBe(7000 - printed.totals.totalCents - printed.totals.roundingCents);
  });

  it("sends the receipt by e-mail through the messaging delivery", async () => {
    const res = await t.call("POST", url(`/sale/${sale.id}/receipt/send`), {
      token: cashier,
      body: { email: "riley@example.test" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ channel: "email", to: "riley@example.test" });
    const message = await lastMessageTo(t, "riley@example.test");
    expect(message?.subject).toBe("Your receipt #1 from Vancouver");
    expect(message?.body).toContain("Ten Off");
    expect(message?.body).toMatch(/GST 5%[\s\S]*PST 7%/);
    const neither = await t.call("POST", url(`/sale/${sale.id}/receipt/send`), { token: cashier, body: {} });
    expect(neither.statusCode).toBe(400);
  });

  it("shows a cashier only their own sales (404 for another's)", async () => {
    const other = await soldOk(
      t,
      shop,
      { lines: [{ productId: shop.products.preRoll, quantity: 1 }], tenders: [{ type: "DEBIT", amountCents: 1343 }] },
      { token: manager },
    );
    expect((await t.call("GET", url(`/sale/${other.id}/receipt`), { token: cashier })).statusCode).toBe(404);
    expect(
      (await t.call("GET", url(`/sale/${other.id}/receipt`), { token: shop.tenant.people.VIEWER.token })).statusCode,
    ).toBe(200);
    expect(
      (await t.call("GET", url(`/sale/${other.id}/receipt`), { token: shop.tenant.people.INVENTORY.token })).statusCode,
    ).toBe(403);
  });

  it("refunds part of a line into another room, then the rest written off; tenders back card first", async () => {
    const preRollLine = sale.lines[0]!;
    const forbidden = await t.call("POST", url(`/sale/${sale.id}/refund`), {
      token: cashier,
      body: { drawerSessionId: shop.drawerSessionId, reason: "Damaged", disposition: "WRITE_OFF" },
    });
    expect(forbidden.statusCode).toBe(403);
    const before = await quantityIn(shop.products.preRoll, shop.tenant.roomId);
    const res = await t.call("POST", url(`/sale/${sale.id}/refund`), {
      token: manager,
      headers: { "idempotency-key": "refund-1" },
      body: {
        drawerSessionId: shop.drawerSessionId,
        reason: "Changed mind",
        disposition: "RESTOCK",
        roomId: shop.tenant.roomId,
        lines: [{ saleLineId: preRollLine.id, quantity: 1 }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const refunded = res.json() as Sale;
    expect(refunded.status).toBe("PARTIALLY_REFUNDED");
    expect(refunded.lines[0]!.refundedQuantity).toBe(1);
    const refund = refunded.refunds[0]!;
    expect(refund.totalCents).toBe(Math.floor(preRollLine.totalCents / 3));
    expect(refund.tenders).toEqual([{ type: "CREDIT", amountCents: refund.totalCents }]);
    expect(await quantityIn(shop.products.preRoll, shop.tenant.roomId)).toBe(before + 1);
    const replay = await t.call("POST", url(`/sale/${sale.id}/refund`), {
      token: manager,
      headers: { "idempotency-key": "refund-1" },
      body: {
        drawerSessionId: shop.drawerSessionId,
        reason: "Changed mind",
        disposition: "RESTOCK",
        roomId: shop.tenant.roomId,
        lines: [{ saleLineId: preRollLine.id, quantity: 1 }],
      },
    });
    expect(replay.json().refunds).toHaveLength(1);

    const tooMany = await t.call("POST", url(`/sale/${sale.id}/refund`), {
      token: manager,
      body: {
        drawerSessionId: shop.drawerSessionId,
        reason: "x",
        disposition: "WRITE_OFF",
        lines: [{ saleLineId: preRollLine.id, quantity: 3 }],
      },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toEqual(["lines.0.quantity is more than the Blue Dream Pre-Roll left to refund"]);

    const floorBefore = await quantityIn(shop.products.gummies, shop.salesFloorId);
    const rest = await t.call("POST", url(`/sale/${sale.id}/refund`), {
      token: manager,
      body: { drawerSessionId: shop.drawerSessionId, reason: "Recall", disposition: "WRITE_OFF" },
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const done = rest.json() as Sale;
    expect(done.status).toBe("REFUNDED");
    expect(done.totals.refundedCents).toBe(sale.totals.totalCents);
    const cardBack = done.refunds.flatMap((r) => r.tenders).filter((x) => x.type === "CREDIT");
    expect(cardBack.reduce((s, x) => s + x.amountCents, 0)).toBe(2000);
    expect(await quantityIn(shop.products.gummies, shop.salesFloorId)).toBe(floorBefore);
    const again = await t.call("POST", url(`/sale/${sale.id}/refund`), {
      token: manager,
      body: { drawerSessionId: shop.drawerSessionId, reason: "again", disposition: "WRITE_OFF" },
    });
    expect(again.statusCode).toBe(409);
  });

  it("voids a sale in its open drawer session: stock back through VOID rows; manager only; once", async () => {
    const target = await soldOk(t, shop, {
      lines: [{ productId: shop.products.ounce, quantity: 1 }],
      tenders: [{ type: "CASH", amountCents: 20_000 }],
    });
    const before = await quantityIn(shop.products.ounce, shop.salesFloorId);
    const denied = await t.call("POST", url(`/sale/${target.id}/void`), { token: cashier, body: { reason: "Oops" } });
    expect(denied.statusCode).toBe(403);
    const res = await t.call("POST", url(`/sale/${target.id}/void`), {
      token: manager,
      body: { reason: "Rang up twice" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "VOIDED", voided: { reason: "Rang up twice" } });
    expect(await quantityIn(shop.products.ounce, shop.salesFloorId)).toBe(before + 1);
    const ledger = rows<{ reason: string }>(
      await t.database.db.execute(
        sql`select reason from inventory_ledger where reference_id = ${target.id} order by created_at`,
      ),
    ).map((r) => r.reason);
    expect(ledger).toEqual(["SALE", "VOID"]);
    const twice = await t.call("POST", url(`/sale/${target.id}/void`), { token: manager, body: { reason: "again" } });
    expect(twice.statusCode).toBe(409);
    const missingReason = await t.call("POST", url(`/sale/${target.id}/void`), { token: manager, body: {} });
    expect(missingReason.statusCode).toBe(400);
    const unknown = await t.call("POST", url("/sale/00000000-0000-4000-8000-000000000000/void"), {
      token: manager,
      body: { reason: "x" },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("parks, lists, resumes (once) and deletes carts per register", async () => {
    const base = url("/sale/parked");
    const park = await t.call("POST", base, {
      token: cashier,
      body: {
        registerId: shop.registerId,
        customerId: shop.customers.adult,
        label: "Riley's cart",
        lines: [{ productId: shop.products.flower, quantity: 1.75 }],
      },
    });
    expect(park.statusCode, park.body).toBe(201);
    expect(park.json()).toMatchObject({ label: "Riley's cart", lines: [{ quantity: 1.75 }], discountCodes: [] });
    const second = await t.call("POST", base, {
      token: cashier,
      body: { registerId: shop.registerId, lines: [{ productId: shop.products.preRoll, quantity: 1 }] },
    });
    const list = await t.call("GET", base, { token: cashier, query: { registerId: shop.registerId } });
    expect(list.json().meta.total).toBe(2);
    const resumed = await t.call("POST", `${base}/${park.json().id}/resume`, { token: cashier });
    expect(resumed.json().id).toBe(park.json().id);
    expect((await t.call("POST", `${base}/${park.json().id}/resume`, { token: cashier })).statusCode).toBe(404);
    expect((await t.call("GET", `${base}/${second.json().id}`, { token: cashier })).statusCode).toBe(200);
    expect((await t.call("DELETE", `${base}/${second.json().id}`, { token: cashier })).json()).toEqual({
      id: second.json().id,
    });
    expect((await t.call("GET", base, { token: cashier })).json().data).toEqual([]);
    const bad = await t.call("POST", base, { token: cashier, body: { registerId: shop.registerId, lines: [] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(["lines must hold at least one product"]);
    expect((await t.call("GET", base, { token: shop.tenant.people.INVENTORY.token })).statusCode).toBe(403);
  });

  it("shows the session's sales, voids and refunds on the drawer's close-out", async () => {
    const res = await t.call("GET", url(`/drawer-session/${shop.drawerSessionId}`), { token: manager });
    expect(res.statusCode, res.body).toBe(200);
    const { summary } = res.json();
    expect(summary).toMatchObject({ salesCount: 3, voidCount: 1, refundCount: 2 });
    expect(summary.voidsByTender.CASH).toBe(16_800);
    expect(summary.refundsByTender.CREDIT).toBe(2000);
    expect(summary.expectedCashCents).toBe(
      20_000 +
        summary.salesByTender.CASH -
        summary.refundsByTender.CASH +
        summary.payInsCents -
        summary.payOutsCents -
        summary.dropsCents,
    );
  });
});
