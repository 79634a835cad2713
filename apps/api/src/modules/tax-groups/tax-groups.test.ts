import type { TaxGroup } from "@verdant/shared/tax-groups";
import type { TaxRate } from "@verdant/shared/tax-rates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildTenant, type Tenant } from "../../test/tenancy.fixtures.ts";
import { buildCatalog, locationUrl, type TestCatalog } from "./tax-groups.test-helpers.ts";

describe("tax groups", () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let token: string;
  let groups: string;
  let catalog: TestCatalog;
  let foreignGroupId: string;
  beforeAll(async () => {
    t = await createTestApp();
    a = await buildTenant(t, "Groups A");
    b = await buildTenant(t, "Groups B");
    token = a.people.MANAGER.token;
    groups = locationUrl(a, "/tax-group");
    catalog = await buildCatalog(t, a);
    const foreign = await t.call("POST", locationUrl(b, "/tax-group"), {
      token: b.people.OWNER.token,
      body: { name: "B" },
    });
    foreignGroupId = foreign.json().id;
  });
  afterAll(() => t.close());

  const createGroup = async (name: string, rates: [string, number][] = []) => {
    const res = await t.call("POST", groups, { token, body: { name } });
    expect(res.statusCode, res.body).toBe(201);
    const group = res.json() as TaxGroup;
    for (const [rateName, ratePpm] of rates) {
      const rate = await t.call("POST", locationUrl(a, "/tax-rate"), {
        token,
        body: { name: rateName, ratePpm, taxGroupId: group.id },
      });
      expect(rate.statusCode, rate.body).toBe(201);
    }
    return group;
  };
  const rateNames = async (taxGroupId: string) =>
    ((await t.call("GET", locationUrl(a, "/tax-rate"), { token, query: { taxGroupId } })).json().data as TaxRate[]).map(
      (r) => r.name,
    );
  const assign = (taxGroupId: string, entityType: string, entityId: string) =>
    t.call("POST", `${groups}/assign`, { token, body: { taxGroupId, entityType, entityId } });

  it("creates, reads, renames and lists groups; names are unique per location", async () => {
    const group = await createGroup("  BC Cannabis  ");
    expect(group).toMatchObject({ name: "BC Cannabis", rateCount: 0, assignments: [], locationId: a.locationId });
    const taken = await t.call("POST", groups, { token, body: { name: "bc cannabis" } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "fields_already_in_use", fields: ["name"] });
    const renamed = await t.call("PATCH", `${groups}/${group.id}`, { token, body: { name: "BC Retail" } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe("BC Retail");
    const list = await t.call("GET", groups, { token, query: { search: "retail" } });
    expect(list.json()).toMatchObject({ meta: { page: 1, limit: 20, total: 1 }, data: [{ id: group.id }] });
    expect((await t.call("GET", `${groups}/${group.id}`, { token })).json().name).toBe("BC Retail");
  });

  it("answers 'Tax group parameters are required' when a call comes without its parameters", async () => {
    for (const [method, path] of [
      ["POST", ""],
      ["POST", "/assign"],
      ["POST", "/bulk-assign"],
      ["PUT", "/update-assignment"],
      ["DELETE", "/bulk"],
      ["POST", "/calculate-tax"],
    ] as const) {
      const res = await t.call(method, `${groups}${path}`, { token });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message, path).toBe("Tax group parameters are required");
    }
    const invalid = await t.call("POST", `${groups}/assign`, { token, body: { taxGroupId: "x", entityType: "SHOE" } });
    expect(invalid.json().message).toEqual(
      expect.arrayContaining(["taxGroupId must be a valid id", "entityType must be one of CATEGORY, BRAND, TAX_GROUP"]),
    );
  });

  it("assigns groups to categories, brands and groups, replacing an entity's previous group", async () => {
    const state = await createGroup("State", [["State tax", 60000]]);
    const county = await createGroup("County", [["County tax", 10000]]);
    const first = await assign(state.id, "CATEGORY", catalog.categories.flower);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ entityType: "CATEGORY", entityName: "Flower", taxGroupId: state.id });
    const moved = await assign(county.id, "CATEGORY", catalog.categories.flower);
    expect(moved.json().taxGroupId).toBe(county.id);
    expect((await t.call("GET", `${groups}/${state.id}`, { token })).json().assignments).toEqual([]);

    const include = await assign(county.id, "TAX_GROUP", state.id);
    expect(include.statusCode, include.body).toBe(200);
    expect((await assign(state.id, "TAX_GROUP", state.id)).statusCode).toBe(400);
    const deeper = await createGroup("City");
    expect((await assign(deeper.id, "TAX_GROUP", county.id)).statusCode).toBe(409);

    expect((await assign(state.id, "BRAND", "00000000-0000-4000-8000-000000000000")).json().message).toBe(
      "Brand not found",
    );
    const bulk = await t.call("POST", `${groups}/bulk-assign`, {
      token,
      body: {
        taxGroupId: state.id,
        assignments: [
          { entityType: "BRAND", entityId: catalog.brands.kiva },
          { entityType: "CATEGORY", entityId: catalog.categories.edibles },
          { entityType: "BRAND", entityId: b.locationId },
        ],
      },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json()).toMatchObject({ successful: 2, failed: 1, successCount: 2, failureCount: 1 });
    expect(bulk.json().failures).toEqual([{ id: b.locationId, message: "Brand not found" }]);

    const detail = (await t.call("GET", `${groups}/${state.id}`, { token })).json() as TaxGroup;
    const brand = detail.assignments.find((x) => x.entityType === "BRAND")!;
    const update = await t.call("PUT", `${groups}/update-assignment`, {
      token,
      body: { assignmentId: brand.id, taxGroupId: county.id },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json()).toMatchObject({ taxGroupId: county.id, entityName: "Kiva" });

    const removed = await t.call("DELETE", `${groups}/${brand.id}/remove`, { token });
    expect(removed.json()).toEqual({ id: brand.id });
    expect((await t.call("DELETE", `${groups}/${brand.id}/remove`, { token })).statusCode).toBe(404);
    const edibles = detail.assignments.find((x) => x.entityType === "CATEGORY")!;
    const bulkRemove = await t.call("DELETE", `${groups}/${state.id}/assignments/bulk`, {
      token,
      body: { assignmentIds: [edibles.id, brand.id] },
    });
    expect(bulkRemove.json()).toMatchObject({ successCount: 1, failureCount: 1 });
  });

  it("deletes a group, moving its rates (in order, after the successor's) and assignments to newTaxGroupId", async () => {
    const old = await createGroup("Old", [
      ["Old 1", 1000],
      ["Old 2", 2000],
    ]);
    const next = await createGroup("Next", [["Next 1", 3000]]);
    await assign(old.id, "BRAND", catalog.brands.stiiizy);
    const res = await t.call("DELETE", `${groups}/${old.id}`, { token, body: { newTaxGroupId: next.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rateNames(next.id)).toEqual(["Next 1", "Old 1", "Old 2"]);
    const after = (await t.call("GET", `${groups}/${next.id}`, { token })).json() as TaxGroup;
    expect(after.assignments.map((x) => x.entityName)).toEqual(["Stiiizy"]);
    expect(after.rateCount).toBe(3);

    const lone = await createGroup("Lone", [["Lone 1", 1000]]);
    const plain = await t.call("DELETE", `${groups}/${lone.id}`, { token });
    expect(plain.statusCode).toBe(200);
    const standalone = await t.call("GET", locationUrl(a, "/tax-rate"), {
      token,
      query: { standalone: "true", search: "Lone" },
    });
    expect(standalone.json().data).toHaveLength(1);
    const self = await t.call("DELETE", `${groups}/${next.id}`, { token, query: { newTaxGroupId: next.id } });
    expect(self.statusCode).toBe(400);
  });

  it("bulk deletes and bulk duplicates with partial results", async () => {
    const one = await createGroup("Bulk 1", [
      ["B1 a", 1],
      ["B1 b", 2],
    ]);
    const two = await createGroup("Bulk 2");
    const dup = await t.call("POST", `${groups}/bulk/duplicate`, {
      token,
      body: { taxGroupIds: [one.id, foreignGroupId] },
    });
    expect(dup.statusCode, dup.body).toBe(200);
    expect(dup.json()).toMatchObject({
      successful: 1,
      failed: 1,
      failures: [{ id: foreignGroupId, message: "Tax group not found" }],
    });
    const copy = dup.json().data[0] as TaxGroup;
    expect(copy).toMatchObject({ name: "Bulk 1 (copy)", rateCount: 2 });
    expect(await rateNames(copy.id)).toEqual(["B1 a", "B1 b"]);
    const second = await t.call("POST", `${groups}/${one.id}/duplicate`, { token });
    expect(second.statusCode).toBe(201);
    expect(second.json().name).toBe("Bulk 1 (copy 2)");

    const del = await t.call("DELETE", `${groups}/bulk`, {
      token,
      body: { taxGroupIds: [two.id, foreignGroupId, copy.id] },
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toMatchObject({ successCount: 2, failureCount: 1, failures: [{ id: foreignGroupId }] });
    expect((await t.call("GET", `${groups}/${two.id}`, { token })).statusCode).toBe(404);
    expect(
      (await t.call("GET", locationUrl(b, `/tax-group/${foreignGroupId}`), { token: b.people.OWNER.token })).statusCode,
    ).toBe(200);
  });

  it("lists a category's products whose brand has another group, and resolves the conflict", async () => {
    const flowerGroup = await createGroup("Flower group");
    const brandGroup = await createGroup("Kiva group");
    await assign(flowerGroup.id, "CATEGORY", catalog.categories.flower);
    await assign(brandGroup.id, "BRAND", catalog.brands.kiva);
    await assign(flowerGroup.id, "BRAND", catalog.brands.stiiizy);
    const url = `${groups}/${flowerGroup.id}/category/${catalog.categories.flower}`;
    const conflicts = await t.call("POST", `${url}/conflicts`, { token });
    expect(conflicts.statusCode, conflicts.body).toBe(200);
    expect(conflicts.json().data).toEqual([
      expect.objectContaining({
        productId: catalog.products.kivaFlower,
        brandName: "Kiva",
        brandTaxGroupId: brandGroup.id,
        categoryTaxGroupId: flowerGroup.id,
        resolvedWith: null,
      }),
    ]);
    const wrong = await t.call("POST", `${url}/resolve-conflicts`, {
      token,
      body: { winner: "CATEGORY", productIds: [catalog.products.chocolate] },
    });
    expect(wrong.statusCode).toBe(400);
    const resolved = await t.call("POST", `${url}/resolve-conflicts`, { token, body: { winner: "CATEGORY" } });
    expect(resolved.json()).toEqual({ resolvedCount: 1 });
    expect((await t.call("POST", `${url}/conflicts`, { token })).json().data[0].resolvedWith).toBe("CATEGORY");
    const foreignCategory = await t.call("POST", `${groups}/${flowerGroup.id}/category/${b.locationId}/conflicts`, {
      token,
    });
    expect(foreignCategory.statusCode).toBe(404);
  });

  it("answers 404 for another tenant's groups and 403 for roles that only read", async () => {
    for (const [method, path] of [
      ["GET", `/${foreignGroupId}`],
      ["PATCH", `/${foreignGroupId}`],
      ["DELETE", `/${foreignGroupId}`],
      ["POST", `/${foreignGroupId}/duplicate`],
    ] as const) {
      const res = await t.call(method, `${groups}${path}`, {
        token,
        body: method === "PATCH" ? { name: "x" } : undefined,
      });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await t.call("GET", locationUrl(b, "/tax-group"), { token })).statusCode).toBe(404);
    expect((await t.call("GET", groups, { token: a.people.INVENTORY.token })).statusCode).toBe(403);
    for (const role of ["CASHIER", "VIEWER"] as const) {
      expect((await t.call("GET", groups, { token: a.people[role].token })).statusCode).toBe(200);
      const write = await t.call("POST", groups, { token: a.people[role].token, body: { name: `By ${role}` } });
      expect(write.statusCode, role).toBe(403);
    }
  });
});
