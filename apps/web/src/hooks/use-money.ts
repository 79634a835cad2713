// Money on a screen that has no store at hand: the selected location's currency, the user's locale (lib/money.ts).
import { useMemo } from "react";
import { formatAmount, moneyIn } from "../lib/money.ts";
import { useSelectedLocation } from "../lib/queries/location.ts";

/** The selected location's currency ("CAD", "USD"); undefined until it is loaded or without a location. */
export function useStoreCurrency(): string | undefined {
  return useSelectedLocation().data?.currency;
}

/** `const money = useMoney(); money(1250)` → "CA$12.50" at a Canadian store; plain "12.50" until it is known. */
export function useMoney(): (cents: number) => string {
  const currency = useStoreCurrency();
  return useMemo(() => (currency ? moneyIn(currency) : formatAmount), [currency]);
}
