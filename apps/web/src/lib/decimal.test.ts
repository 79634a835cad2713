import { describe, expect, it } from "vitest";
import { centsToDollars, dollarsToCents, formatMoney, formatPercent, percentToPpm, ppmToPercent } from "./decimal.ts";

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
    expect(formatPercent(72_500)).toBe("7.25%");
  });
});

describe("dollars ↔ cents", () => {
  it.each([
    ["5", 500],
    ["0.29", 29],
    ["$1,250.50", 125_050],
    ["50.1", 5_010],
    ["0", 0],
  ])("'%s' is %i cents", (text, cents) => expect(dollarsToCents(text)).toBe(cents));

  it.each(["", "5.001", "-5", "five"])("refuses '%s'", (text) => expect(dollarsToCents(text)).toBeNull());

  it("formats cents as money with two decimals and thousands", () => {
    expect(formatMoney(123_456)).toBe("$1,234.56");
    expect(formatMoney(5)).toBe("$0.05");
    expect(formatMoney(-500)).toBe("-$5.00");
    expect(centsToDollars(5_010)).toBe("50.10");
  });
});
