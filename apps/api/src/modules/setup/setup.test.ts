import { SETUP_STEPS, type SetupChecklist } from "@verdant/shared/setup";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildTenant, type Tenant } from "../../test/tenancy.fixtures.ts";

describe("setup checklist", () => {
  let t: TestApp;
  let a: Tenant;
  const url = () => `/api/organization/${a.organizationId}/location/${a.locationId}/setup-checklist`;
  const checklist = async () => {
    const res = await t.call("GET", url(), { token: a.people.OWNER.token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as SetupChecklist;
    return { ...body, done: Object.fromEntries(body.steps.map((s) => [s.key, s.done])) };
  };
  beforeAll(async () => {
    t = await createTestApp();
    a = await buildTenant(t, "Setup Co");
  });
  afterAll(() => t.close());

  it("ticks each step off from the store's own data; Metrc only for a US store", async () => {
    await t.database.db.execute(sql`update locations set country = 'CA' where id = ${a.locationId}`);
    const before = await checklist();
    expect(before.steps.map((s) => s.key)).toEqual(SETUP_STEPS.filter((key) => key !== "metrc"));
    // The test tenant has staff already; no preset, receipt details or register yet.
    expect(before.done).toMatchObject({ team: true, jurisdiction: false, receipts: false, registers: false });
    expect(before.complete).toBe(false);

    await t.call("PATCH", `/api/organization/${a.organizationId}/location/${a.locationId}`, {
      token: a.people.OWNER.token,
      body: { returnPolicy: "Unopened within 14 days." },
    });
    const room = await t.call("POST", `/api/organization/${a.organizationId}/location/${a.locationId}/rooms`, {
      token: a.people.OWNER.token,
      body: { name: "Floor", roomTypes: ["SALES_FLOOR"] },
    });
    await t.call("POST", `/api/organization/${a.organizationId}/location/${a.locationId}/register`, {
      token: a.people.OWNER.token,
      body: { name: "Front", roomIds: [room.json().id] },
    });
    const after = await checklist();
    expect(after.done).toMatchObject({ receipts: true, registers: true });

    await t.database.db.execute(sql`update locations set country = 'US' where id = ${a.locationId}`);
    const us = await checklist();
    expect(us.steps.at(-1)).toEqual({ key: "metrc", done: false });
  });

  it("answers 404 for a location of another organization", async () => {
    const b = await buildTenant(t, "Other Setup Co");
    const res = await t.call("GET", `/api/organization/${a.organizationId}/location/${b.locationId}/setup-checklist`, {
      token: a.people.OWNER.token,
    });
    expect(res.statusCode).toBe(404);
  });
});
