import { intlLocale } from "./i18n/language.ts";

/** One formatter per locale and kind: building an Intl formatter costs far more than using one. */
function cached<F>(kind: Map<string, F>, make: (locale: string) => F): F {
  const locale = intlLocale();
  let format = kind.get(locale);
  if (!format) {
    format = make(locale);
    kind.set(locale, format);
  }
  return format;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();
const countFormats = new Map<string, Intl.NumberFormat>();

/** 'Mar 4, 2026' (en) or '4 mars 2026' (fr-CA) in the active language's locale, from an ISO timestamp or date. */
export function formatDate(iso: string): string {
  const format = cached(
    dateFormats,
    (locale) => new Intl.DateTimeFormat(locale, { year: "numeric", month: "short", day: "numeric" }),
  );
  return format.format(new Date(iso));
}

/** 'Mar 4, 2026, 2:05 PM' (en) or '4 mars 2026, 14 h 05' (fr-CA): a moment, in the active language's locale. */
export function formatDateTime(iso: string): string {
  const format = cached(
    dateTimeFormats,
    (locale) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }),
  );
  return format.format(new Date(iso));
}

/** A whole count for the active language's locale: 1234 → '1,234' (en) or '1 234' (fr-CA). */
export function formatCount(count: number): string {
  return cached(countFormats, (locale) => new Intl.NumberFormat(locale)).format(count);
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
  const format = cached(
    timeFormats,
    (locale) => new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" }),
  );
  return format.format(new Date(at));
}
