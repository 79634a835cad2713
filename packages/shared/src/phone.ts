// Phone numbers (spec §5): only digits are kept, sent as '+' + calling code + number, per-country patterns.
import { z } from "zod";

export interface Country {
  code: string;
  name: string;
  callingCode: string;
  /** National significant number, digits only. */
  pattern: RegExp;
  example: string;
}

// North American Numbering Plan: area code and exchange both start with 2-9.
const NANP = /^[2-9]\d{2}[2-9]\d{6}$/;

/** Canada first (spec §2), then the United States, then the rest alphabetically. */
export const COUNTRIES: readonly Country[] = [
  { code: "CA", name: "Canada", callingCode: "1", pattern: NANP, example: "604 555 0123" },
  { code: "US", name: "United States", callingCode: "1", pattern: NANP, example: "212 555 0123" },
  { code: "AU", name: "Australia", callingCode: "61", pattern: /^4\d{8}$/, example: "412 345 678" },
  { code: "DE", name: "Germany", callingCode: "49", pattern: /^1[5-7]\d{8,9}$/, example: "151 23456789" },
  { code: "MX", name: "Mexico", callingCode: "52", pattern: /^\d{10}$/, example: "55 1234 5678" },
  { code: "NL", name: "Netherlands", callingCode: "31", pattern: /^6\d{8}$/, example: "6 12345678" },
  { code: "GB", name: "United Kingdom", callingCode: "44", pattern: /^7\d{9}$/, example: "7400 123456" },
];

export const digitsOnly = (value: string) => value.replace(/\D/g, "");

export function findCountry(code: string): Country | undefined {
  return COUNTRIES.find((c) => c.code === code);
}

/** '(604) 555-0123' in Canada → '+16045550123', or undefined when it does not fit the country's pattern. */
export function toE164(countryCode: string, input: string): string | undefined {
  const country = findCountry(countryCode);
  if (!country) return undefined;
  let digits = digitsOnly(input);
  if (country.callingCode === "1" && digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  return country.pattern.test(digits) ? `+${country.callingCode}${digits}` : undefined;
}

/** An E.164 number as the API receives it: '+' then a known calling code and a number fitting that country. */
export function isE164Phone(value: string): boolean {
  if (!/^\+\d{8,15}$/.test(value)) return false;
  const digits = value.slice(1);
  return COUNTRIES.some((c) => digits.startsWith(c.callingCode) && c.pattern.test(digits.slice(c.callingCode.length)));
}

export const phoneSchema = z
  .string({ error: "phone is required" })
  .trim()
  .refine(isE164Phone, "phone must be a valid phone number with its country code, such as +16045550123");
