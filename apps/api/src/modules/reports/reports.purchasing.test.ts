import type { PurchasingReport } from "@verdant/shared/reports-trade";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  purchaseOrderItems,
  purchaseOrders,
  receiveOrderItems,
  receiveOrders,
  vendors,
} from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildShop, type Shop, shopUrl } from "../sales/sales.test-helpers.ts";
import { localDate } from "./reports.sql.ts";

const DAY = 86_400_000;

// A Vancouver store's purchasing: orders in every state, a delivery without an order, and vendor licenses that ran
// out, run out soon and run out in half a year. Rows are written as the order screens leave them.
describe("reports: purchasing", () => {
  let t: TestApp;
  let shop: Shop;
  let today: string;
  // Calendar days from the store's today (not 24-hour steps, which drift an hour across a daylight-saving change).
  const inDays = (days: number) =>
    new Date(Date.parse(`${localDate(new Date(), "America/Vancouver")}T00:00:00Z`) + days * DAY)
      .toISOString()
      .slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t, "Buying Co");
    today = inDays(0);
    const db = t.database.db;
    const scope = { organizationId: shop.tenant.organizationId, locationId: shop.tenant.locationId };
    const [north, coast, far] = await db
      .insert(vendors)
      .values([
        { ...scope, name: "Great North", licenseNumber: "LIC-N", licenseType: "Processor", licenseExpiry: inDays(10) },
        { ...scope, name: "Coast Supply", licenseNumber: "LIC-C", licenseExpiry: inDays(-5) },
        { ...scope, name: "Far Out", licenseNumber: "LIC-F", licenseExpiry: inDays(200) },
      ])
      .returning();
    const order = async (
      vendorId: string,
      poNumber: string,
      status: (typeof purchaseOrders.$inferInsert)["status"],
      submittedAt: string | null,
      expectedAt: string | null,
      items: [string, number, number, number][],
    ) => {
      const [po] = await db
        .insert(purchaseOrders)
        .values({
          ...scope,
          vendorId,
          poNumber,
          status,
          expectedAt,
          submittedAt: submittedAt ? new Date(submittedAt) : null,
        })
        .returning();
      await db.insert(purchaseOrderItems).values(
        items.map(([productId, quantity, unitCostCents, receivedQuantity]) => ({
          ...scope,
          purchaseOrderId: po!.id,
          productId,
          quantity,
          unitCostCents,
          receivedQuantity,
        })),
      );
    };
    const { preRoll, flower, gummies } = shop.products;
    // 20 pre-rolls at $6 (12 in) and 1,000 g of flower at $4.50/g (250 g in), expected on the 9th.
    await order(north!.id, "PO-1", "PARTIALLY_RECEIVED", "2026-03-07T18:00Z", "2026-03-09", [
      [preRoll, 20, 600, 12],
      [flower, 1_000_000, 450, 250_000],
    ]);
    // Submitted at 23:30 on the 7th in Vancouver (07:30 UTC on the 8th), all in.
    await order(coast!.id, "PO-2", "RECEIVED", "2026-03-08T07:30Z", null, [[gummies, 10, 333, 10]]);
    await order(north!.id, "PO-3", "CANCELLED", "2026-03-07T18:00Z", null, [[preRoll, 99, 100, 0]]);
    await order(north!.id, "PO-4", "DRAFT", null, null, [[preRoll, 99, 100, 0]]);
    await order(coast!.id, "PO-5", "SUBMITTED", "2026-03-09T08:00Z", null, [[preRoll, 5, 700, 0]]);
    const receipt = async (status: (typeof receiveOrders.$inferInsert)["status"], at: string) => {
      const [ro] = await db
        .insert(receiveOrders)
        .values({ ...scope, vendorId: far!.id, status, processedAt: new Date(at) })
        .returning();
      await db.insert(receiveOrderItems).values([
        { ...scope, receiveOrderId: ro!.id, productId: flower, quantity: 3_500, unitCostCents: 1001 },
        { ...scope, receiveOrderId: ro!.id, productId: preRoll, quantity: 3, unitCostCents: 250 },
      ]);
    };
    await receipt("COMPLETED", "2026-03-08T20:00Z");
    await receipt("PENDING", "2026-03-08T20:00Z");
  }, 120_000);
  afterAll(() => t.close());

  const report = async (query: Record<string, string>) => {
    const res = await t.call("GET", shopUrl(shop.tenant, "/reports/purchasing"), {
      token: shop.tenant.people.MANAGER.token,
      query,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PurchasingReport;
  };

  it("sets received against ordered per vendor at the order's cost, with deliveries made without an order", async () => {
    const r = await report({ from: "2026-03-07", to: "2026-03-08" });
    const figures = r.vendors.map((v) => [
      v.name,
      v.orders,
      v.orderedCents,
      v.receivedCents,
      v.unorderedReceipts,
      v.unorderedCents,
    ]);
    // Great North: 20 × 6.00 + 1,000 g × 4.50 = 4,620.00 ordered; 12 × 6.00 + 250 g × 4.50 = 1,197.00 in.
    // Far Out, no order: 3.5 g × 10.01 = 35.035 → 35.04 (half up) and 3 × 2.50.
    expect(figures).toEqual([
      ["Great North", 1, 462_000, 119_700, 0, 0],
      ["Far Out", 0, 0, 0, 1, 4254],
      ["Coast Supply", 1, 3330, 3330, 0, 0],
    ]);
    expect(r.totals).toEqual({
      orders: 2,
      orderedCents: 465_330,
      receivedCents: 123_030,
      unorderedCents: 4254,
      openOrders: 2,
      outstandingCents: 345_800,
    });
    const eighth = await report({ from: "2026-03-08", to: "2026-03-08" });
    expect(eighth.vendors.map((v) => v.name)).toEqual(["Far Out"]);
  });

  it("lists the open orders with what is still to come, overdue once expected before today", async () => {
    const r = await report({ from: "2026-03-07", to: "2026-03-08" });
    expect(r.today).toBe(today);
    // PO-1: 8 × 6.00 + 750 g × 4.50 = 3,423.00 to come.
    expect(
      r.openOrders.map((o) => [
        o.poNumber,
        o.vendorName,
        o.status,
        o.submittedOn,
        o.expectedAt,
        o.overdue,
        o.orderedCents,
        o.outstandingCents,
      ]),
    ).toEqual([
      ["PO-1", "Great North", "PARTIALLY_RECEIVED", "2026-03-07", "2026-03-09", true, 462_000, 342_300],
      ["PO-5", "Coast Supply", "SUBMITTED", "2026-03-09", null, false, 3500, 3500],
    ]);
  });

  it("lists the licenses that ran out or run out within the days asked", async () => {
    const r = await report({ from: "2026-03-07", to: "2026-03-08" });
    expect(r.expiringWithinDays).toBe(60);
    expect(r.licenses.map((l) => [l.name, l.licenseNumber, l.licenseExpiry, l.daysLeft])).toEqual([
      ["Coast Supply", "LIC-C", inDays(-5), -5],
      ["Great North", "LIC-N", inDays(10), 10],
    ]);
    const year = await report({ from: "2026-03-07", to: "2026-03-08", expiringWithinDays: "366" });
    expect(year.licenses.map((l) => l.daysLeft)).toEqual([-5, 10, 200]);
    const csv = await t.call("GET", shopUrl(shop.tenant, "/reports/purchasing/export.csv"), {
      token: shop.tenant.people.MANAGER.token,
      query: { from: "2026-03-07", to: "2026-03-08" },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split("\n").slice(1, 3)).toEqual([
      "Ordered,Great North,,,,1,4620.00,1197.00,",
      "Received without order,Far Out,,,,1,,42.54,",
    ]);
  });

  it("refuses a bad number of days", async () => {
    const res = await t.call("GET", shopUrl(shop.tenant, "/reports/purchasing"), {
      token: shop.tenant.people.MANAGER.token,
      query: { from: "2026-03-07", to: "2026-03-08", expiringWithinDays: "soon" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "validation_failed", message: ["expiringWithinDays must be a number"] });
  });
});
