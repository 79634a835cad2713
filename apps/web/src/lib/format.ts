const dateFormat = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric" });

/** 'Mar 4, 2026' in the browser's locale, from an ISO timestamp or date. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
