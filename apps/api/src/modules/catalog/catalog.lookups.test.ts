import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildTenant, type Tenant } from "../../test/tenancy.fixtures.ts";

// The five lookups share one shape; each row is one family with a valid body and its extra field.
const families = [
  { family: "brand", label: "brand", body: { name: "Tweed", description: "Canadian classics" }, bad: {} },
  {
    family: "category",
    label: "category",
    body: { name: "Dried Flower", complianceClass: "FLOWER" },
    bad: { complianceClass: "SOIL" },
    badMessage: /^complianceClass must be one of FLOWER/,
  },
  {
    family: "strain",
    label: "strain",
    body: { name: "Blue Dream", type: "HYBRID" },
    bad: { type: "RUDERALIS" },
    badMessage: /^type must be one of INDICA/,
  },
  { family: "tag", label: "tag", body: { name: "Staff Pick" }, bad: {} },
  {
    family: "priority",
    label: "priority",
    body: { name: "Featured", rank: 1 },
    bad: { rank: -1 },
    badMessage: /^rank must be at least 0/,
  },
] as const;

describe("catalog lookups: brands, categories, strains, tags, priorities", () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  beforeAll(async () => {
    t = await createTestApp();
    a = await buildTenant(t, "Lookups A");
    b = await buildTenant(t, "Lookups B");
  });
  afterAll(() => t.close());

  const urlOf = (tenant: Tenant, family: string) =>
    `/api/organization/${tenant.organizationId}/location/${tenant.locationId}/${family}`;

  describe.each(families)("$family", (f) => {
    const base = () => urlOf(a, f.family);
    const manager = () => a.people.MANAGER.token;

    it("creates, reads, lists with search and paging, updates and deletes", async () => {
      const created = await t.call("POST", base(), { token: manager(), body: f.body });
      expect(created.statusCode, created.body).toBe(201);
      const entry = created.json();
      expect(entry).toMatchObject({
        ...f.body,
        organizationId: a.organizationId,
        locationId: a.locationId,
        productCount: 0,
      });

      const other = await t.call("POST", base(), { token: manager(), body: { ...f.body, name: "Zeta Other" } });
      expect(other.statusCode, other.body).toBe(201);

      const got = await t.call("GET", `${base()}/${entry.id}`, { token: a.people.VIEWER.token });
      expect(got.statusCode).toBe(200);
      expect(got.json().name).toBe(f.body.name);

      const page = await t.call("GET", base(), { token: a.people.CASHIER.token, query: { limit: "1", page: "2" } });
      expect(page.statusCode).toBe(200);
      expect(page.json().meta).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });

      const searched = await t.call("GET", base(), { token: manager(), query: { search: "zeta" } });
      expect(searched.json().data.map((e: { name: string }) => e.name)).toEqual(["Zeta Other"]);

      const renamed = await t.call("PATCH", `${base()}/${entry.id}`, { token: manager(), body: { name: "Renamed" } });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({ ...f.body, name: "Renamed" });

      const deleted = await t.call("DELETE", `${base()}/${entry.id}`, { token: manager() });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ id: entry.id });
      expect((await t.call("GET", `${base()}/${entry.id}`, { token: manager() })).statusCode).toBe(404);
    });

    it("answers 400 naming the field", async () => {
      const res = await t.call("POST", base(), { token: manager(), body: { ...f.body, name: "  ", ...f.bad } });
      expect(res.statusCode).toBe(400);
      const messages: string[] = res.json().message;
      expect(messages).toContain("name is required");
      if ("badMessage" in f) expect(messages).toEqual(expect.arrayContaining([expect.stringMatching(f.badMessage)]));
    });

    it("refuses a duplicate name, whatever its case, with fields_already_in_use", async () => {
      const name = `Dup ${f.family}`;
      expect((await t.call("POST", base(), { token: manager(), body: { ...f.body, name } })).statusCode).toBe(201);
      const res = await t.call("POST", base(), { token: manager(), body: { ...f.body, name: name.toUpperCase() } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: "fields_already_in_use",
        fields: ["name"],
        message: "The name is already in use. Please try again.",
      });
      // Another location may use the same name.
      const elsewhere = await t.call("POST", urlOf(b, f.family), {
        token: b.people.OWNER.token,
        body: { ...f.body, name },
      });
      expect(elsewhere.statusCode).toBe(201);
    });

    it("answers 404 for unknown ids and for another tenant's ids", async () => {
      const unknown = "00000000-0000-4000-8000-000000000000";
      expect((await t.call("GET", `${base()}/${unknown}`, { token: manager() })).statusCode).toBe(404);
      const theirs = await t.call("POST", urlOf(b, f.family), {
        token: b.people.OWNER.token,
        body: { ...f.body, name: "Theirs" },
      });
      const id = theirs.json().id;
      for (const [method, body] of [
        ["GET", undefined],
        ["PATCH", { name: "Mine now" }],
        ["DELETE", undefined],
      ] as const) {
        const res = await t.call(method, `${base()}/${id}`, { token: manager(), body });
        expect(res.statusCode, `${method} ${res.body}`).toBe(404);
      }
      // B's URL with A's token: A is no member of B.
      expect((await t.call("GET", urlOf(b, f.family), { token: manager() })).statusCode).toBe(404);
    });

    it("lets CASHIER and VIEWER read only, and INVENTORY write (domain.md)", async () => {
      for (const role of ["CASHIER", "VIEWER"] as const) {
        const res = await t.call("POST", base(), { token: a.people[role].token, body: { ...f.body, name: role } });
        expect(res.statusCode, role).toBe(403);
        expect((await t.call("GET", base(), { token: a.people[role].token })).statusCode).toBe(200);
      }
      const inventory = await t.call("POST", base(), {
        token: a.people.INVENTORY.token,
        body: { ...f.body, name: "By inventory" },
      });
      expect(inventory.statusCode, inventory.body).toBe(201);
      expect((await t.call("GET", base(), { token: a.people.NO_ROLE.token })).statusCode).toBe(403);
    });
  });

  it("refuses to delete an entry products use, naming how many", async () => {
    const token = a.people.MANAGER.token;
    const ids: Record<string, string> = {};
    for (const f of families) {
      const res = await t.call("POST", urlOf(a, f.family), { token, body: { ...f.body, name: `Used ${f.family}` } });
      expect(res.statusCode, res.body).toBe(201);
      ids[f.family] = res.json().id;
    }
    for (const n of [1, 2]) {
      const res = await t.call("POST", urlOf(a, "product"), {
        token,
        body: {
          name: `Used product ${n}`,
          priceCents: 1000,
          brandId: ids.brand,
          categoryId: ids.category,
          strainId: ids.strain,
          priorityId: ids.priority,
          tagIds: [ids.tag],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    for (const f of families) {
      const res = await t.call("DELETE", `${urlOf(a, f.family)}/${ids[f.family]}`, { token });
      expect(res.statusCode, f.family).toBe(409);
      expect(res.json().message).toBe(`This ${f.label} is used by 2 products. Move them to another ${f.label} first.`);
      const got = await t.call("GET", `${urlOf(a, f.family)}/${ids[f.family]}`, { token });
      expect(got.json().productCount).toBe(2);
    }
  });

  it("orders priorities by rank", async () => {
    const url = urlOf(b, "priority");
    const token = b.people.OWNER.token;
    for (const [name, rank] of [
      ["Last", 9],
      ["First", 0],
      ["Middle", 5],
    ] as const)
      await t.call("POST", url, { token, body: { name, rank } });
    const res = await t.call("GET", url, { token, query: { limit: "100" } });
    const names = res.json().data.map((p: { name: string }) => p.name);
    expect(names.filter((n: string) => ["First", "Middle", "Last"].includes(n))).toEqual(["First", "Middle", "Last"]);
  });
});
