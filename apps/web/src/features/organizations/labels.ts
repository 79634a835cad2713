// How member types, location roles and invitation states read on screen.
import type { InviteStatus } from "@verdant/shared/organizations";
import type { LocationRole, LocationRolesEntry, MemberType } from "@verdant/shared/roles";

export const memberTypeLabels: Record<MemberType, string> = { OWNER: "Owner", ADMIN: "Admin", MEMBER: "Member" };
export const memberTypeHints: Record<Exclude<MemberType, "OWNER">, string> = {
  ADMIN: "Manages the organization and works at every location",
  MEMBER: "Works at the locations and in the roles chosen below",
};
export const locationRoleLabels: Record<LocationRole, string> = {
  MANAGER: "Manager",
  CASHIER: "Cashier",
  INVENTORY: "Inventory",
  VIEWER: "Viewer",
};
/** What each role does, in the person's own words ("At Gastown you sell at the register…"), for the welcome. */
export const locationRoleDuties: Record<LocationRole, string> = {
  MANAGER: "run the store: sell, approve refunds and voids, and look after stock, prices and reports",
  CASHIER: "sell at the register and look after customers",
  INVENTORY: "receive and count stock and keep the products up to date",
  VIEWER: "follow sales, reports and stock",
};

/** "sell at the register and look after customers; receive and count stock…" for a location's roles. */
export const dutiesOf = (roles: readonly LocationRole[]) => roles.map((role) => locationRoleDuties[role]).join("; ");

export const inviteStatusLabels: Record<InviteStatus, string> = {
  PENDING: "Pending",
  ACCEPTED: "Accepted",
  EXPIRED: "Expired",
  REVOKED: "Revoked",
};

export const personName = (person: { firstName: string | null; lastName: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(" ");

/** "Vancouver: Manager, Cashier · Los Angeles: Viewer", naming locations by their id's name. */
export function describeLocationRoles(entries: readonly LocationRolesEntry[], names: ReadonlyMap<string, string>) {
  return entries
    .filter((entry) => entry.roles.length > 0)
    .map(
      (entry) =>
        `${names.get(entry.locationId) ?? "Another location"}: ${entry.roles.map((r) => locationRoleLabels[r]).join(", ")}`,
    );
}
