import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { soldOk } from "../sales/sales.test-helpers.ts";
import { buildReportStore, daySummaries, type ReportStore, saleSummaries } from "./reports.test-helpers.ts";

// The per-day summaries the tax liability reads (decision 0025b) are kept by triggers as the report store is built:
// sales, a void, the GST change, a refund on another day than its sale, and completion and refund times moved
// afterwards. Rebuilding them from the recorded rows must give exactly the same rows. So must those of the sales,
// discounts and customers reports (decision 0038), kept by the same writes.
describe("reports: per-day summaries", () => {
  let t: TestApp;
  let store: ReportStore;
  beforeAll(async () => {
    t = await createTestApp();
    store = await buildReportStore(t);
  }, 300_000);
  afterAll(() => t.close());

  const snapshot = async () => ({
    ...(await daySummaries(t.database.db, store.shop.tenant.locationId)),
    sales: await saleSummaries(t.database.db, store.shop.tenant.locationId),
  });
  const rebuild = async () => {
    const loc = store.shop.tenant.locationId;
    await t.database.db.execute(sql`select tax_days_rebuild(${loc}::uuid)`);
    await t.database.db.execute(sql`select sale_summaries_rebuild(${loc}::uuid)`);
  };

  it("holds each day's rates as the sales and refunds recorded them, and a rebuild gives the same rows", async () => {
    const kept = await snapshot();
    const { gst, pst, levy } = store.rates;
    // 03-07: 2 pre-rolls to an adult (23.98: GST 5 %, PST 7 %, levy 10 %) and 1 to a patient (11.99, no levy);
    // the voided ounce counts nowhere. 03-08: 1 pre-roll at GST 6 %, the refund of one pre-roll of the 7th, and
    // the gummies at 23:30 local to the patient (8.00).
    expect(kept.days).toEqual([
      { day: "2026-03-07", net: 3597, untaxed: 0, returns: 0 },
      { day: "2026-03-08", net: 1999, untaxed: 0, returns: 1199 },
    ]);
    expect(
      kept.rates.map((r) => [r.day, r.rate_id, r.rate_ppm, r.base, r.collected, r.refunded_base, r.refunded]),
    ).toEqual(
      [
        ["2026-03-07", gst, 50_000, 3597, 180, 0, 0],
        ["2026-03-07", levy, 100_000, 2398, 240, 0, 0],
        ["2026-03-07", pst, 70_000, 3597, 252, 0, 0],
        ["2026-03-08", gst, 50_000, 0, 0, 1199, 60],
        ["2026-03-08", gst, 60_000, 1999, 120, 0, 0],
        ["2026-03-08", levy, 100_000, 1199, 120, 1199, 120],
        ["2026-03-08", pst, 70_000, 1999, 140, 1199, 84],
      ].sort((a, b) => `${a[0]}${a[1]}${a[2]}`.localeCompare(`${b[0]}${b[1]}${b[2]}`)),
    );
    // Each product's net by customer type and the rates its lines carried (the levy is adult-use only).
    const set = (...ids: string[]) => ids.sort().join(",");
    const byDayAndType = (a: unknown[], b: unknown[]) => `${a[0]}${a[1]}`.localeCompare(`${b[0]}${b[1]}`);
    expect(kept.products.map((p) => [p.day, p.customer_type, p.rate_set, p.net]).sort(byDayAndType)).toEqual(
      [
        ["2026-03-07", "MEDICAL", set(gst, pst), 1199],
        ["2026-03-07", "RECREATIONAL", set(gst, pst, levy), 2398],
        ["2026-03-08", "MEDICAL", set(gst, pst), 800],
        ["2026-03-08", "RECREATIONAL", set(gst, pst, levy), 1199],
      ].sort(byDayAndType),
    );
    // The pre-rolls of the 7th: two sales, one pre-roll of the adult's two given back on the 8th (kept with its sale,
    // on the 7th); the 8th: a pre-roll and the patient's gummies. Each sale counts once per product.
    const products = kept.sales.items
      .filter((i) => i.kind === "product")
      .map((i) => [String(i.day).slice(0, 10), i.name, i.sales, i.lines, i.units, i.net_cents]);
    expect(products.filter((p) => p[1] === "Blue Dream Pre-Roll")).toEqual([
      ["2026-03-07", "Blue Dream Pre-Roll", 2, 2, 2, 2398],
      ["2026-03-08", "Blue Dream Pre-Roll", 1, 1, 1, 1199],
    ]);
    expect(kept.sales.hours.reduce((s, h) => s + Number(h.sales), 0)).toBe(4);
    expect(kept.sales.customers.reduce((s, c) => s + Number(c.net_cents), 0)).toBe(2398 + 1999);
    await rebuild();
    expect(await snapshot()).toEqual(kept);
  });

  it("stays equal to a rebuild after a second refund of the same line, a void and a moved sale", async () => {
    const { shop, sold } = store;
    const manager = shop.tenant.people.MANAGER.token;
    const url = `/api/organization/${shop.tenant.organizationId}/location/${shop.tenant.locationId}`;
    const again = await t.call("POST", `${url}/sale/${sold[0]!.id}/refund`, {
      token: manager,
      body: {
        drawerSessionId: store.drawers.second,
        reason: "Second one damaged",
        disposition: "WRITE_OFF",
        lines: [{ saleLineId: sold[0]!.lines[0]!.id, quantity: 1 }],
      },
    });
    expect(again.statusCode, again.body).toBe(200);
    const late = await soldOk(
      t,
      { ...shop, drawerSessionId: store.drawers.second },
      { lines: [{ productId: shop.products.preRoll, quantity: 3 }], tenders: [{ type: "CASH", amountCents: 5000 }] },
      { token: manager },
    );
    const voided = await t.call("POST", `${url}/sale/${late.id}/void`, { token: manager, body: { reason: "Twice" } });
    expect(voided.statusCode, voided.body).toBe(200);
    await t.database.db.execute(sql`update sales set completed_at = '2026-03-06T20:00Z' where id = ${sold[1]!.id}`);
    // A sale handed to another cashier and customer type after the fact moves its rows too.
    await t.database.db.execute(
      sql`update sales set cashier_id = ${shop.tenant.people.MANAGER.user.id}, customer_type = 'MEDICAL'
        where id = ${sold[2]!.id}`,
    );
    const kept = await snapshot();
    // The whole line is back: the refunds of the 7th's pre-rolls give back all their tax, over two rows.
    const levyBack = kept.rates
      .filter((r) => r.rate_id === store.rates.levy)
      .reduce((s, r) => s + Number(r.refunded), 0);
    expect(levyBack).toBe(240);
    await rebuild();
    expect(await snapshot()).toEqual(kept);
  });
});
