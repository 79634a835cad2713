import { describe, expect, it } from "vitest";
import { formatCount, formatDate, formatDateTime, formatTime } from "./format.ts";

// A moment in the test's own time zone, so the hour printed is the one written here.
const at = new Date(2026, 2, 4, 14, 5).toISOString();

describe("dates, times and counts in the active language", () => {
  it("keeps a time and a date with its time apart, whichever is asked first", () => {
    // Each kind keeps its own formatter: a time asked first must not make the next date-and-time a time alone.
    const time = formatTime(at);
    const moment = formatDateTime(at);
    expect(time).toMatch(/^0?2:05\sp\.?m\.?$/i);
    expect(moment).toMatch(/2026/);
    expect(moment).toContain("Mar");
    expect(moment).toMatch(/2:05/);
    expect(formatTime(at)).toBe(time);
    expect(formatDate(at)).toMatch(/^Mar 4, 2026$/);
  });

  it("groups a count's thousands", () => {
    expect(formatCount(1234)).toBe("1,234");
    expect(formatCount(1234567)).toBe("1,234,567");
  });
});
