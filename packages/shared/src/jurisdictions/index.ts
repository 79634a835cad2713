export * from "./jurisdictions.ts";
export * from "./jurisdictions.types.ts";
