import type { Discount } from "@verdant/shared/discounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildTenant, type Tenant } from "../../test/tenancy.fixtures.ts";
import { buildCatalog, locationUrl, type TestCatalog } from "../tax-groups/tax-groups.test-helpers.ts";

describe("discounts", () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let token: string;
  let base: string;
  let catalog: TestCatalog;
  let foreignId: string;
  beforeAll(async () => {
    t = await createTestApp();
    a = await buildTenant(t, "Discounts A");
    b = await buildTenant(t, "Discounts B");
    token = a.people.MANAGER.token;
    base = locationUrl(a, "/discount");
    catalog = await buildCatalog(t, a);
    const foreign = await t.call("POST", locationUrl(b, "/discount/details"), {
      token: b.people.OWNER.token,
      body: { name: "B only" },
    });
    foreignId = foreign.json().id;
  });
  afterAll(() => t.close());

  const draft = async (name: string, extra: Record<string, unknown> = {}) => {
    const res = await t.call("POST", `${base}/details`, { token, body: { name, ...extra } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Discount;
  };

  it("builds a discount in stages: details (DRAFT), rules, amount, then confirm", async () => {
    const created = await draft("20% off Kiva on Fridays", {
      code: "kiva20",
      startsAt: "2025-01-01",
      availability: { weekdays: [5, 5], startTime: "10:00", endTime: "22:00" },
    });
    expect(created).toMatchObject({
      status: "DRAFT",
      code: "KIVA20",
      rules: null,
      amount: null,
      availability: { weekdays: [5], startTime: "10:00", endTime: "22:00" },
      position: 1,
    });
    const rules = await t.call("POST", `${base}/${created.id}/rules`, {
      token,
      body: { scope: "BRAND", ids: [catalog.brands.kiva], minQuantity: 1 },
    });
    expect(rules.statusCode, rules.body).toBe(200);
    expect(rules.json().rules).toEqual({
      scope: "BRAND",
      ids: [catalog.brands.kiva],
      customerGroupIds: [],
      minQuantity: 1,
      minSubtotalCents: null,
    });
    expect((await t.call("POST", `${base}/${created.id}/rules`, { token, body: {} })).statusCode).toBe(409);
    const amount = await t.call("POST", `${base}/${created.id}/discount`, {
      token,
      body: { type: "PERCENT", percentPpm: 200000 },
    });
    expect(amount.json().amount).toEqual({ type: "PERCENT", percentPpm: 200000 });
    const confirmed = await t.call("POST", `${base}/${created.id}/confirm`, { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: "CONFIRMED" });
    expect(confirmed.json().confirmedAt).toBeTruthy();
    expect((await t.call("POST", `${base}/${created.id}/confirm`, { token })).statusCode).toBe(409);

    const edited = await t.call("PUT", `${base}/${created.id}/discount`, {
      token,
      body: { type: "FIXED_AMOUNT", amountCents: 500 },
    });
    expect(edited.json().amount).toEqual({ type: "FIXED_AMOUNT", amountCents: 500 });
    const details = await t.call("PUT", `${base}/${created.id}/details`, {
      token,
      body: { name: "Kiva Fridays", code: null },
    });
    expect(details.json()).toMatchObject({ name: "Kiva Fridays", code: null, status: "CONFIRMED" });
  });

  it("refuses to confirm an incomplete discount with one message per problem", async () => {
    const incomplete = await draft("Half done", { endsAt: "2020-01-01" });
    const res = await t.call("POST", `${base}/${incomplete.id}/confirm`, { token });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual([
      "The discount has no rules yet: save the rules step first",
      "The discount has no amount yet: save the amount step first",
      "endsAt is in the past: the discount would never apply",
    ]);
    await t.call("POST", `${base}/${incomplete.id}/rules`, { token, body: {} });
    await t.call("POST", `${base}/${incomplete.id}/discount`, {
      token,
      body: { type: "FIXED_PRICE", priceCents: 100 },
    });
    const still = await t.call("POST", `${base}/${incomplete.id}/confirm`, { token });
    expect(still.json().message).toEqual([
      "endsAt is in the past: the discount would never apply",
      "A fixed price needs rules that name brands, categories or products",
    ]);
    expect((await t.call("PUT", `${base}/${incomplete.id}/rules`, { token, body: {} })).statusCode).toBe(200);
    const fresh = await draft("No rules yet");
    expect((await t.call("PUT", `${base}/${fresh.id}/rules`, { token, body: {} })).statusCode).toBe(409);
  });

  it("names each invalid field of every stage", async () => {
    const details = await t.call("POST", `${base}/details`, {
      token,
      body: {
        code: "no spaces!",
        startsAt: "2025-05-01",
        endsAt: "2025-04-01",
        availability: { weekdays: [9], startTime: "25:00" },
      },
    });
    expect(details.statusCode).toBe(400);
    expect(details.json().message).toEqual(
      expect.arrayContaining(["name is required", "code must contain only letters and digits"]),
    );
    const d = await draft("Validation");
    const rules = await t.call("POST", `${base}/${d.id}/rules`, {
      token,
      body: { scope: "PRODUCT", ids: [catalog.brands.kiva], customerGroupIds: [b.locationId] },
    });
    expect(rules.statusCode).toBe(400);
    expect(rules.json().message).toEqual([
      `ids: ${catalog.brands.kiva} is not a product of this location`,
      `customerGroupIds: ${b.locationId} is not a customer group of this organization`,
    ]);
    expect((await t.call("POST", `${base}/${d.id}/rules`, { token, body: { scope: "BRAND" } })).json().message).toEqual(
      ["ids must name at least one entry"],
    );
    const amount = await t.call("POST", `${base}/${d.id}/discount`, {
      token,
      body: { type: "PERCENT", percentPpm: 1.5 },
    });
    expect(amount.json().message).toEqual(["percentPpm must be a whole number of parts per million"]);
    const type = await t.call("POST", `${base}/${d.id}/discount`, { token, body: { type: "BOGO" } });
    expect(type.statusCode).toBe(400);
    const code = await t.call("POST", `${base}/details`, { token, body: { name: "Dup code", code: "KIVA20" } });
    const again = await t.call("PUT", `${base}/${code.json().id}/details`, {
      token,
      body: { name: "x", code: "kiva20" },
    });
    expect(code.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    const taken = await t.call("POST", `${base}/details`, { token, body: { name: "Dup 2", code: "Kiva20" } });
    expect(taken.json()).toMatchObject({ statusCode: 409, code: "fields_already_in_use", fields: ["code"] });
  });

  it("lists with search and filters, reorders, and shows affected products", async () => {
    const list = await t.call("GET", base, { token, query: { status: "CONFIRMED" } });
    expect(list.json().meta).toMatchObject({ page: 1, limit: 20, total: 1 });
    const all = (await t.call("GET", base, { token, query: { limit: "100" } })).json().data as Discount[];
    expect(all.map((d) => d.position)).toEqual([...all.map((d) => d.position)].sort((x, y) => x - y));
    const reversed = all.slice(0, 3).reverse();
    const reorder = await t.call("POST", `${base}/reorder`, {
      token,
      body: { discountIds: reversed.map((d) => d.id) },
    });
    expect(reorder.statusCode, reorder.body).toBe(200);
    expect((reorder.json() as Discount[]).map((d) => d.id)).toEqual(reversed.map((d) => d.id));
    const after = (await t.call("GET", base, { token, query: { limit: "3" } })).json().data as Discount[];
    expect(after.map((d) => d.id)).toEqual(reversed.map((d) => d.id));
    const unknown = await t.call("POST", `${base}/reorder`, { token, body: { discountIds: [foreignId] } });
    expect(unknown.statusCode).toBe(404);

    const kiva = all.find((d) => d.name === "Kiva Fridays")!;
    const affected = await t.call("GET", `${base}/${kiva.id}/affected-products`, { token });
    expect(affected.json().meta).toMatchObject({ limit: 10, total: 2 });
    const search = await t.call("GET", `${base}/${kiva.id}/affected-products`, { token, query: { search: "camino" } });
    expect(search.json().data).toEqual([
      expect.objectContaining({ name: "Camino Chocolate", brandName: "Kiva", priceCents: 2000 }),
    ]);
    expect((await t.call("GET", base, { token, query: { search: "kiva" } })).json().meta.total).toBeGreaterThan(0);
  });

  it("turns confirmed discounts off and on in batch, deletes in batch with partial results", async () => {
    const all = (await t.call("GET", base, { token, query: { limit: "100" } })).json().data as Discount[];
    const confirmed = all.find((d) => d.status === "CONFIRMED")!;
    const drafted = all.find((d) => d.status === "DRAFT")!;
    const off = await t.call("PUT", `${base}/batch-availability`, {
      token,
      body: { discountIds: [confirmed.id, drafted.id], available: false },
    });
    expect(off.json()).toEqual({
      successCount: 1,
      failureCount: 1,
      failures: [{ id: drafted.id, message: "The discount is a draft: confirm it first" }],
    });
    expect((await t.call("GET", `${base}/${confirmed.id}`, { token })).json().status).toBe("INACTIVE");
    await t.call("PUT", `${base}/batch-availability`, {
      token,
      body: { discountIds: [confirmed.id], available: true },
    });
    expect((await t.call("GET", `${base}/${confirmed.id}`, { token })).json().status).toBe("CONFIRMED");

    const del = await t.call("DELETE", `${base}/batch`, { token, body: { discountIds: [drafted.id, foreignId] } });
    expect(del.json()).toMatchObject({ successCount: 1, failureCount: 1, failures: [{ id: foreignId }] });
    const one = await t.call("DELETE", `${base}/${confirmed.id}`, { token });
    expect(one.json()).toEqual({ id: confirmed.id });
    expect((await t.call("GET", `${base}/${confirmed.id}`, { token })).statusCode).toBe(404);
  });

  it("keeps a combination mode per location", async () => {
    const settings = locationUrl(a, "/discount-settings");
    expect((await t.call("GET", settings, { token })).json()).toMatchObject({
      combinationMode: "APPLY_ALL",
      updatedAt: null,
    });
    const put = await t.call("PUT", settings, { token, body: { combinationMode: "APPLY_HIGHEST_ONLY" } });
    expect(put.json()).toMatchObject({ combinationMode: "APPLY_HIGHEST_ONLY", locationId: a.locationId });
    const bad = await t.call("PUT", settings, { token, body: { combinationMode: "SOME" } });
    expect(bad.json().message).toEqual([
      "combinationMode must be one of APPLY_ALL, APPLY_HIGHEST_ONLY, APPLY_LOWEST_ONLY, DISABLE_ALL",
    ]);
    const other = await t.call("GET", locationUrl(b, "/discount-settings"), { token: b.people.OWNER.token });
    expect(other.json().combinationMode).toBe("APPLY_ALL");
  });

  it("answers 404 for another tenant's discounts and 403 when a reading role writes", async () => {
    for (const [method, path, body] of [
      ["GET", `/${foreignId}`, undefined],
      ["DELETE", `/${foreignId}`, undefined],
      ["PUT", `/${foreignId}/details`, { name: "x" }],
      ["POST", `/${foreignId}/rules`, {}],
      ["POST", `/${foreignId}/discount`, { type: "PERCENT", percentPpm: 1 }],
      ["POST", `/${foreignId}/confirm`, undefined],
      ["GET", `/${foreignId}/affected-products`, undefined],
    ] as const) {
      expect((await t.call(method, `${base}${path}`, { token, body })).statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await t.call("GET", locationUrl(b, "/discount"), { token })).statusCode).toBe(404);
    // An inventory clerk has no part in discounts (domain.md's permission table).
    expect((await t.call("GET", base, { token: a.people.INVENTORY.token })).statusCode).toBe(403);
    for (const role of ["CASHIER", "VIEWER"] as const) {
      const person = a.people[role].token;
      expect((await t.call("GET", base, { token: person })).statusCode).toBe(200);
      expect((await t.call("GET", locationUrl(a, "/discount-settings"), { token: person })).statusCode).toBe(200);
      const write = await t.call("POST", `${base}/details`, { token: person, body: { name: "Mine" } });
      expect(write.statusCode, role).toBe(403);
    }
  });
});
