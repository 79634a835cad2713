// The signed-in user's place in the selected organization: their member type and location roles, and the
// permission check every screen uses to hide what the role cannot do (the same can() the API enforces).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { PAGE_SIZE } from "@verdant/shared";
import { type MyMembership, type Organization, organizationList } from "@verdant/shared/organizations";
import { can, type Permission } from "@verdant/shared/roles";
import { api } from "./api-client.ts";
import { useAuth } from "./auth-store.ts";

/**
 * Under the organizations feature's root key, so anything that invalidates ["organizations"] (a role change,
 * a new organization, a transfer of ownership) refreshes the membership too.
 */
export const membershipKeys = { mine: ["organizations", "mine"] as const };

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
