import type { Sale } from "@verdant/shared/sales";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildShop, type Shop, shopUrl, soldOk } from "../sales/sales.test-helpers.ts";

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe("manager overrides: a cashier's void or refund approved with a manager's PIN", () => {
  let t: TestApp;
  let shop: Shop;
  let url: (path: string) => string;
  let manager: { token: string; userId: string };
  let cashier: { token: string; userId: string };
  let inventory: { token: string; userId: string };
  const sell = () =>
    soldOk(t, shop, {
      lines: [{ productId: shop.products.preRoll, quantity: 2 }],
      tenders: [
        { type: "CREDIT", amountCents: 1000 },
        { type: "CASH", amountCents: 5000 },
      ],
    });
  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t, "Overrides Co");
    url = (path) => shopUrl(shop.tenant, path);
    const people = shop.tenant.people;
    const me = async (token: string) => (await t.call("GET", "/api/auth/me", { token })).json().id as string;
    manager = { token: people.MANAGER.token, userId: await me(people.MANAGER.token) };
    cashier = { token: people.CASHIER.token, userId: await me(people.CASHIER.token) };
    inventory = { token: people.INVENTORY.token, userId: await me(people.INVENTORY.token) };
  });
  afterAll(() => t.close());

  it("sets a PIN of 4 to 8 digits, stored hashed; the location's approvers are its managers with a PIN", async () => {
    expect((await t.call("GET", "/api/auth/me/pin", { token: manager.token })).json()).toEqual({ hasPin: false });
    const short = await t.call("PUT", "/api/auth/me/pin", { token: manager.token, body: { pin: "12" } });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain("pin must be 4 to 8 digits");
    for (const who of [manager, inventory]) {
      const res = await t.call("PUT", "/api/auth/me/pin", { token: who.token, body: { pin: "2468" } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ hasPin: true });
    }
    const [stored] = rows<{ pin_hash: string }>(
      await t.database.db.execute(sql`select pin_hash from manager_pins where user_id = ${manager.userId}`),
    );
    expect(stored!.pin_hash).toMatch(/^\$argon2id\$/);
    const approvers = await t.call("GET", url("/approvers"), { token: cashier.token });
    expect(approvers.statusCode, approvers.body).toBe(200);
    // The inventory clerk set a PIN too but does not manage the register here.
    expect(approvers.json().map((a: { id: string }) => a.id)).toEqual([manager.userId]);
  });

  it("refuses a cashier's void without approval, with a wrong PIN, or with a non-manager's PIN", async () => {
    const sale = await sell();
    const voidIt = (approval?: unknown) =>
      t.call("POST", url(`/sale/${sale.id}/void`), { token: cashier.token, body: { reason: "Rang twice", approval } });
    const none = await voidIt();
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toBe("A manager's approval is needed: a manager enters their PIN.");
    const wrong = await voidIt({ approverId: manager.userId, pin: "1111" });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe("That PIN does not match a manager of this location.");
    const clerk = await voidIt({ approverId: inventory.userId, pin: "2468" });
    expect(clerk.statusCode).toBe(403);
    const ok = await voidIt({ approverId: manager.userId, pin: "2468" });
    expect(ok.statusCode, ok.body).toBe(200);
    const voided = ok.json() as Sale;
    expect(voided.status).toBe("VOIDED");
    expect(voided.overrides).toMatchObject([
      { action: "VOID", reason: "Rang twice", requestedBy: { id: cashier.userId }, approvedBy: { id: manager.userId } },
    ]);
  });

  it("previews a refund (each line, its tax, the tenders back), then a cashier refunds with the manager's PIN", async () => {
    const sale = await sell();
    const line = sale.lines[0]!;
    const preview = await t.call("POST", url(`/sale/${sale.id}/refund/preview`), {
      token: cashier.token,
      body: { lines: [{ saleLineId: line.id, quantity: 1 }] },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const plan = preview.json();
    expect(plan.lines).toHaveLength(1);
    expect(plan.lines[0]).toMatchObject({ saleLineId: line.id, name: line.name, quantity: 1 });
    expect(plan.totalCents).toBe(plan.netCents + plan.taxCents);
    expect(plan.taxCents).toBeGreaterThan(0);
    // Cards get back what they paid first, cash the rest.
    expect(plan.tenders[0]).toEqual({ type: "CREDIT", amountCents: Math.min(1000, plan.totalCents) });

    const found = await t.call("GET", url(`/sale/receipt/${sale.receiptNumber}`), { token: cashier.token });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().id).toBe(sale.id);
    expect((await t.call("GET", url("/sale/receipt/999999"), { token: cashier.token })).statusCode).toBe(404);
    expect((await t.call("GET", url("/sale/receipt/abc"), { token: cashier.token })).statusCode).toBe(400);

    const refund = await t.call("POST", url(`/sale/${sale.id}/refund`), {
      token: cashier.token,
      body: {
        drawerSessionId: shop.drawerSessionId,
        reason: "Damaged",
        disposition: "WRITE_OFF",
        lines: [{ saleLineId: line.id, quantity: 1 }],
        approval: { approverId: manager.userId, pin: "2468" },
      },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const refunded = refund.json() as Sale;
    expect(refunded.refunds[0]!.totalCents).toBe(plan.totalCents);
    expect(refunded.refunds[0]!.tenders).toEqual(plan.tenders);
    expect(refunded.overrides).toMatchObject([{ action: "REFUND", approvedBy: { id: manager.userId } }]);
    // A manager's own refund needs no PIN and records no override.
    const own = await t.call("POST", url(`/sale/${sale.id}/refund`), {
      token: manager.token,
      body: { drawerSessionId: shop.drawerSessionId, reason: "Rest", disposition: "WRITE_OFF" },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect((own.json() as Sale).overrides).toHaveLength(1);
  });

  it("pauses a manager's PIN after five wrong tries, even the right one, until the window ends", async () => {
    const sale = await sell();
    const voidIt = (pin: string) =>
      t.call("POST", url(`/sale/${sale.id}/void`), {
        token: cashier.token,
        body: { reason: "Guessing", approval: { approverId: manager.userId, pin } },
      });
    for (let i = 0; i < 5; i++) expect((await voidIt(`000${i}`)).statusCode).toBe(403);
    const locked = await voidIt("2468");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many wrong PINs\. Try again in \d+ seconds\.$/);
    const [count] = rows<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from manager_overrides where sale_id = ${sale.id}`),
    );
    expect(count!.n).toBe(0);
  });
});
