import { formatCents, formatPpm } from "@verdant/shared/format";
import { describe, expect, it } from "vitest";
import { formatScaled } from "./decimal.ts";
import {
  centsAsDecimalText,
  currencySymbol,
  formatAmount,
  formatMoneyIn,
  formatRate,
  parseDecimal,
  parseMoney,
} from "./money.ts";

describe("parseMoney", () => {
  it.each([
    ["12.34", 1234],
    ["12", 1200],
    ["12.3", 1230],
    ["0.5", 50],
    [".99", 99],
    ["0", 0],
    ["  7.05 ", 705],
    ["$1,234.56", 123456],
    ["0.29", 29],
    ["1.10", 110],
    ["19.99", 1999],
  ])("reads %s as %i cents", (text, cents) => {
    expect(parseMoney(text)).toEqual({ ok: true, value: cents });
  });

  it("keeps exact cents where floats would not (0.29 * 100 = 28.999…)", () => {
    expect(0.29 * 100).not.toBe(29);
    expect(parseMoney("0.29")).toEqual({ ok: true, value: 29 });
    expect(parseMoney("4.35")).toEqual({ ok: true, value: 435 });
  });

  it.each([
    ["", "must be a number"],
    ["abc", "must be a number"],
    ["1.2.3", "must be a number"],
    ["12.345", "must have at most 2 decimal places"],
    ["-5", "must be at least 0"],
    ["1e3", "must be a number"],
  ])("refuses %j: %s", (text, error) => {
    expect(parseMoney(text)).toEqual({ ok: false, error });
  });

  it("refuses an amount above the maximum, naming it", () => {
    expect(parseMoney("1000000.01", 100_000_000)).toEqual({ ok: false, error: "must be at most 1000000" });
    expect(parseMoney("1000000", 100_000_000)).toEqual({ ok: true, value: 100_000_000 });
  });
});

describe("parseDecimal at other scales", () => {
  it("reads grams as milligrams and percent as parts per million", () => {
    expect(parseDecimal("3.5", 3)).toEqual({ ok: true, value: 3500 });
    expect(parseDecimal("22.5", 4)).toEqual({ ok: true, value: 225_000 });
    expect(parseDecimal("10", 0)).toEqual({ ok: true, value: 10 });
    expect(parseDecimal("10.5", 0)).toEqual({ ok: false, error: "must be a whole number" });
  });
});

describe("formatting", () => {
  it("round-trips what it parsed", () => {
    for (const [text, digits] of [
      ["12.34", 2],
      ["3.5", 3],
      ["22.5", 4],
      ["0.05", 2],
    ] as const) {
      const parsed = parseDecimal(text, digits);
      expect(parsed.ok && formatScaled(parsed.value, digits, digits === 2)).toBe(text);
    }
  });

  it("shows cents in the store's currency", () => {
    expect(formatMoneyIn(123456, "USD")).toMatch(/^\$1,234\.56$/);
    expect(formatMoneyIn(5, "CAD")).toMatch(/0\.05/);
    expect(currencySymbol("CAD")).toBe("CA$");
  });

  it("shows a plain amount, no currency sign, while the store's currency is not known", () => {
    expect(formatAmount(123_456)).toBe("1,234.56");
    expect(formatAmount(-500)).toBe("-5.00");
  });

  it("formats for the locale: French Canada puts the sign after and a comma for decimals", () => {
    expect(formatCents(123_456, "CAD", "fr-CA")).toBe("1\u00a0234,56\u00a0$");
    expect(formatCents(123_456, "CAD", "en-CA")).toBe("$1,234.56");
    expect(formatCents(123_456, "CAD", "en-US")).toBe("CA$1,234.56");
    // Beyond a float's 15 digits the cents stay exact (a decimal string, never a float).
    expect(formatCents(9_007_199_254_740_991, "USD", "en-US")).toBe("$90,071,992,547,409.91");
  });

  it("formats rates from parts per million without floats", () => {
    expect(formatRate(50_000)).toBe("5%");
    expect(formatRate(97_500)).toBe("9.75%");
    expect(formatRate(88_750)).toBe("8.875%");
    expect(formatRate(1)).toBe("0.0001%");
    expect(formatPpm(55_000, "fr-CA")).toBe("5,5\u00a0%");
  });

  it("gives a money field the text parseMoney reads back", () => {
    for (const cents of [5_010, 5, 0, 125_050]) {
      const text = centsAsDecimalText(cents);
      expect(parseMoney(text)).toEqual({ ok: true, value: cents });
    }
    expect(centsAsDecimalText(5_010)).toBe("50.10");
  });
});
