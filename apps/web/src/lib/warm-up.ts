// One-time set-up that the first screen would otherwise do inside its first render, done while the browser waits
// for the network instead (issue 20): tailwind-merge builds its class map on its first call (about 50 ms on this
// project's machine), and Intl loads a locale's currency data with its first currency format (about 70 ms; the
// catalog's first row paid it). Each step runs in an idle period of its own, so none joins a render's long task.
import type { currencies } from "@verdant/shared/locations";
import { cn } from "./cn.ts";
import { whenIdle } from "./lazy-module.ts";
import { formatMoneyIn } from "./money.ts";

/** A store's currencies (`currencies` in @verdant/shared/locations, not imported: it would bring its schemas). */
const CURRENCIES = ["CAD", "USD"] as const satisfies readonly (typeof currencies)[number][];

/** At the latest this long after it was asked for: the first screen's data may come back sooner than an idle moment. */
const WITHIN_MS = 2_000;

export function warmUp() {
  const steps = [() => cn("p-1", "p-2"), ...CURRENCIES.map((currency) => () => formatMoneyIn(0, currency))];
  const next = () => {
    steps.shift()?.();
    if (steps.length) whenIdle(next, WITHIN_MS);
  };
  whenIdle(next, WITHIN_MS);
}
