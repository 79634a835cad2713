// The selected location itself (currency, time zone, country, limits profile): one query for every screen that
// formats money or dates in the store's terms, under the key the location screens invalidate, so a change of
// currency or time zone there reaches them all.
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { type Location, location } from "@verdant/shared/locations";
import { api } from "../api-client.ts";
import { type LocationScope, useLocationScope } from "../location-scope.ts";
import { todayIn } from "../today.ts";
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

/** The selected location, for a screen that has no store at hand (nothing while none is selected). */
export function useSelectedLocation() {
  const scope = useLocationScope();
  return useQuery({ ...selectedLocationQuery(scope ?? { orgId: "", locationId: "" }), enabled: scope !== null });
}

/** Today at the selected store, for screens. */
export function useStoreToday(): string {
  return todayIn(useSelectedLocation().data?.timeZone);
}

/** Today at the store, for route loaders: from the location already read, else the browser's day. */
export function storeTodayFrom(queryClient: QueryClient, scope: LocationScope): string {
  const store = queryClient.getQueryData<Location>(selectedLocationQuery(scope).queryKey);
  return todayIn(store?.timeZone);
}
