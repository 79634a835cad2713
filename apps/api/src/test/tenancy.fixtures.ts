// Factories for organizations, locations and staff in each role, shared by the tenancy suite and every domain's
// tests: `const a = await buildTenant(t, "A")` gives an organization with a location, a room and one signed-in
// person per role.
import type { OrganizationDetails } from "@verdant/shared/organizations";
import type { LocationRole } from "@verdant/shared/roles";
import type { Room } from "@verdant/shared/rooms";
import { expect } from "vitest";
import { createSignedInUser } from "../modules/auth/auth.test-helpers.ts";
import { insertMember } from "../modules/members/members.service.ts";
import type { TestApp } from "./app.ts";

export const vancouver = {
  name: "Vancouver",
  country: "CA",
  address: "1 Granville St",
  city: "Vancouver",
  state: "BC",
  postalCode: "V6C 1T2",
  timeZone: "America/Vancouver",
} as const;

export const losAngeles = {
  name: "Los Angeles",
  country: "US",
  address: "100 Sunset Blvd",
  city: "Los Angeles",
  state: "CA",
  timeZone: "America/Los_Angeles",
  limitsProfile: "US-CA",
} as const;

export type Person = Awaited<ReturnType<typeof createSignedInUser>>;

/** POST /organization as a new approved user (or the given one), with a first location. */
export async function buildOrganization(
  t: TestApp,
  options: { name?: string; owner?: Person; location?: Record<string, unknown> | null } = {},
): Promise<{ owner: Person; organization: OrganizationDetails }> {
  const owner = options.owner ?? (await createSignedInUser(t));
  const location = options.location === null ? undefined : (options.location ?? vancouver);
  const res = await t.call("POST", "/api/organization", {
    token: owner.token,
    body: { name: options.name ?? "Green Leaf", ...(location ? { location } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { owner, organization: res.json() };
}

/** A signed-in member with the given type and roles (inserted through the members service, as an invite would). */
export async function addPerson(
  t: TestApp,
  organizationId: string,
  type: "ADMIN" | "MEMBER",
  locationRoles: { locationId: string; roles: LocationRole[] }[] = [],
): Promise<Person> {
  const person = await createSignedInUser(t);
  await insertMember(t.database.db, organizationId, person.user.id, type, locationRoles);
  return person;
}

export const staffRoles = ["MANAGER", "CASHIER", "INVENTORY", "VIEWER"] as const;
export type StaffKey = "OWNER" | "ADMIN" | (typeof staffRoles)[number] | "NO_ROLE";

export interface Tenant {
  organizationId: string;
  slug: string;
  locationId: string;
  roomId: string;
  people: Record<StaffKey, Person>;
}

/** An organization with one location, one room, and a person for every member type and location role. */
export async function buildTenant(t: TestApp, name: string): Promise<Tenant> {
  const { owner, organization } = await buildOrganization(t, { name });
  const organizationId = organization.id;
  const locationId = organization.locations[0]!.id;
  const room = await t.call("POST", `/api/organization/${organizationId}/location/${locationId}/rooms`, {
    token: owner.token,
    body: { name: "Vault", roomTypes: ["VAULT"] },
  });
  expect(room.statusCode, room.body).toBe(201);
  const people = { OWNER: owner } as Record<StaffKey, Person>;
  people.ADMIN = await addPerson(t, organizationId, "ADMIN");
  for (const role of staffRoles)
    people[role] = await addPerson(t, organizationId, "MEMBER", [{ locationId, roles: [role] }]);
  people.NO_ROLE = await addPerson(t, organizationId, "MEMBER");
  return { organizationId, slug: organization.slug, locationId, roomId: (room.json() as Room).id, people };
}
