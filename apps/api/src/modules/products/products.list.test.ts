// The list's speed machinery must never change an answer: totals read from the trigger-kept counts equal what the
// list returns, and pages started from cached anchors equal the database's own order, before and after writes.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCatalog } from "../../seed/catalog.seed.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildTenant, type Tenant } from "../../test/tenancy.fixtures.ts";
import { ANCHOR_STEP } from "./products.shapes.ts";

type Page = { data: { id: string; name: string }[]; meta: { total: number; totalPages: number } };

describe("product list totals and deep pages", () => {
  let t: TestApp;
  let a: Tenant;
  let base: string;
  let token: string;
  const lookups: Record<"brand" | "category" | "strain" | "tag" | "priority" | "vendor", string[]> = {
    brand: [],
    category: [],
    strain: [],
    tag: [],
    priority: [],
    vendor: [],
  };

  // Both drivers answer { rows }.
  const ids = (result: unknown) => (result as { rows: { id: string }[] }).rows.map((r) => r.id);
  const list = async (query: Record<string, string>): Promise<Page> => {
    const res = await t.call("GET", base, { token, query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** The database's own order for a status, without the list code. */
  const expectedOrder = async (status: string, brandIds?: string[]) => {
    const brands = brandIds ? sql`and brand_id in (${sql.join(brandIds, sql`, `)})` : sql``;
    return ids(
      await t.database.db.execute(sql`select id from products
        where location_id = ${a.locationId} and status = ${status} ${brands}
        order by lower(name) collate "C", id`),
    );
  };

  beforeAll(async () => {
    t = await createTestApp();
    a = await buildTenant(t, "Deep Pages");
    token = a.people.MANAGER.token;
    base = `/api/organization/${a.organizationId}/location/${a.locationId}/product`;
    // More than two anchor steps of products, through the normal insert path (the count triggers run).
    await buildCatalog(t.database.db, a, { products: ANCHOR_STEP * 2 + 83, strains: 30, seed: 5 });
    const tables = {
      brand: "brands",
      category: "categories",
      strain: "strains",
      tag: "tags",
      priority: "priorities",
      vendor: "vendors",
    } as const;
    for (const [kind, table] of Object.entries(tables) as [keyof typeof lookups, string][]) {
      lookups[kind] = ids(
        await t.database.db.execute(
          sql`select id from ${sql.identifier(table)} where location_id = ${a.locationId} order by name`,
        ),
      );
    }
  });
  afterAll(() => t.close());

  const filterQueries = () => {
    const param = { brand: "brandIds", category: "categoryIds", strain: "strainIds", tag: "tagIds" } as const;
    const queries: Record<string, string>[] = [{}, { search: "ku" }];
    for (const [kind, name] of Object.entries(param)) {
      const ids = lookups[kind as keyof typeof param];
      queries.push({ [name]: ids[0]! }, { [name]: ids.slice(0, 3).join(",") });
    }
    queries.push(
      { priorityIds: lookups.priority[0]! },
      { locationVendorIds: lookups.vendor.slice(0, 2).join(",") },
      { brandIds: lookups.brand[0]!, categoryIds: lookups.category.join(",") },
      { tagIds: lookups.tag[1]!, search: "ku" },
    );
    return queries;
  };

  /** Every filter's total equals the rows the list itself returns, for both statuses. */
  const expectExactTotals = async () => {
    for (const filter of filterQueries()) {
      for (const status of ["PUBLISHED", "ARCHIVED"]) {
        let seen = 0;
        let page = 1;
        let body: Page;
        do {
          body = await list({ ...filter, status, limit: "100", page: String(page++) });
          seen += body.data.length;
        } while (body.data.length === 100);
        expect(body.meta.total, JSON.stringify({ filter, status })).toBe(seen);
      }
    }
  };

  it("answers exact totals for every filter, and keeps them through creates, edits and status changes", async () => {
    await expectExactTotals();
    const [first, second] = (await list({ status: "PUBLISHED", brandIds: lookups.brand[0]!, limit: "2" })).data;
    const edited = await t.call("PATCH", `${base}/${first!.id}`, {
      token,
      body: {
        brandId: lookups.brand[1],
        tagIds: lookups.tag.slice(0, 3),
        strainId: null,
        priorityId: lookups.priority[0],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const archived = await t.call("PATCH", `${base}/${second!.id}/status`, { token, body: { status: "ARCHIVED" } });
    expect(archived.statusCode).toBe(200);
    const created = await t.call("POST", base, {
      token,
      body: { name: "Kush Counter 1g", priceCents: 100, brandId: lookups.brand[0], tagIds: lookups.tag.slice(1, 3) },
    });
    expect(created.statusCode).toBe(201);
    const tagged = (await list({ status: "PUBLISHED", tagIds: lookups.tag[2]!, limit: "5" })).data.map((p) => p.id);
    const bulk = await t.call("PATCH", `${base}/bulk/status`, {
      token,
      body: { productIds: tagged, status: "ARCHIVED" },
    });
    expect(bulk.json().successCount).toBe(tagged.length);
    await expectExactTotals();
  });

  it("lists each product exactly as it reads alone (lookup names, tags, timestamps)", async () => {
    const edited = (await list({ status: "PUBLISHED", limit: "1" })).data[0]!;
    const patched = await t.call("PATCH", `${base}/${edited.id}`, {
      token,
      body: { tagIds: lookups.tag.slice(0, 2), priorityId: lookups.priority[0], barcodes: ["0628582000999"] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const page = await list({ status: "PUBLISHED", limit: "25" });
    for (const listed of page.data) {
      const alone = await t.call("GET", `${base}/${listed.id}`, { token });
      expect(listed).toEqual(alone.json());
    }
    expect(page.data.find((p) => p.id === edited.id)).toMatchObject({
      tags: expect.arrayContaining([expect.objectContaining({ id: lookups.tag[0] })]),
      barcodes: ["0628582000999"],
      priorityName: expect.any(String),
    });
  });

  it("reads deep pages in the database's order, across anchors, and again after a write moves a product", async () => {
    const check = async (status: string, limit: number, brandIds?: string[]) => {
      const order = await expectedOrder(status, brandIds);
      expect(order.length).toBeGreaterThan(ANCHOR_STEP * (brandIds ? 1 : 2));
      const brand: Record<string, string> = brandIds ? { brandIds: brandIds.join(",") } : {};
      for (let page = 1; (page - 1) * limit < order.length + limit; page++) {
        const body = await list({ ...brand, status, limit: String(limit), page: String(page) });
        const expected = order.slice((page - 1) * limit, page * limit);
        expect(
          body.data.map((p) => p.id),
          `page ${page} of ${limit}`,
        ).toEqual(expected);
        expect(body.meta.total).toBe(order.length);
      }
    };
    await check("PUBLISHED", 7);
    await check("PUBLISHED", 100);
    await check("PUBLISHED", 13, lookups.brand.slice(0, 9));

    // A rename moves a product from the start of the list to its end: every anchor after it shifts by one.
    const order = await expectedOrder("PUBLISHED");
    const renamed = await t.call("PATCH", `${base}/${order[0]}`, { token, body: { name: "zzz Last Of All" } });
    expect(renamed.statusCode).toBe(200);
    const moved = await expectedOrder("PUBLISHED");
    expect(moved.at(-1)).toBe(order[0]);
    await check("PUBLISHED", 7);
    const last = await list({ status: "PUBLISHED", limit: "10", page: String(Math.ceil(moved.length / 10)) });
    expect(last.data.at(-1)?.name).toBe("zzz Last Of All");
  });

  it("sorts by name, SKU, price or last change in either order, each page the same slice of the database's order", async () => {
    const keys = {
      name: sql`lower(name) collate "C"`,
      sku: sql`sku collate "C"`,
      price: sql`price_cents`,
      updatedAt: sql`updated_at`,
    } as const;
    const deep = Math.ceil((ANCHOR_STEP + 17) / 10);
    for (const [sortBy, key] of Object.entries(keys)) {
      for (const sortOrder of ["asc", "desc"] as const) {
        const dir = sql.raw(sortOrder);
        const order = ids(
          await t.database.db.execute(sql`select id from products where location_id = ${a.locationId}
            and status = 'PUBLISHED' order by ${key} ${dir}, id ${dir}`),
        );
        for (const page of [1, 2, deep, Math.ceil(order.length / 10)]) {
          const body = await list({ status: "PUBLISHED", sortBy, sortOrder, limit: "10", page: String(page) });
          expect(
            body.data.map((p) => p.id),
            `${sortBy} ${sortOrder} page ${page}`,
          ).toEqual(order.slice((page - 1) * 10, page * 10));
          expect(body.meta.total).toBe(order.length);
        }
      }
    }
    // A price change moves a product: a deep page read from anchors follows it at once.
    const cheapest = (await list({ status: "PUBLISHED", sortBy: "price", limit: "1" })).data[0]!;
    const raised = await t.call("PATCH", `${base}/${cheapest.id}`, { token, body: { priceCents: 9_999_999 } });
    expect(raised.statusCode, raised.body).toBe(200);
    const byPrice = ids(
      await t.database.db.execute(sql`select id from products where location_id = ${a.locationId}
        and status = 'PUBLISHED' order by price_cents, id`),
    );
    const body = await list({ status: "PUBLISHED", sortBy: "price", limit: "10", page: String(deep) });
    expect(body.data.map((p) => p.id)).toEqual(byPrice.slice((deep - 1) * 10, deep * 10));
    const filtered = await list({ sortBy: "sku", sortOrder: "desc", search: "ku", limit: "10" });
    const skus = filtered.data.map((p) => (p as unknown as { sku: string }).sku);
    expect(skus).toEqual([...skus].sort().reverse());
  });

  it("refuses an unknown sort or order with 400 in the error shape", async () => {
    for (const [query, message] of [
      [{ sortBy: "colour" }, "sortBy must be one of name, sku, price, updatedAt"],
      [{ sortOrder: "sideways" }, "sortOrder must be one of asc, desc"],
    ] as const) {
      const res = await t.call("GET", base, { token, query });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        error: "Bad Request",
        code: "validation_failed",
        message: [message],
      });
    }
  });
});
