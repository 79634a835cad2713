import type { InventoryValuation, ShrinkReport } from "@verdant/shared/reports";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildShop, type Shop, shopUrl, soldOk } from "../sales/sales.test-helpers.ts";

// The shop's lots cost CA$1.00 a unit (a gram for bulk flower): 50 pre-rolls, 100 g of flower, 40 gummies and
// 10 ounces are worth 50 + 100 + 40 + 10 dollars.
describe("reports: inventory valuation and shrink", () => {
  let t: TestApp;
  let shop: Shop;
  let manager: string;
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Vancouver" }).format(new Date());
  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t, "Stock Co");
    manager = shop.tenant.people.MANAGER.token;
    await soldOk(t, shop, {
      lines: [{ productId: shop.products.preRoll, quantity: 2 }],
      tenders: [{ type: "DEBIT", amountCents: 2686 }],
    });
    await adjustPreRoll(-3, "ADJUSTMENT", "Damaged");
  }, 120_000);
  afterAll(() => t.close());

  /** Takes the pre-roll lot's stock down (or up) by hand, with a reason and a note. */
  const adjustPreRoll = async (quantity: number, reason: string, note: string) => {
    const rows = await t.database.db.execute(
      sql`select id from inventory_items where product_id = ${shop.products.preRoll}`,
    );
    const lot = (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
    const res = await t.call("PATCH", shopUrl(shop.tenant, `/inventory/${lot}/adjust-quantity`), {
      token: manager,
      body: { type: "INCREMENTAL", quantity, reason, note },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  const get = async <T>(path: string, query: Record<string, string>, token = manager) => {
    const res = await t.call("GET", shopUrl(shop.tenant, path), { token, query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };

  it("values the stock at the end of a day from the ledger, by category and by room", async () => {
    const now = await get<InventoryValuation>("/reports/inventory-valuation", { date: today });
    expect(now.rows.map((r) => [r.label, r.units, r.milligrams, r.valueCents])).toEqual([
      ["Flower", 10, 100_000, 11_000],
      ["Pre-Rolls", 45, 0, 4500],
      ["Edibles", 40, 0, 4000],
    ]);
    expect(now.totals).toEqual({ lots: 4, units: 95, milligrams: 100_000, valueCents: 19_500 });
    const rooms = await get<InventoryValuation>("/reports/inventory-valuation", { date: today, groupBy: "room" });
    expect(rooms.rows.map((r) => [r.label, r.valueCents])).toEqual([["Sales Floor", 19_500]]);
    const before = await get<InventoryValuation>("/reports/inventory-valuation", { date: "2020-01-01" });
    expect(before.rows).toEqual([]);
  });

  it("lists the period's adjustments by reason, note and employee with their value", async () => {
    const shrink = await get<ShrinkReport>("/reports/shrink", { from: today, to: today });
    expect(shrink.rows).toEqual([
      {
        reason: "ADJUSTMENT",
        note: "Damaged",
        employee: { id: shop.tenant.people.MANAGER.user.id, name: "Test User" },
        entries: 1,
        units: -3,
        milligrams: 0,
        valueCents: -300,
      },
    ]);
    expect(shrink.totals).toEqual({ entries: 1, valueCents: -300 });
  });

  it("is for managers and viewers only", async () => {
    const res = await t.call("GET", shopUrl(shop.tenant, "/reports/shrink"), {
      token: shop.tenant.people.CASHIER.token,
      query: { from: today, to: today },
    });
    expect(res.statusCode).toBe(403);
    const bad = await t.call("GET", shopUrl(shop.tenant, "/reports/inventory-valuation"), {
      token: manager,
      query: { date: today, groupBy: "colour" },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("groups waste or destruction in the shrink report by its own reason", async () => {
    await adjustPreRoll(-2, "WASTE", "Destroyed");
    const shrink = await get<ShrinkReport>("/reports/shrink", { from: today, to: today });
    expect(shrink.rows.map((r) => [r.reason, r.note, r.entries, r.units, r.valueCents])).toEqual([
      ["ADJUSTMENT", "Damaged", 1, -3, -300],
      ["WASTE", "Destroyed", 1, -2, -200],
    ]);
    expect(shrink.totals).toEqual({ entries: 2, valueCents: -500 });
  });
});
