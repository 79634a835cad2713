import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { bulkCopies } from "../../test/bulk-copies.ts";
import { buildShop, type Shop, shopUrl } from "./sales.test-helpers.ts";

// The register's search takes one of two ways by how many products its words match (sales.sellable.ts): a few from
// the words' index, many (over 1,000) from the stock. Both must answer the same thing: the stocked products whose
// words match, by name. 1,200 copies of a product, "Bulk 1" to "Bulk 1200", the odd ones stocked.
const COPIES = 1_200;

describe("register search: narrow and broad searches", () => {
  let t: TestApp;
  let shop: Shop;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t, "Search Co");
    await bulkCopies(t.database.db, shop.products.preRoll, COPIES, {
      terms: "array['bulk', 'bu', 'bul'] || array(select left(g::text, n) from generate_series(2, length(g::text)) n)",
      stocked: "substr(p.sku, 6)::int % 2 = 1",
    });
  }, 120_000);
  afterAll(() => t.close());

  const search = async (words: string, page = 1) => {
    const res = await t.call("GET", shopUrl(shop.tenant, `/register/${shop.registerId}/products`), {
      token: shop.tenant.people.CASHIER.token,
      query: { search: words, page: String(page), limit: "20" },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: { name: string; availableQuantity: number }[]; total: number };
  };
  /** The stocked copies whose name has a word starting with `prefix`, by name as the register sorts it. */
  const stockedCopies = (prefix: string) =>
    Array.from({ length: COPIES }, (_, i) => i + 1)
      .filter((n) => n % 2 === 1 && String(n).startsWith(prefix))
      .map((n) => `Bulk ${n}`)
      .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));

  it("finds the stocked matches of a broad search (1,200 products match 'bulk') by name, page by page", async () => {
    const all = stockedCopies("");
    const first = await search("bulk");
    expect(first.data.map((p) => p.name)).toEqual(all.slice(0, 20));
    expect(first.data.every((p) => p.availableQuantity > 0)).toBe(true);
    const third = await search("bulk", 3);
    expect(third.data.map((p) => p.name)).toEqual(all.slice(40, 60));
  });

  it("finds the same of a narrow search ('bulk 11' matches a few dozen)", async () => {
    const found = await search("bulk 11");
    expect(found.data.map((p) => p.name)).toEqual(stockedCopies("11").slice(0, 20));
    expect(found.data.length).toBeGreaterThan(5);
  });
});
