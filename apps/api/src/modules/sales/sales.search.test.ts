import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { bulkCopies } from "../../test/bulk-copies.ts";
import { buildShop, type Shop, shopUrl } from "./sales.test-helpers.ts";

// The register's search looks among the products its location has held a lot of (product_search.stocked, migration
// 0038; sales.sellable.ts), whatever the catalog holds, and answers the ones with sellable stock whose words match,
// by name: a broad search (1,200 products match) and a narrow one alike. 1,200 copies of a product, "Bulk 1" to
// "Bulk 1200", the odd ones stocked.
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

  it("keeps finding them after the catalog's search rows are rebuilt (a bulk load's last step)", async () => {
    await t.database.db.execute(sql`select product_search_rebuild(${shop.tenant.locationId}::uuid)`);
    expect((await search("bulk 11")).data.map((p) => p.name)).toEqual(stockedCopies("11").slice(0, 20));
  });

  it("finds a product from its first lot on, and one whose lot was moved to it", async () => {
    expect((await search("bulk 1000")).data).toEqual([]);
    const { db } = t.database;
    await db.execute(sql`insert into inventory_items select (jsonb_populate_record(null::inventory_items,
        to_jsonb(i) || jsonb_build_object('id', gen_random_uuid(), 'product_id', p.id))).*
      from inventory_items i, products p where i.product_id = ${shop.products.preRoll} and p.sku = 'BULK-1000'`);
    expect((await search("bulk 1000")).data.map((p) => p.name)).toEqual(["Bulk 1000"]);
    expect((await search("bulk 998")).data).toEqual([]);
    await db.execute(sql`update inventory_items set product_id = (select id from products where sku = 'BULK-998')
      where product_id = (select id from products where sku = 'BULK-999')`);
    expect((await search("bulk 998")).data.map((p) => p.name)).toEqual(["Bulk 998"]);
  });

  it("answers from the register's rooms as they are now, when they changed outside this process", async () => {
    expect((await search("bulk 11")).data.length).toBeGreaterThan(5);
    const { db } = t.database;
    // As another API process or psql would: this process's kept setup still links the register to its room (rooms
    // name the registers they serve).
    const name = sql`(select name from registers where id = ${shop.registerId}::uuid)`;
    const linked = sql`location_id = ${shop.tenant.locationId}::uuid and ${name} = any(linked_registers)`;
    const rooms = (await db.execute(sql`select id from rooms where ${linked}`)) as unknown as {
      rows: { id: string }[];
    };
    expect(rooms.rows.length).toBeGreaterThan(0);
    await db.execute(sql`update rooms set linked_registers = array_remove(linked_registers, ${name}) where ${linked}`);
    expect((await search("bulk 11")).data).toEqual([]);
    await db.execute(sql`update rooms set linked_registers = linked_registers || ${name}
      where id = any(${`{${rooms.rows.map((r) => r.id).join(",")}}`}::uuid[])`);
    expect((await search("bulk 11")).data.length).toBeGreaterThan(5);
  });
});
