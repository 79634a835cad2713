// The location's active rooms, for every picker that chooses where stock goes (receive order items, manifests).
import { queryOptions } from "@tanstack/react-query";
import { PAGE_SIZE } from "@verdant/shared";
import { roomList } from "@verdant/shared/rooms";
import { api } from "./api-client.ts";
import { type LocationScope, locationPath } from "./location-scope.ts";

export const roomChoicesQuery = (scope: LocationScope) =>
  queryOptions({
    queryKey: ["room-choices", scope.orgId, scope.locationId],
    queryFn: async ({ signal }) =>
      roomList.parse(
        await api.get(locationPath(scope, "rooms"), { isActive: true, page: 1, limit: PAGE_SIZE.max }, signal),
      ).data,
  });
