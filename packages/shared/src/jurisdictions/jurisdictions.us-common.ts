// What the US presets share: percent to ppm and the rounding rule (each state's source is its own).
export const pct = (percent: number) => Math.round(percent * 10_000);

/**
 * Each tax once on the sale (decision 0030: the cannabis and the accessory rows of one sales tax are one tax), half
 * up to the cent, allocated to lines; no US state in the presets rounds cash.
 */
export const usRounding = (source: string) => ({
  rule: "Each tax once on the sale's taxable price (compound rates on the price plus the taxes before them; the cannabis and the accessory rows of one sales tax computed together), half up to the cent, the cents allocated to lines by largest remainder; no cash rounding.",
  taxes: "SALE" as const,
  source,
});

export const US_ROUNDING_SOURCES = {
  CA: "Cal. Civ. Code § 1656.1(c) and Cal. Code Regs. tit. 18, § 1700(a)(3) (reimbursement read from the schedule on the sales price of the sale; half a cent rounds up)",
  CO: "1 CCR 201-4, Rule 39-26-106-2 (a sale of several items is taxed on the total sales price of all the items); C.R.S. § 39-26-106",
  MI: "MCL 205.73(2) (computed to the third decimal, half up to the cent); Treasury Internal Policy Directive 2004-5 (on the item or on the invoice total, the seller's choice)",
  IL: "86 Ill. Adm. Code 150.405 (the transaction amount times the combined rate, to the cent)",
} as const;
