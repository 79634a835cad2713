// Exact decimals for money and rates (domain.md → Pricing: cents and parts per million, no floats). A person types
// "8.875" or "$1,250.50"; the digits are shifted as a string, never multiplied as a float, so 8.875 % is 88750 ppm
// and 0.29 dollars is 29 cents on every browser.

const DECIMAL_RE = /^(\d*)(?:\.(\d*))?$/;

/**
 * "8.875" with 4 decimals → 88750. Blank, malformed, negative, or more decimals than allowed → null.
 * Thousands separators, a dollar sign, a percent sign and spaces are ignored.
 */
export function parseScaled(text: string, decimals: number): number | null {
  const cleaned = text.replace(/[\s,$%]/g, "");
  const match = DECIMAL_RE.exec(cleaned);
  if (!match || cleaned === "" || cleaned === ".") return null;
  const whole = match[1] ?? "";
  const fraction = match[2] ?? "";
  if (fraction.length > decimals) return null;
  const digits = `${whole}${fraction.padEnd(decimals, "0")}`.replace(/^0+(?=\d)/, "");
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
}

/** 88750 with 4 decimals → "8.875" (trailing zeros dropped unless `fixed`: 1250 cents → "12.50"). */
export function formatScaled(value: number, decimals: number, fixed = false): string {
  const sign = value < 0 ? "-" : "";
  const digits = String(Math.abs(Math.trunc(value))).padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  let fraction = digits.slice(digits.length - decimals);
  if (!fixed) fraction = fraction.replace(/0+$/, "");
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/** Percent with up to 4 decimals ↔ parts per million (8.875 % = 88750 ppm). */
export const percentToPpm = (text: string) => parseScaled(text, 4);
export const ppmToPercent = (ppm: number) => formatScaled(ppm, 4);

/** 88750 → "8.875%". */
export const formatPercent = (ppm: number) => `${ppmToPercent(ppm)}%`;
