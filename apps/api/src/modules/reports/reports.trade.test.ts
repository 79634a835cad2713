import type { CustomersReport, DiscountsReport } from "@verdant/shared/reports-trade";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { shopUrl, soldOk } from "../sales/sales.test-helpers.ts";
import { buildReportStore, type ReportStore } from "./reports.test-helpers.ts";

// The report store (reports.test-helpers.ts), and on 2026-03-10 (Vancouver) three sales with the "TEN" code
// (10 % off pre-rolls): two pre-rolls to the adult, a pre-roll and gummies to a new customer, and an ounce with a
// pre-roll to the adult that the manager voids.
describe("reports: discounts and customers", () => {
  let t: TestApp;
  let store: ReportStore;
  let newcomer: string;
  beforeAll(async () => {
    t = await createTestApp();
    store = await buildReportStore(t);
    const { shop } = store;
    const { preRoll, gummies, ounce } = shop.products;
    const created = await t.call("POST", "/api/customer", {
      token: shop.tenant.people.OWNER.token,
      body: {
        locationId: shop.tenant.locationId,
        firstName: "Jamie",
        lastName: "Newcomer",
        dateOfBirth: "1985-01-02",
        type: "RECREATIONAL",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    newcomer = created.json().id;
    const onSecond = { ...shop, drawerSessionId: store.drawers.second };
    const manager = { token: shop.tenant.people.MANAGER.token };
    const ten = ["TEN"];
    const a = await soldOk(
      t,
      onSecond,
      {
        lines: [{ productId: preRoll, quantity: 2 }],
        tenders: [{ type: "CASH", amountCents: 10_000 }],
        discountCodes: ten,
      },
      manager,
    );
    const b = await soldOk(
      t,
      onSecond,
      {
        customerId: newcomer,
        lines: [
          { productId: preRoll, quantity: 1 },
          { productId: gummies, quantity: 1 },
        ],
        tenders: [{ type: "CASH", amountCents: 10_000 }],
        discountCodes: ten,
      },
      manager,
    );
    const voided = await soldOk(
      t,
      onSecond,
      {
        lines: [
          { productId: ounce, quantity: 1 },
          { productId: preRoll, quantity: 1 },
        ],
        tenders: [{ type: "CASH", amountCents: 30_000 }],
        discountCodes: ten,
      },
      manager,
    );
    const void_ = await t.call("POST", shopUrl(shop.tenant, `/sale/${voided.id}/void`), {
      ...manager,
      body: { reason: "Test" },
    });
    expect(void_.statusCode, void_.body).toBe(200);
    for (const [sale, at] of [
      [a, "2026-03-10T18:00Z"],
      [b, "2026-03-10T19:00Z"],
      [voided, "2026-03-10T20:00Z"],
    ] as const)
      await t.database.db.execute(sql`update sales set completed_at = ${at}::timestamptz where id = ${sale.id}`);
  }, 120_000);
  afterAll(() => t.close());

  const get = async <T>(path: string, query: Record<string, string>, token?: string) => {
    const res = await t.call("GET", shopUrl(store.shop.tenant, `/reports/${path}`), {
      token: token ?? store.shop.tenant.people.MANAGER.token,
      query,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };

  it("sums each discount's use, what it took off and the sales under it; voided sales count nowhere", async () => {
    const r = await get<DiscountsReport>("discounts", { from: "2026-03-10", to: "2026-03-10" });
    // Pre-rolls at $11.99: 2 × 11.99 = 23.98, 10 % = 2.40 (2.398 rounded); 11.99, 10 % = 1.20 (1.199 rounded).
    expect(r.rows).toEqual([
      {
        discountId: expect.any(String),
        name: "Ten Off",
        code: "TEN",
        sales: 2,
        lines: 2,
        units: 3,
        milligrams: 0,
        grossCents: 3597,
        discountCents: 360,
        netSalesCents: 3237,
      },
    ]);
    // The gummies ($8.00) are not pre-rolls: in the sales, not under the discount.
    expect(r.totals).toEqual({
      sales: 2,
      discountedSales: 2,
      grossCents: 4397,
      discountCents: 360,
      netSalesCents: 4037,
      discountedNetCents: 3237,
    });
  });

  it("shows the sales of a period without discounts, as rung up (the 03-08 refund is the sales report's)", async () => {
    const r = await get<DiscountsReport>("discounts", { from: "2026-03-07", to: "2026-03-08" });
    expect(r.rows).toEqual([]);
    // 2 + 1 + 1 pre-rolls and the gummies at 23:30 on the 8th (06:30 UTC on the 9th); the voided ounce is not a sale.
    expect(r.totals).toEqual({
      sales: 4,
      discountedSales: 0,
      grossCents: 5596,
      discountCents: 0,
      netSalesCents: 5596,
      discountedNetCents: 0,
    });
    const csv = await t.call("GET", shopUrl(store.shop.tenant, "/reports/discounts/export.csv"), {
      token: store.shop.tenant.people.MANAGER.token,
      query: { from: "2026-03-10", to: "2026-03-10" },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split("\n").slice(0, 4)).toEqual([
      "Discount,Code,Sales,Lines,Units,Grams,Gross,Discount,Net sales",
      "Ten Off,TEN,2,2,3,0.000,35.97,3.60,32.37",
      "All discounts,,2,,,,,3.60,32.37",
      "All sales,,2,,,,43.97,3.60,40.37",
    ]);
  });

  it("splits customers new and returning, medical and adult-use, by day, with the top customers (kept net)", async () => {
    const r = await get<CustomersReport>("customers", { from: "2026-03-07", to: "2026-03-08" });
    // Adult: 23.98 less the refunded pre-roll (11.99) + 11.99 on the 8th; patient: 11.99 + 8.00.
    expect(r.newCustomers).toEqual({ customers: 2, sales: 4, netSalesCents: 4397 });
    expect(r.returning).toEqual({ customers: 0, sales: 0, netSalesCents: 0 });
    expect(r.adultUse).toEqual({ customers: 1, sales: 2, netSalesCents: 2398 });
    expect(r.medical).toEqual({ customers: 1, sales: 2, netSalesCents: 1999 });
    expect(r.totals).toEqual({ customers: 2, sales: 4, netSalesCents: 4397 });
    expect(r.days).toEqual([
      { date: "2026-03-07", newCustomers: 2, returning: 0 },
      { date: "2026-03-08", newCustomers: 0, returning: 2 },
    ]);
    expect(r.top.map((c) => [c.name, c.type, c.sales, c.netSalesCents, c.lastSaleOn])).toEqual([
      ["Riley Adult", "RECREATIONAL", 2, 2398, "2026-03-08"],
      ["Morgan Patient", "MEDICAL", 2, 1999, "2026-03-08"],
    ]);
  });

  it("counts a customer who bought before the period as returning, and one buying first as new", async () => {
    const r = await get<CustomersReport>("customers", { from: "2026-03-09", to: "2026-03-10" });
    expect(r.newCustomers).toEqual({ customers: 1, sales: 1, netSalesCents: 1879 });
    expect(r.returning).toEqual({ customers: 1, sales: 1, netSalesCents: 2158 });
    expect(r.medical).toEqual({ customers: 0, sales: 0, netSalesCents: 0 });
    expect(r.days).toEqual([{ date: "2026-03-10", newCustomers: 1, returning: 1 }]);
    expect(r.top[0]).toMatchObject({ customerId: expect.any(String), name: "Riley Adult", netSalesCents: 2158 });
    expect(r.top[1]).toMatchObject({ customerId: newcomer, name: "Jamie Newcomer", netSalesCents: 1879 });
    const csv = await t.call("GET", shopUrl(store.shop.tenant, "/reports/customers/export.csv"), {
      token: store.shop.tenant.people.MANAGER.token,
      query: { from: "2026-03-09", to: "2026-03-10" },
    });
    expect(csv.body.split("\n").slice(1, 3)).toEqual(["Visits,New,1,1,18.79,", "Visits,Returning,1,1,21.58,"]);
  });

  it("refuses a reversed period, and is not a cashier's", async () => {
    const url = shopUrl(store.shop.tenant, "/reports/customers");
    const bad = await t.call("GET", url, {
      token: store.shop.tenant.people.MANAGER.token,
      query: { from: "2026-03-10", to: "2026-03-01" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: expect.any(String) });
    for (const path of ["customers", "discounts", "purchasing"]) {
      const res = await t.call("GET", shopUrl(store.shop.tenant, `/reports/${path}`), {
        token: store.shop.tenant.people.CASHIER.token,
        query: { from: "2026-03-07", to: "2026-03-08" },
      });
      expect(res.statusCode, path).toBe(403);
    }
  });
});
