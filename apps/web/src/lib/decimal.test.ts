import { describe, expect, it } from "vitest";
import { percentToPpm, ppmToPercent } from "./decimal.ts";
import { formatRate } from "./money.ts";

describe("percent ↔ parts per million", () => {
  it.each([
    ["8.875", 88_750],
    ["15", 150_000],
    ["0.0001", 1],
    ["100", 1_000_000],
    [" 7.25 % ", 72_500],
    [".5", 5_000],
    ["007", 70_000],
  ])("'%s' is %i ppm", (text, ppm) => expect(percentToPpm(text)).toBe(ppm));

  it.each(["", ".", "abc", "-1", "8.87501", "1.2.3", "1e3"])("refuses '%s'", (text) =>
    expect(percentToPpm(text)).toBeNull(),
  );

  it("shows ppm back as the percent a person typed, without float noise", () => {
    expect(ppmToPercent(88_750)).toBe("8.875");
    expect(ppmToPercent(150_000)).toBe("15");
    expect(ppmToPercent(1)).toBe("0.0001");
    expect(ppmToPercent(0)).toBe("0");
    expect(formatRate(72_500)).toBe("7.25%");
  });
});
