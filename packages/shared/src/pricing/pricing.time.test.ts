import { describe, expect, it } from "vitest";
import { toLocalMoment } from "./pricing.time.ts";

describe("an instant's local moment in a store's zone", () => {
  // Vancouver leaves daylight time at 2026-11-01 09:00 UTC (02:00 PDT becomes 01:00 PST), Toronto at 06:00 UTC.
  it.each([
    ["2026-11-01T08:59:00.000Z", "America/Vancouver", "2026-11-01", 0, 1 * 60 + 59],
    ["2026-11-01T09:00:00.000Z", "America/Vancouver", "2026-11-01", 0, 1 * 60],
    ["2026-11-01T07:30:00.000Z", "America/Toronto", "2026-11-01", 0, 2 * 60 + 30],
    ["2026-11-01T06:59:00.000Z", "America/Vancouver", "2026-10-31", 6, 23 * 60 + 59],
  ])("reads %s in %s as the local day %s, weekday %i, minute %i", (at, zone, date, weekday, minuteOfDay) => {
    expect(toLocalMoment(at, zone)).toEqual({ date, weekday, minuteOfDay });
  });

  it("answers the same moment when asked again, and a caller's change to it is its own", () => {
    const first = toLocalMoment("2026-12-02T20:15:00.000Z", "America/Edmonton");
    first.date = "changed";
    first.minuteOfDay = -1;
    expect(toLocalMoment("2026-12-02T20:15:00.000Z", "America/Edmonton")).toEqual({
      date: "2026-12-02",
      weekday: 3,
      minuteOfDay: 13 * 60 + 15,
    });
    // The same instant in another zone is its own moment.
    expect(toLocalMoment("2026-12-02T20:15:00.000Z", "Asia/Kolkata")).toEqual({
      date: "2026-12-03",
      weekday: 4,
      minuteOfDay: 1 * 60 + 45,
    });
  });

  it("stays exact past the moments it keeps", () => {
    // Halifax keeps Atlantic daylight time (UTC-3) through June: 600 instants a minute and a second apart, twice.
    const base = Date.parse("2026-06-01T00:00:00.000Z");
    for (const _pass of [1, 2]) {
      for (let i = 0; i < 600; i++) {
        const utcMinute = Math.floor((i * 61) / 60);
        const at = new Date(base + i * 61_000).toISOString();
        expect(toLocalMoment(at, "America/Halifax").minuteOfDay).toBe((utcMinute - 180 + 1440) % 1440);
      }
    }
  });

  it("refuses an unparsable instant and an unknown zone, every time", () => {
    for (let i = 0; i < 2; i++) {
      expect(() => toLocalMoment("yesterday", "America/Vancouver")).toThrow(RangeError);
      expect(() => toLocalMoment("2026-12-02T20:15:00.000Z", "Mars/Olympus")).toThrow(RangeError);
    }
  });
});
