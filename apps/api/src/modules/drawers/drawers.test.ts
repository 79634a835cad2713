import type { DrawerSessionDetail } from "@verdant/shared/drawers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { addPerson } from "../../test/tenancy.fixtures.ts";
import { buildShop, completeSale, type Shop, shopUrl, soldOk } from "../sales/sales.test-helpers.ts";

describe("drawer sessions", () => {
  let t: TestApp;
  let shop: Shop;
  let base: string;
  let cashier: string;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t, "Drawers Co");
    base = shopUrl(shop.tenant, "/drawer-session");
    cashier = shop.tenant.people.CASHIER.token;
    manager = shop.tenant.people.MANAGER.token;
  });
  afterAll(() => t.close());

  const session = async (id = shop.drawerSessionId) =>
    (await t.call("GET", `${base}/${id}`, { token: manager })).json() as DrawerSessionDetail;

  it("opens with a counted float; a second open drawer on the register is refused", async () => {
    const opened = await session();
    expect(opened).toMatchObject({
      status: "OPEN",
      openingFloatCents: 20_000,
      registerName: "Front 1",
      currency: "CAD",
    });
    expect(opened.openedBy.name).toBe("Test User");
    const twice = await t.call("POST", base, {
      token: manager,
      body: { registerId: shop.registerId, openingFloatCents: 100 },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("A drawer is already open on Front 1.");
    const bad = await t.call("POST", base, {
      token: cashier,
      body: { registerId: shop.registerId, openingFloatCents: 1.5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(["openingFloatCents must be a whole number of cents"]);
    const unknown = await t.call("POST", base, {
      token: cashier,
      body: { registerId: "00000000-0000-4000-8000-000000000000", openingFloatCents: 0 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (
        await t.call("POST", base, {
          token: shop.tenant.people.INVENTORY.token,
          body: { registerId: shop.registerId, openingFloatCents: 0 },
        })
      ).statusCode,
    ).toBe(403);
  });

  it("records drops and pay-ins/outs with reasons (manager only) and counts them in the expected cash", async () => {
    const move = (body: Record<string, unknown>, token = manager) =>
      t.call("POST", `${base}/${shop.drawerSessionId}/movement`, { token, body });
    expect((await move({ type: "DROP", amountCents: 5000, reason: "Safe drop" }, cashier)).statusCode).toBe(403);
    expect((await move({ type: "DROP", amountCents: 5000, reason: "Safe drop" })).statusCode).toBe(201);
    expect((await move({ type: "PAY_IN", amountCents: 1000, reason: "Change from bank" })).statusCode).toBe(201);
    const out = await move({ type: "PAY_OUT", amountCents: 700, reason: "Milk for the office" });
    expect(out.statusCode).toBe(201);
    const detail = out.json() as DrawerSessionDetail;
    expect(detail.movements.map((m) => [m.type, m.amountCents, m.reason])).toEqual([
      ["DROP", 5000, "Safe drop"],
      ["PAY_IN", 1000, "Change from bank"],
      ["PAY_OUT", 700, "Milk for the office"],
    ]);
    expect(detail.summary.expectedCashCents).toBe(20_000 - 5000 + 1000 - 700);
    const tooMuch = await move({ type: "PAY_OUT", amountCents: 1_000_000, reason: "x" });
    expect(tooMuch.statusCode).toBe(409);
    const noReason = await move({ type: "DROP", amountCents: 5 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toEqual(["reason is required"]);
  });

  it("closes with a count by denomination and keeps over/short; only the opener or a manager may close", async () => {
    await soldOk(t, shop, {
      lines: [{ productId: shop.products.gummies, quantity: 1 }],
      tenders: [{ type: "CASH", amountCents: 1000 }],
    });
    const expected = (await session()).summary.expectedCashCents;
    expect(expected).toBe(15_300 + 895);
    const stranger = await addPerson(t, shop.tenant.organizationId, "MEMBER", [
      { locationId: shop.tenant.locationId, roles: ["CASHIER"] },
    ]);
    const close = (token: string, counts: { denominationCents: number; count: number }[]) =>
      t.call("POST", `${base}/${shop.drawerSessionId}/close`, { token, body: { counts, notes: "End of day" } });
    expect((await close(stranger.token, [])).statusCode).toBe(403);
    const wrong = await close(manager, [{ denominationCents: 1, count: 3 }]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toEqual(["counts: 1 is not a CAD denomination in cents"]);
    const res = await close(manager, [
      { denominationCents: 10_000, count: 1 },
      { denominationCents: 2_000, count: 3 },
      { denominationCents: 100, count: 1 },
      { denominationCents: 5, count: 0 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "CLOSED",
      countedCashCents: 16_100,
      expectedCashCents: 16_195,
      overShortCents: -95,
      notes: "End of day",
      counts: [
        { denominationCents: 10_000, count: 1 },
        { denominationCents: 2_000, count: 3 },
        { denominationCents: 100, count: 1 },
      ],
    });
    expect(res.json().closedBy.id).toBe(shop.tenant.people.MANAGER.user.id);
    expect((await close(manager, [])).statusCode).toBe(409);
  });

  it("a closed drawer takes no sales; the register opens a new session", async () => {
    const refused = await completeSale(t, shop, {
      lines: [{ productId: shop.products.gummies, quantity: 1 }],
      tenders: [{ type: "CASH", amountCents: 1000 }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This drawer session is closed.");
    const reopened = await t.call("POST", base, {
      token: cashier,
      body: { registerId: shop.registerId, openingFloatCents: 0 },
    });
    expect(reopened.statusCode).toBe(201);
    const list = await t.call("GET", base, { token: cashier, query: { registerId: shop.registerId } });
    expect(list.json().data.map((s: { status: string }) => s.status)).toEqual(["OPEN", "CLOSED"]);
    const open = await t.call("GET", base, { token: cashier, query: { status: "OPEN" } });
    expect(open.json().meta.total).toBe(1);
    expect((await t.call("GET", `${base}/00000000-0000-4000-8000-000000000000`, { token: cashier })).statusCode).toBe(
      404,
    );
  });
});
