export * from "./limits.profiles.ts";
export * from "./limits.types.ts";
export * from "./limits.usage.ts";
