// "Today" one way (issue 18): the calendar day in the store's time zone, so a store in Vancouver works in
// Vancouver's day wherever the browser's clock is set (a laptop on UTC, a manager travelling). Every date default
// and "as of today" in the web app comes from here (`useStoreToday` and `storeTodayFrom` read the store's zone,
// lib/queries/location.ts). No imports: the register loads it.

/** The day (YYYY-MM-DD) it is in `timeZone` at `now`; the browser's own day while the zone is not known yet. */
export function todayIn(timeZone: string | undefined, now = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}
