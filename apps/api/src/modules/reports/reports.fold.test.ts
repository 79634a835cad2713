import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildShop, type Shop, shopUrl, soldOk } from "../sales/sales.test-helpers.ts";
import { foldSummaries } from "./reports.fold.ts";
import { rowsOf } from "./reports.sql.ts";
import { daySummaries, saleSummaries } from "./reports.test-helpers.ts";

// Decision 0044: a sale queues its lines for the report summaries instead of writing them in its own transaction;
// a fold moves them, and every report that reads the summaries folds first. The worker is off here, so that what
// waits in the queue is this test's to see.
describe("reports: the summaries' queue", () => {
  let t: TestApp;
  let shop: Shop;
  beforeAll(async () => {
    t = await createTestApp({ REPORT_FOLD_WORKER: "false" });
    shop = await buildShop(t, "Queue Co");
  }, 120_000);
  afterAll(() => t.close());

  const loc = () => shop.tenant.locationId;
  const url = (path: string) => shopUrl(shop.tenant, path);
  const manager = () => shop.tenant.people.MANAGER.token;
  const count = async (table: "report_queue" | "sale_hour_days" | "tax_rate_days") =>
    (
      await rowsOf<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from ${sql.identifier(table)}
      where location_id = ${loc()}`,
      )
    )[0]!.n;
  const cash = { type: "CASH", amountCents: 50_000 };
  const sell = (lines: { productId: string; quantity: number }[]) => soldOk(t, shop, { lines, tenders: [cash] });
  /** A manager's refund of one unit of the sale's first line, restocked. */
  const refundOne = (sale: Awaited<ReturnType<typeof sell>>) =>
    t.call("POST", url(`/sale/${sale.id}/refund`), {
      token: manager(),
      body: {
        drawerSessionId: shop.drawerSessionId,
        reason: "Damaged",
        disposition: "RESTOCK",
        roomId: shop.salesFloorId,
        lines: [{ saleLineId: sale.lines[0]!.id, quantity: 1 }],
      },
    });
  const voidSale = (sale: Awaited<ReturnType<typeof sell>>) =>
    t.call("POST", url(`/sale/${sale.id}/void`), { token: manager(), body: { reason: "Wrong customer" } });
  /** The kept summaries (folded) and those a rebuild from the recorded rows gives. */
  const keptAndRebuilt = async () => {
    const kept = { ...(await daySummaries(t.database.db, loc())), sales: await saleSummaries(t.database.db, loc()) };
    await t.database.db.execute(sql`select tax_days_rebuild(${loc()}::uuid)`);
    await t.database.db.execute(sql`select sale_summaries_rebuild(${loc()}::uuid)`);
    const rebuilt = { ...(await daySummaries(t.database.db, loc())), sales: await saleSummaries(t.database.db, loc()) };
    return { kept, rebuilt };
  };

  it("queues a sale's lines instead of writing the summaries, and a report counts the sale at once", async () => {
    const { preRoll, gummies } = shop.products;
    const sale = await sell([
      { productId: preRoll, quantity: 2 },
      { productId: gummies, quantity: 1 },
    ]);
    expect(await count("report_queue")).toBe(2);
    expect(await count("sale_hour_days")).toBe(0);
    expect(await count("tax_rate_days")).toBe(0);

    const [{ today }] = (await rowsOf<{ today: string }>(
      t.database.db,
      sql`select (now() at time zone time_zone)::date::text as today from locations where id = ${loc()}`,
    )) as [{ today: string }];
    const res = await t.call("GET", url("/reports/sales"), { token: manager(), query: { from: today, to: today } });
    expect(res.statusCode, res.body).toBe(200);
    const net = sale.lines.reduce((sum, line) => sum + line.netCents, 0);
    expect(res.json().totals.current).toMatchObject({ sales: 1, units: 3, netSalesCents: net });
    expect(await count("report_queue")).toBe(0);
    expect(await count("sale_hour_days")).toBe(1);
    // Nothing is left to fold: a second fold moves nothing and the summaries stand as a rebuild gives them.
    expect(await foldSummaries(t.database.db, loc())).toBe(0);
    const { kept, rebuilt } = await keptAndRebuilt();
    expect(kept).toEqual(rebuilt);
  });

  it("counts a refund and a void made before their sales' lines were folded as a rebuild does", async () => {
    const { preRoll, gummies } = shop.products;
    const refunded = await sell([
      { productId: preRoll, quantity: 3 },
      { productId: gummies, quantity: 2 },
    ]);
    const voided = await sell([{ productId: preRoll, quantity: 1 }]);
    const refund = await refundOne(refunded);
    expect(refund.statusCode, refund.body).toBe(200);
    const voiding = await voidSale(voided);
    expect(voiding.statusCode, voiding.body).toBe(200);
    expect(await count("report_queue")).toBe(3);

    const { kept, rebuilt } = await keptAndRebuilt();
    expect(kept).toEqual(rebuilt);
    expect(kept.sales.hours.length).toBeGreaterThan(0);
  });

  it("gives the summaries a rebuild gives when sales and folds run at the same moment", async () => {
    const { preRoll, gummies } = shop.products;
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 12; i++) {
      work.push(sell([{ productId: i % 2 ? preRoll : gummies, quantity: 1 + (i % 3) }]));
      if (i % 2) work.push(foldSummaries(t.database.db, i % 4 === 1 ? loc() : undefined));
    }
    await Promise.all(work);
    const { kept, rebuilt } = await keptAndRebuilt();
    expect(kept).toEqual(rebuilt);
    expect(await count("report_queue")).toBe(0);
  });

  // Migration 0037: the fold wrote the tax days before the per-hour summaries and a refund the other way round, so
  // the two could deadlock on one day's rows and the refund answered 503. Every writer of a location's summaries now
  // takes the fold's turn first. Here a fold holds it: the refund and the void wait for it, then go through.
  it.runIf(process.env.TEST_DB === "postgres")(
    "makes a refund and a void wait for a fold of their location instead of deadlocking with it",
    async () => {
      const { preRoll, gummies } = shop.products;
      const refunded = await sell([{ productId: preRoll, quantity: 2 }]);
      const voided = await sell([{ productId: gummies, quantity: 1 }]);
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let holding!: () => void;
      const held = new Promise<void>((resolve) => {
        holding = resolve;
      });
      const fold = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select report_summaries_turn(${loc()}::uuid)`);
        holding();
        await released;
        await tx.execute(sql`select report_queue_fold(${loc()}::uuid)`);
      });
      await held;
      const done: string[] = [];
      const refund = refundOne(refunded).finally(() => done.push("refund"));
      const voiding = voidSale(voided).finally(() => done.push("void"));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(done).toEqual([]);
      release();
      await fold;
      const [refundAnswer, voidAnswer] = await Promise.all([refund, voiding]);
      expect(refundAnswer.statusCode, refundAnswer.body).toBe(200);
      expect(voidAnswer.statusCode, voidAnswer.body).toBe(200);
      const { kept, rebuilt } = await keptAndRebuilt();
      expect(kept).toEqual(rebuilt);
    },
  );
});
