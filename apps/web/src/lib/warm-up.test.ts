import { afterEach, describe, expect, it, vi } from "vitest";
import { warmUp } from "./warm-up.ts";

describe("the warm-up while the first screen waits for the network", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("runs one step per idle period, never all in one task", () => {
    const waiting: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (work: () => void) => waiting.push(work));
    const Original = Intl.NumberFormat;
    const made: (string | undefined)[] = [];
    Intl.NumberFormat = class extends Original {
      constructor(locale?: string, options?: Intl.NumberFormatOptions) {
        super(locale, options);
        made.push(options?.currency);
      }
    } as typeof Intl.NumberFormat;
    warmUp();
    expect(waiting).toHaveLength(1);
    let steps = 0;
    while (waiting.length) {
      waiting.shift()!();
      steps += 1;
      expect(waiting.length).toBeLessThanOrEqual(1);
    }
    // tailwind-merge's class map, then a currency format for each of a store's currencies.
    expect(steps).toBe(3);
    Intl.NumberFormat = Original;
    expect(made).toEqual(expect.arrayContaining(["CAD", "USD"]));
  });
});
