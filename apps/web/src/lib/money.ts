// Money and quantities typed by a person, read with a reason when they cannot be: the form says "must have at
// most 2 decimal places" under the field. The digits themselves are shifted by lib/decimal.ts (no floats).
// The one place for money in the web app: typed amounts → cents, cents → field text and display.
import { formatCents, formatPpm, currencySymbol as sharedCurrencySymbol } from "@verdant/shared/format";
import { formatScaled, parseScaled } from "./decimal.ts";
import { intlLocale } from "./i18n/language.ts";

export type ParsedDecimal = { ok: true; value: number } | { ok: false; error: string };

/**
 * "12.34" with 2 digits → 1234. Accepts thousands separators (1,234.50) and a leading currency sign; refuses
 * negatives, more decimals than `digits`, and values above `max` (in the scaled unit).
 */
export function parseDecimal(text: string, digits: number, max = Number.MAX_SAFE_INTEGER): ParsedDecimal {
  const cleaned = asWrittenInEnglish(text).trim().replace(/^\$/, "").replace(/,/g, "").trim();
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

/**
 * A French reader writes "1 234,50 $": spaces group thousands and the comma is the decimal mark. Read as
 * "1234.50" (a point typed instead still counts); English text is left as it is.
 */
function asWrittenInEnglish(text: string): string {
  if (!userLocale().startsWith("fr")) return text;
  const compact = text.replace(/[\s\u00a0\u202f]/g, "").replace(/\$$/, "");
  return compact.includes(".") ? compact.replace(/,/g, "") : compact.replace(",", ".");
}

/** Money typed in the store's currency → integer cents ("12.34" → 1234, "12" → 1200, "0.5" → 50). */
export const parseMoney = (text: string, max?: number) => parseDecimal(text, 2, max);

/** Cents as a money field shows them (5010 → "50.10", "50,10" in French): the text parseMoney reads back. */
export const centsAsDecimalText = (cents: number) => {
  const text = formatScaled(cents, 2, true);
  return userLocale().startsWith("fr") ? text.replace(".", ",") : text;
};

/** The reader's locale: the active language's (fr-CA, or the browser's English; lib/i18n, decision 0034). */
export function userLocale(): string {
  return intlLocale();
}

/**
 * The one way the web app shows money (issue 18): cents in the location's currency for the user's locale, through
 * Intl from a decimal string ("CA$12.50" for CAD and "$12.50" for USD in en-US; "12,50 $" in fr-CA).
 */
export function formatMoneyIn(cents: number, currency: string): string {
  return formatCents(cents, currency, userLocale());
}

/** A formatter bound to a currency: `const money = moneyIn(store.currency)`. */
export const moneyIn = (currency: string) => (cents: number) => formatMoneyIn(cents, currency);

/** Parts per million as the user's locale writes a percentage: 97500 → "9.75%", from integers (no floats). */
export function formatRate(ppm: number): string {
  return formatPpm(ppm, userLocale());
}

/** Cents as a plain amount for the user's locale ("1,234.56"), while a store's currency is not known yet. */
export function formatAmount(cents: number): string {
  const format = new Intl.NumberFormat(userLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return format.format(formatScaled(cents, 2, true) as Intl.StringNumericLiteral);
}

/** The sign a money field shows before the amount: "CA$" for CAD, "$" for USD (in an English locale). */
export function currencySymbol(currency: string): string {
  return sharedCurrencySymbol(currency, userLocale());
}
