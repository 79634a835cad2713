// Organizations (spec §7 Organizations): mine, details, create, rename, delete.
// Keys live under ["organizations"], the root the signed-in membership (app/membership.ts) also uses.
import { queryOptions, useMutation } from "@tanstack/react-query";
import {
  type CreateOrganizationInput,
  organizationDetails,
  type UpdateOrganizationInput,
} from "@verdant/shared/organizations";
import { api } from "../../lib/api-client.ts";
import { authStore } from "../../lib/auth-store.ts";
import { useSelectOrganization } from "../../lib/membership.ts";
import { queryKeys } from "../../lib/queries/keys.ts";

export const organizationKeys = queryKeys.organizations;

/** Details (owner, member count, the locations I work at) by slug: the API names organizations that way. */
export const organizationDetailsQuery = (slug: string) =>
  queryOptions({
    queryKey: organizationKeys.detail(slug),
    queryFn: async ({ signal }) =>
      organizationDetails.parse(
        await api.get(`organization-details-by-slug/${encodeURIComponent(slug)}`, undefined, signal),
      ),
  });

const invalidates = [organizationKeys.all];

/** Creates the organization with its first location and starts working in it. */
export function useCreateOrganization() {
  const select = useSelectOrganization();
  return useMutation({
    mutationFn: async (input: CreateOrganizationInput) =>
      organizationDetails.parse(await api.post("organization", input)),
    // Selecting refreshes every cached list, the organizations included.
    onSuccess: (created) => select.mutateAsync({ organizationId: created.id }),
    meta: { success: "Organization created successfully", error: "Failed to create organization" },
  });
}

export function useUpdateOrganization() {
  return useMutation({
    mutationFn: async (input: UpdateOrganizationInput) =>
      organizationDetails.parse(await api.put("organization", input)),
    meta: { success: "Organization updated successfully", error: "Failed to update organization", invalidates },
  });
}

export function useDeleteOrganization() {
  return useMutation({
    mutationFn: ({ id, confirm }: { id: string; confirm: string }) =>
      api.delete<{ id: string }>(`organization/${id}`, { confirm }),
    // The server forgets a deleted selection; so do we, and the switcher moves on to another organization.
    onSuccess: ({ id }) => {
      if (authStore.get().selectedOrgId !== id) return;
      authStore.update({
        selectedOrgId: null,
        selectedLocationId: null,
        selectedLocation: null,
        organizationSlug: null,
      });
    },
    meta: { success: "Organization deleted", error: "Failed to delete organization", invalidates },
  });
}
