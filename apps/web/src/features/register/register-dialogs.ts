// The register's dialogs load when the browser is first idle after the register appears (or when first opened, if
// that is sooner), not with its first load: the sale panel and the search draw first (decision 0036).
import type { QueryClient } from "@tanstack/react-query";
import { lazyComponent } from "../../lib/lazy-module.ts";
import type { LocationScope } from "../../lib/location-scope.ts";

export const PaymentDialog = lazyComponent(() => import("./payment-dialog.tsx").then((m) => m.PaymentDialog));
export const SaleCompleteDialog = lazyComponent(() =>
  import("./sale-complete-dialog.tsx").then((m) => m.SaleCompleteDialog),
);
export const ParkedCartsDialog = lazyComponent(() =>
  import("./parked-carts-dialog.tsx").then((m) => m.ParkedCartsDialog),
);
export const CloseDrawerDialog = lazyComponent(() => import("./drawer-close.tsx").then((m) => m.CloseDrawerDialog));
export const DrawerMovementDialog = lazyComponent(() =>
  import("./drawer-movement.tsx").then((m) => m.DrawerMovementDialog),
);
/** Once a shift: a register whose drawer is open (the usual case) never draws it. */
export const OpenDrawerPanel = lazyComponent(() => import("./drawer-open.tsx").then((m) => m.OpenDrawerPanel));
export const NewRegisterDialog = lazyComponent(() =>
  import("./new-register-dialog.tsx").then((m) => m.NewRegisterDialog),
);

/** Closing the location's last open drawer offers the day's end of day (drawer-close.tsx). */
export async function offerEndOfDay(queryClient: QueryClient, scope: LocationScope, open: () => void) {
  const { offerEndOfDay: offer } = await import("./drawer-close.tsx");
  return offer(queryClient, scope, open);
}
