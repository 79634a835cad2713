// What every receipt prints the same way, printed or sent (decision 0024): the tax registration numbers the
// store's country asks for, and the sale's time in the store's time zone (one time source for both).
import { formattingLocale, type Language } from "./languages.ts";
import type { CountryCode } from "./locations.ts";

export interface ReceiptRegistrations {
  gstHstNumber: string | null;
  sellersPermit: string | null;
  licenseNumber: string | null;
}

/** The kinds of number a receipt may show; the receipt catalog's `registration` message names each. */
export type RegistrationKind = "gstHst" | "retailLicence" | "sellersPermit" | "license";

const englishLabels: Record<RegistrationKind, string> = {
  gstHst: "GST/HST no.",
  retailLicence: "Retail licence no.",
  sellersPermit: "Seller's permit no.",
  license: "License no.",
};

/**
 * The numbers a receipt shows, labelled as the country names them: Canada's GST/HST registration (Excise Tax Act
 * s. 169(4) and the Input Tax Credit Information Regulations ask for it on receipts of $30 or more) and the
 * cannabis retail licence; a US store's seller's permit and its state cannabis license. `label` words each kind in
 * the receipt's language (English by default).
 */
export function receiptRegistrations(
  country: CountryCode,
  numbers: ReceiptRegistrations,
  label: (kind: RegistrationKind) => string = (kind) => englishLabels[kind],
): { label: string; number: string }[] {
  const shown: [RegistrationKind, string | null][] =
    country === "CA"
      ? [
          ["gstHst", numbers.gstHstNumber],
          ["retailLicence", numbers.licenseNumber],
        ]
      : [
          ["sellersPermit", numbers.sellersPermit],
          ["license", numbers.licenseNumber],
        ];
  return shown.filter(([, number]) => !!number).map(([kind, number]) => ({ label: label(kind), number: number! }));
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "Nov 24, 2026, 3:05 p.m." in the store's time zone and the receipt's language (its country's English, or
 * Canadian French: "24 nov. 2026, 15 h 05"), whatever the clock or locale of the device printing it or the server
 * mailing it: the printed and the e-mailed receipt read the same.
 */
export function receiptTime(iso: string, timeZone: string, country: CountryCode, language: Language = "en"): string {
  const key = `${country}|${timeZone}|${language}`;
  let format = timeFormats.get(key);
  if (!format) {
    const locale = formattingLocale(language, country);
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
    timeFormats.set(key, format);
  }
  return format.format(new Date(iso));
}
