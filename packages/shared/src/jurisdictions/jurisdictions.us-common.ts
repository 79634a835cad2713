// What the US presets share: percent to ppm and the rounding rule.
export const pct = (percent: number) => Math.round(percent * 10_000);
export const US_ROUNDING = {
  rule: "Each rate once on the sale's taxable price (compound rates on the price plus the taxes before them), half up to the cent, the cents allocated to lines by largest remainder; no cash rounding.",
  taxes: "SALE" as const,
  source:
    "Cal. Civ. Code § 1656.1(c) and Cal. Code Regs. tit. 18, § 1700(a)(3) (reimbursement read from the schedule on the sales price of the sale; half a cent rounds up); no statute in these states rounds cash",
};
