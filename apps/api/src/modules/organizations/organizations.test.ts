import type { Organization, OrganizationDetails } from "@verdant/shared/organizations";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizationMembers } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildOrganization, buildTenant, losAngeles, type Tenant } from "../../test/tenancy.fixtures.ts";
import { createSignedInUser } from "../auth/auth.test-helpers.ts";
import { DELETE_CONFIRM_MESSAGE } from "./organizations.service.ts";

describe("organizations", () => {
  let t: TestApp;
  let a: Tenant;
  beforeAll(async () => {
    t = await createTestApp();
    a = await buildTenant(t, "Green Leaf Cannabis Co.");
  });
  afterAll(() => t.close());

  it("creates an organization with a unique slug; the creator owns it and it becomes their selection", async () => {
    const { owner, organization } = await buildOrganization(t, { name: "Green Leaf Cannabis Co." });
    expect(a.slug).toBe("green-leaf-cannabis-co");
    expect(organization).toMatchObject({
      name: "Green Leaf Cannabis Co.",
      slug: "green-leaf-cannabis-co-2",
      membership: { type: "OWNER", locationRoles: [] },
      owner: { id: owner.user.id, email: owner.user.email },
      memberCount: 1,
    });
    expect(organization.locations).toHaveLength(1);
    const me = await t.call("GET", "/api/auth/me", { token: owner.token });
    expect(me.json()).toMatchObject({
      selectedOrgId: organization.id,
      selectedLocationId: organization.locations[0]!.id,
    });
  });

  it("creates without a location, and validates the name and the location", async () => {
    const { organization } = await buildOrganization(t, { name: "No Store Yet", location: null });
    expect(organization.locations).toEqual([]);
    const owner = await createSignedInUser(t);
    const bad = await t.call("POST", "/api/organization", {
      token: owner.token,
      body: { name: "x", location: { name: "Somewhere", country: "CA" } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual([
      "name must be at least 2 characters",
      "location.timeZone: timeZone is required",
    ]);
  });

  it("needs an approved user", async () => {
    const waiting = await createSignedInUser(t, { approved: false });
    const res = await t.call("POST", "/api/organization", { token: waiting.token, body: { name: "Waiting Co" } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("waiting_approval");
    expect((await t.call("GET", "/api/organization")).statusCode).toBe(401);
  });

  it("lists my organizations with my type and location roles", async () => {
    const res = await t.call("GET", "/api/organization", { token: a.people.CASHIER.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.total).toBe(1);
    const [mine] = res.json().data as Organization[];
    expect(mine).toMatchObject({
      id: a.organizationId,
      membership: { type: "MEMBER", locationRoles: [{ locationId: a.locationId, roles: ["CASHIER"] }] },
    });
  });

  it("shows details by slug to members only (404 otherwise)", async () => {
    const res = await t.call("GET", `/api/organization-details-by-slug/${a.slug}`, { token: a.people.VIEWER.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: a.organizationId, memberCount: 7, owner: { id: a.people.OWNER.user.id } });
    const stranger = await createSignedInUser(t);
    const hidden = await t.call("GET", `/api/organization-details-by-slug/${a.slug}`, { token: stranger.token });
    expect(hidden.statusCode).toBe(404);
    const unknown = await t.call("GET", "/api/organization-details-by-slug/no-such-org", { token: stranger.token });
    expect(unknown.statusCode).toBe(404);
    expect(hidden.json().message).toBe(unknown.json().message);
  });

  it("renames and changes the slug (409 when taken, 403 for members, 400 when malformed)", async () => {
    const res = await t.call("PUT", "/api/organization", {
      token: a.people.ADMIN.token,
      body: { id: a.organizationId, name: "Green Leaf", slug: "Green-Leaf" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: "Green Leaf", slug: "green-leaf" });
    a.slug = "green-leaf";
    const taken = await t.call("PUT", "/api/organization", {
      token: a.people.OWNER.token,
      body: { id: a.organizationId, slug: "green-leaf-cannabis-co-2" },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "fields_already_in_use", fields: ["slug"] });
    const malformed = await t.call("PUT", "/api/organization", {
      token: a.people.OWNER.token,
      body: { id: a.organizationId, slug: "bad slug!" },
    });
    expect(malformed.statusCode).toBe(400);
    const manager = await t.call("PUT", "/api/organization", {
      token: a.people.MANAGER.token,
      body: { id: a.organizationId, name: "Mine Now" },
    });
    expect(manager.statusCode).toBe(403);
  });

  it("selects an organization and location for the app shell; GET /auth/me reflects it", async () => {
    const cashier = a.people.CASHIER;
    const res = await t.call("PATCH", "/api/organization/select", {
      token: cashier.token,
      body: { organizationId: a.organizationId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      selectedOrgId: a.organizationId,
      organizationSlug: a.slug,
      selectedLocationId: a.locationId,
      selectedLocation: { id: a.locationId, name: "Vancouver" },
    });
    const me = await t.call("GET", "/api/auth/me", { token: cashier.token });
    expect(me.json()).toMatchObject({
      selectedOrgId: a.organizationId,
      selectedLocationId: a.locationId,
      organizationSlug: a.slug,
    });

    const other = await t.call("POST", `/api/organization/${a.organizationId}/location`, {
      token: a.people.OWNER.token,
      body: losAngeles,
    });
    const notHers = await t.call("PATCH", "/api/organization/select", {
      token: cashier.token,
      body: { organizationId: a.organizationId, locationId: other.json().id },
    });
    expect(notHers.statusCode).toBe(403);
    const owner = await t.call("PATCH", "/api/organization/select", {
      token: a.people.OWNER.token,
      body: { organizationId: a.organizationId, locationId: other.json().id },
    });
    expect(owner.json().selectedLocation.name).toBe("Los Angeles");
  });

  it("transfers ownership: owner only, to a member; the old owner becomes an admin", async () => {
    const adminTry = await t.call("PUT", "/api/organization/transfer-ownership", {
      token: a.people.ADMIN.token,
      body: { organizationId: a.organizationId, userId: a.people.ADMIN.user.id },
    });
    expect(adminTry.statusCode).toBe(403);
    const stranger = await createSignedInUser(t);
    const notMember = await t.call("PUT", "/api/organization/transfer-ownership", {
      token: a.people.OWNER.token,
      body: { organizationId: a.organizationId, userId: stranger.user.id },
    });
    expect(notMember.statusCode).toBe(404);
    const self = await t.call("PUT", "/api/organization/transfer-ownership", {
      token: a.people.OWNER.token,
      body: { organizationId: a.organizationId, userId: a.people.OWNER.user.id },
    });
    expect(self.statusCode).toBe(400);

    const res = await t.call("PUT", "/api/organization/transfer-ownership", {
      token: a.people.OWNER.token,
      body: { organizationId: a.organizationId, userId: a.people.ADMIN.user.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ userId: a.people.ADMIN.user.id, type: "OWNER" });
    const owners = await t.database.db
      .select()
      .from(organizationMembers)
      .where(eq(organizationMembers.organizationId, a.organizationId));
    expect(owners.filter((m) => m.type === "OWNER").map((m) => m.userId)).toEqual([a.people.ADMIN.user.id]);
    expect(owners.find((m) => m.userId === a.people.OWNER.user.id)?.type).toBe("ADMIN");
    [a.people.OWNER, a.people.ADMIN] = [a.people.ADMIN, a.people.OWNER];
  });

  it("keeps one owner in the database itself", async () => {
    await expect(
      t.database.db
        .update(organizationMembers)
        .set({ type: "OWNER" })
        .where(eq(organizationMembers.userId, a.people.ADMIN.user.id)),
    ).rejects.toThrow();
  });

  it("deletes only for the owner, confirmed by name or slug", async () => {
    const url = `/api/organization/${a.organizationId}`;
    const admin = await t.call("DELETE", url, { token: a.people.ADMIN.token, body: { confirm: a.slug } });
    expect(admin.statusCode).toBe(403);
    const unconfirmed = await t.call("DELETE", url, { token: a.people.OWNER.token });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toBe(DELETE_CONFIRM_MESSAGE);
    const wrong = await t.call("DELETE", url, { token: a.people.OWNER.token, query: { confirm: "something else" } });
    expect(wrong.statusCode).toBe(400);
    const res = await t.call("DELETE", url, { token: a.people.OWNER.token, query: { confirm: "GREEN LEAF" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: a.organizationId });
    const gone = await t.call("GET", `/api/organization-details-by-slug/${a.slug}`, { token: a.people.OWNER.token });
    expect(gone.statusCode).toBe(404);
    const me = await t.call("GET", "/api/auth/me", { token: a.people.CASHIER.token });
    expect(me.json()).toMatchObject({ selectedOrgId: null, selectedLocationId: null });
    const list = await t.call("GET", "/api/organization", { token: a.people.CASHIER.token });
    expect(list.json().data as OrganizationDetails[]).toEqual([]);
  });
});
