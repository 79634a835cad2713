// The store a demo history is sold at, and the local days and minutes it is sold on (sales-history.seed.ts).
import { toLocalMoment } from "@verdant/shared/pricing/pricing.time";
import type { SellingSetupCache } from "../modules/sales/sales.setup.ts";
import type { LocationScope } from "../plugins/access.ts";

/** The instant of a local day and minute in a time zone (the offset read back from Intl). */
export function localInstant(day: string, minute: number, timeZone: string): Date {
  const guess = Date.parse(`${day}T00:00:00Z`) + minute * 60_000;
  const seen = toLocalMoment(new Date(guess).toISOString(), timeZone);
  const seenMs = Date.parse(`${seen.date}T00:00:00Z`) + seen.minuteOfDay * 60_000;
  return new Date(guess - (seenMs - guess));
}

export const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export interface HistoryStore {
  scope: LocationScope;
  timeZone: string;
  floorId: string;
  registers: { id: string }[];
  /** Who sells, in turn; the first also counts stock (adjustments). */
  sellers: string[];
  customerIds: string[];
  setups: SellingSetupCache;
}

/** A local day's minute at the store. */
export const atStore = (store: HistoryStore, day: string, minute: number) => localInstant(day, minute, store.timeZone);
