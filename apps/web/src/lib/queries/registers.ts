// The location's registers and open drawers, for the register's picker, the transactions filters, refunds and
// the manager's close-out of another's drawer.
import { queryOptions } from "@tanstack/react-query";
import { PAGE_SIZE } from "@verdant/shared";
import { drawerSessionList } from "@verdant/shared/drawers";
import { registerList } from "@verdant/shared/registers";
import { api } from "../api-client.ts";
import { type LocationScope, locationPath } from "../location-scope.ts";
import { queryKeys } from "./keys.ts";

/** Registers a cashier can sell at. */
export const activeRegistersQuery = (scope: LocationScope) =>
  queryOptions({
    queryKey: queryKeys.registers.list({ ...scope, isActive: true }),
    queryFn: async ({ signal }) =>
      registerList.parse(
        await api.get(locationPath(scope, "register"), { isActive: true, page: 1, limit: PAGE_SIZE.max }, signal),
      ).data,
    staleTime: 30_000,
  });

/** Every register, closed ones too (past sales name them). */
export const registerChoicesQuery = (scope: LocationScope) =>
  queryOptions({
    queryKey: queryKeys.registers.list({ ...scope, choices: true }),
    queryFn: async ({ signal }) =>
      registerList.parse(await api.get(locationPath(scope, "register"), { page: 1, limit: PAGE_SIZE.max }, signal))
        .data,
  });

/** Open drawers of the location; always read afresh (a drawer closes at another register). */
export const openDrawersQuery = (scope: LocationScope) =>
  queryOptions({
    queryKey: queryKeys.drawers.list({ ...scope, status: "OPEN" }),
    queryFn: async ({ signal }) =>
      drawerSessionList.parse(
        await api.get(locationPath(scope, "drawer-session"), { status: "OPEN", page: 1, limit: PAGE_SIZE.max }, signal),
      ).data,
    staleTime: 0,
  });
