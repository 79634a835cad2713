import { complianceClasses } from "@verdant/shared/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";
import { seedCatalog } from "./catalog.seed.ts";
import { DEMO_PASSWORD, seedIdentity } from "./identity.seed.ts";
import { seedOrganizations } from "./organizations.seed.ts";

describe("catalog demo data", () => {
  let t: TestApp;
  let token: string;
  let base: string;
  const notes: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    const ctx = { db: t.database.db, config: t.config, notes, storage: t.storage };
    await seedIdentity(ctx);
    await seedOrganizations(ctx);
    await seedCatalog(ctx);
    const res = await t.call("POST", "/api/auth/sign-in/password", {
      body: { identifier: "manager@demo.store", password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json();
    token = session.accessToken;
    base = `/api/organization/${session.user.selectedOrgId}/location/${session.user.selectedLocationId}`;
  });
  afterAll(() => t.close());

  it("gives each demo store ~300 products across 15 brands and every compliance class", async () => {
    expect(notes.join("\n")).toContain("300 products");
    const all = await t.call("GET", `${base}/product`, { token });
    expect(all.json().meta.total).toBe(300);
    expect((await t.call("GET", `${base}/brand`, { token })).json().meta.total).toBe(15);
    const categories = (await t.call("GET", `${base}/category`, { token, query: { limit: "20" } })).json().data;
    expect(categories.map((c: { complianceClass: string }) => c.complianceClass).sort()).toEqual(
      [...complianceClasses].sort(),
    );
    for (const category of categories) expect(category.productCount, category.name).toBeGreaterThan(0);
    const archived = await t.call("GET", `${base}/product`, { token, query: { status: "ARCHIVED" } });
    expect(archived.json().meta.total).toBeGreaterThan(0);
  });

  it("has 6 vendors with licenses in every status, the files downloadable by members", async () => {
    const vendors = (await t.call("GET", `${base}/vendor`, { token })).json();
    expect(vendors.meta.total).toBe(6);
    const statuses = new Set(vendors.data.map((v: { licenseStatus: string }) => v.licenseStatus));
    expect([...statuses].sort()).toEqual(["EXPIRED", "EXPIRING_SOON", "MISSING", "VALID"]);
    const licensed = vendors.data.find((v: { licenseFileUrl: string | null }) => v.licenseFileUrl);
    const file = await t.call("GET", `${base}/vendor/${licensed.id}/license`, { token });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
  });

  it("says which topicals are non-solid: lotions and oils count 70 g = 1 g in Canada, balms and bath bombs 15 g", async () => {
    const categories = (await t.call("GET", `${base}/category`, { token, query: { limit: "20" } })).json().data;
    const topicals = categories.find((c: { complianceClass: string }) => c.complianceClass === "TOPICAL");
    const list = await t.call("GET", `${base}/product`, { token, query: { categoryIds: topicals.id, limit: "100" } });
    const products = list.json().data as { name: string; form: string | null }[];
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.form, product.name).toBe(/Lotion|Oil/.test(product.name) ? "NON_SOLID" : "SOLID");
    }
    expect(new Set(products.map((p) => p.form))).toEqual(new Set(["SOLID", "NON_SOLID"]));
  });
});
