export * from "./pricing.discounts.ts";
export * from "./pricing.eligibility.ts";
export * from "./pricing.engine.ts";
export * from "./pricing.math.ts";
export * from "./pricing.rounding.ts";
export * from "./pricing.taxes.ts";
export * from "./pricing.time.ts";
export * from "./pricing.types.ts";
