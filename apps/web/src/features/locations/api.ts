// Locations of an organization (spec §7 Locations): the list with its filters, create, update, delete.
import { useMutation } from "@tanstack/react-query";
import { PAGE_SIZE } from "@verdant/shared";
import {
  type CreateLocationInput,
  type Location,
  location,
  locationList,
  type locationSorts,
  type UpdateLocationInput,
} from "@verdant/shared/locations";
import { api } from "../../lib/api-client.ts";
import { translate } from "../../lib/i18n/catalog.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { listQuery } from "../../lib/queries/list-query.ts";
import { switcherMessages } from "./switcher-messages.ts";

// The toasts speak the reader's language at the moment the mutation is set up (a render).
const t = translate(switcherMessages);

export const locationKeys = queryKeys.locations;

export type LocationListParams = {
  orgId: string;
  nameOrAddress?: string;
  city?: string;
  state?: string;
  sort?: (typeof locationSorts)[number];
  page?: number;
  limit?: number;
};

export const locationsQuery = ({ orgId, ...query }: LocationListParams) =>
  listQuery(locationKeys.list({ orgId, ...query }), locationList, `organization/${orgId}/location`, { ...query });

/** Every location of the organization I work at, for the switcher and role pickers (one page holds them). */
export const allLocationsQuery = (orgId: string) => locationsQuery({ orgId, sort: "name", limit: PAGE_SIZE.max });

// A location change also changes what the organization pages and the switcher show.
const invalidates = [locationKeys.all, queryKeys.organizations.all];

export function useCreateLocation(orgId: string) {
  return useMutation({
    mutationFn: async (input: CreateLocationInput) =>
      location.parse(await api.post(`organization/${orgId}/location`, input)),
    meta: { success: t("toast.created"), error: t("toast.createFailed"), invalidates },
  });
}

export function useUpdateLocation(orgId: string) {
  return useMutation({
    mutationFn: async ({ id, ...input }: UpdateLocationInput & { id: string }) =>
      location.parse(await api.patch(`organization/${orgId}/location/${id}`, input)),
    meta: { success: t("toast.updated"), error: t("toast.updateFailed"), invalidates },
  });
}

export function useDeleteLocation(orgId: string) {
  return useMutation({
    mutationFn: (target: Pick<Location, "id">) =>
      api.delete<{ id: string }>(`organization/${orgId}/location/${target.id}`),
    meta: { success: t("toast.deleted"), error: t("toast.deleteFailed"), invalidates },
  });
}
