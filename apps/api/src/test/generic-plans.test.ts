// The hot statements keep one generic plan on PostgreSQL (decisions 0011-0015): planning them on every call costs
// about as much as running them. Each relies on a trick the planner cannot see through (unseenArray, unseenFlag,
// subselected search terms); removing one makes PostgreSQL plan every execution anew, which this test sees in
// pg_prepared_statements instead of leaving it to a benchmark. PostgreSQL only: PGlite runs writes unprepared.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildShop, type Shop, shopUrl, soldOk } from "../modules/sales/sales.test-helpers.ts";
import { createTestApp, type TestApp } from "./app.ts";
import { bulkCopies } from "./bulk-copies.ts";

const RUNS = 12;
/** A store's catalog and stock as the planner sees them in production: with a handful of rows every plan costs
 *  the same and the generic one wins whatever the statement looks like. */
const BULK = 5_000;
/** PostgreSQL makes five custom plans before it weighs the generic one. */
const CUSTOM_PLANS_FIRST = 5;

interface PreparedRow {
  statement: string;
  generic_plans: number;
  custom_plans: number;
}

describe.runIf(process.env.TEST_DB === "postgres")("hot statements run on generic plans", () => {
  let t: TestApp;
  let shop: Shop;
  let prepared: PreparedRow[];
  const url = (path: string) => shopUrl(shop.tenant, path);

  beforeAll(async () => {
    t = await createTestApp({ AUTH_CACHE_MS: "0" }, { poolSize: 1 });
    shop = await buildShop(t, "Plans Co");
    await bulkCopies(t.database.db, shop.products.preRoll, BULK);
    const cashier = shop.tenant.people.CASHIER.token;
    const firstPage = await t.call("GET", url("/product"), { token: cashier, query: { page: "1", limit: "10" } });
    expect(firstPage.statusCode, firstPage.body).toBe(200);
    for (let i = 0; i < RUNS; i++) {
      await soldOk(t, shop, {
        lines: [
          { productId: shop.products.preRoll, quantity: 1 },
          { productId: shop.products.gummies, quantity: 1 },
        ],
        tenders: [{ type: "CASH", amountCents: 10_000 }],
      });
      for (const search of ["Tw", "PR"]) {
        const found = await t.call("GET", url(`/register/${shop.registerId}/products`), {
          token: cashier,
          query: { search },
        });
        expect(found.statusCode, found.body).toBe(200);
      }
      // A new page each time runs the list's statement (a page asked again is a kept answer, decision 0047); page 1
      // asked again runs the version read that checks the kept answer.
      for (const page of [String(i + 2), "1"]) {
        const listed = await t.call("GET", url("/product"), { token: cashier, query: { page, limit: "10" } });
        expect(listed.statusCode, listed.body).toBe(200);
      }
    }
    const result = await t.database.db.execute(
      sql`select statement, generic_plans::int, custom_plans::int from pg_prepared_statements`,
    );
    prepared = (result as unknown as { rows: PreparedRow[] }).rows;
  });
  afterAll(() => t?.close());

  const runs = (row: PreparedRow) => row.generic_plans + row.custom_plans;

  it("plans no statement run on every sale, search or page more than the first five times", () => {
    const hot = prepared.filter((row) => runs(row) >= RUNS);
    expect(hot.length).toBeGreaterThanOrEqual(5);
    const replanned = hot
      .filter((row) => row.custom_plans > CUSTOM_PLANS_FIRST)
      .map((row) => `${row.custom_plans} custom plans: ${row.statement.replace(/\s+/g, " ").slice(0, 160)}`);
    expect(replanned).toEqual([]);
  });

  it.each([
    ["the session lookup", /from "?sessions"?/],
    ["the cart read", /as products/],
    ["the sale's write", /idempotency/],
    ["the register's product search", /t\.terms @>/],
    ["the catalog page", /product_page\(/],
    ["the kept catalog page's version read", /^select coalesce\(\(select "product_list_versions"/],
  ])("covers %s", (_name, pattern) => {
    const row = prepared.find((r) => pattern.test(r.statement) && runs(r) >= RUNS);
    expect(row, `no prepared statement matching ${pattern} ran ${RUNS} times`).toBeDefined();
    expect(row!.generic_plans).toBeGreaterThanOrEqual(RUNS - CUSTOM_PLANS_FIRST);
  });
});
