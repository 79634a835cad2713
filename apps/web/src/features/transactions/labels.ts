import type { SaleStatus } from "@verdant/shared/sales";
import { moneyIn } from "../../lib/money.ts";
import { formatQuantity } from "../../lib/quantity.ts";

export const STATUS_LABELS: Record<SaleStatus, string> = {
  COMPLETED: "Completed",
  VOIDED: "Voided",
  REFUNDED: "Refunded",
  PARTIALLY_REFUNDED: "Partly refunded",
};
export const STATUS_TONES = {
  COMPLETED: "success",
  VOIDED: "danger",
  REFUNDED: "warning",
  PARTIALLY_REFUNDED: "warning",
} as const satisfies Record<SaleStatus, string>;

export const TENDER_NAMES = { CASH: "Cash", DEBIT: "Debit", CREDIT: "Credit", OTHER: "Other" } as const;

export { moneyIn };

/** Units, or grams for GRAM products (the sale's quantities) → "2 units" / "3.5 g". */
export const saleQuantity = (quantity: number, unit: "EACH" | "GRAM") =>
  formatQuantity(unit === "GRAM" ? Math.round(quantity * 1000) : quantity, unit);

export const dateTime = (iso: string, timeZone?: string) =>
  new Intl.DateTimeFormat(undefined, {
    dateStyle: "medium",
    timeStyle: "short",
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
