// The Dashboard (issue 7): one location's day at a glance, refreshed every minute while it is on screen.
import { queryOptions } from "@tanstack/react-query";
import { dashboard } from "@verdant/shared/dashboard";
import { location } from "@verdant/shared/locations";
import { api } from "../../lib/api-client.ts";
import { type LocationScope, locationPath } from "../../lib/location-scope.ts";

export const dashboardQuery = (scope: LocationScope) =>
  queryOptions({
    queryKey: ["dashboard", scope.locationId] as const,
    queryFn: async ({ signal }) => dashboard.parse(await api.get(locationPath(scope, "dashboard"), undefined, signal)),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export const dashboardStoreQuery = (scope: LocationScope) =>
  queryOptions({
    queryKey: ["locations", "detail", scope.locationId] as const,
    queryFn: async ({ signal }) =>
      location.parse(await api.get(`organization/${scope.orgId}/location/${scope.locationId}`, undefined, signal)),
  });
