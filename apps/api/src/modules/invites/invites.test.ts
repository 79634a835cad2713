import type { Invite } from "@verdant/shared/organizations";
import { NO_LOCATION_ROLE_MESSAGE } from "@verdant/shared/organizations";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizationInvites } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildTenant, type Tenant } from "../../test/tenancy.fixtures.ts";
import { createSignedInUser, lastMessageTo, signUp, uniqueEmail, uniquePhone } from "../auth/auth.test-helpers.ts";
import { INVITE_NOT_FOUND } from "./invites.service.ts";

describe("invites", () => {
  let t: TestApp;
  let a: Tenant;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: "https://pos.example.test" });
    a = await buildTenant(t, "Invites Co");
    token = a.people.ADMIN.token;
  });
  afterAll(() => t.close());

  const send = (body: Record<string, unknown>, as = token) =>
    t.call("POST", "/api/organization-send-invitation", {
      token: as,
      body: {
        organizationId: a.organizationId,
        locationRoles: [{ locationId: a.locationId, roles: ["VIEWER"] }],
        ...body,
      },
    });
  const codeFrom = async (address: string) => {
    const message = await lastMessageTo(t, address);
    const match = message?.body.match(/https:\/\/pos\.example\.test\/signup\/([A-Za-z0-9]+)/);
    expect(match, `an invite link sent to ${address}`).toBeTruthy();
    return match![1]!;
  };

  it("sends an invitation link by e-mail with the chosen type and roles", async () => {
    const email = uniqueEmail("cashier");
    const res = await send({ email, locationRoles: [{ locationId: a.locationId, roles: ["CASHIER"] }] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      email,
      phone: null,
      type: "MEMBER",
      status: "PENDING",
      locationRoles: [{ locationId: a.locationId, roles: ["CASHIER"] }],
      invitedBy: { id: a.people.ADMIN.user.id },
    });
    const code = await codeFrom(email);
    expect(code).toMatch(/^[A-Za-z0-9]{20,}$/);
    const days = (Date.parse(res.json().expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const lookup = await t.call("GET", `/api/organization-invite/${code}`);
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toMatchObject({
      organizationName: "Invites Co",
      organizationSlug: a.slug,
      inviterName: "Test User",
      email: `c${"*".repeat(email.indexOf("@") - 1)}@example.test`,
      phone: null,
      type: "MEMBER",
    });
  });

  it("refuses members, pending duplicates, foreign locations and malformed bodies", async () => {
    const member = await send({ email: a.people.CASHIER.user.email });
    expect(member.statusCode).toBe(409);
    const email = uniqueEmail();
    expect((await send({ email })).statusCode).toBe(201);
    const duplicate = await send({ email });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toMatch(/already pending/);
    const foreign = await send({
      email: uniqueEmail(),
      locationRoles: [{ locationId: "00000000-0000-4000-8000-000000000000", roles: ["CASHIER"] }],
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await send({ email: "x@y", phone: "123", type: "OWNER" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(
      expect.arrayContaining(["email must be a valid e-mail address", "type must be one of ADMIN, MEMBER"]),
    );
    const neither = await send({});
    expect(neither.json().message).toEqual(["email or phone is required (one of them, not both)"]);
  });

  it("lets only owners and admins invite", async () => {
    for (const key of ["MANAGER", "CASHIER", "NO_ROLE"] as const) {
      expect((await send({ email: uniqueEmail() }, a.people[key].token)).statusCode, key).toBe(403);
    }
    expect((await send({ email: uniqueEmail() }, a.people.OWNER.token)).statusCode).toBe(201);
  });

  it("sends by text message and in bulk, reporting each failure", async () => {
    const phone = uniquePhone();
    const res = await t.call("POST", "/api/organization-bulk-send-invitation", {
      token,
      body: {
        organizationId: a.organizationId,
        invitations: [
          { phone, type: "ADMIN" },
          { email: uniqueEmail(), locationRoles: [{ locationId: a.locationId, roles: ["CASHIER"] }] },
          { email: a.people.VIEWER.user.email, locationRoles: [{ locationId: a.locationId, roles: ["VIEWER"] }] },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      successCount: 2,
      failureCount: 1,
      failures: [{ id: a.people.VIEWER.user.email, message: "This person is already a member of the organization" }],
    });
    expect((await lastMessageTo(t, phone))?.channel).toBe("sms");
    const empty = await t.call("POST", "/api/organization-bulk-send-invitation", {
      token,
      body: { organizationId: a.organizationId, invitations: [] },
    });
    expect(empty.statusCode).toBe(400);
  });

  it("lists the organization's invitations with their status", async () => {
    const res = await t.call("GET", `/api/organization-invites/${a.organizationId}`, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.total).toBe(5);
    expect((res.json().data as Invite[]).every((i) => i.status === "PENDING")).toBe(true);
    const viewer = await t.call("GET", `/api/organization-invites/${a.organizationId}`, {
      token: a.people.VIEWER.token,
    });
    expect(viewer.statusCode).toBe(403);
  });

  it("resends with a new code and revokes; the old and revoked links stop working", async () => {
    const email = uniqueEmail();
    const invite = (await send({ email })).json() as Invite;
    const oldCode = await codeFrom(email);
    const resent = await t.call("POST", `/api/organization-invites/${invite.id}/resend`, { token });
    expect(resent.statusCode, resent.body).toBe(200);
    const newCode = await codeFrom(email);
    expect(newCode).not.toBe(oldCode);
    const old = await t.call("GET", `/api/organization-invite/${oldCode}`);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ code: "not_found", reason: "UNKNOWN", message: INVITE_NOT_FOUND });
    expect((await t.call("GET", `/api/organization-invite/${newCode}`)).statusCode).toBe(200);

    const revoked = await t.call("DELETE", `/api/organization-invites/${invite.id}`, { token });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ id: invite.id });
    const lookup = await t.call("GET", `/api/organization-invite/${newCode}`);
    expect(lookup.statusCode).toBe(404);
    expect(lookup.json()).toMatchObject({ code: "not_found", reason: "REVOKED" });
    expect(lookup.json().message).toMatch(/withdrawn/);
    expect(lookup.json()).not.toHaveProperty("organizationName");
    expect((await t.call("POST", `/api/organization-invites/${invite.id}/resend`, { token })).statusCode).toBe(409);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await t.call("DELETE", `/api/organization-invites/${unknown}`, { token })).statusCode).toBe(404);
  });

  it("joins a new user from the link with the invited roles, off the waitlist, once", async () => {
    const email = uniqueEmail("newcashier");
    await send({ email, locationRoles: [{ locationId: a.locationId, roles: ["CASHIER"] }] });
    const code = await codeFrom(email);
    const session = await signUp(t, email);
    expect(session.user.isWaitingApproval).toBe(true);

    const res = await t.call("POST", "/api/orgs/invite-user", {
      token: session.accessToken,
      body: { inviteCode: code },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      organization: { id: a.organizationId, slug: a.slug },
      member: {
        userId: session.user.id,
        type: "MEMBER",
        locationRoles: [{ locationId: a.locationId, roles: ["CASHIER"] }],
      },
    });
    const me = await t.call("GET", "/api/auth/me", { token: session.accessToken });
    expect(me.json()).toMatchObject({
      isWaitingApproval: false,
      selectedOrgId: a.organizationId,
      selectedLocationId: a.locationId,
    });

    const rooms = `/api/organization/${a.organizationId}/location/${a.locationId}/rooms`;
    expect((await t.call("GET", rooms, { token: session.accessToken })).statusCode).toBe(200);
    expect((await t.call("POST", rooms, { token: session.accessToken, body: { name: "Mine" } })).statusCode).toBe(403);

    const again = await t.call("POST", "/api/orgs/invite-user", {
      token: session.accessToken,
      body: { inviteCode: code },
    });
    expect(again.statusCode).toBe(404);
    // A used link says so at once, naming the organization, so the page can send the person on to sign in.
    const used = await t.call("GET", `/api/organization-invite/${code}`);
    expect(used.statusCode).toBe(404);
    expect(used.json()).toMatchObject({
      code: "not_found",
      reason: "ACCEPTED",
      organizationName: "Invites Co",
      message: "This invitation was already accepted. Sign in to continue.",
    });
  });

  it("refuses an expired code, someone else's invitation, and a malformed code", async () => {
    const email = uniqueEmail();
    const invite = (await send({ email })).json() as Invite;
    const code = await codeFrom(email);
    const other = await createSignedInUser(t);
    const wrongPerson = await t.call("POST", "/api/orgs/invite-user", {
      token: other.token,
      body: { inviteCode: code },
    });
    expect(wrongPerson.statusCode).toBe(403);

    await t.database.db
      .update(organizationInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organizationInvites.id, invite.id));
    const invited = await createSignedInUser(t, { email });
    const expired = await t.call("POST", "/api/orgs/invite-user", { token: invited.token, body: { inviteCode: code } });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ code: "not_found", reason: "EXPIRED" });
    expect((await t.call("GET", `/api/organization-invite/${code}`)).json().reason).toBe("EXPIRED");
    const list = await t.call("GET", `/api/organization-invites/${a.organizationId}`, {
      token,
      query: { status: "EXPIRED" },
    });
    expect(list.json().data.map((i: Invite) => i.id)).toEqual([invite.id]);

    const malformed = await t.call("POST", "/api/orgs/invite-user", {
      token: invited.token,
      body: { inviteCode: "a-b" },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toEqual(["inviteCode must contain only letters and digits"]);
    expect((await t.call("POST", "/api/orgs/invite-user", { body: { inviteCode: code } })).statusCode).toBe(401);
  });
  it("refuses to invite a member with no role at any location; an admin needs none", async () => {
    for (const locationRoles of [[], [{ locationId: a.locationId, roles: [] }]]) {
      const res = await send({ email: uniqueEmail(), locationRoles });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message.join(" ")).toContain(NO_LOCATION_ROLE_MESSAGE);
    }
    const bulk = await t.call("POST", "/api/organization-bulk-send-invitation", {
      token,
      body: { organizationId: a.organizationId, invitations: [{ email: uniqueEmail() }] },
    });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().message.join(" ")).toContain(NO_LOCATION_ROLE_MESSAGE);
    expect((await send({ email: uniqueEmail(), type: "ADMIN", locationRoles: [] })).statusCode).toBe(201);
  });
});
