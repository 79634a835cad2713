// Money and quantities typed by a person, read with a reason when they cannot be: the form says "must have at
// most 2 decimal places" under the field. The digits themselves are shifted by lib/decimal.ts (no floats).
// The one place for money in the web app: typed amounts → cents, cents → field text and display.
import { formatScaled, parseScaled } from "./decimal.ts";

export type ParsedDecimal = { ok: true; value: number } | { ok: false; error: string };

/**
 * "12.34" with 2 digits → 1234. Accepts thousands separators (1,234.50) and a leading currency sign; refuses
 * negatives, more decimals than `digits`, and values above `max` (in the scaled unit).
 */
export function parseDecimal(text: string, digits: number, max = Number.MAX_SAFE_INTEGER): ParsedDecimal {
  const cleaned = text.trim().replace(/^\$/, "").replace(/,/g, "").trim();
  if (cleaned.startsWith("-")) return { ok: false, error: "must be at least 0" };
  if (!/^\d*(\.\d*)?$/.test(cleaned) || cleaned === "" || cleaned === ".")
    return { ok: false, error: "must be a number" };
  const fraction = cleaned.split(".")[1] ?? "";
  if (fraction.length > digits)
    return { ok: false, error: digits === 0 ? "must be a whole number" : `must have at most ${digits} decimal places` };
  const value = parseScaled(cleaned, digits);
  if (value === null) return { ok: false, error: "is too large" };
  if (value > max) return { ok: false, error: `must be at most ${formatScaled(max, digits)}` };
  return { ok: true, value };
}

/** Money typed in the store's currency → integer cents ("12.34" → 1234, "12" → 1200, "0.5" → 50). */
export const parseMoney = (text: string, max?: number) => parseDecimal(text, 2, max);

/** Cents as a money field shows them (5010 → "50.10"): the text parseMoney reads back. */
export const centsAsDecimalText = (cents: number) => formatScaled(cents, 2, true);

const withThousands = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** Cents where a screen has no store currency at hand: 123456 → "$1,234.56", -500 → "-$5.00". */
export function formatMoney(cents: number): string {
  const [whole = "0", fraction = "00"] = centsAsDecimalText(Math.abs(cents)).split(".");
  return `${cents < 0 ? "-" : ""}$${withThousands(whole)}.${fraction}`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Cents in a store's currency ("CA$12.50" for CAD, "$12.50" for USD); the digits come from string math. */
export function formatMoneyIn(cents: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(undefined, { style: "currency", currency });
    moneyFormats.set(currency, format);
  }
  // Intl formats a decimal string exactly (no binary rounding on the way).
  return format.format(centsAsDecimalText(cents) as Intl.StringNumericLiteral);
}

/** The sign a money field shows before the amount: "CA$" for CAD, "$" for USD (in an English locale). */
export function currencySymbol(currency: string): string {
  const parts = new Intl.NumberFormat(undefined, { style: "currency", currency }).formatToParts(0);
  return parts.find((part) => part.type === "currency")?.value ?? currency;
}
