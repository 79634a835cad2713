// How member types, location roles and invitation states read on screen, in the reader's language (decision 0034):
// called while rendering a screen that reads the organizations' catalog (so its language is loaded).
import type { InviteStatus } from "@verdant/shared/organizations";
import type { LocationRole, LocationRolesEntry, MemberType } from "@verdant/shared/roles";
import { translate } from "../../lib/i18n/catalog.ts";
import { organizationMessages } from "./messages.ts";

const t = translate(organizationMessages);

export const memberTypeLabel = (type: MemberType) => t(`memberType.${type}`);
export const memberTypeHint = (type: Exclude<MemberType, "OWNER">) => t(`memberHint.${type}`);
export const locationRoleLabel = (role: LocationRole) => t(`role.${role}`);
export const inviteStatusLabel = (status: InviteStatus) => t(`status.${status}`);

/** "sell at the register and look after customers; receive and count stock…" for a location's roles. */
export const dutiesOf = (roles: readonly LocationRole[]) => roles.map((role) => t(`duty.${role}`)).join("; ");

export const personName = (person: { firstName: string | null; lastName: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(" ");

/** "Vancouver: Manager, Cashier · Los Angeles: Viewer", naming locations by their id's name. */
export function describeLocationRoles(entries: readonly LocationRolesEntry[], names: ReadonlyMap<string, string>) {
  return entries
    .filter((entry) => entry.roles.length > 0)
    .map((entry) =>
      t("roles.line", {
        location: names.get(entry.locationId) ?? t("roles.anotherLocation"),
        roles: entry.roles.map(locationRoleLabel).join(", "),
      }),
    );
}
