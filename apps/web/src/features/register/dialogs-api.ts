// The calls only the register's dialogs make (a new register, a drawer movement, the close-out): beside them, so
// the register's first load carries neither the calls nor their toasts' words.
import { useMutation } from "@tanstack/react-query";
import { type CloseDrawerInput, type DrawerMovementInput, drawerSessionDetail } from "@verdant/shared/drawers";
import { type RegisterInput, register } from "@verdant/shared/registers";
import { api } from "../../lib/api-client.ts";
import { translate } from "../../lib/i18n/catalog.ts";
import { type LocationScope, locationPath } from "../../lib/location-scope.ts";
import { queryKeys } from "../../lib/queries/keys.ts";
import { drawerInvalidates, registerKeys } from "./api.ts";
import { dialogMessages } from "./dialog-messages.ts";

const dialogText = translate(dialogMessages);

export function useCreateRegister(scope: LocationScope) {
  return useMutation({
    mutationFn: async (input: RegisterInput) => register.parse(await api.post(locationPath(scope, "register"), input)),
    meta: {
      success: dialogText("toast.registerCreated"),
      error: dialogText("toast.registerCreateFailed"),
      invalidates: [registerKeys.all, queryKeys.rooms.all],
    },
  });
}

export function useDrawerMovement(scope: LocationScope, id: string) {
  return useMutation({
    mutationFn: async (input: DrawerMovementInput) =>
      drawerSessionDetail.parse(await api.post(locationPath(scope, `drawer-session/${id}/movement`), input)),
    meta: {
      success: dialogText("toast.movementSaved"),
      error: dialogText("toast.movementFailed"),
      invalidates: drawerInvalidates,
    },
  });
}

export function useCloseDrawer(scope: LocationScope, id: string) {
  return useMutation({
    mutationFn: async (input: CloseDrawerInput) =>
      drawerSessionDetail.parse(await api.post(locationPath(scope, `drawer-session/${id}/close`), input)),
    meta: {
      success: dialogText("toast.drawerClosed"),
      error: dialogText("toast.drawerCloseFailed"),
      invalidates: drawerInvalidates,
    },
  });
}
