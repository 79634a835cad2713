// The Dashboard (issue 7): one location's day at a glance, refreshed every minute while it is on screen.
import { queryOptions } from "@tanstack/react-query";
import { dashboard } from "@verdant/shared/dashboard";
import { api } from "../../lib/api-client.ts";
import { type LocationScope, locationPath } from "../../lib/location-scope.ts";
import { queryKeys } from "../../lib/queries/keys.ts";

export const dashboardQuery = (scope: LocationScope) =>
  queryOptions({
    queryKey: queryKeys.dashboard.detail(scope.locationId),
    queryFn: async ({ signal }) => dashboard.parse(await api.get(locationPath(scope, "dashboard"), undefined, signal)),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
