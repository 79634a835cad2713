import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { soldOk } from "../sales/sales.test-helpers.ts";
import { buildReportStore, daySummaries, type ReportStore } from "./reports.test-helpers.ts";

// The per-day summaries the tax liability reads (decision 0025b) are kept by triggers as the report store is built:
// sales, a void, the GST change, a refund on another day than its sale, and completion and refund times moved
// afterwards. Rebuilding them from the recorded rows must give exactly the same rows.
describe("reports: per-day summaries", () => {
  let t: TestApp;
  let store: ReportStore;
  beforeAll(async () => {
    t = await createTestApp();
    store = await buildReportStore(t);
  }, 120_000);
  afterAll(() => t.close());

  const snapshot = () => daySummaries(t.database.db, store.shop.tenant.locationId);
  const rebuild = () => t.database.db.execute(sql`select tax_days_rebuild(${store.shop.tenant.locationId}::uuid)`);

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
