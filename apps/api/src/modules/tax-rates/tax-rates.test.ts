import type { TaxRate } from "@verdant/shared/tax-rates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildTenant, type Tenant } from "../../test/tenancy.fixtures.ts";
import { locationUrl } from "../tax-groups/tax-groups.test-helpers.ts";

describe("tax rates", () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let token: string;
  let rates: string;
  let groupId: string;
  beforeAll(async () => {
    t = await createTestApp();
    a = await buildTenant(t, "Rates A");
    b = await buildTenant(t, "Rates B");
    token = a.people.MANAGER.token;
    rates = locationUrl(a, "/tax-rate");
    const group = await t.call("POST", locationUrl(a, "/tax-group"), { token, body: { name: "Ordering" } });
    groupId = group.json().id;
  });
  afterAll(() => t.close());

  const create = async (name: string, extra: Record<string, unknown> = {}) => {
    const res = await t.call("POST", rates, { token, body: { name, ratePpm: 10000, taxGroupId: groupId, ...extra } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as TaxRate;
  };
  const order = async (id = groupId) => {
    const res = await t.call("GET", rates, { token, query: { taxGroupId: id, limit: "100" } });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as TaxRate[];
    // The links agree with the order the list shows.
    list.forEach((rate, i) => {
      expect(rate.previousTaxRateId).toBe(list[i - 1]?.id ?? null);
      expect(rate.nextTaxRateId).toBe(list[i + 1]?.id ?? null);
    });
    return list.map((r) => r.name);
  };
  const reorder = (taxRateId: string, previousTaxRateId: string | null, nextTaxRateId?: string | null) =>
    t.call("POST", `${rates}/reorder`, {
      token,
      body: {
        taxRateId,
        taxGroupId: groupId,
        previousTaxRateId,
        ...(nextTaxRateId === undefined ? {} : { nextTaxRateId }),
      },
    });

  it("creates rates in ppm at the end of their group, with defaults", async () => {
    const rate = await create("Excise", { ratePpm: 150000, customerType: "RECREATIONAL" });
    expect(rate).toMatchObject({
      name: "Excise",
      ratePpm: 150000,
      customerType: "RECREATIONAL",
      compound: false,
      status: "ACTIVE",
      standalone: false,
      taxGroupId: groupId,
      taxGroupName: "Ordering",
      previousTaxRateId: null,
      nextTaxRateId: null,
    });
    const sales = await create("Sales", { ratePpm: 95000, compound: true });
    expect(sales.previousTaxRateId).toBe(rate.id);
    expect(await order()).toEqual(["Excise", "Sales"]);
  });

  it("keeps the order intact through several moves, and refuses neighbours that are not neighbours", async () => {
    const c = await create("C");
    const d = await create("D");
    const list = (await t.call("GET", rates, { token, query: { taxGroupId: groupId } })).json().data as TaxRate[];
    const id = (name: string) => list.find((r) => r.name === name)!.id;
    expect(await order()).toEqual(["Excise", "Sales", "C", "D"]);
    expect((await reorder(d.id, null)).statusCode).toBe(200); // to the front
    expect(await order()).toEqual(["D", "Excise", "Sales", "C"]);
    expect((await reorder(id("Excise"), c.id, null)).statusCode).toBe(200); // to the end, both neighbours given
    expect(await order()).toEqual(["D", "Sales", "C", "Excise"]);
    const middle = await reorder(d.id, id("Sales"), c.id);
    expect(middle.statusCode, middle.body).toBe(200);
    expect((middle.json() as TaxRate[]).map((r) => r.name)).toEqual(["Sales", "D", "C", "Excise"]);
    expect((await reorder(c.id, null)).statusCode).toBe(200);
    expect(await order()).toEqual(["C", "Sales", "D", "Excise"]);

    const apart = await reorder(c.id, id("Sales"), id("Excise"));
    expect(apart.statusCode).toBe(409);
    expect(apart.json().message).toBe("previousTaxRateId and nextTaxRateId must be neighbours in the tax group");
    const self = await reorder(c.id, c.id);
    expect(self.statusCode).toBe(400);
    expect(await order()).toEqual(["C", "Sales", "D", "Excise"]);
  });

  it("deletes a rate in the middle and closes the gap", async () => {
    const list = (await t.call("GET", rates, { token, query: { taxGroupId: groupId } })).json().data as TaxRate[];
    const sales = list.find((r) => r.name === "Sales")!;
    const res = await t.call("DELETE", `${rates}/${sales.id}`, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: sales.id });
    expect(await order()).toEqual(["C", "D", "Excise"]);
    expect((await t.call("GET", `${rates}/${sales.id}`, { token })).statusCode).toBe(404);
  });

  it("removes a rate from its group (standalone) and assigns it back at the end", async () => {
    const list = (await t.call("GET", rates, { token, query: { taxGroupId: groupId } })).json().data as TaxRate[];
    const c = list[0]!;
    const removed = await t.call("DELETE", `${rates}/remove`, {
      token,
      body: { taxRateId: c.id, taxGroupId: groupId },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ standalone: true, taxGroupId: null, previousTaxRateId: null });
    expect(await order()).toEqual(["D", "Excise"]);
    const standalone = await t.call("GET", rates, { token, query: { standalone: "true" } });
    expect((standalone.json().data as TaxRate[]).map((r) => r.name)).toEqual(["C"]);
    const again = await t.call("DELETE", `${rates}/remove`, { token, body: { taxRateId: c.id, taxGroupId: groupId } });
    expect(again.statusCode).toBe(409);
    const assigned = await t.call("POST", `${rates}/assign`, { token, body: { taxRateId: c.id, taxGroupId: groupId } });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await order()).toEqual(["D", "Excise", "C"]);
  });

  it("duplicates a rate standalone, or right after itself in its group", async () => {
    const list = (await t.call("GET", rates, { token, query: { taxGroupId: groupId } })).json().data as TaxRate[];
    const d = list[0]!;
    const copy = await t.call("POST", `${rates}/${d.id}/duplicate`, { token });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({ name: "D (copy)", standalone: true, ratePpm: d.ratePpm });
    const inGroup = await t.call("POST", `${rates}/${d.id}/duplicate-in-group`, { token });
    expect(inGroup.statusCode, inGroup.body).toBe(201);
    expect(await order()).toEqual(["D", "D (copy)", "Excise", "C"]);
    const standaloneCopy = await t.call("POST", `${rates}/${copy.json().id}/duplicate-in-group`, { token });
    expect(standaloneCopy.statusCode).toBe(409);
  });

  it("updates a rate and filters the list by customer type, status and search", async () => {
    const list = (await t.call("GET", rates, { token, query: { taxGroupId: groupId } })).json().data as TaxRate[];
    const excise = list.find((r) => r.name === "Excise")!;
    const res = await t.call("PATCH", `${rates}/${excise.id}`, { token, body: { status: "INACTIVE", ratePpm: 88750 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "INACTIVE",
      ratePpm: 88750,
      previousTaxRateId: excise.previousTaxRateId,
    });
    const inactive = await t.call("GET", rates, { token, query: { status: "INACTIVE" } });
    expect((inactive.json().data as TaxRate[]).map((r) => r.name)).toEqual(["Excise"]);
    const recreational = await t.call("GET", rates, { token, query: { customerType: "RECREATIONAL" } });
    expect((recreational.json().data as TaxRate[]).map((r) => r.name)).toEqual(["Excise"]);
    const search = await t.call("GET", rates, { token, query: { search: "cop", sortBy: "name" } });
    expect(search.json().meta).toMatchObject({ page: 1, limit: 20, total: 2 });
  });

  it("refuses invalid rates with one message per field", async () => {
    const res = await t.call("POST", rates, { token, body: { ratePpm: 8.875, customerType: "KIDS" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(
      expect.arrayContaining([
        "name is required",
        "ratePpm must be a whole number of parts per million",
        "customerType must be one of RECREATIONAL, MEDICAL, ALL",
      ]),
    );
    const tooHigh = await t.call("POST", rates, { token, body: { name: "X", ratePpm: 1_000_001 } });
    expect(tooHigh.json().message).toEqual(["ratePpm must be at most 1000000"]);
  });

  it("answers 404 for unknown and foreign ids, and for a foreign group", async () => {
    const foreign = await t.call("POST", locationUrl(b, "/tax-rate"), {
      token: b.people.MANAGER.token,
      body: { name: "B rate", ratePpm: 50000 },
    });
    const foreignId = foreign.json().id;
    for (const id of [foreignId, "00000000-0000-4000-8000-000000000000"]) {
      expect((await t.call("GET", `${rates}/${id}`, { token })).statusCode).toBe(404);
      expect((await t.call("PATCH", `${rates}/${id}`, { token, body: { name: "x" } })).statusCode).toBe(404);
      expect((await t.call("DELETE", `${rates}/${id}`, { token })).statusCode).toBe(404);
      expect((await t.call("POST", `${rates}/${id}/duplicate`, { token })).statusCode).toBe(404);
    }
    const intoForeign = await t.call("POST", rates, {
      token,
      body: { name: "x", ratePpm: 1, taxGroupId: b.locationId },
    });
    expect(intoForeign.statusCode).toBe(404);
    expect((await t.call("GET", locationUrl(b, "/tax-rate"), { token })).statusCode).toBe(404);
  });

  it("lets cashiers and viewers read, only owners, admins and managers write, and inventory clerks neither", async () => {
    expect((await t.call("GET", rates, { token: a.people.INVENTORY.token })).statusCode).toBe(403);
    for (const role of ["CASHIER", "VIEWER"] as const) {
      const person = a.people[role].token;
      expect((await t.call("GET", rates, { token: person })).statusCode).toBe(200);
      const write = await t.call("POST", rates, { token: person, body: { name: "Nope", ratePpm: 1 } });
      expect(write.statusCode, role).toBe(403);
    }
    for (const role of ["OWNER", "ADMIN"] as const) {
      const res = await t.call("POST", rates, {
        token: a.people[role].token,
        body: { name: `By ${role}`, ratePpm: 1 },
      });
      expect(res.statusCode, role).toBe(201);
    }
    expect((await t.call("GET", rates, { token: a.people.NO_ROLE.token })).statusCode).toBe(403);
  });
});
