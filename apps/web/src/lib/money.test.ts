import { describe, expect, it } from "vitest";
import { centsToInput, formatDecimal, formatMoney, parseDecimal, parseMoney } from "./money.ts";

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
  it("writes integers back as decimal text", () => {
    expect(formatDecimal(1234, 2)).toBe("12.34");
    expect(formatDecimal(5, 2, true)).toBe("0.05");
    expect(formatDecimal(3500, 3)).toBe("3.5");
    expect(formatDecimal(225_000, 4)).toBe("22.5");
    expect(centsToInput(1200)).toBe("12.00");
    expect(centsToInput(null)).toBe("");
  });

  it("shows cents in the store's currency", () => {
    expect(formatMoney(123456, "USD")).toMatch(/1,234\.56/);
    expect(formatMoney(5, "CAD")).toMatch(/0\.05/);
  });
});
