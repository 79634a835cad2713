import { describe, expect, it } from "vitest";
import { periodOf, presetPeriods } from "./reports-search.ts";
import { change } from "./sales-screen.tsx";

describe("report periods and changes", () => {
  const today = "2026-03-18";
  it("defaults to this month so far and never reads a period backwards", () => {
    expect(periodOf({}, today)).toEqual({ from: "2026-03-01", to: "2026-03-18" });
    expect(periodOf({ from: "2026-03-10", to: "2026-03-02" }, today)).toEqual({ from: "2026-03-10", to: "2026-03-10" });
  });
  it("offers the months and quarters a bookkeeper files", () => {
    expect(presetPeriods(today).map((p) => [p.name, p.from, p.to])).toEqual([
      ["thisMonth", "2026-03-01", "2026-03-18"],
      ["lastMonth", "2026-02-01", "2026-02-28"],
      ["thisQuarter", "2026-01-01", "2026-03-18"],
      ["lastQuarter", "2025-10-01", "2025-12-31"],
    ]);
  });
  it("says how a figure moved against the period before", () => {
    expect(change(1500, 1000, "new")).toBe("+50%");
    expect(change(500, 1000, "new")).toBe("-50%");
    expect(change(0, 0, "new")).toBe("—");
    expect(change(100, 0, "new")).toBe("new");
  });
});
