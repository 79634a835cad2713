// What the register cannot do offline (issue 19): the controls that need the server are disabled with the reason
// (the register catalog's `needs.*` messages) instead of failing; offline, a customer's purchases of the day the
// register cannot know are flagged (`offline.limitsUnknown`).
import { useSyncExternalStore } from "react";
import { connectivity } from "./connectivity.ts";

export function useLimitsUnknown(customerId: string) {
  return useSyncExternalStore(
    connectivity.subscribe,
    () => !connectivity.get().online && connectivity.get().limitsUnknown.includes(customerId),
  );
}

/** True while the server answers the register's calls. */
export function useOnline() {
  return useSyncExternalStore(connectivity.subscribe, () => connectivity.get().online);
}

/** The code of an offline refusal a manager lifts on the register with their PIN (decision 0035). */
export const APPROVAL_NEEDED = "offline_approval_needed";
