// Tenant isolation and roles, for every route that names an organization (domain.md → Tenancy and roles).
// One row per route: later domains add theirs. For each id a route uses, A's owner sending B's id instead gets
// 404 (never confirming it exists); every role of A that domain.md does not allow gets 403.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../modules/auth/auth.test-helpers.ts";
import { createTestApp, type TestApp } from "./app.ts";
import { addPerson, buildTenant, type StaffKey, type Tenant } from "./tenancy.fixtures.ts";

interface Ids {
  orgId: string;
  locationId: string;
  roomId: string;
  slug: string;
  /** A member other than the callers, for calls about someone else. */
  userId: string;
  /** The owner's membership id, for GET /organization-member/{id}. */
  memberId: string;
  inviteId: string;
}

interface RouteCase {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: (ids: Ids) => string;
  body?: (ids: Ids) => Record<string, unknown>;
  /** Who may call it with A's own ids (domain.md's table); every other role of A gets 403. */
  allowed: readonly StaffKey[];
}

const everyone: StaffKey[] = ["OWNER", "ADMIN", "MANAGER", "CASHIER", "INVENTORY", "VIEWER", "NO_ROLE"];
const withAnyRole: StaffKey[] = ["OWNER", "ADMIN", "MANAGER", "CASHIER", "INVENTORY", "VIEWER"];
const orgManagers: StaffKey[] = ["OWNER", "ADMIN"];
const catalogWriters: StaffKey[] = ["OWNER", "ADMIN", "MANAGER", "INVENTORY"];

const org = (ids: Ids) => `/api/organization/${ids.orgId}`;
const loc = (ids: Ids) => `${org(ids)}/location/${ids.locationId}`;
const room = (ids: Ids) => `${loc(ids)}/rooms/${ids.roomId}`;
const newLocation = { name: "Surrey", country: "CA", timeZone: "America/Vancouver" };

const routes: Record<string, RouteCase> = {
  "GET organization details by slug": {
    method: "GET",
    url: (i) => `/api/organization-details-by-slug/${i.slug}`,
    allowed: everyone,
  },
  "PUT organization": {
    method: "PUT",
    url: () => "/api/organization",
    body: (i) => ({ id: i.orgId, name: "Renamed" }),
    allowed: orgManagers,
  },
  "DELETE organization": { method: "DELETE", url: (i) => `${org(i)}?confirm=nope`, allowed: ["OWNER"] },
  "PATCH organization select": {
    method: "PATCH",
    url: () => "/api/organization/select",
    body: (i) => ({ organizationId: i.orgId, locationId: i.locationId }),
    allowed: withAnyRole,
  },
  "PUT transfer ownership": {
    method: "PUT",
    url: () => "/api/organization/transfer-ownership",
    body: (i) => ({ organizationId: i.orgId, userId: i.userId }),
    allowed: ["OWNER"],
  },
  "POST send invitation": {
    method: "POST",
    url: () => "/api/organization-send-invitation",
    body: (i) => ({
      organizationId: i.orgId,
      email: uniqueEmail(),
      locationRoles: [{ locationId: i.locationId, roles: ["CASHIER"] }],
    }),
    allowed: orgManagers,
  },
  "POST bulk send invitation": {
    method: "POST",
    url: () => "/api/organization-bulk-send-invitation",
    body: (i) => ({ organizationId: i.orgId, invitations: [{ email: uniqueEmail() }] }),
    allowed: orgManagers,
  },
  "GET organization invites": {
    method: "GET",
    url: (i) => `/api/organization-invites/${i.orgId}`,
    allowed: orgManagers,
  },
  "POST resend invite": {
    method: "POST",
    url: (i) => `/api/organization-invites/${i.inviteId}/resend`,
    allowed: orgManagers,
  },
  "DELETE invite": { method: "DELETE", url: (i) => `/api/organization-invites/${i.inviteId}`, allowed: orgManagers },
  "GET members": { method: "GET", url: (i) => `${org(i)}/members`, allowed: orgManagers },
  "GET member": { method: "GET", url: (i) => `/api/organization-member/${i.memberId}`, allowed: orgManagers },
  "POST member": {
    method: "POST",
    url: () => "/api/organization-member",
    body: (i) => ({ organizationId: i.orgId, email: uniqueEmail() }),
    allowed: orgManagers,
  },
  "DELETE member": {
    method: "DELETE",
    url: () => "/api/organization-member",
    body: (i) => ({ organizationId: i.orgId, userId: i.userId }),
    allowed: orgManagers,
  },
  "PUT member type": {
    method: "PUT",
    url: () => "/api/organization-member/type",
    body: (i) => ({ organizationId: i.orgId, userId: i.userId, type: "ADMIN" }),
    allowed: orgManagers,
  },
  "POST member location roles": {
    method: "POST",
    url: (i) => `/api/organization-member/${i.userId}/location-roles`,
    body: (i) => ({ organizationId: i.orgId, locationRoles: [{ locationId: i.locationId, roles: ["MANAGER"] }] }),
    allowed: orgManagers,
  },
  "POST location": { method: "POST", url: (i) => `${org(i)}/location`, body: () => newLocation, allowed: orgManagers },
  "GET locations": { method: "GET", url: (i) => `${org(i)}/location`, allowed: everyone },
  "GET location": { method: "GET", url: loc, allowed: withAnyRole },
  "PATCH location": { method: "PATCH", url: loc, body: () => ({ name: "Renamed" }), allowed: orgManagers },
  "DELETE location": { method: "DELETE", url: loc, allowed: orgManagers },
  "POST room": {
    method: "POST",
    url: (i) => `${loc(i)}/rooms`,
    body: () => ({ name: "New Room" }),
    allowed: catalogWriters,
  },
  "GET rooms": { method: "GET", url: (i) => `${loc(i)}/rooms`, allowed: withAnyRole },
  "GET room": { method: "GET", url: room, allowed: withAnyRole },
  "PUT room": { method: "PUT", url: room, body: () => ({ name: "Renamed Room" }), allowed: catalogWriters },
  "DELETE room": { method: "DELETE", url: room, allowed: catalogWriters },
};

