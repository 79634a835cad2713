import { describe, expect, it } from "vitest";
import { cashDue, changeDue, settleTenders } from "./pricing.rounding.ts";

describe("Canadian cash rounding to 0.05", () => {
  it.each([
    [1000, 1000],
    [1001, 1000],
    [1002, 1000],
    [1003, 1005],
    [1004, 1005],
    [1005, 1005],
    [1006, 1005],
    [1007, 1005],
    [1008, 1010],
    [1009, 1010],
    [2, 0],
  ])("%i¢ in cash is %i¢", (total, due) => {
    expect(cashDue(total, "NEAREST_5_CENTS")).toBe(due);
  });

  it("without rounding, cash pays the exact total", () => {
    expect(cashDue(1003, "NONE")).toBe(1003);
    expect(changeDue(2000, 1003, "NONE")).toBe(997);
  });

  it("change comes from the rounded amount: $20 for $10.08 returns $9.90", () => {
    expect(changeDue(2000, 1008, "NEAREST_5_CENTS")).toBe(990);
  });
});

describe("split tenders", () => {
  it("a card pays the exact total: no rounding", () => {
    expect(settleTenders(3918, [{ type: "DEBIT", amountCents: 3918 }], "NEAREST_5_CENTS")).toMatchObject({
      cashDueCents: 0,
      roundingCents: 0,
      changeCents: 0,
      balanceCents: 0,
    });
  });

  it("debit $10 and cash $30 for $39.18: the cash part $29.18 rounds to $29.20, change $0.80", () => {
    const tenders = [
      { type: "DEBIT", amountCents: 1000 },
      { type: "CASH", amountCents: 3000 },
    ] as const;
    expect(settleTenders(3918, tenders, "NEAREST_5_CENTS")).toEqual({
      totalCents: 3918,
      nonCashCents: 1000,
      cashTenderedCents: 3000,
      cashDueCents: 2920,
      roundingCents: 2,
      changeCents: 80,
      balanceCents: 0,
    });
  });

  it("cash short of the total leaves an unrounded balance for the next tender", () => {
    expect(settleTenders(3918, [{ type: "CASH", amountCents: 2000 }], "NEAREST_5_CENTS")).toMatchObject({
      roundingCents: 0,
      changeCents: 0,
      balanceCents: 1918,
    });
  });

  it("refuses a fractional amount", () => {
    expect(() => cashDue(10.5, "NEAREST_5_CENTS")).toThrow("totalCents must be a non-negative integer");
  });
});
