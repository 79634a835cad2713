// The staff welcome (issue 15): shown once to who joins by invitation, per membership, skippable, never to the owner.
import type { StaffWelcome } from "@verdant/shared/staff-welcome";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { addPerson, buildTenant, type Tenant } from "../../test/tenancy.fixtures.ts";
import { createSignedInUser, lastMessageTo, uniqueEmail } from "../auth/auth.test-helpers.ts";
import { insertMember } from "./members.service.ts";

describe("staff welcome", () => {
  let t: TestApp;
  let a: Tenant;
  let secondLocationId: string;
  beforeAll(async () => {
    t = await createTestApp();
    a = await buildTenant(t, "Welcome Co");
    const second = await t.call("POST", `/api/organization/${a.organizationId}/location`, {
      token: a.people.OWNER.token,
      body: { name: "Annex", country: "CA", timeZone: "America/Vancouver" },
    });
    expect(second.statusCode, second.body).toBe(201);
    secondLocationId = second.json().id;
  });
  afterAll(() => t.close());

  const welcome = (token: string, orgId = a.organizationId) =>
    t.call("GET", `/api/organization/${orgId}/welcome`, { token });
  const seen = (token: string, orgId = a.organizationId) =>
    t.call("POST", `/api/organization/${orgId}/welcome/seen`, { token });

  /** Invited by the owner with these roles, signed up and accepted: a member as an invitation makes one. */
  async function invited(locationRoles: { locationId: string; roles: string[] }[], type = "MEMBER") {
    const email = uniqueEmail("staff");
    const sent = await t.call("POST", "/api/organization-send-invitation", {
      token: a.people.OWNER.token,
      body: { organizationId: a.organizationId, email, type, locationRoles },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const code = (await lastMessageTo(t, email))!.body.match(/\/signup\/([A-Za-z0-9]+)/)![1]!;
    const person = await createSignedInUser(t, { email });
    const accepted = await t.call("POST", "/api/orgs/invite-user", { token: person.token, body: { inviteCode: code } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return person;
  }

  it("tells an invited cashier who invited them, where they work and as what, once; dismissing it is kept", async () => {
    const cashier = await invited([{ locationId: a.locationId, roles: ["CASHIER"] }]);
    const res = await welcome(cashier.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      pending: true,
      organization: { id: a.organizationId, name: "Welcome Co" },
      invitedBy: "Test User",
      type: "MEMBER",
      locations: [{ id: a.locationId, name: "Vancouver", roles: ["CASHIER"] }],
      approvesAtRegister: false,
      hasApprovalPin: false,
      welcomedAt: null,
    } satisfies StaffWelcome);

    const done = await seen(cashier.token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ pending: false });
    const at = done.json().welcomedAt as string;
    expect(Date.parse(at)).not.toBeNaN();
    // Saying so again keeps the first time; reading it later still says it was seen.
    expect((await seen(cashier.token)).json().welcomedAt).toBe(at);
    expect((await welcome(cashier.token)).json()).toMatchObject({ pending: false, welcomedAt: at });
  });

  it("asks a manager for an approval PIN until one is set, and lists every location to an admin", async () => {
    const manager = await invited([
      { locationId: a.locationId, roles: ["CASHIER"] },
      { locationId: secondLocationId, roles: ["MANAGER"] },
    ]);
    const before = (await welcome(manager.token)).json() as StaffWelcome;
    expect(before).toMatchObject({ approvesAtRegister: true, hasApprovalPin: false });
    expect(before.locations).toEqual([
      { id: secondLocationId, name: "Annex", roles: ["MANAGER"] },
      { id: a.locationId, name: "Vancouver", roles: ["CASHIER"] },
    ]);
    const pin = await t.call("PUT", "/api/auth/me/pin", { token: manager.token, body: { pin: "4821" } });
    expect(pin.statusCode, pin.body).toBe(200);
    expect((await welcome(manager.token)).json()).toMatchObject({ hasApprovalPin: true, pending: true });

    const admin = await invited([], "ADMIN");
    const adminWelcome = (await welcome(admin.token)).json() as StaffWelcome;
    expect(adminWelcome).toMatchObject({ type: "ADMIN", approvesAtRegister: true, pending: true });
    expect(adminWelcome.locations.map((l) => l.name)).toEqual(["Annex", "Vancouver"]);
    expect(adminWelcome.locations.every((l) => l.roles.length === 0)).toBe(true);
  });

  it("is never pending for the owner, and is remembered per membership", async () => {
    const owner = await welcome(a.people.OWNER.token);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ pending: false, type: "OWNER", invitedBy: null });
    expect(owner.json().welcomedAt).not.toBeNull();

    // One person in two organizations: dismissing one welcome leaves the other.
    const person = await createSignedInUser(t);
    const created = await t.call("POST", "/api/organization", {
      token: a.people.OWNER.token,
      body: { name: "Other Co", location: { name: "Elsewhere", country: "CA", timeZone: "America/Toronto" } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const other = created.json() as { id: string; locations: { id: string }[] };
    await insertMember(t.database.db, a.organizationId, person.user.id, "MEMBER", [
      { locationId: a.locationId, roles: ["VIEWER"] },
    ]);
    await insertMember(t.database.db, other.id, person.user.id, "MEMBER", [
      { locationId: other.locations[0]!.id, roles: ["INVENTORY"] },
    ]);
    await seen(person.token, other.id);
    expect((await welcome(person.token, other.id)).json().pending).toBe(false);
    const here = (await welcome(person.token)).json() as StaffWelcome;
    expect(here).toMatchObject({ pending: true, invitedBy: null });
    expect(here.locations).toEqual([{ id: a.locationId, name: "Vancouver", roles: ["VIEWER"] }]);
  });

  it("answers 404 outside one's organizations and 401 without a session; a member without roles still reads it", async () => {
    const outsider = await createSignedInUser(t);
    expect((await welcome(outsider.token)).statusCode).toBe(404);
    expect((await seen(outsider.token)).statusCode).toBe(404);
    expect((await t.call("GET", `/api/organization/${a.organizationId}/welcome`)).statusCode).toBe(401);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await welcome(a.people.OWNER.token, unknown)).statusCode).toBe(404);
    expect((await welcome(a.people.OWNER.token, "not-an-id")).statusCode).toBe(400);
    const noRole = await addPerson(t, a.organizationId, "MEMBER");
    expect((await welcome(noRole.token)).json()).toMatchObject({ pending: true, locations: [] });
  });
});
