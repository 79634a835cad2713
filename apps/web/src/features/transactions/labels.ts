import type { SaleStatus } from "@verdant/shared/sales";
import { intlLocale } from "../../lib/i18n/language.ts";
import { moneyIn } from "../../lib/money.ts";
import { formatQuantity } from "../../lib/quantity.ts";

export const STATUS_TONES = {
  COMPLETED: "success",
  VOIDED: "danger",
  REFUNDED: "warning",
  PARTIALLY_REFUNDED: "warning",
} as const satisfies Record<SaleStatus, string>;

export { moneyIn };

/** Units, or grams for GRAM products (the sale's quantities) → "2 units" / "3.5 g". */
export const saleQuantity = (quantity: number, unit: "EACH" | "GRAM") =>
  formatQuantity(unit === "GRAM" ? Math.round(quantity * 1000) : quantity, unit);

/** A sale's moment in the reader's locale ("Mar 4, 2026, 2:05 p.m." / "4 mars 2026, 14 h 05"). */
export const dateTime = (iso: string, timeZone?: string) =>
  new Intl.DateTimeFormat(intlLocale(), {
    dateStyle: "medium",
    timeStyle: "short",
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
