// Member types, location roles and the permission table of domain.md → Tenancy and roles. Pure data and one
// function: the API enforces it on every call and the web app uses the same table to hide what a role cannot do.
import { z } from "zod";
import { uuidSchema } from "./validation.ts";

export const memberTypes = ["OWNER", "ADMIN", "MEMBER"] as const;
export type MemberType = (typeof memberTypes)[number];
/** Types that can be given by an invite or a change of type: OWNER moves only by transfer-ownership. */
export const assignableMemberTypes = ["ADMIN", "MEMBER"] as const;
export type AssignableMemberType = (typeof assignableMemberTypes)[number];

export const locationRoles = ["MANAGER", "CASHIER", "INVENTORY", "VIEWER"] as const;
export type LocationRole = (typeof locationRoles)[number];

export interface PermissionRule {
  /** organization: decided by the member type alone; location: by the roles held at the location in question. */
  scope: "organization" | "location";
  types: readonly MemberType[];
  roles: readonly LocationRole[];
}

const everyType = memberTypes;
const managers = ["OWNER", "ADMIN"] as const;
const everyRole = locationRoles;

/** One row per action; OWNER and ADMIN may do everything at every location, MEMBERs act through location roles. */
export const PERMISSIONS = {
  /** See the organization, its name and the locations one works at (the app shell's switcher). */
  "org.read": { scope: "organization", types: everyType, roles: [] },
  /** Organization settings, members, invites, locations. */
  "org.manage": { scope: "organization", types: managers, roles: [] },
  /** Delete the organization, transfer ownership. */
  "org.own": { scope: "organization", types: ["OWNER"], roles: [] },
  "location.read": { scope: "location", types: managers, roles: everyRole },
  /** Catalog, vendors, rooms. */
  "catalog.read": { scope: "location", types: managers, roles: everyRole },
  "catalog.write": { scope: "location", types: managers, roles: ["MANAGER", "INVENTORY"] },
  /** Tax groups, tax rates, discounts (an inventory clerk has no part in them: domain.md's table). */
  "pricing.read": { scope: "location", types: managers, roles: ["MANAGER", "CASHIER", "VIEWER"] },
  "pricing.write": { scope: "location", types: managers, roles: ["MANAGER"] },
  /** Inventory adjustments, purchase orders, receive orders. */
  "inventory.read": { scope: "location", types: managers, roles: everyRole },
  "inventory.write": { scope: "location", types: managers, roles: ["MANAGER", "INVENTORY"] },
  "customers.read": { scope: "location", types: managers, roles: everyRole },
  "customers.write": { scope: "location", types: managers, roles: ["MANAGER", "CASHIER"] },
  /** Sell at a register, open and close one's own drawer. */
  "register.sell": { scope: "location", types: managers, roles: ["MANAGER", "CASHIER"] },
  /** Void, refund, cash drops, close-out of others' drawers. */
  "register.manage": { scope: "location", types: managers, roles: ["MANAGER"] },
  /** Reports and every transaction of the location. */
  "reports.read": { scope: "location", types: managers, roles: ["MANAGER", "VIEWER"] },
  /** One's own sales (a cashier's view); implied by reports.read. */
  "reports.readOwn": { scope: "location", types: managers, roles: ["MANAGER", "VIEWER", "CASHIER"] },
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof PERMISSIONS;
export const permissionNames = Object.keys(PERMISSIONS) as Permission[];

export const locationRolesEntry = z.object({
  locationId: uuidSchema("locationId"),
  roles: z.array(z.enum(locationRoles)).max(locationRoles.length),
});
export type LocationRolesEntry = z.infer<typeof locationRolesEntry>;

/** What can() needs to know about a member: the type and the roles held per location. */
export interface Membership {
  type: MemberType;
  locationRoles: readonly { locationId: string; roles: readonly LocationRole[] }[];
}

/**
 * May this member do this? For a location permission, pass the location; without one the answer is whether
 * any of the member's locations allows it (for menus that list several locations).
 */
export function can(membership: Membership | null | undefined, permission: Permission, locationId?: string): boolean {
  if (!membership) return false;
  const rule: PermissionRule = PERMISSIONS[permission];
  if (rule.types.includes(membership.type)) return true;
  if (rule.scope === "organization") return false;
  return membership.locationRoles.some(
    (entry) =>
      (locationId === undefined || entry.locationId === locationId) &&
      entry.roles.some((role) => rule.roles.includes(role)),
  );
}

/** Locations a member works at: all of them for OWNER and ADMIN (undefined), else those where a role is held. */
export function memberLocationIds(membership: Membership): string[] | undefined {
  if (membership.type !== "MEMBER") return undefined;
  return membership.locationRoles.filter((entry) => entry.roles.length > 0).map((entry) => entry.locationId);
}

/** Rows of (location, role) → one entry per location with its roles, in a stable order. */
export function groupLocationRoles(rows: readonly { locationId: string; role: LocationRole }[]): LocationRolesEntry[] {
  const byLocation = new Map<string, LocationRole[]>();
  for (const row of rows) byLocation.set(row.locationId, [...(byLocation.get(row.locationId) ?? []), row.role]);
  return [...byLocation.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([locationId, roles]) => ({
      locationId,
      roles: locationRoles.filter((role) => roles.includes(role)),
    }));
}

/** Merges repeated locations, drops duplicates and empty entries: what a member ends up holding. */
export function normalizeLocationRoles(entries: readonly LocationRolesEntry[]): LocationRolesEntry[] {
  return groupLocationRoles(
    entries.flatMap((entry) => entry.roles.map((role) => ({ locationId: entry.locationId, role }))),
  );
}
