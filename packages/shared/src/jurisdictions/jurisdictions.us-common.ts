// What the US presets share: percent to ppm and the rounding rule.
export const pct = (percent: number) => Math.round(percent * 10_000);
export const US_ROUNDING = {
  rule: "Each rate on each line's discounted price (compound rates on the price plus the taxes before them), half up to the cent; no cash rounding.",
  source:
    "Cal. Rev. & Tax. Code § 6051 and CDTFA Publication 106 (half-cent rounds up); no statute in these states rounds cash",
};
