// The organization and location the signed-in user works in (spec §3 selectedOrgId / selectedLocationId).
// Every location-scoped feature builds its API paths from this; the switcher in the app shell changes it.
import { authStore, useAuth } from "./auth-store.ts";

export interface LocationScope {
  orgId: string;
  locationId: string;
}

export function useLocationScope(): LocationScope | null {
  const { selectedOrgId, selectedLocationId } = useAuth();
  return selectedOrgId && selectedLocationId ? { orgId: selectedOrgId, locationId: selectedLocationId } : null;
}

/** 'organization/{orgId}/location/{locationId}/<path>' as spec §7 names location-scoped calls. */
export const locationPath = (scope: LocationScope, path: string) =>
  `organization/${scope.orgId}/location/${scope.locationId}/${path}`;

/** The same scope outside React (route loaders prefetch with it). */
export function selectedLocationScope(): LocationScope | null {
  const { selectedOrgId, selectedLocationId } = authStore.get();
  return selectedOrgId && selectedLocationId ? { orgId: selectedOrgId, locationId: selectedLocationId } : null;
}

/**
 * Runs `then` with the selected scope, or not at all while none is selected: how a route loader prefetches a
 * location's queries while the screen's chunk loads (decision 0028).
 */
export function atSelectedLocation(then: (scope: LocationScope) => void): void {
  const scope = selectedLocationScope();
  if (scope) then(scope);
}
