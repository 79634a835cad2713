// Drawer sessions (domain.md → Selling): a register's cash drawer opens with a counted float, records drops and
// pay-ins/outs with reasons, and closes with a count by denomination that shows over/short.
import { z } from "zod";
import { listOf, pageQuery } from "./lists.ts";
import { locationParams } from "./locations.ts";
import { TENDER_TYPES } from "./pricing/pricing.types.ts";
import { uuidSchema } from "./validation.ts";

export const DRAWER_CASH_MAX_CENTS = 10_000_000;

/** Notes and coins in circulation, in cents (Canada has no 1-cent coin since 2013; the US keeps the penny). */
export const DENOMINATIONS = {
  CAD: [10_000, 5_000, 2_000, 1_000, 500, 200, 100, 25, 10, 5],
  USD: [10_000, 5_000, 2_000, 1_000, 500, 200, 100, 50, 25, 10, 5, 1],
} as const satisfies Record<"CAD" | "USD", readonly number[]>;
export type Currency = keyof typeof DENOMINATIONS;

export const cents = (field: string, max = DRAWER_CASH_MAX_CENTS) =>
  z
    .number({ error: `${field} must be a whole number of cents` })
    .int(`${field} must be a whole number of cents`)
    .min(0, `${field} must be at least 0`)
    .max(max, `${field} must be at most ${max}`);

export const denominationCount = z.object({
  denominationCents: z.number().int().positive(),
  count: z.number().int("count must be a whole number").min(0, "count must be at least 0").max(100_000),
});
export type DenominationCount = z.infer<typeof denominationCount>;

/** The counted total of a drawer, or the denominations that are not this currency's. */
export function countCash(
  currency: Currency,
  counts: readonly DenominationCount[],
): { totalCents: number; unknown: number[] } {
  const known = new Set<number>(DENOMINATIONS[currency]);
  const unknown = counts.map((c) => c.denominationCents).filter((d) => !known.has(d));
  const totalCents = counts.reduce((sum, c) => sum + c.denominationCents * c.count, 0);
  return { totalCents, unknown };
}

const reason = z
  .string({ error: "reason is required" })
  .trim()
  .min(1, "reason is required")
  .max(200, "reason must be at most 200 characters");

export const openDrawerInput = z.object({
  registerId: uuidSchema("registerId"),
  openingFloatCents: cents("openingFloatCents"),
});
export type OpenDrawerInput = z.input<typeof openDrawerInput>;

export const drawerMovementTypes = ["DROP", "PAY_IN", "PAY_OUT"] as const;
export type DrawerMovementType = (typeof drawerMovementTypes)[number];

export const drawerMovementInput = z.object({
  type: z.enum(drawerMovementTypes, { error: "type must be one of DROP, PAY_IN, PAY_OUT" }),
  amountCents: cents("amountCents").min(1, "amountCents must be at least 1"),
  reason,
});
export type DrawerMovementInput = z.input<typeof drawerMovementInput>;

export const closeDrawerInput = z.object({
  counts: z
    .array(denominationCount)
    .max(20, "counts must list at most 20 denominations")
    .refine(
      (counts) => new Set(counts.map((c) => c.denominationCents)).size === counts.length,
      "counts must list each denomination once",
    ),
  notes: z.string().trim().max(500, "notes must be at most 500 characters").optional(),
});
export type CloseDrawerInput = z.input<typeof closeDrawerInput>;

export const drawerStatuses = ["OPEN", "CLOSED"] as const;
export const drawerListQuery = z.object({
  registerId: uuidSchema("registerId").optional(),
  status: z.enum(drawerStatuses).optional(),
  ...pageQuery(),
});
export type DrawerListQuery = z.input<typeof drawerListQuery>;

const person = z.object({ id: z.uuid(), name: z.string() });

export const drawerMovement = z.object({
  id: z.uuid(),
  type: z.enum(drawerMovementTypes),
  amountCents: z.number().int(),
  reason: z.string(),
  by: person,
  createdAt: z.string(),
});

const tenderFigures = z.object(
  Object.fromEntries(TENDER_TYPES.map((type) => [type, z.number().int()])) as Record<
    (typeof TENDER_TYPES)[number],
    z.ZodNumber
  >,
);

/** The close-out: what the drawer should hold, and what the sales, voids and refunds of the session moved. */
export const drawerSummary = z.object({
  salesCount: z.number().int(),
  voidCount: z.number().int(),
  refundCount: z.number().int(),
  /** Tenders taken by sales of the session that still stand (voided sales excluded), net of change. */
  salesByTender: tenderFigures,
  /** Tenders given back by voids of the session. */
  voidsByTender: tenderFigures,
  /** Tenders given back by refunds made in the session. */
  refundsByTender: tenderFigures,
  dropsCents: z.number().int(),
  payInsCents: z.number().int(),
  payOutsCents: z.number().int(),
  /** Float + cash sales − cash refunds + pay-ins − pay-outs − drops. */
  expectedCashCents: z.number().int(),
});
export type DrawerSummary = z.infer<typeof drawerSummary>;

export const drawerSession = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  locationId: z.uuid(),
  registerId: z.uuid(),
  registerName: z.string(),
  status: z.enum(drawerStatuses),
  currency: z.enum(["CAD", "USD"]),
  openingFloatCents: z.number().int(),
  openedBy: person,
  openedAt: z.string(),
  closedBy: person.nullable(),
  closedAt: z.string().nullable(),
  counts: z.array(denominationCount).nullable(),
  countedCashCents: z.number().int().nullable(),
  expectedCashCents: z.number().int().nullable(),
  /** counted − expected: positive over, negative short; kept as it was at close. */
  overShortCents: z.number().int().nullable(),
  notes: z.string().nullable(),
});
export type DrawerSession = z.infer<typeof drawerSession>;
export const drawerSessionList = listOf(drawerSession);

export const drawerSessionDetail = drawerSession.extend({
  movements: z.array(drawerMovement),
  summary: drawerSummary,
});
export type DrawerSessionDetail = z.infer<typeof drawerSessionDetail>;

export const drawerParams = locationParams.extend({ drawerSessionId: uuidSchema("drawerSessionId") });
