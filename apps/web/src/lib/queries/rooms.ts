// The location's active rooms, for every picker and filter that chooses where stock is or goes (inventory filter
// and transfer, receive order items, manifests, refunds' restock, a new register's rooms); under the rooms key,
// so a room created, renamed or closed reaches them.
import { queryOptions } from "@tanstack/react-query";
import { PAGE_SIZE } from "@verdant/shared";
import { roomList } from "@verdant/shared/rooms";
import { api } from "../api-client.ts";
import { type LocationScope, locationPath } from "../location-scope.ts";
import { queryKeys } from "./keys.ts";

export const activeRoomsQuery = (scope: LocationScope) =>
  queryOptions({
    queryKey: queryKeys.rooms.list({ ...scope, isActive: true, choices: true }),
    queryFn: async ({ signal }) =>
      roomList.parse(
        await api.get(locationPath(scope, "rooms"), { isActive: true, page: 1, limit: PAGE_SIZE.max }, signal),
      ).data,
  });
