import { intlLocale } from "./i18n/language.ts";

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** 'Mar 4, 2026' (en) or '4 mars 2026' (fr-CA) in the active language's locale, from an ISO timestamp or date. */
export function formatDate(iso: string): string {
  const locale = intlLocale();
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: "numeric", month: "short", day: "numeric" });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}
