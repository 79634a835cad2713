// Exact decimals for money and rates (domain.md → Pricing: cents and parts per million, no floats). A person types
// "8.875" or "$1,250.50"; the digits are shifted as a string, never multiplied as a float, so 8.875 % is 88750 ppm
// and 0.29 dollars is 29 cents on every browser.
import { formatScaled } from "@verdant/shared/format";

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

/** 88750 with 4 decimals → "8.875" (shared with the server's receipts: one digit shifter). */
export { formatScaled };

/** Percent with up to 4 decimals ↔ parts per million (8.875 % = 88750 ppm). */
export const percentToPpm = (text: string) => parseScaled(text, 4);
export const ppmToPercent = (ppm: number) => formatScaled(ppm, 4);
