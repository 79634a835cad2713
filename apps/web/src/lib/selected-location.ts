// The selected location itself (currency, time zone, country), under the key the location screens invalidate, so
// a change of currency there reaches every screen that formats money.
import { queryOptions } from "@tanstack/react-query";
import { location } from "@verdant/shared/locations";
import { api } from "./api-client.ts";
import type { LocationScope } from "./location-scope.ts";

export const selectedLocationQuery = (scope: LocationScope) =>
  queryOptions({
    queryKey: ["locations", "detail", scope.locationId] as const,
    queryFn: async ({ signal }) =>
      location.parse(await api.get(`organization/${scope.orgId}/location/${scope.locationId}`, undefined, signal)),
    staleTime: 60_000,
  });