/** The ids a route's url and body read, found by building them once with a recording stand-in. */
function idsUsedBy(route: RouteCase, sample: Ids): (keyof Ids)[] {
  const used = new Set<keyof Ids>();
  const probe = new Proxy(sample, {
    get: (target, key) => {
      used.add(key as keyof Ids);
      return target[key as keyof Ids];
    },
  });
  route.url(probe);
  route.body?.(probe);
  return [...used];
}

describe.each([["tenant isolation and roles"]])("%s", () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let idsA: Ids;
  let idsB: Ids;

  async function idsOf(tenant: Tenant): Promise<Ids> {
    const owner = tenant.people.OWNER.token;
    const members = await t.call("GET", `/api/organization/${tenant.organizationId}/members`, { token: owner });
    const ownerMember = members.json().data.find((m: { type: string }) => m.type === "OWNER");
    const invite = await t.call("POST", "/api/organization-send-invitation", {
      token: owner,
      body: { organizationId: tenant.organizationId, email: uniqueEmail() },
    });
    expect(invite.statusCode, invite.body).toBe(201);
    return {
      orgId: tenant.organizationId,
      locationId: tenant.locationId,
      roomId: tenant.roomId,
      slug: tenant.slug,
      userId: (await addPerson(t, tenant.organizationId, "MEMBER")).user.id,
      memberId: ownerMember.id,
      inviteId: invite.json().id,
    };
  }

  beforeAll(async () => {
    t = await createTestApp();
    a = await buildTenant(t, "Tenant A");
    b = await buildTenant(t, "Tenant B");
    idsA = await idsOf(a);
    idsB = await idsOf(b);
  });
  afterAll(() => t.close());

  const call = (route: RouteCase, ids: Ids, token: string) =>
    t.call(route.method, route.url(ids), { token, body: route.body?.(ids) });

  it.each(Object.entries(routes))("%s: another tenant's ids answer 404", async (_name, route) => {
    for (const key of idsUsedBy(route, idsA)) {
      const res = await call(route, { ...idsA, [key]: idsB[key] }, a.people.OWNER.token);
      expect(res.statusCode, `${key} of B: ${res.body}`).toBe(404);
    }
  });

  it.each(Object.entries(routes))("%s: roles without the permission get 403", async (_name, route) => {
    for (const key of everyone.filter((k) => !route.allowed.includes(k))) {
      const res = await call(route, idsA, a.people[key].token);
      expect(res.statusCode, `${key}: ${res.body}`).toBe(403);
      expect(res.json().message).toBe("You do not have permission to do this");
    }
  });

  it.each(Object.entries(routes).filter(([, r]) => r.method === "GET"))(
    "%s: allowed roles can read",
    async (_name, route) => {
      for (const key of route.allowed) {
        const res = await call(route, idsA, a.people[key].token);
        expect(res.statusCode, `${key}: ${res.body}`).toBe(200);
      }
    },
  );

  it("answers the same 404 for another tenant's organization as for one that does not exist", async () => {
    const foreign = await t.call("GET", `/api/organization/${idsB.orgId}/location`, { token: a.people.OWNER.token });
    const missing = await t.call("GET", "/api/organization/00000000-0000-4000-8000-000000000000/location", {
      token: a.people.OWNER.token,
    });
    expect(foreign.json()).toEqual(missing.json());
  });
});
