import type { Room } from "@verdant/shared/rooms";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";
import { DEMO_PASSWORD, seedIdentity } from "./identity.seed.ts";
import { DEMO_ORGANIZATION, seedOrganizations } from "./organizations.seed.ts";

describe("organizations demo data", () => {
  let t: TestApp;
  const notes: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    await seedIdentity({ db: t.database.db, notes });
    await seedOrganizations({ db: t.database.db, notes });
  });
  afterAll(() => t.close());

  const signIn = async (email: string) => {
    const res = await t.call("POST", "/api/auth/sign-in/password", {
      body: { identifier: email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { accessToken: string; user: { selectedOrgId: string; selectedLocationId: string } };
  };

  it("gives the owner the organization with two stores, rooms in each, and a selected store", async () => {
    expect(notes.join("\n")).toContain(DEMO_ORGANIZATION);
    const owner = await signIn("owner@demo.store");
    const details = await t.call("GET", "/api/organization-details-by-slug/green-leaf-cannabis-co", {
      token: owner.accessToken,
    });
    expect(details.json()).toMatchObject({ name: DEMO_ORGANIZATION, memberCount: 6, membership: { type: "OWNER" } });
    const [la, van] = details.json().locations;
    expect(van).toMatchObject({
      name: "Vancouver",
      currency: "CAD",
      minimumAge: 19,
      cashRounding: "NEAREST_5_CENTS",
      limitsProfile: "CA",
    });
    expect(la).toMatchObject({
      name: "Los Angeles",
      timeZone: "America/Los_Angeles",
      currency: "USD",
      minimumAge: 21,
      limitsProfile: "US-CA",
    });
    expect(owner.user).toMatchObject({ selectedOrgId: details.json().id, selectedLocationId: van.id });
    const rooms = await t.call("GET", `/api/organization/${details.json().id}/location/${la.id}/rooms`, {
      token: owner.accessToken,
    });
    expect(rooms.json().data.map((r: Room) => r.name)).toEqual(["Quarantine", "Sales Floor", "Vault"]);
  });

  it("lets each staff member do what their role allows", async () => {
    const cashier = await signIn("cashier@demo.store");
    const base = `/api/organization/${cashier.user.selectedOrgId}/location/${cashier.user.selectedLocationId}/rooms`;
    expect((await t.call("GET", base, { token: cashier.accessToken })).statusCode).toBe(200);
    expect((await t.call("POST", base, { token: cashier.accessToken, body: { name: "Nope" } })).statusCode).toBe(403);
    const inventory = await signIn("inventory@demo.store");
    expect(
      (await t.call("POST", base, { token: inventory.accessToken, body: { name: "Back Stock" } })).statusCode,
    ).toBe(201);
    const admin = await signIn("orgadmin@demo.store");
    const members = await t.call("GET", `/api/organization/${cashier.user.selectedOrgId}/members`, {
      token: admin.accessToken,
    });
    expect(members.json().meta.total).toBe(6);
  });
});
