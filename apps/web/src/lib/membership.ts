// The signed-in user's place in the selected organization: their member type and location roles, and the
// permission check every screen uses to hide what the role cannot do (the same can() the API enforces).
// Choosing another organization or location (the switcher, a new organization, an accepted invite) also
// lives here, because it changes the signed-in state every location-scoped screen reads.
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PAGE_SIZE } from "@verdant/shared";
import {
  type MyMembership,
  type Organization,
  organizationList,
  type Selection,
  selection,
} from "@verdant/shared/organizations";
import { can, type Permission } from "@verdant/shared/roles";
import { api } from "./api-client.ts";
import { authStore, useAuth } from "./auth-store.ts";
import { queryKeys } from "./queries/keys.ts";
import { sessionKeys } from "./session.ts";

/**
 * Under the organizations feature's root key, so anything that invalidates ["organizations"] (a role change,
 * a new organization, a transfer of ownership) refreshes the membership too.
 */
const membershipKeys = { mine: [...queryKeys.organizations.all, "mine"] as const };

/** Every organization I belong to, each with my membership (GET /organization; one page holds them all). */
export const myOrganizationsQuery = () =>
  queryOptions({
    queryKey: membershipKeys.mine,
    queryFn: async ({ signal }) =>
      organizationList.parse(await api.get("organization", { page: 1, limit: PAGE_SIZE.max }, signal)).data,
  });

export interface CurrentMembership {
  organization: Organization | null;
  membership: MyMembership | null;
  locationId: string | null;
  isLoading: boolean;
}

/** The selected organization and my membership in it; null while loading or when none is selected. */
export function useMembership(): CurrentMembership {
  const { selectedOrgId, selectedLocationId, signedIn } = useAuth();
  const query = useQuery({ ...myOrganizationsQuery(), enabled: signedIn });
  const organization = query.data?.find((org) => org.id === selectedOrgId) ?? null;
  return {
    organization,
    membership: organization?.membership ?? null,
    locationId: selectedLocationId ?? null,
    isLoading: query.isPending && signedIn,
  };
}

/**
 * May I do this in the selected organization, at the selected location (or at `locationId`)? False while the
 * membership loads, so an action never flashes into view for a role that lacks it.
 */
export function useCan(permission: Permission, locationId?: string): boolean {
  const { membership, locationId: selected } = useMembership();
  return can(membership, permission, locationId ?? selected ?? undefined);
}

/** The answer of PATCH /organization/select becomes the signed-in state, and every cached list is stale. */
export async function applySelection(queryClient: QueryClient, chosen: Selection) {
  authStore.update({
    selectedOrgId: chosen.selectedOrgId,
    organizationSlug: chosen.organizationSlug,
    selectedLocationId: chosen.selectedLocationId,
    selectedLocation: chosen.selectedLocation
      ? { id: chosen.selectedLocation.id, name: chosen.selectedLocation.name }
      : null,
  });
  queryClient.setQueryData(sessionKeys.me, (user: object | undefined) =>
    user
      ? {
          ...user,
          selectedOrgId: chosen.selectedOrgId,
          organizationSlug: chosen.organizationSlug,
          selectedLocationId: chosen.selectedLocationId,
        }
      : user,
  );
  // Data of the previous location must not show under the new one: refetch everything but the profile.
  await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.me[0] });
}

/** Work in this organization, at this location (or the first one I work at when none is given). */
export function useSelectOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { organizationId: string; locationId?: string }) =>
      selection.parse(await api.patch("organization/select", input)),
    onSuccess: (chosen) => applySelection(queryClient, chosen),
    meta: { error: "Failed to switch location" },
  });
}
