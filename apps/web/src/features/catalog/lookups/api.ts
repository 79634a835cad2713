// Brands, categories, strains, tags and priorities of the selected location: one key factory per kind, one
// list/detail query each, and create/update/delete mutations that refresh the kind and the product lists.
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { PAGE_SIZE } from "@verdant/shared";
import { api } from "../../../lib/api-client.ts";
import { translate } from "../../../lib/i18n/catalog.ts";
import { atSelectedLocation, type LocationScope, locationPath } from "../../../lib/location-scope.ts";
import { type QueryKeyFactory, queryKeys } from "../../../lib/queries/keys.ts";
import { listQuery } from "../../../lib/queries/list-query.ts";
import { catalogMessages } from "../messages.ts";
import { productKeys } from "../products/api.ts";
import { type LookupEntry, type LookupKind, type LookupKindName, lookupKinds } from "./lookup-kinds.ts";

export const lookupKeys: Record<LookupKindName, QueryKeyFactory> = {
  brand: queryKeys.brands,
  category: queryKeys.categories,
  strain: queryKeys.strains,
  tag: queryKeys.tags,
  priority: queryKeys.priorities,
};

export type LookupListParams = { page: number; limit: number; search?: string | undefined };
/** A lookup page's list state in the URL. */
export type LookupSearch = { page: number; limit: number; search: string };

/** The URL's list state as the list call's parameters (shared by the route loader and the screen). */
export const lookupListParams = (search: LookupSearch): LookupListParams => ({
  page: search.page,
  limit: search.limit,
  search: search.search || undefined,
});

const path = (scope: LocationScope, kind: LookupKind, id?: string) =>
  locationPath(scope, id ? `${kind.family}/${id}` : kind.family);

/** A lookup route's loader: the page its URL asks for, at the selected location. */
export const prefetchLookupList = (queryClient: QueryClient, kind: LookupKindName, search: LookupSearch) =>
  atSelectedLocation((scope) => void queryClient.prefetchQuery(lookupListQuery(scope, kind, lookupListParams(search))));

export const lookupListQuery = (scope: LocationScope, kindName: LookupKindName, params: LookupListParams) => {
  const kind = lookupKinds[kindName];
  return listQuery(lookupKeys[kindName].list({ ...scope, ...params }), kind.list, path(scope, kind), params);
};

/** The first page a picker or filter offers (the demo store has tens of each; search narrows the rest). */
export const lookupOptionsQuery = (scope: LocationScope, kindName: LookupKindName, search = "") =>
  lookupListQuery(scope, kindName, { page: 1, limit: PAGE_SIZE.max, search: search || undefined });

export const lookupDetailQuery = (scope: LocationScope, kindName: LookupKindName, id: string) => {
  const kind = lookupKinds[kindName];
  return queryOptions({
    queryKey: lookupKeys[kindName].detail(id),
    queryFn: async ({ signal }) => kind.entity.parse(await api.get(path(scope, kind, id), undefined, signal)),
  });
};

const invalidates = (kindName: LookupKindName) => [lookupKeys[kindName].all, productKeys.all];
const t = translate(catalogMessages);

export function useCreateLookup(scope: LocationScope, kindName: LookupKindName) {
  const kind = lookupKinds[kindName];
  return useMutation({
    mutationFn: async (input: Record<string, unknown>) => kind.entity.parse(await api.post(path(scope, kind), input)),
    meta: {
      success: t("kind.created", { kind: kindName }),
      error: t("kind.createFailed", { kind: kindName }),
      invalidates: [lookupKeys[kindName].all],
    },
  });
}

export function useUpdateLookup(scope: LocationScope, kindName: LookupKindName) {
  const kind = lookupKinds[kindName];
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: Record<string, unknown> }) =>
      kind.entity.parse(await api.patch(path(scope, kind, id), input)),
    meta: {
      success: t("kind.updated", { kind: kindName }),
      error: t("kind.updateFailed", { kind: kindName }),
      invalidates: invalidates(kindName),
    },
  });
}

export function useDeleteLookup(scope: LocationScope, kindName: LookupKindName) {
  const kind = lookupKinds[kindName];
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entry: LookupEntry) => api.delete<{ id: string }>(path(scope, kind, entry.id)),
    onSuccess: (_data, entry) => client.removeQueries({ queryKey: lookupKeys[kindName].detail(entry.id) }),
    meta: {
      success: t("kind.deleted", { kind: kindName }),
      error: t("kind.deleteFailed", { kind: kindName }),
      invalidates: invalidates(kindName),
    },
  });
}
