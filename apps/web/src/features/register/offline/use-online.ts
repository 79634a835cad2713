// What the register cannot do offline, and why (issue 19): the controls that need the server read this and are
// disabled with the reason instead of failing.
import { useSyncExternalStore } from "react";
import { connectivity } from "./connectivity.ts";

export const NEEDS_CONNECTION = {
  returns: "Refunds and voids need the connection: the sale must be read from the server.",
  park: "Parking a cart needs the connection; keep selling, the cart stays on this register.",
  resume: "Parked carts are kept on the server: resuming one needs the connection (another register may take it).",
  addCustomer: "Adding a customer needs the connection; find one already known, the register's copy has them.",
  newRegister: "Creating a register needs the connection.",
  openDrawer: "Opening a drawer needs the connection: the server records the float.",
  drawer: "Drawer movements and the close-out need the connection.",
  email: "E-mailing a receipt needs the connection; send it from Transactions once the sale has synced.",
} as const;

/** Offline, a customer whose purchases of the day the register cannot know: the cashier checks the ID. */
export const LIMITS_UNKNOWN =
  "Offline, this customer's purchases earlier today cannot be known: check their ID. The sale is flagged for a manager.";

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
