// How fresh the register's local copy is (the offline banner says it): a module of its own so that the banner,
// which every register screen draws, does not load the local copy's code (local-copy.ts) before it is needed.
import { registerText } from "../messages.ts";

/** A copy older than this says so (the banner turns amber); it is refreshed every few minutes while online. */
export const FRESH_MS = 10 * 60_000;
export const REFRESH_EVERY_MS = 3 * 60_000;

export function freshnessOf(fetchedAt: number, now: number) {
  const minutes = Math.max(0, Math.floor((now - fetchedAt) / 60_000));
  const label =
    minutes < 1
      ? registerText("offline.justNow")
      : minutes < 60
        ? registerText("offline.minutesAgo", { minutes })
        : registerText("offline.hoursAgo", { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  return { minutes, label, stale: now - fetchedAt > FRESH_MS };
}
