// Roles per location, chosen with a checkbox for each (location, role): used when inviting and when
// changing a member's roles. The value is the list the API takes (locationRoles).
import type { Location } from "@verdant/shared/locations";
import { type LocationRole, type LocationRolesEntry, locationRoles } from "@verdant/shared/roles";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { useMessages } from "../../lib/i18n/catalog.ts";
import { locationRoleLabel } from "./labels.ts";
import { organizationMessages } from "./messages.ts";

export function toggleRole(
  value: readonly LocationRolesEntry[],
  locationId: string,
  role: LocationRole,
  on: boolean,
): LocationRolesEntry[] {
  const current = value.find((entry) => entry.locationId === locationId)?.roles ?? [];
  const roles = locationRoles.filter((r) => (r === role ? on : current.includes(r)));
  const others = value.filter((entry) => entry.locationId !== locationId);
  return roles.length ? [...others, { locationId, roles }] : others;
}

export function LocationRolesEditor(props: {
  locations: readonly Pick<Location, "id" | "name" | "city">[];
  value: readonly LocationRolesEntry[];
  onChange: (next: LocationRolesEntry[]) => void;
  disabled?: boolean;
}) {
  const { locations, value, onChange, disabled } = props;
  const t = useMessages(organizationMessages);
  if (!locations.length) return <p className="text-sm text-muted-foreground">{t("roles.noLocations")}</p>;
  return (
    <div className="overflow-hidden rounded-lg border">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-xs text-muted-foreground">
          <tr>
            <th className="px-3 py-2 text-left font-medium">{t("roles.location")}</th>
            {locationRoles.map((role) => (
              <th key={role} className="px-2 py-2 text-center font-medium">
                {locationRoleLabel(role)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {locations.map((location) => {
            const held = value.find((entry) => entry.locationId === location.id)?.roles ?? [];
            return (
              <tr key={location.id} className="border-t">
                <td className="px-3 py-2">
                  <span className="font-medium">{location.name}</span>
                  {location.city && location.city !== location.name && (
                    <span className="block text-xs text-muted-foreground">{location.city}</span>
                  )}
                </td>
                {locationRoles.map((role) => (
                  <td key={role} className="px-2 py-2 text-center">
                    <Checkbox
                      aria-label={t("roles.at", { role: locationRoleLabel(role), location: location.name })}
                      checked={held.includes(role)}
                      disabled={disabled}
                      onCheckedChange={(on) => onChange(toggleRole(value, location.id, role, on === true))}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
