import type { SalesReport } from "@verdant/shared/reports";
import type { CustomersReport, DiscountsReport } from "@verdant/shared/reports-trade";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerDays, discountDays, saleHourDays, saleItemDays } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildShop, type Shop, shopUrl } from "../sales/sales.test-helpers.ts";

// A busy store's year passes 2^31 cents (CA$21.5 million) and 2^31 milligrams: the reports sum their day summaries
// as BIGINT and answer exact figures on both engines, where an INTEGER sum failed the request. Two days of
// CA$15 million each are written into the summaries the sales keep (the figures a year of sales would leave there).
const DAY = 1_500_000_000;
const DAYS = ["2025-06-01", "2025-06-02"];

describe("reports: sums past 2^31", () => {
  let t: TestApp;
  let shop: Shop;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t, "Big Books");
    const { locationId } = shop.tenant;
    const cashierId = shop.tenant.people.CASHIER.user.id;
    const customerId = shop.customers.adult;
    const kept = { units: DAY, milligrams: DAY, netCents: DAY, costCents: DAY / 2 };
    for (const day of DAYS) {
      await t.database.db.insert(saleHourDays).values({
        locationId,
        day,
        hour: 12,
        cashierId,
        customerType: "RECREATIONAL",
        sales: 1_000,
        ...kept,
        grossCents: DAY,
        discountCents: DAY / 10,
        rungNetCents: DAY,
        discountedSales: 10,
        discountedNetCents: DAY,
      });
      await t.database.db.insert(saleItemDays).values({
        locationId,
        day,
        kind: "product",
        itemId: shop.products.flower,
        name: "Flower",
        sales: 1,
        lines: 1,
        ...kept,
      });
      await t.database.db
        .insert(customerDays)
        .values({ locationId, day, customerId, customerType: "RECREATIONAL", sales: 1_000, netCents: DAY });
      await t.database.db.insert(discountDays).values({
        locationId,
        day,
        discountId: "dddddddd-0000-4000-8000-000000000001",
        name: "Staff",
        sales: 10,
        lines: 10,
        units: DAY,
        milligrams: DAY,
        grossCents: DAY,
        discountCents: DAY / 10,
        netCents: DAY,
      });
    }
  }, 120_000);
  afterAll(() => t.close());

  const get = async <T>(path: string, query: Record<string, string>) => {
    const res = await t.call("GET", shopUrl(shop.tenant, `/reports/${path}`), {
      token: shop.tenant.people.MANAGER.token,
      query: { from: DAYS[0]!, to: DAYS[1]!, ...query },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };

  it("the sales report, by a grouping of sales and of items", async () => {
    for (const groupBy of ["customerType", "product"]) {
      const r = await get<SalesReport>("sales", { groupBy });
      expect(r.totals.current.netSalesCents, groupBy).toBe(2 * DAY);
      expect(r.totals.current.milligrams, groupBy).toBe(2 * DAY);
      expect(r.totals.current.marginCents, groupBy).toBe(DAY);
    }
  });

  it("the discounts report", async () => {
    const r = await get<DiscountsReport>("discounts", {});
    expect(r.totals.grossCents).toBe(2 * DAY);
    expect(r.rows[0]!.netSalesCents).toBe(2 * DAY);
    expect(r.rows[0]!.milligrams).toBe(2 * DAY);
  });

  it("the customers report", async () => {
    const r = await get<CustomersReport>("customers", {});
    expect(r.totals.netSalesCents).toBe(2 * DAY);
    expect(r.top[0]!.netSalesCents).toBe(2 * DAY);
  });
});
