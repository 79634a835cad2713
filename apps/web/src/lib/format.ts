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

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** 'Mar 4, 2026, 2:05 PM' (en) or '4 mars 2026, 14 h 05' (fr-CA): a moment, in the active language's locale. */
export function formatDateTime(iso: string): string {
  const locale = intlLocale();
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    timeFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** A whole count for the active language's locale: 1234 → '1,234' (en) or '1 234' (fr-CA). */
export function formatCount(count: number): string {
  return new Intl.NumberFormat(intlLocale()).format(count);
}

/** An exact decimal's text ('22.5', from lib/decimal.ts) with the active language's decimal mark ('22,5' in fr-CA). */
export function formatDecimalText(text: string): string {
  const digits = text.split(".")[1]?.length ?? 0;
  return new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: digits, useGrouping: false }).format(
    text as Intl.StringNumericLiteral,
  );
}

/** '2:05 p.m.' (en-CA), '02:05 PM' (en-US) or '14 h 05' (fr-CA): hours and minutes in the active language's locale. */
export function formatTime(at: string | number): string {
  const locale = intlLocale();
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" });
    timeFormats.set(locale, format);
  }
  return format.format(new Date(at));
}
