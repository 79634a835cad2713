import type { EndOfDay, TaxLiability } from "@verdant/shared/reports";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { shopUrl } from "../sales/sales.test-helpers.ts";
import { taxLinesCsv } from "./reports.csv.ts";
import { buildReportStore, type ReportStore } from "./reports.test-helpers.ts";

const tax = (name: string, ratePpm: number, baseCents: number, collectedCents: number, refundedCents = 0) => ({
  name,
  ratePpm,
  baseCents,
  collectedCents,
  refundedCents,
  netCents: collectedCents - refundedCents,
});

describe("reports: end of day and tax liability", () => {
  let t: TestApp;
  let store: ReportStore;
  let url: (path: string) => string;
  let manager: string;
  let cashier: string;
  beforeAll(async () => {
    t = await createTestApp({ DEV_OUTBOX: "true" });
    store = await buildReportStore(t);
    url = (path) => shopUrl(store.shop.tenant, path);
    manager = store.shop.tenant.people.MANAGER.token;
    cashier = store.shop.tenant.people.CASHIER.token;
  }, 120_000);
  afterAll(() => t.close());

  const endOfDay = async (query: Record<string, string>, token = manager) => {
    const res = await t.call("GET", url("/reports/end-of-day"), { token, query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as EndOfDay;
  };
  const liability = async (from: string, to: string) => {
    const res = await t.call("GET", url("/reports/tax-liability"), { token: manager, query: { from, to } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TaxLiability;
  };

  it("closes a day to the cent: sales, voids, split tenders, drops and the count", async () => {
    const day = await endOfDay({ date: "2026-03-07" });
    expect(day).toMatchObject({ date: "2026-03-07", timeZone: "America/Vancouver", everyDrawer: true, openDrawers: 0 });
    expect(day.drawers).toHaveLength(1);
    expect(day.total).toMatchObject({
      salesCount: 2,
      voidCount: 1,
      refundCount: 0,
      grossSalesCents: 3597,
      discountCents: 0,
      returnsCents: 0,
      netSalesCents: 3597,
      taxCents: 672,
      // 3000 less 75 change (2926 rounded to 2925), and 845 (843 rounded) of the split sale's cash.
      tenders: { CASH: 3770, CREDIT: 500, DEBIT: 0, OTHER: 0 },
      cash: {
        openingFloatCents: 20_000,
        dropsCents: 2000,
        payInsCents: 0,
        payOutsCents: 0,
        expectedCents: 21_770,
        countedCents: 21_750,
        overShortCents: -20,
      },
      firstReceiptNumber: 1,
      lastReceiptNumber: 3,
    });
    expect(day.total.taxes).toMatchObject([
      tax("GST", 50_000, 3597, 180),
      tax("Levy", 100_000, 2398, 240),
      tax("PST", 70_000, 3597, 252),
    ]);
    expect(day.total.voids).toEqual([
      expect.objectContaining({
        receiptNumber: 3,
        totalCents: 18_300,
        reason: "Wrong customer",
        voidedAt: "2026-03-07T19:05:00.000Z",
      }),
    ]);
    expect(day.total.voids[0]!.voidedBy?.id).toBe(store.shop.tenant.people.MANAGER.user.id);
    expect(day.total.drops).toEqual([expect.objectContaining({ amountCents: 2000, reason: "Safe drop" })]);
    expect(day.drawers[0]!.figures).toEqual(day.total);
  });

  it("keeps a 23-hour daylight-saving day whole, with a refund of an earlier day's sale and the new GST", async () => {
    const day = await endOfDay({ date: "2026-03-08" });
    expect(day.openDrawers).toBe(1);
    expect(day.total).toMatchObject({
      salesCount: 2,
      refundCount: 1,
      grossSalesCents: 1999,
      returnsCents: 1199,
      netSalesCents: 800,
      taxCents: 116,
      tenders: { CASH: 1475 - store.cashRefundCents, DEBIT: 904, CREDIT: 0, OTHER: 0 },
      cash: {
        openingFloatCents: 10_000,
        expectedCents: 10_000 + 1475 - store.cashRefundCents,
        countedCents: null,
        overShortCents: null,
      },
      firstReceiptNumber: 4,
      lastReceiptNumber: 5,
    });
    expect(store.cashRefundCents).toBe(1465);
    expect(day.total.taxes).toMatchObject([
      tax("GST", 60_000, 1999, 120),
      tax("GST", 50_000, 0, 0, 60),
      tax("Levy", 100_000, 1199, 120, 120),
      tax("PST", 70_000, 1999, 140, 84),
    ]);
    const one = await endOfDay({ drawerSessionId: store.drawers.second });
    expect(one.date).toBe("2026-03-08");
    expect(one.total).toEqual(day.total);
    expect((await endOfDay({ date: "2026-03-09" })).drawers).toEqual([]);
  });

  it("shows a cashier only their own drawers; others answer 404, and the tax report is not theirs", async () => {
    expect((await endOfDay({ date: "2026-03-07" }, cashier)).everyDrawer).toBe(false);
    expect((await endOfDay({ date: "2026-03-07" }, cashier)).total.netSalesCents).toBe(3597);
    expect((await endOfDay({ date: "2026-03-08" }, cashier)).drawers).toEqual([]);
    const other = await t.call("GET", url("/reports/end-of-day"), {
      token: cashier,
      query: { drawerSessionId: store.drawers.second },
    });
    expect(other.statusCode).toBe(404);
    const taxes = await t.call("GET", url("/reports/tax-liability"), {
      token: cashier,
      query: { from: "2026-03-01", to: "2026-03-31" },
    });
    expect(taxes.statusCode).toBe(403);
    const clerk = await t.call("GET", url("/reports/end-of-day"), { token: store.shop.tenant.people.INVENTORY.token });
    expect(clerk.statusCode).toBe(403);
  });

  it("files the period's tax per rate: bases, medical exemption, refunds and the rate change", async () => {
    const march = await liability("2026-03-01", "2026-03-31");
    expect(march.totals).toEqual({
      grossReceiptsCents: 5596,
      returnsCents: 1199,
      netReceiptsCents: 4397,
      untaxedCents: 0,
      collectedCents: 1052,
      refundedCents: 264,
      netCents: 788,
    });
    expect(march.rates).toMatchObject([
      { ...tax("GST", 60_000, 1999, 120), refundedBaseCents: 0, exempt: [], groupName: "Cannabis BC" },
      { ...tax("GST", 50_000, 3597, 180, 60), refundedBaseCents: 1199, exempt: [] },
      {
        ...tax("Levy", 100_000, 3597, 360, 120),
        refundedBaseCents: 1199,
        exempt: [{ reason: "MEDICAL", label: "Medical card", baseCents: 1199 }],
      },
      { ...tax("PST", 70_000, 5596, 392, 84), refundedBaseCents: 1199, exempt: [] },
    ]);
    // Collected tax is exactly what the standing sales recorded.
    const recorded = [0, 1, 3, 4].reduce((sum, i) => sum + store.sold[i]!.totals.taxCents, 0);
    expect(march.totals.collectedCents).toBe(recorded);
    const first = await liability("2026-03-07", "2026-03-07");
    expect(first.totals).toMatchObject({ collectedCents: 672, refundedCents: 0, grossReceiptsCents: 3597 });
    // 06:30 UTC on the 9th is the 8th in Vancouver.
    expect((await liability("2026-03-09", "2026-03-09")).rates).toEqual([]);
    expect((await liability("2026-03-08", "2026-03-08")).totals.collectedCents).toBe(380);
  });

  it("refuses bad periods and dates with the error shape", async () => {
    const bad = (path: string, query: Record<string, string>) => t.call("GET", url(path), { token: manager, query });
    const reversed = await bad("/reports/tax-liability", { from: "2026-03-02", to: "2026-03-01" });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toEqual(["to must be on or after from"]);
    expect((await bad("/reports/tax-liability", { from: "2020-01-01", to: "2026-01-01" })).json().message).toEqual([
      "to must be at most 731 days after from",
    ]);
    expect((await bad("/reports/end-of-day", { date: "2026-02-30" })).statusCode).toBe(400);
    const missing = await bad("/reports/end-of-day", { drawerSessionId: "00000000-0000-4000-8000-000000000000" });
    expect(missing.statusCode).toBe(404);
  });

  it("exports the tax detail as CSV that adds up, the same in small pages", async () => {
    const res = await t.call("GET", url("/reports/tax-liability/export.csv"), {
      token: manager,
      query: { from: "2026-03-01", to: "2026-03-31" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    const rows = res.body.trim().split("\n");
    expect(rows[0]).toBe("Kind,Date,Receipt,Customer type,Product,SKU,Category,Line net,Rate,Rate %,Base,Tax");
    const cents = (kind: string) =>
      rows.filter((r) => r.startsWith(kind)).reduce((sum, r) => sum + Math.round(Number(r.split(",").at(-1)) * 100), 0);
    expect(cents("SALE,")).toBe(1052);
    expect(cents("REFUND,")).toBe(-264);
    expect(rows).toHaveLength(1 + 10 + 3);
    expect(rows[1]).toMatch(
      /^SALE,2026-03-07 10:00,1,RECREATIONAL,Blue Dream Pre-Roll,BD-PR,Pre-Rolls,23\.98,GST,5\.0000,23\.98,1\.20$/,
    );
    const scope = { organizationId: store.shop.tenant.organizationId, locationId: store.shop.tenant.locationId };
    let paged = "";
    for await (const chunk of taxLinesCsv(t.database.db, scope, { from: "2026-03-01", to: "2026-03-31" }, 1))
      paged += chunk;
    expect(paged).toBe(res.body);
  });

  it("streams the tax detail: a page is read only when the reply asks for more rows", async () => {
    const res = await t.call("GET", url("/reports/tax-liability/export.csv"), {
      token: manager,
      query: { from: "2026-03-01", to: "2026-03-31" },
    });
    expect(res.headers["content-length"]).toBeUndefined();
    let reads = 0;
    const counted = new Proxy(t.database.db, {
      get: (db, key) =>
        key === "execute"
          ? (...args: Parameters<typeof db.execute>) => {
              reads += 1;
              return db.execute(...args);
            }
          : Reflect.get(db, key),
    });
    const scope = { organizationId: store.shop.tenant.organizationId, locationId: store.shop.tenant.locationId };
    const rows = taxLinesCsv(counted, scope, { from: "2026-03-01", to: "2026-03-31" }, 1);
    expect((await rows.next()).value).toMatch(/^Kind,Date/);
    expect(reads).toBe(0);
    // The first line, a row per rate it carried, from one read.
    expect((await rows.next()).value).toMatch(/^SALE,2026-03-07 10:00,1,/);
    expect(reads).toBe(1);
    let chunks = 1;
    for await (const _ of rows) chunks += 1;
    // A chunk per line and per refunded line, in pages of one: the lines and refunds of the whole export.
    const lines = new Set(
      res.body
        .trim()
        .split("\n")
        .slice(1)
        .map((r) => r.split(",").slice(0, 8).join(",")),
    );
    expect(chunks).toBe(lines.size);
    expect(reads).toBeGreaterThanOrEqual(chunks);
  });

  it("exports the end of day as CSV and e-mails it to the owner", async () => {
    const res = await t.call("GET", url("/reports/end-of-day/export.csv"), {
      token: manager,
      query: { date: "2026-03-07" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("All drawers 2026-03-07,Cash,Over/short,-0.20\n");
    expect(res.body).toContain("All drawers 2026-03-07,Sales,Net sales,35.97\n");
    const sent = await t.call("POST", url("/reports/end-of-day/send"), {
      token: cashier,
      body: { date: "2026-03-07" },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const to = store.shop.tenant.people.OWNER.user.email!;
    expect(sent.json()).toEqual({ to });
    const outbox = await t.call("GET", "/api/dev/outbox", { query: { to } });
    const mail = outbox.json().data[0];
    expect(mail.subject).toBe("End of day 2026-03-07 · Vancouver");
    expect(mail.body).toContain("Net sales  CA$35.97");
    expect(mail.body).toContain("Over/short  -CA$0.20");
  });
});
