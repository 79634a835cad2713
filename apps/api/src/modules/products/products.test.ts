import { productMessages } from "@verdant/shared/products";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildTenant, type Tenant } from "../../test/tenancy.fixtures.ts";

describe("products", () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let base: string;
  let token: string;
  const ids: Record<string, string> = {};

  const post = async (url: string, body: unknown, as = token) => {
    const res = await t.call("POST", url, { token: as, body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const list = (query: Record<string, string | string[] | undefined>, as = token) =>
    t.call("GET", base, { token: as, query });
  const names = (res: { json: () => { data: { name: string }[] } }) => res.json().data.map((p) => p.name);

  beforeAll(async () => {
    t = await createTestApp();
    a = await buildTenant(t, "Products A");
    b = await buildTenant(t, "Products B");
    token = a.people.MANAGER.token;
    const loc = `/api/organization/${a.organizationId}/location/${a.locationId}`;
    base = `${loc}/product`;
    ids.tweed = (await post(`${loc}/brand`, { name: "Tweed" })).id;
    ids.redecan = (await post(`${loc}/brand`, { name: "Redecan" })).id;
    ids.flower = (await post(`${loc}/category`, { name: "Dried Flower", complianceClass: "FLOWER" })).id;
    ids.edible = (await post(`${loc}/category`, { name: "Gummies", complianceClass: "EDIBLE" })).id;
    ids.blueDream = (await post(`${loc}/strain`, { name: "Blue Dream", type: "HYBRID" })).id;
    ids.staffPick = (await post(`${loc}/tag`, { name: "Staff Pick" })).id;
    ids.local = (await post(`${loc}/tag`, { name: "Local" })).id;
    ids.featured = (await post(`${loc}/priority`, { name: "Featured", rank: 0 })).id;
    ids.vendor = (await post(`${loc}/vendor`, { name: "Great North Supply" })).id;
    const bLoc = `/api/organization/${b.organizationId}/location/${b.locationId}`;
    ids.foreignBrand = (await post(`${bLoc}/brand`, { name: "Foreign" }, b.people.OWNER.token)).id;
    ids.foreignProduct = (
      await post(`${bLoc}/product`, { name: "Foreign Kush", priceCents: 1 }, b.people.OWNER.token)
    ).id;
  });
  afterAll(() => t.close());

  it("creates a product with every field and answers the names of what it points at", async () => {
    const product = await post(base, {
      name: "Blue Dream 3.5g",
      description: "Sweet berry aroma",
      sku: "tw-bd-35",
      barcodes: ["0628582000012", "0628582000012"],
      brandId: ids.tweed,
      categoryId: ids.flower,
      strainId: ids.blueDream,
      priorityId: ids.featured,
      vendorId: ids.vendor,
      tagIds: [ids.staffPick, ids.local],
      priceCents: 3499,
      costCents: 1800,
      unit: "EACH",
      netWeightMg: 3500,
      thcPpm: 225000,
      cbdPpm: 1000,
      imageUrl: "https://images.example.test/blue-dream.png",
      reorderPoint: 12,
    });
    ids.blueDreamProduct = product.id;
    expect(product).toMatchObject({
      sku: "TW-BD-35",
      barcodes: ["0628582000012"],
      status: "PUBLISHED",
      brandName: "Tweed",
      categoryName: "Dried Flower",
      complianceClass: "FLOWER",
      strainName: "Blue Dream",
      priorityName: "Featured",
      priorityRank: 0,
      vendorName: "Great North Supply",
      tags: [
        { id: ids.local, name: "Local" },
        { id: ids.staffPick, name: "Staff Pick" },
      ],
      priceCents: 3499,
      netWeightMg: 3500,
      thcPpm: 225000,
      thcMcgPerUnit: null,
    });
    const got = await t.call("GET", `${base}/${product.id}`, { token: a.people.VIEWER.token });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(product);
  });

  it("generates a SKU from brand, category and name when none is given, unique in the location", async () => {
    const proposal = await t.call("POST", `${base}/generate-sku`, {
      token,
      body: { brandId: ids.redecan, categoryId: ids.edible, name: "Sour Gummies" },
    });
    expect(proposal.statusCode, proposal.body).toBe(200);
    expect(proposal.json()).toEqual({ sku: "RED-GUM-SOU-0001" });
    const first = await post(base, {
      name: "Sour Gummies",
      brandId: ids.redecan,
      categoryId: ids.edible,
      priceCents: 899,
      thcMcgPerUnit: 2500,
    });
    expect(first.sku).toBe("RED-GUM-SOU-0001");
    const second = await post(base, {
      name: "Sour Gummies 2",
      brandId: ids.redecan,
      categoryId: ids.edible,
      priceCents: 899,
    });
    expect(second.sku).toBe("RED-GUM-SOU-0002");
  });

  it("refuses a SKU already used in the location (409 fields_already_in_use)", async () => {
    const res = await t.call("POST", base, { token, body: { name: "Copy", sku: "TW-BD-35", priceCents: 1 } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "fields_already_in_use", fields: ["sku"] });
    const other = await t.call("PATCH", `${base}/${ids.blueDreamProduct}`, {
      token,
      body: { sku: "RED-GUM-SOU-0001" },
    });
    expect(other.statusCode).toBe(409);
  });

  it("answers 400 naming each field, including references to another location's entries", async () => {
    const res = await t.call("POST", base, {
      token,
      body: { name: "", priceCents: -1, unit: "LITRE", thcPpm: 2_000_000, brandId: ids.foreignBrand, sku: "bad sku!" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(
      expect.arrayContaining([
        "name is required",
        "priceCents must be at least 0",
        "unit must be one of EACH, GRAM",
        "thcPpm must be at most 1000000",
        "sku must contain only letters, digits, dashes, dots and underscores",
      ]),
    );
    const foreign = await t.call("POST", base, {
      token,
      body: { name: "X", priceCents: 1, brandId: ids.foreignBrand },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toEqual(["brandId must be a brand of this location"]);
    const tags = await t.call("POST", base, { token, body: { name: "X", priceCents: 1, tagIds: [ids.foreignBrand] } });
    expect(tags.json().message).toEqual(["tagIds must all be tags of this location"]);
  });

  it("updates fields and keeps search in step with the new name", async () => {
    const res = await t.call("PATCH", `${base}/${ids.blueDreamProduct}`, {
      token: a.people.INVENTORY.token,
      body: { name: "Blue Dream Premium 3.5g", priceCents: 3999, strainId: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ priceCents: 3999, strainId: null, strainName: null, brandName: "Tweed" });
    expect(names(await list({ search: "premium" }))).toEqual(["Blue Dream Premium 3.5g"]);
  });

  it("filters by each list filter and searches by word prefixes, SKU and barcode", async () => {
    await post(base, {
      name: "Pink Kush 1g Pre-Roll",
      sku: "PK-PR-1",
      priceCents: 999,
      brandId: ids.redecan,
      categoryId: ids.flower,
    });
    const byFilter: [Record<string, string | string[] | undefined>, string[]][] = [
      [{ brandIds: ids.tweed }, ["Blue Dream Premium 3.5g"]],
      [
        { brandIds: `${ids.tweed},${ids.redecan}`, categoryIds: ids.flower },
        ["Blue Dream Premium 3.5g", "Pink Kush 1g Pre-Roll"],
      ],
      [{ categoryIds: [ids.edible!] }, ["Sour Gummies", "Sour Gummies 2"]],
      [{ tagIds: ids.local }, ["Blue Dream Premium 3.5g"]],
      [{ priorityIds: ids.featured }, ["Blue Dream Premium 3.5g"]],
      [{ locationVendorIds: ids.vendor }, ["Blue Dream Premium 3.5g"]],
      [{ search: "dream blu" }, ["Blue Dream Premium 3.5g"]],
      [{ search: "PK-PR-1" }, ["Pink Kush 1g Pre-Roll"]],
      [{ search: "red-gum" }, ["Sour Gummies", "Sour Gummies 2"]],
      [{ search: "0628582000012" }, ["Blue Dream Premium 3.5g"]],
      [{ search: "s" }, ["Sour Gummies", "Sour Gummies 2"]],
      [{ search: "foreign" }, []],
    ];
    for (const [query, expected] of byFilter) {
      const res = await list(query);
      expect(res.statusCode, res.body).toBe(200);
      expect(names(res), JSON.stringify(query)).toEqual(expected);
      expect(res.json().meta.total).toBe(expected.length);
    }
    const strain = await post(base, { name: "Blue Dream Vape", priceCents: 4500, strainId: ids.blueDream });
    expect(names(await list({ strainIds: ids.blueDream }))).toEqual([strain.name]);
    const bad = await list({ brandIds: "not-an-id" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(["brandIds must be a list of valid ids"]);
  });

  it("archives and restores one product, and moves many at once with a partial result", async () => {
    const archived = await t.call("PATCH", `${base}/${ids.blueDreamProduct}/status`, {
      token,
      body: { status: "ARCHIVED" },
    });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().status).toBe("ARCHIVED");
    expect(names(await list({ status: "ARCHIVED" }))).toEqual(["Blue Dream Premium 3.5g"]);

    const published = await list({ status: "PUBLISHED", limit: "100" });
    const publishedIds: string[] = published.json().data.map((p: { id: string }) => p.id);
    const total = published.json().meta.total;
    const unknown = "00000000-0000-4000-8000-000000000000";
    const bulk = await t.call("PATCH", `${base}/bulk/status`, {
      token,
      body: { productIds: [...publishedIds.slice(0, 2), unknown, ids.foreignProduct], status: "ARCHIVED" },
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toEqual({
      successCount: 2,
      failureCount: 2,
      failures: [
        { id: unknown, message: "Product not found" },
        { id: ids.foreignProduct, message: "Product not found" },
      ],
    });
    expect(productMessages.bulkUpdated(bulk.json().successCount)).toBe("2 product(s) updated successfully");
    expect((await list({ status: "PUBLISHED" })).json().meta.total).toBe(total - 2);
    expect((await list({ status: "ARCHIVED" })).json().meta.total).toBe(3);
    const bad = await t.call("PATCH", `${base}/bulk/status`, { token, body: { productIds: [], status: "GONE" } });
    expect(bad.json().message).toEqual(
      expect.arrayContaining(["productIds must have at least 1 entry", "status must be one of PUBLISHED, ARCHIVED"]),
    );
  });

  it("pages from both ends with the same order and totals", async () => {
    const all = (await list({ limit: "100" })).json();
    const every: string[] = all.data.map((p: { id: string }) => p.id);
    expect(all.meta.total).toBe(every.length);
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(every.length / 2); page++) {
      const res = (await list({ limit: "2", page: String(page) })).json();
      expect(res.meta.totalPages).toBe(Math.ceil(every.length / 2));
      paged.push(...res.data.map((p: { id: string }) => p.id));
    }
    expect(paged).toEqual(every);
    expect((await list({ page: "99" })).json().data).toEqual([]);
  });

  it("counts products affected by brands, categories or products", async () => {
    const res = await t.call("GET", `${base}/count-affected`, {
      token,
      query: { brandIds: ids.tweed, categoryIds: ids.edible, productIds: ids.blueDreamProduct },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 3 });
    const none = await t.call("GET", `${base}/count-affected`, { token, query: { productIds: ids.foreignProduct } });
    expect(none.json()).toEqual({ count: 0 });
  });

  it("answers 404 for unknown and foreign products, 403 for read-only roles", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", ids.foreignProduct]) {
      expect((await t.call("GET", `${base}/${id}`, { token })).statusCode).toBe(404);
      expect((await t.call("PATCH", `${base}/${id}`, { token, body: { priceCents: 1 } })).statusCode).toBe(404);
      expect((await t.call("PATCH", `${base}/${id}/status`, { token, body: { status: "ARCHIVED" } })).statusCode).toBe(
        404,
      );
    }
    for (const role of ["CASHIER", "VIEWER"] as const) {
      const as = a.people[role].token;
      expect((await t.call("POST", base, { token: as, body: { name: "No", priceCents: 1 } })).statusCode).toBe(403);
      expect(
        (await t.call("PATCH", `${base}/${ids.blueDreamProduct}/status`, { token: as, body: { status: "PUBLISHED" } }))
          .statusCode,
      ).toBe(403);
      expect((await t.call("POST", `${base}/generate-sku`, { token: as, body: {} })).statusCode).toBe(403);
      expect((await list({}, as)).statusCode).toBe(200);
    }
  });

  it("stores an uploaded image behind a signed link and refuses a file that is not an image", async () => {
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    const upload = (data: Buffer, filename: string) => {
      const boundary = "----verdant";
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: "POST",
        url: `${base}/${ids.blueDreamProduct}/image`,
        payload,
        headers: {
          "api-key": "dev-local-key",
          authorization: `Bearer ${token}`,
          "content-type": `multipart/form-data; boundary=${boundary}`,
        },
      });
    };
    const res = await upload(png, "leaf.png");
    expect(res.statusCode, res.body).toBe(200);
    const imageUrl: string = res.json().imageUrl;
    expect(imageUrl).toMatch(/^\/api\/files\/products\/.+\.png\?expires=\d+&signature=/);
    const file = await t.app.inject({ method: "GET", url: imageUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.rawPayload.equals(png)).toBe(true);
    const listed = (await list({ search: "blue dream" })).json().data;
    const inList = listed.find((p: { id: string }) => p.id === ids.blueDreamProduct);
    expect(inList.imageUrl).toMatch(/^\/api\/files\/products\/.+\.png\?expires=\d+&signature=/);
    expect(inList).not.toHaveProperty("imageKey");
    expect((await t.app.inject({ method: "GET", url: inList.imageUrl })).statusCode).toBe(200);
    const tampered = await t.app.inject({ method: "GET", url: imageUrl.replace(/signature=.{4}/, "signature=AAAA") });
    expect(tampered.statusCode).toBe(403);
    const fake = await upload(Buffer.from("just text"), "leaf.png");
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toEqual(["file must be a PNG, JPEG, WEBP file (its content is not)"]);
  });
});
