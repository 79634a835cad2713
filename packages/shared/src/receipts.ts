// What every receipt prints the same way, printed or sent (decision 0024): the tax registration numbers the
// store's country asks for, and the sale's time in the store's time zone (one time source for both).
import type { CountryCode } from "./locations.ts";

export interface ReceiptRegistrations {
  gstHstNumber: string | null;
  sellersPermit: string | null;
  licenseNumber: string | null;
}

/**
 * The numbers a receipt shows, labelled as the country names them: Canada's GST/HST registration (Excise Tax Act
 * s. 169(4) and the Input Tax Credit Information Regulations ask for it on receipts of $30 or more) and the
 * cannabis retail licence; a US store's seller's permit and its state cannabis license.
 */
export function receiptRegistrations(
  country: CountryCode,
  numbers: ReceiptRegistrations,
): { label: string; number: string }[] {
  const shown =
    country === "CA"
      ? [
          { label: "GST/HST no.", number: numbers.gstHstNumber },
          { label: "Retail licence no.", number: numbers.licenseNumber },
        ]
      : [
          { label: "Seller's permit no.", number: numbers.sellersPermit },
          { label: "License no.", number: numbers.licenseNumber },
        ];
  return shown.filter((entry): entry is { label: string; number: string } => !!entry.number);
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "Nov 24, 2026, 3:05 p.m." in the store's time zone and its country's English, whatever the clock or locale of
 * the device printing it or the server mailing it: the printed and the e-mailed receipt read the same.
 */
export function receiptTime(iso: string, timeZone: string, country: CountryCode): string {
  const key = `${country}|${timeZone}`;
  let format = timeFormats.get(key);
  if (!format) {
    const locale = country === "CA" ? "en-CA" : "en-US";
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
    timeFormats.set(key, format);
  }
  return format.format(new Date(iso));
}
