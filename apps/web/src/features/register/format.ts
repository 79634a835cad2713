// Money and quantities as the register shows them, in the store's currency.
import type { DrawerMovementType } from "@verdant/shared/drawers";
import { moneyIn } from "../../lib/money.ts";
import { formatQuantity } from "../../lib/quantity.ts";

export { moneyIn };

/** Engine units (units or mg) → "2 units" / "3.5 g". */
export const quantityLabel = (quantity: number, unit: "EACH" | "GRAM") => formatQuantity(quantity, unit);

export const personName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

export const MOVEMENT_LABELS: Record<DrawerMovementType, string> = {
  DROP: "Cash drop",
  PAY_IN: "Pay-in",
  PAY_OUT: "Pay-out",
};
