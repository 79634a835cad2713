// The word search reads product_search (migration 0013), a copy of products kept by triggers: it must answer what
// products themselves hold, whoever writes them (the API, SQL by hand, a rebuild), and match each search word to a
// different word of the name or SKU.
import { readFileSync } from "node:fs";
import path from "node:path";
import { productSearchTerms, searchWords, searchWordTerms } from "@verdant/shared/products";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema/index.ts";
import { migrationsDir } from "../../lib/paths.ts";
import { buildCatalog } from "../../seed/catalog.seed.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildTenant, type Tenant } from "../../test/tenancy.fixtures.ts";

type Row = { id: string; name: string };
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe("product word search", () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let base: string;
  let token: string;
  let brandId: string;

  const create = async (tenant: Tenant, name: string, sku?: string) => {
    const res = await t.call(
      "POST",
      `/api/organization/${tenant.organizationId}/location/${tenant.locationId}/product`,
      {
        token: tenant.people.MANAGER.token,
        body: { name, sku, priceCents: 100 },
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Row;
  };
  /** Every page of a search through the API. */
  const listed = async (query: Record<string, string>) => {
    const found: string[] = [];
    for (let page = 1; ; page++) {
      const res = await t.call("GET", base, { token, query: { ...query, limit: "100", page: String(page) } });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { data: Row[]; meta: { total: number } };
      found.push(...body.data.map((p) => p.id));
      if (body.data.length < 100) {
        expect(body.meta.total).toBe(found.length);
        return found;
      }
    }
  };
  /** The same search over products themselves, in list order. */
  const truth = async (search: string, status: string, brand?: string) => {
    const terms = searchWordTerms(searchWords(search));
    const byBrand = brand ? sql`and brand_id = ${brand}` : sql``;
    const found = await t.database.db.execute(sql`select id from products
      where location_id = ${a.locationId} and status = ${status} ${byBrand}
        and (search_terms @> ${sql.param(terms)}::text[] or search_terms @> array[${search.toLowerCase()}]::text[])
      order by lower(name) collate "C", id`);
    return rowsOf<{ id: string }>(found).map((r) => r.id);
  };
  const searches = ["wild wi", "blue dr", "dream blue", "ku", "og ku", "pre ro", "gelato"];
  const expectSearchesAsProducts = async () => {
    const sku = rowsOf<{ sku: string }>(
      await t.database.db.execute(sql`select sku from products where location_id = ${a.locationId} limit 1`),
    )[0]!.sku;
    for (const search of [...searches, sku]) {
      for (const status of ["PUBLISHED", "ARCHIVED"]) {
        const expected = await truth(search, status);
        expect(await listed({ search, status }), `${search} ${status}`).toEqual(expected);
      }
      const expected = await truth(search, "PUBLISHED", brandId);
      expect(await listed({ search, status: "PUBLISHED", brandIds: brandId }), `${search} brand`).toEqual(expected);
    }
    // Row for row a copy: every product has its search row with the same values, and nothing else is there.
    const differing = await t.database.db.execute(sql`select count(*)::int as n from products p
      full join product_search s on s.product_id = p.id
      where p.id is null or s.product_id is null
        or (s.organization_id, s.location_id, s.status, s.sort_key, s.terms)
          is distinct from (p.organization_id, p.location_id, p.status, lower(p.name), p.search_terms)`);
    expect(rowsOf<{ n: number }>(differing)[0]!.n).toBe(0);
  };

  beforeAll(async () => {
    t = await createTestApp();
    a = await buildTenant(t, "Search A");
    b = await buildTenant(t, "Search B");
    token = a.people.MANAGER.token;
    base = `/api/organization/${a.organizationId}/location/${a.locationId}/product`;
    await buildCatalog(t.database.db, a, { products: 300, strains: 40, seed: 11 });
    await buildCatalog(t.database.db, b, { products: 50, strains: 40, seed: 12 });
    brandId = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`select id from brands where location_id = ${a.locationId} order by name limit 1`),
    )[0]!.id;
  });
  afterAll(() => t.close());

  it("matches each search word to a different word of the name or SKU", async () => {
    const widow = await create(a, "Wild Widow Tincture 30ml", "WW-TIN-1");
    const wine = await create(a, "Widow Wild Wine Gummies", "WW-GUM-2");
    const dream = await create(a, "Wild Dream Tincture 30ml", "WD-TIN-3");
    await create(b, "Wild Widow Tincture 30ml", "WW-TIN-1");
    const names = async (search: string) => {
      const found = new Set(await listed({ search, status: "PUBLISHED" }));
      return [widow, wine, dream].filter((p) => found.has(p.id)).map((p) => p.name);
    };
    expect(await names("wild wi")).toEqual([widow.name, wine.name]);
    expect(await names("wi wi wi")).toEqual([wine.name]);
    expect(await names("wild tincture")).toEqual([widow.name, dream.name]);
    expect(await names("ww tin")).toEqual([widow.name]);
    expect(await names("ww-gum")).toEqual([wine.name]);
    // SKU words count: "Tincture" and the SKU's "TIN" are two words starting with "tin".
    expect(await names("tin tin")).toEqual([widow.name, dream.name]);
    expect(await names("tin tin tin")).toEqual([]);
  });

  it("answers what products hold through API writes, SQL by hand, deletes and rebuilds", async () => {
    await expectSearchesAsProducts();
    const [first, second, third] = (await t.call("GET", base, { token, query: { search: "ku", limit: "3" } })).json()
      .data as Row[];
    const renamed = await t.call("PATCH", `${base}/${first!.id}`, { token, body: { name: "Wild Widow Special" } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const archived = await t.call("PATCH", `${base}/${second!.id}/status`, { token, body: { status: "ARCHIVED" } });
    expect(archived.statusCode).toBe(200);
    const bulk = await t.call("PATCH", `${base}/bulk/status`, {
      token,
      body: { productIds: [third!.id, second!.id], status: "ARCHIVED" },
    });
    expect(bulk.json().successCount).toBe(2);
    await create(a, "Blue Dream Wild Cart 1g");
    await expectSearchesAsProducts();

    // Writes that bypass the API: a rename, a status change, an insert and a delete in plain SQL.
    const db = t.database.db;
    await db.execute(
      sql`update products set name = 'Gelato Wild Widow', search_terms = ${sql.param(
        productSearchTerms("Gelato Wild Widow", "HAND-1", []),
      )}::text[], sku = 'HAND-1', barcodes = '{}' where id = ${third!.id}`,
    );
    await db.execute(sql`update products set status = 'PUBLISHED' where id = ${second!.id}`);
    await db.insert(products).values({
      organizationId: a.organizationId,
      locationId: a.locationId,
      name: "OG Kush Wild Widow",
      sku: "HAND-2",
      priceCents: 1,
      searchTerms: productSearchTerms("OG Kush Wild Widow", "HAND-2", []),
    });
    await db.execute(sql`delete from products where id = ${first!.id}`);
    // Written by another connection, as by another process: the kept pages hear of it by its notice.
    await t.app.versionNotices.sync(t.database);
    await expectSearchesAsProducts();

    await db.execute(sql`select product_search_rebuild(${a.locationId})`);
    await t.app.versionNotices.sync(t.database);
    await expectSearchesAsProducts();
  });

  it("drops a location's search rows with the location", async () => {
    const before = await t.database.db.execute(
      sql`select count(*)::int as n from product_search where location_id = ${b.locationId}`,
    );
    expect(rowsOf<{ n: number }>(before)[0]!.n).toBeGreaterThan(0);
    await t.database.db.execute(sql`delete from organizations where id = ${b.organizationId}`);
    const after = await t.database.db.execute(
      sql`select count(*)::int as n from product_search where location_id = ${b.locationId}`,
    );
    expect(rowsOf<{ n: number }>(after)[0]!.n).toBe(0);
  });

  it("gives products written before migration 0013 the terms productSearchTerms gives new ones", async () => {
    await create(a, "Crème Brûlée Brûlée Bar", "CB-BAR-1");
    await create(a, "Ñandú Ñandú Ñan 2x", "NN-2X-1");
    const migration = readFileSync(path.join(migrationsDir(), "0013_catalog_search.sql"), "utf8");
    const backfill = migration.split("--> statement-breakpoint").find((s) => s.includes("UPDATE products p SET"));
    expect(backfill).toBeDefined();
    const db = t.database.db;
    await db.execute(sql`update products set search_terms = array(
      select term from unnest(search_terms) term where term not like '%#%')`);
    await db.execute(sql.raw(backfill!));
    const rows = rowsOf<{ name: string; sku: string; barcodes: string[]; terms: string[] }>(
      await db.execute(sql`select name, sku, barcodes, search_terms as terms from products`),
    );
    expect(rows.length).toBeGreaterThan(300);
    for (const row of rows) {
      expect(row.terms.toSorted(), row.name).toEqual(productSearchTerms(row.name, row.sku, row.barcodes).toSorted());
    }
  });
});
