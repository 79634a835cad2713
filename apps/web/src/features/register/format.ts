// Money and quantities as the register shows them, in the store's currency and the reader's language.
import { moneyIn } from "../../lib/money.ts";
import { formatQuantity } from "../../lib/quantity.ts";

export { moneyIn };

/** Engine units (units or mg) → "2 units" / "3.5 g" ("2 unités" / "3,5 g" in French). */
export const quantityLabel = (quantity: number, unit: "EACH" | "GRAM") => formatQuantity(quantity, unit);

export const personName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
