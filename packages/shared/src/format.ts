// Money and rates shown one way, in the browser and in what the server sends (receipts, e-mails): through Intl with
// the location's currency and the reader's locale, from integers (cents, parts per million) shifted as strings, so
// no binary float ever rounds a figure (domain.md → Pricing).

/** 88750 with 4 decimals → "8.875" (trailing zeros dropped unless `fixed`: 1250 with 2 → "12.50"). */
export function formatScaled(value: number, decimals: number, fixed = false): string {
  const sign = value < 0 ? "-" : "";
  const digits = String(Math.abs(Math.trunc(value))).padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  let fraction = digits.slice(digits.length - decimals);
  if (!fixed) fraction = fraction.replace(/0+$/, "");
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

const formats = new Map<string, Intl.NumberFormat>();
function formatOf(key: string, locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** Cents in a currency for a locale: 123456 CAD → "CA$1,234.56" (en-US), "$1,234.56" (en-CA), "1 234,56 $" (fr-CA). */
export function formatCents(cents: number, currency: string, locale?: string): string {
  const format = formatOf(`money|${locale}|${currency}`, locale, { style: "currency", currency });
  // Intl formats a decimal string exactly (no binary rounding on the way).
  return format.format(formatScaled(cents, 2, true) as Intl.StringNumericLiteral);
}

/** Parts per million as a percentage: 97500 → "9.75%", 50000 → "5%", 88750 → "8.875%" (fr-CA: "8,875 %"). */
export function formatPpm(ppm: number, locale?: string): string {
  const format = formatOf(`ppm|${locale}`, locale, { style: "percent", maximumFractionDigits: 4 });
  return format.format(formatScaled(ppm, 6) as Intl.StringNumericLiteral);
}

/** The sign a money field shows before the amount: "CA$" for CAD, "$" for USD (in an English locale). */
export function currencySymbol(currency: string, locale?: string): string {
  const parts = formatOf(`money|${locale}|${currency}`, locale, { style: "currency", currency }).formatToParts(0);
  return parts.find((part) => part.type === "currency")?.value ?? currency;
}
