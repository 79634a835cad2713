// Every table of every domain; drizzle-kit generates the migrations from this file.

export * from "./catalog.ts";
export * from "./customers.ts";
export * from "./discounts.ts";
export * from "./files.ts";
export * from "./idempotency.ts";
export * from "./inventory.ts";
export * from "./locations.ts";
export * from "./offline-sales.ts";
export * from "./organizations.ts";
export * from "./overrides.ts";
export * from "./purchasing.ts";
export * from "./registers.ts";
export * from "./report-days.ts";
export * from "./report-queue.ts";
export * from "./report-sale-days.ts";
export * from "./rooms.ts";
export * from "./sales.ts";
export * from "./taxes.ts";
export * from "./track-trace.ts";
export * from "./users.ts";
export * from "./vendors.ts";
