// Every table of every domain; drizzle-kit generates the migrations from this file.
export * from "./users.ts";
export * from "./organizations.ts";
export * from "./locations.ts";
export * from "./rooms.ts";
export * from "./vendors.ts";
export * from "./catalog.ts";
export * from "./taxes.ts";
export * from "./customers.ts";
export * from "./discounts.ts";
export * from "./inventory.ts";
export * from "./purchasing.ts";
export * from "./idempotency.ts";
export * from "./registers.ts";
export * from "./sales.ts";
