import type { SalesReport } from "@verdant/shared/reports";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { shopUrl } from "../sales/sales.test-helpers.ts";
import { buildReportStore, type ReportStore } from "./reports.test-helpers.ts";

// Every lot of the store costs CA$1.00 a unit (sales.test-helpers.ts stock()).
const f = (sales: number, units: number, netSalesCents: number, costCents = units * 100) => ({
  sales,
  units,
  milligrams: 0,
  netSalesCents,
  costCents,
  marginCents: netSalesCents - costCents,
});
const none = f(0, 0, 0);

describe("reports: sales against the period before", () => {
  let t: TestApp;
  let store: ReportStore;
  beforeAll(async () => {
    t = await createTestApp();
    store = await buildReportStore(t);
  }, 120_000);
  afterAll(() => t.close());

  const report = async (query: Record<string, string>, token?: string) => {
    const res = await t.call("GET", shopUrl(store.shop.tenant, "/reports/sales"), {
      token: token ?? store.shop.tenant.people.MANAGER.token,
      query,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SalesReport;
  };
  const rows = (r: SalesReport) => r.rows.map((row) => [row.label, row.current, row.previous]);

  it("counts each product's kept units, net after refunds, lot cost and margin; voided sales count nowhere", async () => {
    const r = await report({ from: "2026-03-07", to: "2026-03-08", groupBy: "product" });
    expect(r).toMatchObject({ previousFrom: "2026-03-05", previousTo: "2026-03-06" });
    // Pre-rolls: 2 (one refunded) + 1 + 1 kept 3 units; the voided ounce is not a sale.
    expect(rows(r)).toEqual([
      ["Blue Dream Pre-Roll", f(3, 3, 3597), none],
      ["Sour Gummies", f(1, 1, 800), none],
    ]);
    expect(r.totals.current).toEqual(f(4, 4, 4397));
  });

  it("splits the store's days and hours across the daylight-saving change, and compares with the day before", async () => {
    const byDay = await report({ from: "2026-03-07", to: "2026-03-08", groupBy: "day" });
    expect(rows(byDay)).toEqual([
      ["2026-03-07", f(2, 2, 2398), none],
      ["2026-03-08", f(2, 2, 1999), none],
    ]);
    const byHour = await report({ from: "2026-03-07", to: "2026-03-08", groupBy: "hour" });
    expect(byHour.rows.map((row) => [row.label, row.current.netSalesCents])).toEqual([
      ["10:00", 2398],
      ["11:00", 1199],
      ["23:00", 800],
    ]);
    const second = await report({ from: "2026-03-08", to: "2026-03-08", groupBy: "customerType" });
    expect(second).toMatchObject({ previousFrom: "2026-03-07", previousTo: "2026-03-07" });
    expect(rows(second)).toEqual([
      ["Recreational", f(1, 1, 1199), f(1, 1, 1199)],
      ["Medical", f(1, 1, 800), f(1, 1, 1199)],
    ]);
  });

  it("groups by employee, brand, category and vendor", async () => {
    const staff = await report({ from: "2026-03-07", to: "2026-03-08", groupBy: "employee" });
    expect(staff.rows.map((row) => [row.key, row.current.netSalesCents])).toEqual([
      [store.shop.tenant.people.CASHIER.user.id, 2398],
      [store.shop.tenant.people.MANAGER.user.id, 1999],
    ]);
    const brands = await report({ from: "2026-03-07", to: "2026-03-08", groupBy: "brand" });
    expect(rows(brands)).toEqual([["Tweed", f(4, 4, 4397), none]]);
    const categories = await report({ from: "2026-03-07", to: "2026-03-08", groupBy: "category" });
    expect(categories.rows.map((row) => [row.label, row.current.netSalesCents])).toEqual([
      ["Pre-Rolls", 3597],
      ["Edibles", 800],
    ]);
    const vendors = await report({ from: "2026-03-07", to: "2026-03-08", groupBy: "vendor" });
    expect(vendors.rows.map((row) => row.label)).toEqual(["No vendor"]);
  });

  it("exports as CSV, refuses a bad grouping, and is not a cashier's", async () => {
    const res = await t.call("GET", shopUrl(store.shop.tenant, "/reports/sales/export.csv"), {
      token: store.shop.tenant.people.MANAGER.token,
      query: { from: "2026-03-07", to: "2026-03-08", groupBy: "product" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.split("\n")[1]).toBe("Blue Dream Pre-Roll,3,3,0.000,35.97,3.00,32.97,0,0,0.000,0.00,0.00,0.00");
    const bad = await t.call("GET", shopUrl(store.shop.tenant, "/reports/sales"), {
      token: store.shop.tenant.people.MANAGER.token,
      query: { from: "2026-03-07", to: "2026-03-08", groupBy: "weather" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message[0]).toMatch(/^groupBy must be one of day, hour/);
    const cashier = await t.call("GET", shopUrl(store.shop.tenant, "/reports/sales"), {
      token: store.shop.tenant.people.CASHIER.token,
      query: { from: "2026-03-07", to: "2026-03-08" },
    });
    expect(cashier.statusCode).toBe(403);
  });
});
