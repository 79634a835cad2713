import type { Customer } from "@verdant/shared/customers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildTenant, type Tenant } from "../../test/tenancy.fixtures.ts";
import { locationUrl } from "../tax-groups/tax-groups.test-helpers.ts";

describe("customers", () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let token: string;
  let seniors: string;
  beforeAll(async () => {
    t = await createTestApp();
    a = await buildTenant(t, "Customers A");
    b = await buildTenant(t, "Customers B");
    token = a.people.CASHIER.token;
    const group = await t.call("POST", locationUrl(a, "/customer-group"), {
      token: a.people.MANAGER.token,
      body: { name: "Seniors" },
    });
    expect(group.statusCode, group.body).toBe(201);
    seniors = group.json().id;
  });
  afterAll(() => t.close());

  const valid = (extra: Record<string, unknown> = {}) => ({
    firstName: "Mary",
    lastName: "O'Neil",
    email: "Mary@Example.com",
    phone: "+16045550101",
    dateOfBirth: "1950-02-03",
    ...extra,
  });
  const create = (body: Record<string, unknown>, as = token, tenant: Tenant = a) =>
    t.call("POST", "/api/customer", { token: as, body: { locationId: tenant.locationId, ...body } });

  it("creates a customer as a cashier, with groups, answering the spec's active flag", async () => {
    const res = await create(valid({ customerGroupIds: [seniors] }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      firstName: "Mary",
      lastName: "O'Neil",
      email: "mary@example.com",
      type: "RECREATIONAL",
      status: "ACTIVE",
      active: true,
      customerGroupIds: [seniors],
      organizationId: a.organizationId,
      locationId: a.locationId,
    });
  });

  it("refuses a second customer with the same e-mail or phone in the organization (409 fields_already_in_use)", async () => {
    const res = await create(valid({ firstName: "Other" }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "fields_already_in_use",
      fields: ["email", "phone"],
      message: "The fields email, phone are already in use. Please try again.",
    });
    // Another organization keeps its own customers.
    const elsewhere = await create(valid(), b.people.CASHIER.token, b);
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });

  it("names each invalid field, refuses a customer under the location's minimum age and checks medical cards", async () => {
    const invalid = await create({ firstName: "R2D2", email: "nope", phone: "12", dateOfBirth: "1990-02-30" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toEqual(
      expect.arrayContaining([
        "firstName must be up to 5 words of 1 to 20 letters, apostrophes or hyphens",
        "lastName is required",
        "email must be a valid e-mail address",
        "dateOfBirth must be a date in the form YYYY-MM-DD",
      ]),
    );
    const young = new Date();
    young.setFullYear(young.getFullYear() - 18);
    const minor = await create(valid({ email: null, phone: null, dateOfBirth: young.toISOString().slice(0, 10) }));
    expect(minor.statusCode).toBe(400);
    expect(minor.json().message).toEqual(["The customer must be at least 19 years old to buy at this location"]);

    const medical = await create(valid({ email: "med@example.com", phone: null, type: "MEDICAL" }));
    expect(medical.json().message).toEqual([
      "medicalCardNumber is required for a medical customer",
      "medicalCardState is required for a medical customer",
      "medicalCardExpiry is required for a medical customer",
    ]);
    const expired = await create(
      valid({
        email: "med@example.com",
        phone: null,
        type: "MEDICAL",
        medicalCardNumber: "MC-1",
        medicalCardState: "BC",
        medicalCardExpiry: "2020-01-01",
      }),
    );
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toEqual(["The medical card expired on 2020-01-01"]);
    const unknownGroup = await create(valid({ email: "g@example.com", phone: null, customerGroupIds: [b.locationId] }));
    expect(unknownGroup.json().message).toEqual([
      `customerGroupIds: ${b.locationId} is not a customer group of this organization`,
    ]);
  });

  it("lists with search over name, e-mail, phone and card, filters by type, status and created day", async () => {
    await create(valid({ firstName: "Zed", lastName: "Adams", email: "zed@example.com", phone: "+16045550199" }));
    await create(
      valid({
        firstName: "Ann",
        lastName: "Brook",
        email: "ann@example.com",
        phone: null,
        type: "MEDICAL",
        medicalCardNumber: "CARD777",
        medicalCardState: "BC",
        medicalCardExpiry: "2099-12-31",
      }),
    );
    const list = async (query: Record<string, string>) => {
      const res = await t.call("GET", "/api/customer", { token, query: { locationId: a.locationId, ...query } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: Customer[]; meta: { total: number; limit: number } };
    };
    const all = await list({});
    expect(all.meta.limit).toBe(10);
    expect(all.data.map((c) => c.lastName)).toEqual(["Adams", "Brook", "O'Neil"]);
    expect((await list({ sortOrder: "desc" })).data[0]!.lastName).toBe("O'Neil");
    expect((await list({ search: "card7" })).data.map((c) => c.firstName)).toEqual(["Ann"]);
    expect((await list({ search: "555-0199" })).data.map((c) => c.firstName)).toEqual(["Zed"]);
    expect((await list({ search: "mary o'n" })).data).toHaveLength(1);
    expect((await list({ type: "MEDICAL" })).data).toHaveLength(1);
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Vancouver" });
    expect((await list({ date: today })).meta.total).toBe(3);
    expect((await list({ date: "2001-01-01..2001-12-31" })).meta.total).toBe(0);
    const bad = await t.call("GET", "/api/customer", { token, query: { locationId: a.locationId, date: "yesterday" } });
    expect(bad.json().message).toEqual(["date must be YYYY-MM-DD or a range YYYY-MM-DD..YYYY-MM-DD"]);
    // Customers belong to the organization: a second location's staff see them too, B's staff do not.
    const fromB = await t.call("GET", "/api/customer", {
      token: b.people.OWNER.token,
      query: { locationId: b.locationId },
    });
    expect(fromB.json().meta.total).toBe(1);
  });

  it("updates, bans in bulk, and deletes singly and in bulk with partial results", async () => {
    const listed = (await t.call("GET", "/api/customer", { token, query: { locationId: a.locationId } })).json()
      .data as Customer[];
    const [adams, brook, oneil] = listed;
    const patch = await t.call("PATCH", `/api/customer/${adams!.id}`, {
      token,
      body: { locationId: a.locationId, notes: "Prefers indica", customerGroupIds: [seniors] },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toMatchObject({ notes: "Prefers indica", customerGroupIds: [seniors] });
    const taken = await t.call("PATCH", `/api/customer/${adams!.id}`, {
      token,
      body: { locationId: a.locationId, email: oneil!.email },
    });
    expect(taken.json()).toMatchObject({ statusCode: 409, fields: ["email"] });

    const foreign = (
      await t.call("GET", "/api/customer", { token: b.people.OWNER.token, query: { locationId: b.locationId } })
    ).json().data[0] as Customer;
    const banned = await t.call("PATCH", "/api/customer/bulk/status", {
      token,
      body: { locationId: a.locationId, customerIds: [adams!.id, foreign.id], status: "BANNED" },
    });
    expect(banned.json()).toEqual({
      successCount: 1,
      failureCount: 1,
      failures: [{ id: foreign.id, message: "Customer not found" }],
    });
    const inactive = await t.call("PATCH", "/api/customer/bulk/status", {
      token,
      body: { locationId: a.locationId, customerIds: [brook!.id], active: false },
    });
    expect(inactive.json().successCount).toBe(1);
    const got = await t.call("GET", `/api/customer/${brook!.id}`, { token, query: { locationId: a.locationId } });
    expect(got.json()).toMatchObject({ status: "INACTIVE", active: false });

    const del = await t.call("DELETE", `/api/customer/${oneil!.id}`, { token, query: { locationId: a.locationId } });
    expect(del.json()).toEqual({ id: oneil!.id });
    const bulk = await t.call("DELETE", "/api/customer/bulk", {
      token,
      body: { locationId: a.locationId, customerIds: [brook!.id, oneil!.id] },
    });
    expect(bulk.json()).toMatchObject({ successCount: 1, failureCount: 1 });
  });

  it("answers 404 for another organization's customer or location, and 403 for roles that only read", async () => {
    const foreign = (
      await t.call("GET", "/api/customer", { token: b.people.OWNER.token, query: { locationId: b.locationId } })
    ).json().data[0] as Customer;
    const q = { locationId: a.locationId };
    expect((await t.call("GET", `/api/customer/${foreign.id}`, { token, query: q })).statusCode).toBe(404);
    expect(
      (await t.call("PATCH", `/api/customer/${foreign.id}`, { token, body: { ...q, notes: "x" } })).statusCode,
    ).toBe(404);
    expect((await t.call("DELETE", `/api/customer/${foreign.id}`, { token, query: q })).statusCode).toBe(404);
    expect((await t.call("GET", "/api/customer", { token, query: { locationId: b.locationId } })).statusCode).toBe(404);
    const missing = await t.call("GET", "/api/customer", { token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toEqual(["locationId is required"]);
    for (const role of ["INVENTORY", "VIEWER"] as const) {
      expect((await t.call("GET", "/api/customer", { token: a.people[role].token, query: q })).statusCode).toBe(200);
      const write = await create(valid({ email: `${role}@example.com`, phone: null }), a.people[role].token);
      expect(write.statusCode, role).toBe(403);
    }
  });

  it("manages customer groups: unique names, member counts, managers only, and no delete while a discount uses one", async () => {
    const groups = locationUrl(a, "/customer-group");
    const manager = a.people.MANAGER.token;
    const dup = await t.call("POST", groups, { token: manager, body: { name: "seniors" } });
    expect(dup.json()).toMatchObject({ statusCode: 409, fields: ["name"] });
    expect((await t.call("POST", groups, { token, body: { name: "Cashier made" } })).statusCode).toBe(403);
    const list = await t.call("GET", groups, { token });
    expect(list.json().data).toEqual([expect.objectContaining({ name: "Seniors", customerCount: 1 })]);
    const renamed = await t.call("PATCH", `${groups}/${seniors}`, { token: manager, body: { name: "Seniors 65+" } });
    expect(renamed.json().name).toBe("Seniors 65+");
    const discount = await t.call("POST", locationUrl(a, "/discount/details"), {
      token: manager,
      body: { name: "Senior day" },
    });
    await t.call("POST", locationUrl(a, `/discount/${discount.json().id}/rules`), {
      token: manager,
      body: { customerGroupIds: [seniors] },
    });
    const blocked = await t.call("DELETE", `${groups}/${seniors}`, { token: manager });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe("The customer group is used by the discount Senior day: change it first");
    expect((await t.call("GET", locationUrl(b, "/customer-group"), { token: manager })).statusCode).toBe(404);
    const other = await t.call("POST", groups, { token: manager, body: { name: "Veterans" } });
    expect((await t.call("DELETE", `${groups}/${other.json().id}`, { token: manager })).json()).toEqual({
      id: other.json().id,
    });
  });
});
