// The selected location itself (currency, time zone, country, limits profile): one query for every screen that
// formats money or dates in the store's terms, under the key the location screens invalidate, so a change of
// currency or time zone there reaches them all.
import { queryOptions } from "@tanstack/react-query";
import { location } from "@verdant/shared/locations";
import { api } from "../api-client.ts";
import type { LocationScope } from "../location-scope.ts";
import { queryKeys } from "./keys.ts";

export const locationUrl = (scope: LocationScope) => `organization/${scope.orgId}/location/${scope.locationId}`;

export const selectedLocationQuery = (scope: LocationScope) =>
  queryOptions({
    queryKey: queryKeys.locations.detail(scope.locationId),
    queryFn: async ({ signal }) => location.parse(await api.get(locationUrl(scope), undefined, signal)),
    staleTime: 60_000,
  });

/** The store's currency, which prices are typed and shown in. */
export const storeCurrencyQuery = (scope: LocationScope) =>
  queryOptions({ ...selectedLocationQuery(scope), select: (store) => store.currency });

/** What a change to the location (its settings, limits profile, receipt) refreshes. */
export const locationChanged = [queryKeys.locations.all, queryKeys.organizations.all];
