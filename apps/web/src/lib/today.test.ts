import { describe, expect, it } from "vitest";
import { todayIn } from "./today.ts";

describe("today in the store's time zone", () => {
  // 02:30 UTC on 1 March is still the evening of 28 February in Vancouver and Toronto.
  const now = new Date("2026-03-01T02:30:00Z");
  it("is the store's calendar day, not the browser's or UTC's", () => {
    expect(todayIn("America/Vancouver", now)).toBe("2026-02-28");
    expect(todayIn("America/Toronto", now)).toBe("2026-02-28");
    expect(todayIn("UTC", now)).toBe("2026-03-01");
    expect(todayIn("Asia/Tokyo", now)).toBe("2026-03-01");
  });
});
