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
import { translate } from "../../lib/i18n/catalog.ts";
import { useSelectOrganization } from "../../lib/membership.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { organizationMessages } from "./messages.ts";

// The toasts speak the reader's language at the moment the mutation is set up (a render).
const t = translate(organizationMessages);

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
    meta: { success: t("toast.created"), error: t("toast.createFailed") },
  });
}

export function useUpdateOrganization() {
  return useMutation({
    mutationFn: async (input: UpdateOrganizationInput) =>
      organizationDetails.parse(await api.put("organization", input)),
    meta: { success: t("toast.updated"), error: t("toast.updateFailed"), invalidates },
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
    meta: { success: t("toast.deleted"), error: t("toast.deleteFailed"), invalidates },
  });
}
