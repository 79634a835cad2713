import type { Member } from "@verdant/shared/organizations";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildTenant, type Tenant } from "../../test/tenancy.fixtures.ts";
import { createSignedInUser, lastMessageTo, uniqueEmail } from "../auth/auth.test-helpers.ts";
import { ALREADY_MEMBER, OWNER_CANNOT_LEAVE } from "./members.service.ts";

const unknownId = "00000000-0000-4000-8000-000000000000";

describe("members", () => {
  let t: TestApp;
  let a: Tenant;
  beforeAll(async () => {
    t = await createTestApp();
    a = await buildTenant(t, "Members Co");
  });
  afterAll(() => t.close());

  it("lists members with type and location roles, owner first; search and type filters", async () => {
    const res = await t.call("GET", `/api/organization/${a.organizationId}/members`, { token: a.people.ADMIN.token });
    expect(res.statusCode).toBe(200);
    const members = res.json().data as Member[];
    expect(res.json().meta.total).toBe(7);
    expect(members[0]).toMatchObject({ type: "OWNER", userId: a.people.OWNER.user.id, locationRoles: [] });
    expect(members.find((m) => m.userId === a.people.CASHIER.user.id)).toMatchObject({
      type: "MEMBER",
      locationRoles: [{ locationId: a.locationId, roles: ["CASHIER"] }],
    });
    const admins = await t.call("GET", `/api/organization/${a.organizationId}/members`, {
      token: a.people.OWNER.token,
      query: { type: "ADMIN" },
    });
    expect(admins.json().data.map((m: Member) => m.userId)).toEqual([a.people.ADMIN.user.id]);
    const search = await t.call("GET", `/api/organization/${a.organizationId}/members`, {
      token: a.people.OWNER.token,
      query: { search: a.people.VIEWER.user.email!.slice(0, 12).toUpperCase() },
    });
    expect(search.json().data.map((m: Member) => m.userId)).toEqual([a.people.VIEWER.user.id]);
    const manager = await t.call("GET", `/api/organization/${a.organizationId}/members`, {
      token: a.people.MANAGER.token,
    });
    expect(manager.statusCode).toBe(403);
  });

  it("adds someone only through an invitation they accept, answering alike for known and unknown addresses", async () => {
    const person = await createSignedInUser(t, { approved: false });
    const body = {
      organizationId: a.organizationId,
      email: person.user.email,
      locationRoles: [{ locationId: a.locationId, roles: ["INVENTORY", "VIEWER", "INVENTORY"] }],
    };
    const res = await t.call("POST", "/api/organization-member", { token: a.people.OWNER.token, body });
    expect(res.statusCode, res.body).toBe(201);
    // An invitation, not a membership: nothing of the person's account (name, phone, avatar, id) comes back.
    expect(res.json()).toMatchObject({ email: person.user.email, type: "MEMBER", status: "PENDING" });
    for (const field of ["userId", "firstName", "lastName", "avatar"]) expect(res.json()).not.toHaveProperty(field);
    expect(res.json().phone).toBeNull(); // the invitation's own address only: it went by e-mail
    const members = await t.call("GET", `/api/organization/${a.organizationId}/members`, {
      token: a.people.OWNER.token,
    });
    expect((members.json().data as Member[]).some((m) => m.userId === person.user.id)).toBe(false);

    const unknownEmail = uniqueEmail();
    const unknown = await t.call("POST", "/api/organization-member", {
      token: a.people.OWNER.token,
      body: { ...body, email: unknownEmail },
    });
    expect(unknown.statusCode).toBe(201);
    const shape = (r: typeof res) => Object.keys(r.json()).sort();
    expect(shape(unknown)).toEqual(shape(res));
    expect(unknown.json()).toMatchObject({ email: unknownEmail, status: "PENDING" });

    // The person accepts with the code they were sent, and only then is a member, off the waitlist.
    const code = (await lastMessageTo(t, person.user.email!))!.code!;
    const accepted = await t.call("POST", "/api/orgs/invite-user", { token: person.token, body: { inviteCode: code } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().member).toMatchObject({
      userId: person.user.id,
      type: "MEMBER",
      locationRoles: [{ locationId: a.locationId, roles: ["INVENTORY", "VIEWER"] }],
    });
    expect((await t.call("GET", "/api/auth/me", { token: person.token })).json().isWaitingApproval).toBe(false);

    const again = await t.call("POST", "/api/organization-member", { token: a.people.OWNER.token, body });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_MEMBER);
    const foreignLocation = await t.call("POST", "/api/organization-member", {
      token: a.people.OWNER.token,
      body: { ...body, email: uniqueEmail(), locationRoles: [{ locationId: unknownId, roles: ["CASHIER"] }] },
    });
    expect(foreignLocation.statusCode).toBe(404);
    const bad = await t.call("POST", "/api/organization-member", {
      token: a.people.OWNER.token,
      body: { organizationId: a.organizationId, email: "not-an-email", type: "OWNER" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(["email must be a valid e-mail address", "type must be one of ADMIN, MEMBER"]);
  });

  it("shows one member to themself and to those who manage members", async () => {
    const list = await t.call("GET", `/api/organization/${a.organizationId}/members`, { token: a.people.OWNER.token });
    const cashier = (list.json().data as Member[]).find((m) => m.userId === a.people.CASHIER.user.id)!;
    const own = await t.call("GET", `/api/organization-member/${cashier.id}`, { token: a.people.CASHIER.token });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(cashier);
    expect(
      (await t.call("GET", `/api/organization-member/${cashier.id}`, { token: a.people.ADMIN.token })).statusCode,
    ).toBe(200);
    expect(
      (await t.call("GET", `/api/organization-member/${cashier.id}`, { token: a.people.VIEWER.token })).statusCode,
    ).toBe(403);
    expect(
      (await t.call("GET", `/api/organization-member/${unknownId}`, { token: a.people.OWNER.token })).statusCode,
    ).toBe(404);
  });

  it("changes a member's type, never the owner's", async () => {
    const res = await t.call("PUT", "/api/organization-member/type", {
      token: a.people.ADMIN.token,
      body: { organizationId: a.organizationId, userId: a.people.VIEWER.user.id, type: "ADMIN" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ type: "ADMIN" });
    const back = await t.call("PUT", "/api/organization-member/type", {
      token: a.people.OWNER.token,
      body: { organizationId: a.organizationId, userId: a.people.VIEWER.user.id, type: "MEMBER" },
    });
    expect(back.json().type).toBe("MEMBER");
    const owner = await t.call("PUT", "/api/organization-member/type", {
      token: a.people.ADMIN.token,
      body: { organizationId: a.organizationId, userId: a.people.OWNER.user.id, type: "MEMBER" },
    });
    expect(owner.statusCode).toBe(409);
    const toOwner = await t.call("PUT", "/api/organization-member/type", {
      token: a.people.OWNER.token,
      body: { organizationId: a.organizationId, userId: a.people.ADMIN.user.id, type: "OWNER" },
    });
    expect(toOwner.statusCode).toBe(400);
    const manager = await t.call("PUT", "/api/organization-member/type", {
      token: a.people.MANAGER.token,
      body: { organizationId: a.organizationId, userId: a.people.MANAGER.user.id, type: "ADMIN" },
    });
    expect(manager.statusCode).toBe(403);
  });

  it("replaces a member's location roles", async () => {
    const url = `/api/organization-member/${a.people.NO_ROLE.user.id}/location-roles`;
    const res = await t.call("POST", url, {
      token: a.people.OWNER.token,
      body: {
        organizationId: a.organizationId,
        locationRoles: [{ locationId: a.locationId, roles: ["VIEWER", "CASHIER"] }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().locationRoles).toEqual([{ locationId: a.locationId, roles: ["CASHIER", "VIEWER"] }]);
    const rooms = await t.call("GET", `/api/organization/${a.organizationId}/location/${a.locationId}/rooms`, {
      token: a.people.NO_ROLE.token,
    });
    expect(rooms.statusCode).toBe(200);
    const cleared = await t.call("POST", url, {
      token: a.people.OWNER.token,
      body: { organizationId: a.organizationId, locationRoles: [] },
    });
    expect(cleared.json().locationRoles).toEqual([]);
    const badRole = await t.call("POST", url, {
      token: a.people.OWNER.token,
      body: { organizationId: a.organizationId, locationRoles: [{ locationId: a.locationId, roles: ["BOSS"] }] },
    });
    expect(badRole.statusCode).toBe(400);
    const stranger = await createSignedInUser(t);
    const notMember = await t.call("POST", `/api/organization-member/${stranger.user.id}/location-roles`, {
      token: a.people.OWNER.token,
      body: { organizationId: a.organizationId, locationRoles: [] },
    });
    expect(notMember.statusCode).toBe(404);
  });

  it("removes members (managers of members only), lets anyone leave, never the owner", async () => {
    const byViewer = await t.call("DELETE", "/api/organization-member", {
      token: a.people.VIEWER.token,
      body: { organizationId: a.organizationId, userId: a.people.CASHIER.user.id },
    });
    expect(byViewer.statusCode).toBe(403);
    const leave = await t.call("DELETE", "/api/organization-member", {
      token: a.people.VIEWER.token,
      query: { organizationId: a.organizationId, userId: a.people.VIEWER.user.id },
    });
    expect(leave.statusCode, leave.body).toBe(200);
    const after = await t.call("GET", `/api/organization/${a.organizationId}/location`, {
      token: a.people.VIEWER.token,
    });
    expect(after.statusCode).toBe(404);

    const removed = await t.call("DELETE", "/api/organization-member", {
      token: a.people.ADMIN.token,
      body: { organizationId: a.organizationId, userId: a.people.CASHIER.user.id },
    });
    expect(removed.statusCode).toBe(200);
    const ownerLeaves = await t.call("DELETE", "/api/organization-member", {
      token: a.people.OWNER.token,
      body: { organizationId: a.organizationId, userId: a.people.OWNER.user.id },
    });
    expect(ownerLeaves.statusCode).toBe(409);
    expect(ownerLeaves.json().message).toBe(OWNER_CANNOT_LEAVE);
    const ownerRemoved = await t.call("DELETE", "/api/organization-member", {
      token: a.people.ADMIN.token,
      body: { organizationId: a.organizationId, userId: a.people.OWNER.user.id },
    });
    expect(ownerRemoved.statusCode).toBe(409);
    const missing = await t.call("DELETE", "/api/organization-member", {
      token: a.people.ADMIN.token,
      body: { organizationId: a.organizationId },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toEqual(["userId is required"]);
  });
});
