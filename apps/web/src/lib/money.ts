// Decimal text typed by a person ↔ the integers the API stores (cents, milligrams, ppm). String arithmetic only:
// "0.1 + 0.2" style float errors must never reach a price (domain.md → Pricing: no floats).

export type ParsedDecimal = { ok: true; value: number } | { ok: false; error: string };

const DECIMAL_RE = /^(\d*)(?:\.(\d*))?$/;

/**
 * "12.34" with 2 digits → 1234. Accepts thousands separators (1,234.50) and a leading currency sign; refuses
 * negatives, more decimals than `digits`, and values above `max` (in the scaled unit).
 */
export function parseDecimal(text: string, digits: number, max = Number.MAX_SAFE_INTEGER): ParsedDecimal {
  const cleaned = text.trim().replace(/^\$/, "").replace(/,/g, "").trim();
  if (cleaned.startsWith("-")) return { ok: false, error: "must be at least 0" };
  const match = DECIMAL_RE.exec(cleaned);
  const whole = match?.[1] ?? "";
  const fraction = match?.[2] ?? "";
  if (!match || (whole === "" && fraction === "")) return { ok: false, error: "must be a number" };
  if (fraction.length > digits)
    return {
      ok: false,
      error: digits === 0 ? "must be a whole number" : `must have at most ${digits} decimal places`,
    };
  const digitsText = (whole + fraction.padEnd(digits, "0")).replace(/^0+(?=\d)/, "");
  if (digitsText.length > 15) return { ok: false, error: "is too large" };
  const value = Number(digitsText);
  if (value > max) return { ok: false, error: `must be at most ${formatDecimal(max, digits)}` };
  return { ok: true, value };
}

/** Money typed in the store's currency → integer cents ("12.34" → 1234, "12" → 1200, "0.5" → 50). */
export const parseMoney = (text: string, max?: number) => parseDecimal(text, 2, max);

/** 1234 with 2 digits → "12.34"; 1200 → "12.00" (money keeps its cents), 3500 with 3 digits → "3.5". */
export function formatDecimal(value: number, digits: number, keepZeros = false): string {
  const text = String(Math.trunc(value)).padStart(digits + 1, "0");
  const whole = text.slice(0, text.length - digits);
  let fraction = digits > 0 ? text.slice(text.length - digits) : "";
  if (!keepZeros) fraction = fraction.replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : whole;
}

/** Cents → the text a money input starts with ("12.50"). */
export const centsToInput = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? "" : formatDecimal(cents, 2, true);

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Cents shown in a currency ("CA$12.50" / "$12.50"); the digits come from string math, not division. */
export function formatMoney(cents: number, currency = "USD"): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(undefined, { style: "currency", currency });
    moneyFormats.set(currency, format);
  }
  // Intl takes a decimal string exactly (no binary rounding on the way).
  return format.format(formatDecimal(cents, 2, true) as unknown as number);
}

/** The sign a money field shows before the amount: "CA$" for CAD, "$" for USD (in an English locale). */
export function currencySymbol(currency: string): string {
  const parts = new Intl.NumberFormat(undefined, { style: "currency", currency }).formatToParts(0);
  return parts.find((part) => part.type === "currency")?.value ?? currency;
}
