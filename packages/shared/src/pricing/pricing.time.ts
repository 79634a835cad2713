// Local calendar time of an instant in a location's IANA time zone. Intl is deterministic for a given instant and
// zone, so the engine stays a pure function: the caller passes the instant, never the engine reading a clock.

export interface LocalMoment {
  /** YYYY-MM-DD in the location's zone. */
  date: string;
  /** 0 = Sunday ... 6 = Saturday, as JavaScript's Date#getDay. */
  weekday: number;
  /** Minutes since local midnight (0-1439). */
  minuteOfDay: number;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The moments last computed, by zone and instant: a sale asks for the same instant's moment several times (its
 * store day, its limits' day, its prices), and Intl's formatToParts is the costly part. A pure function's answers,
 * so keeping them changes nothing; emptied when full.
 */
const recent = new Map<string, LocalMoment>();
const RECENT_MAX = 256;

/** Throws a RangeError for an unparsable instant or an unknown time zone: pricing must not guess the day. */
export function toLocalMoment(at: string, timeZone: string): LocalMoment {
  const key = `${timeZone} ${at}`;
  const kept = recent.get(key);
  if (kept) return { ...kept };
  const moment = computeLocalMoment(at, timeZone);
  if (recent.size >= RECENT_MAX) recent.clear();
  recent.set(key, moment);
  return { ...moment };
}

function computeLocalMoment(at: string, timeZone: string): LocalMoment {
  const instant = Date.parse(at);
  if (Number.isNaN(instant)) throw new RangeError(`at must be an ISO instant, got "${at}"`);
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ""),
    minuteOfDay: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE_ONLY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** "HH:MM" (24-hour) → minutes since midnight. */
export function parseLocalTime(value: string): number {
  const match = TIME_RE.exec(value);
  if (!match) throw new RangeError(`time must be HH:MM (24-hour), got "${value}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * A date-only bound ("2025-04-20") is a local calendar day and is inclusive at both ends, as a manager reads
 * "runs until April 20"; a full instant is compared as an instant, start inclusive, end exclusive.
 */
export function isBeforeStart(startsAt: string, at: string, local: LocalMoment): boolean {
  if (DATE_ONLY_RE.test(startsAt)) return local.date < startsAt;
  return Date.parse(at) < Date.parse(startsAt);
}

export function isAfterEnd(endsAt: string, at: string, local: LocalMoment): boolean {
  if (DATE_ONLY_RE.test(endsAt)) return local.date > endsAt;
  return Date.parse(at) >= Date.parse(endsAt);
}
