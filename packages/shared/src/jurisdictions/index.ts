export * from "./jurisdictions.api.ts";
export * from "./jurisdictions.ts";
export * from "./jurisdictions.types.ts";
