// The list sends each product's stored card (product_cards, docs/decisions/0014-catalog-product-cards.md): a card
// must always say what the product read alone says, after the product's lookups change under it and when a card
// is missing because a bulk load ran without triggers.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCatalog } from "../../seed/catalog.seed.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildTenant, type Tenant } from "../../test/tenancy.fixtures.ts";

type Listed = { id: string; [key: string]: unknown };

describe("product cards", () => {
  let t: TestApp;
  let a: Tenant;
  let base: string;
  let token: string;
  let product: Listed;

  const call = async (method: "GET" | "PATCH" | "POST", url: string, body?: unknown) => {
    const res = await t.call(method, url, { token, ...(body === undefined ? {} : { body }) });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };
  const listed = async (query: Record<string, string> = {}): Promise<Listed[]> =>
    (await t.call("GET", base, { token, query: { limit: "100", ...query } })).json().data;
  /** Every listed product (the first 100, and one found by its search) equals the product read alone. */
  const expectListedAsAlone = async () => {
    const page = await listed();
    expect(page.length).toBeGreaterThan(20);
    for (const item of [...page, ...(await listed({ search: product.sku as string }))]) {
      expect(item, item.id).toEqual(await call("GET", `${base}/${item.id}`));
    }
  };
  const familyUrl = (family: string) => `/api/organization/${a.organizationId}/location/${a.locationId}/${family}`;
  const lookupUrl = (family: string, id: unknown) => `${familyUrl(family)}/${id}`;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    t = await createTestApp();
    a = await buildTenant(t, "Cards");
    token = a.people.MANAGER.token;
    base = `/api/organization/${a.organizationId}/location/${a.locationId}/product`;
    await buildCatalog(t.database.db, a, { products: 60, strains: 8, seed: 3 });
    const [tag] = await rows<{ id: string }>(sql`select id from tags where location_id = ${a.locationId} limit 1`);
    const [first] = await listed({ limit: "1" });
    product = await call("PATCH", `${base}/${first!.id}`, { tagIds: [tag!.id] });
    expect(product).toMatchObject({ brandId: expect.any(String), categoryId: expect.any(String) });
  });
  afterAll(() => t.close());

  it("shows a lookup's new name, class or rank on every product that uses it", async () => {
    const priority: { id: string } = await call("POST", familyUrl("priority"), { name: "Feature", rank: 4 });
    const vendor: { id: string } = (await call("GET", familyUrl("vendor"))).data[0];
    await call("PATCH", `${base}/${product.id}`, { priorityId: priority.id, vendorId: vendor.id, strainId: null });
    const strained = (await listed()).find((p) => p.strainId && p.id !== product.id)!;

    await call("PATCH", lookupUrl("brand", product.brandId), { name: "Renamed Brand" });
    await call("PATCH", lookupUrl("category", product.categoryId), { name: "Renamed Kind", complianceClass: "SEED" });
    await call("PATCH", lookupUrl("priority", priority.id), { name: "Top", rank: 0 });
    await call("PATCH", lookupUrl("tag", (product.tagIds as string[])[0]), { name: "Renamed Tag" });
    await call("PATCH", lookupUrl("strain", strained.strainId), { name: "Renamed Strain" });
    await call("PATCH", lookupUrl("vendor", vendor.id), { name: "Renamed Vendor" });

    const card = (await listed()).find((p) => p.id === product.id);
    expect(card).toMatchObject({
      brandName: "Renamed Brand",
      categoryName: "Renamed Kind",
      complianceClass: "SEED",
      priorityName: "Top",
      priorityRank: 0,
      vendorName: "Renamed Vendor",
      strainName: null,
      tags: [{ id: (product.tagIds as string[])[0], name: "Renamed Tag" }],
    });
    expect((await listed()).find((p) => p.id === strained.id)).toMatchObject({ strainName: "Renamed Strain" });
    await expectListedAsAlone();
  });

  it("drops a deleted tag from the cards that held it", async () => {
    const tagId = (product.tagIds as string[])[0]!;
    // The API refuses to delete a tag in use; written straight to the database, the cards still follow.
    await t.database.db.execute(sql`delete from tags where id = ${tagId}`);
    // Written by another connection, as by another process: the kept pages hear of it by its notice.
    await t.app.versionNotices.sync(t.database);
    expect((await listed()).find((p) => p.id === product.id)).toMatchObject({ tagIds: [], tags: [] });
    await expectListedAsAlone();
  });

  it("answers the same when cards are missing, and again once they are rebuilt", async () => {
    // What a bulk load that turns triggers off leaves (bench/bulk-load.ts), for part of a page.
    await t.database.db.execute(
      sql`delete from product_cards where product_id in (select id from products where location_id = ${a.locationId}
        order by lower(name) limit 7)`,
    );
    await t.app.versionNotices.sync(t.database);
    await expectListedAsAlone();
    await t.database.db.execute(sql`select product_cards_rebuild(${a.locationId})`);
    await t.app.versionNotices.sync(t.database);
    const [cards] = await rows<{ n: number }>(
      sql`select count(*)::int as n from product_cards where location_id = ${a.locationId}`,
    );
    expect(cards?.n).toBe((await call("GET", base)).meta.total);
    await expectListedAsAlone();
  });
});
