// Rooms of the selected location (spec §7 Rooms): the model every location-scoped feature copies.
// One key factory, query options shared by the route loader and the table, mutations that toast and
// invalidate through their meta (spec §8 texts as fallbacks when the server sends no message).
import { queryOptions, useMutation } from "@tanstack/react-query";
import { PAGE_SIZE } from "@verdant/shared";
import { type RoomValues, room, roomList } from "@verdant/shared/rooms";
import { useEffect } from "react";
import { api } from "../../lib/api-client.ts";
import { translate } from "../../lib/i18n/catalog.ts";
import { type LocationScope, locationPath } from "../../lib/location-scope.ts";
import { notifyError } from "../../lib/notify-error.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { listQuery } from "../../lib/queries/list-query.ts";
import { roomMessages } from "./messages.ts";

export const roomKeys = queryKeys.rooms;

/** The spec's toasts (§8) in the reader's language. */
const t = translate(roomMessages);

export type RoomListParams = { name?: string | undefined; isActive?: boolean | undefined; page: number };

/** The API takes the room as its form leaves it, except registers, which travel comma-joined (spec §3). */
const toBody = (values: RoomValues) => ({ ...values, linkedRegisters: values.linkedRegisters.join(",") });

export const roomsQuery = (scope: LocationScope, params: RoomListParams) =>
  listQuery(roomKeys.list({ ...scope, ...params }), roomList, locationPath(scope, "rooms"), {
    ...params,
    name: params.name?.trim(),
    limit: PAGE_SIZE.default,
  });

export const roomQuery = (scope: LocationScope, roomId: string) =>
  queryOptions({
    queryKey: roomKeys.detail(`${scope.locationId}:${roomId}`),
    queryFn: async ({ signal }) => room.parse(await api.get(locationPath(scope, `rooms/${roomId}`), undefined, signal)),
  });

/** Queries have no mutation meta: a failed fetch toasts once per failure with the spec's fallback. */
export function useFetchErrorToast(error: unknown, what: "list" | "detail") {
  useEffect(() => {
    if (error) notifyError(error, t(what === "list" ? "toast.listFailed" : "toast.detailFailed"));
  }, [error, what]);
}

export function useCreateRoom(scope: LocationScope) {
  return useMutation({
    mutationFn: async (values: RoomValues) => room.parse(await api.post(locationPath(scope, "rooms"), toBody(values))),
    meta: { success: t("toast.created"), error: t("toast.createFailed"), invalidates: [roomKeys.lists()] },
  });
}

export function useUpdateRoom(scope: LocationScope) {
  return useMutation({
    mutationFn: async ({ id, values }: { id: string; values: RoomValues }) =>
      room.parse(await api.put(locationPath(scope, `rooms/${id}`), toBody(values))),
    meta: { success: t("toast.updated"), error: t("toast.updateFailed"), invalidates: [roomKeys.all] },
  });
}

export function useDeleteRoom(scope: LocationScope) {
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(locationPath(scope, `rooms/${id}`)),
    meta: { success: t("toast.deleted"), error: t("toast.deleteFailed"), invalidates: [roomKeys.lists()] },
  });
}
