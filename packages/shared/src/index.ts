import "./zod-setup.ts";

export * from "./constants.ts";
export * from "./errors.ts";
export * from "./lists.ts";
export * from "./phone.ts";
export * from "./validation.ts";
