// Stock quantities typed by a person ↔ the integers the API stores: units for EACH products, milligrams for
// GRAM products (3.5 g = 3500). A person types grams with up to 3 decimals; the digits are shifted as text
// (lib/money.ts, lib/decimal.ts), never multiplied as a float.
import { formatScaled } from "./decimal.ts";
import { translate } from "./i18n/catalog.ts";
import { intlLocale } from "./i18n/language.ts";
import { commonMessages } from "./messages.ts";
import { type ParsedDecimal, parseDecimal } from "./money.ts";

export type StockUnit = "EACH" | "GRAM";

/** Grams carry 3 decimals (milligrams); units are whole. */
export const unitDigits = (unit: StockUnit) => (unit === "GRAM" ? 3 : 0);

/**
 * "3.5" grams → 3500, "12" units → 12. `signed` lets an incremental change start with "-" ("-2" → -2).
 * Errors read after the field's name ("must have at most 3 decimal places").
 */
export function parseQuantity(text: string, unit: StockUnit, options: { signed?: boolean; max?: number } = {}) {
  const trimmed = text.trim().replace(/^\+/, "");
  const negative = Boolean(options.signed) && trimmed.startsWith("-");
  const parsed: ParsedDecimal = parseDecimal(negative ? trimmed.slice(1) : trimmed, unitDigits(unit), options.max);
  if (!parsed.ok || !negative) return parsed;
  return { ok: true, value: -parsed.value } as const;
}

/** The text an input starts with: 3500 mg → "3.5", 12 units → "12". */
export const quantityToInput = (value: number, unit: StockUnit) => formatScaled(value, unitDigits(unit));

const t = translate(commonMessages);

/**
 * 3500 GRAM → "3.5 g", 1 EACH → "1 unit", 1200 EACH → "1,200 units" ("1 200 unités" in French); `signed` shows
 * "+3" / "-2". Grouped and with the decimal mark of the reader's locale, from integers.
 */
export function formatQuantity(value: number, unit: StockUnit, signed = false): string {
  const sign = value < 0 ? "-" : signed && value > 0 ? "+" : "";
  const digits = unitDigits(unit);
  const format = new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: digits });
  const amount = `${sign}${format.format(formatScaled(Math.abs(value), digits) as Intl.StringNumericLiteral)}`;
  if (unit === "GRAM") return t("quantity.grams", { amount });
  return t("quantity.units", { count: Math.abs(value), amount });
}
