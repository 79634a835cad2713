// A catalog page asked again is answered from the process's kept answer while the location's list version stands
// (decision 0047, migration 0039), and from the database as soon as anything the page shows is written: through
// this app at once, straight in SQL (another connection, as another process) once its notice has come.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCatalog } from "../../seed/catalog.seed.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildTenant, type Tenant } from "../../test/tenancy.fixtures.ts";

type Page = { data: { id: string; name: string }[]; meta: { total: number } };

describe("kept catalog pages", () => {
  let t: TestApp;
  let a: Tenant;
  let base: string;
  const page = async (query: Record<string, string> = {}, token = a.people.MANAGER.token): Promise<Page> => {
    const res = await t.call("GET", base, { token, query: { limit: "10", ...query } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** Renames the page's first product in its card alone, as a write the version does not hear of would. */
  const renameCardUnseen = async (id: string, name: string) =>
    t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update product_cards set card = jsonb_set(card::jsonb, '{name}', to_jsonb(${name}::text))::text
        where product_id = ${id}`);
    });

  beforeAll(async () => {
    t = await createTestApp();
    a = await buildTenant(t, "Kept Pages");
    base = `/api/organization/${a.organizationId}/location/${a.locationId}/product`;
    await buildCatalog(t.database.db, a, { products: 40, strains: 6, seed: 11 });
  });
  afterAll(() => t.close());

  it("answers a page asked again from the kept answer, for every member, until the version moves", async () => {
    const first = await page();
    const id = first.data[0]!.id;
    await renameCardUnseen(id, "Unseen Name");
    // The version did not move: the kept answer stands (a fresh read would show the unseen name).
    expect(await page()).toEqual(first);
    expect(await page({}, a.people.CASHIER.token)).toEqual(first);
    await t.database.db.execute(
      sql`update product_list_versions set version = version + 1 where location_id = ${a.locationId}`,
    );
    await t.app.versionNotices.sync(t.database);
    expect((await page()).data[0]).toMatchObject({ id, name: "Unseen Name" });
  });

  it("shows a card written straight in SQL on the next page (its trigger moves the version)", async () => {
    const before = await page({ page: "2" });
    const id = before.data[3]!.id;
    await t.database.db.execute(
      sql`update product_cards set card = jsonb_set(card::jsonb, '{description}', '"Written in SQL"')::text
        where product_id = ${id}`,
    );
    await t.app.versionNotices.sync(t.database);
    expect((await page({ page: "2" })).data[3]).toMatchObject({ id, description: "Written in SQL" });
  });

  it("reads the version again, not trusting its notices, while the listener is down", async () => {
    const first = await page({ page: "3" });
    t.app.versionNotices.setListening(false);
    try {
      await t.database.db.execute(
        sql`update product_cards set card = jsonb_set(card::jsonb, '{description}', '"While deaf"')::text
          where product_id = ${first.data[0]!.id}`,
      );
      expect((await page({ page: "3" })).data[0]).toMatchObject({ description: "While deaf" });
    } finally {
      t.app.versionNotices.setListening(true);
    }
  });

  it("shows a product created, renamed or archived through the API on the next page and in its total", async () => {
    const token = a.people.MANAGER.token;
    const before = await page({ status: "PUBLISHED" });
    const [category] = (
      (await t.database.db.execute(
        sql`select id from categories where location_id = ${a.locationId} limit 1`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    const created = await t.call("POST", base, {
      token,
      body: { name: "AAA First On The Page", categoryId: category!.id, priceCents: 1000, status: "PUBLISHED" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = await page({ status: "PUBLISHED" });
    expect(after.meta.total).toBe(before.meta.total + 1);
    expect(after.data[0]).toMatchObject({ id: created.json().id, name: "AAA First On The Page" });

    const renamed = await t.call("PATCH", `${base}/${created.json().id}`, { token, body: { name: "AAA Renamed" } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await page({ status: "PUBLISHED" })).data[0]).toMatchObject({ name: "AAA Renamed" });

    const archived = await t.call("PATCH", `${base}/${created.json().id}/status`, {
      token,
      body: { status: "ARCHIVED" },
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(await page({ status: "PUBLISHED" })).toEqual(before);
  });
});
