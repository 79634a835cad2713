import { describe, expect, it } from "vitest";
import { formatQuantity, parseQuantity, quantityToInput } from "./quantity.ts";

describe("stock quantities", () => {
  it("reads grams with up to 3 decimals as whole milligrams", () => {
    expect(parseQuantity("3.5", "GRAM")).toEqual({ ok: true, value: 3500 });
    expect(parseQuantity("0.001", "GRAM")).toEqual({ ok: true, value: 1 });
    expect(parseQuantity("28.3495", "GRAM")).toEqual({ ok: false, error: "must have at most 3 decimal places" });
  });

  it("reads units as whole numbers", () => {
    expect(parseQuantity("12", "EACH")).toEqual({ ok: true, value: 12 });
    expect(parseQuantity("1.5", "EACH")).toEqual({ ok: false, error: "must be a whole number" });
    expect(parseQuantity("abc", "EACH")).toEqual({ ok: false, error: "must be a number" });
  });

  it("accepts a sign only for changes", () => {
    expect(parseQuantity("-2", "EACH", { signed: true })).toEqual({ ok: true, value: -2 });
    expect(parseQuantity("-0.25", "GRAM", { signed: true })).toEqual({ ok: true, value: -250 });
    expect(parseQuantity("-2", "EACH").ok).toBe(false);
  });

  it("shows quantities with their unit", () => {
    expect(formatQuantity(3500, "GRAM")).toBe("3.5 g");
    expect(formatQuantity(1, "EACH")).toBe("1 unit");
    expect(formatQuantity(1200, "EACH")).toBe("1,200 units");
    expect(formatQuantity(-250, "GRAM", true)).toBe("-0.25 g");
    expect(formatQuantity(3, "EACH", true)).toBe("+3 units");
    expect(quantityToInput(3500, "GRAM")).toBe("3.5");
  });
});
