import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { summarizeDrawer } from "../modules/drawers/drawers.summary.ts";
import { expectLedgerBalanced } from "../modules/inventory/inventory.test-helpers.ts";
import { daySummaries, saleSummaries } from "../modules/reports/reports.test-helpers.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { DEMO_PASSWORD } from "./identity.seed.ts";
import { seedDemo } from "./index.ts";

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe("selling demo data", () => {
  let t: TestApp;
  let token: string;
  let base: string;
  const notes: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo({ db: t.database.db, config: t.config, notes });
    const res = await t.call("POST", "/api/auth/sign-in/password", {
      body: { identifier: "manager@demo.store", password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json();
    token = session.accessToken;
    base = `/api/organization/${session.user.selectedOrgId}/location/${session.user.selectedLocationId}`;
  }, 600_000);
  afterAll(() => t.close());

  it("makes two registers per store on the sales floor, a drawer per register and day, today's still open", async () => {
    const registers = (await t.call("GET", `${base}/register`, { token })).json();
    expect(registers.data.map((r: { name: string }) => r.name)).toEqual(["Register 1", "Register 2"]);
    expect(registers.data[0].rooms.map((r: { name: string }) => r.name)).toEqual(["Sales Floor"]);
    const open = (await t.call("GET", `${base}/drawer-session`, { token, query: { status: "OPEN" } })).json();
    expect(open.meta.total).toBe(2);
    const closed = (await t.call("GET", `${base}/drawer-session`, { token, query: { status: "CLOSED" } })).json();
    // Ninety days: 83 of history and the last week, two registers each.
    expect(closed.meta.total).toBe(180);
    expect(closed.data.every((d: { overShortCents: number | null }) => d.overShortCents !== null)).toBe(true);
  });

  it("records ninety days of sales with voids and refunds, every unit through the ledger", async () => {
    const list = (await t.call("GET", `${base}/transactions`, { token })).json();
    expect(list.meta.total).toBeGreaterThan(100);
    const statuses = rows<{ status: string }>(await t.database.db.execute(sql`select distinct status from sales`)).map(
      (r) => r.status,
    );
    expect(statuses).toEqual(expect.arrayContaining(["COMPLETED", "VOIDED", "PARTIALLY_REFUNDED"]));
    await expectLedgerBalanced(t);
    expect(notes.find((note) => note.startsWith("Sales:"))).toMatch(/^Sales: 2 registers per store, 90 days of sales/);
  });

  it("links Los Angeles to Metrc with its lots tagged but one, and leaves Vancouver unlinked (issue 17)", async () => {
    const linked = rows<{ name: string; license_number: string }>(
      await t.database.db.execute(
        sql`select l.name, t.license_number from track_trace_links t join locations l on l.id = t.location_id`,
      ),
    );
    expect(linked).toEqual([{ name: "Los Angeles", license_number: "C10-0000474-LIC" }]);
    const untagged = rows<{ name: string; n: number }>(
      await t.database.db.execute(sql`select l.name, count(*) filter (where i.package_tag is null)::int as n
        from inventory_items i join locations l on l.id = i.location_id group by l.name order by l.name`),
    );
    expect(untagged).toEqual([
      { name: "Los Angeles", n: 1 },
      { name: "Vancouver", n: expect.any(Number) },
    ]);
    // The demo's sales predate the link: none of them is reported.
    expect(rows(await t.database.db.execute(sql`select id from track_trace_events`))).toEqual([]);
  });

  it("fills the dashboard for a past day and its week-earlier comparison", async () => {
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const board = (await t.call("GET", `${base}/dashboard`, { token, query: { date: twoDaysAgo } })).json();
    expect(board.today.transactions).toBeGreaterThan(5);
    expect(board.topProducts.length).toBeGreaterThan(0);
    expect(board.salesByHour.some((h: { salesCents: number }) => h.salesCents > 0)).toBe(true);
  });

  it("keeps the history exact: drawers hold what their sales say, lots run down the ledger, summaries equal a rebuild", async () => {
    const db = t.database.db;
    const drawers = rows<{ id: string; float: number; expected: number }>(
      await db.execute(sql`select id, opening_float_cents as float, expected_cash_cents as expected
        from drawer_sessions where status = 'CLOSED'`),
    );
    for (const d of drawers) expect((await summarizeDrawer(db, d.id, d.float)).expectedCashCents).toBe(d.expected);
    const off = rows(
      await db.execute(sql`select inventory_id from (select inventory_id, quantity_after,
          sum(delta) over (partition by inventory_id order by created_at, id) as running from inventory_ledger) l
        where quantity_after <> running`),
    );
    expect(off).toEqual([]);
    for (const { id } of rows<{ id: string }>(await db.execute(sql`select id from locations`))) {
      const kept = { ...(await daySummaries(db, id)), sales: await saleSummaries(db, id) };
      await db.execute(sql`select tax_days_rebuild(${id}::uuid)`);
      await db.execute(sql`select sale_summaries_rebuild(${id}::uuid)`);
      expect({ ...(await daySummaries(db, id)), sales: await saleSummaries(db, id) }).toEqual(kept);
    }
  });

  it("gives every report something real over the quarter: employees, hours, busier weekends, patients, shrink", async () => {
    const to = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() - 88 * 86_400_000).toISOString().slice(0, 10);
    const report = async (path: string, query: Record<string, string> = {}) => {
      const res = await t.call("GET", `${base}/reports/${path}`, { token, query: { from, to, ...query } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect((await report("sales", { groupBy: "employee" })).rows.length).toBeGreaterThanOrEqual(3);
    expect((await report("sales", { groupBy: "hour" })).rows.length).toBeGreaterThanOrEqual(10);
    const days = (await report("sales", { groupBy: "day" })).rows as { key: string; current: { sales: number } }[];
    const perWeekday = (weekday: number) => {
      const on = days.filter((d) => new Date(`${d.key}T12:00:00Z`).getUTCDay() === weekday);
      return on.reduce((sum, d) => sum + d.current.sales, 0) / on.length;
    };
    expect(perWeekday(6)).toBeGreaterThan(perWeekday(2));
    const customers = await report("customers");
    expect(customers.medical.customers).toBeGreaterThan(0);
    expect(customers.returning.customers).toBeGreaterThan(0);
    const shrink = (await report("shrink")).rows.map((r: { reason: string }) => r.reason);
    expect(shrink).toEqual(expect.arrayContaining(["ADJUSTMENT", "WASTE", "AUDIT"]));
    const tax = await report("tax-liability");
    expect(tax.totals.refundedCents).toBeGreaterThan(0);
    expect((await report("discounts")).rows.length).toBeGreaterThan(0);
  });
});
