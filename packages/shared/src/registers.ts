// Registers of a location (domain.md → Selling): a name and the rooms it sells from. The rooms' linkedRegisters
// (spec §3 Room) hold the register names, so the link reads the same from either side.
import { z } from "zod";
import { booleanQuery, listOf, pageQuery, sortOrder } from "./lists.ts";
import { locationParams } from "./locations.ts";
import { uuidSchema } from "./validation.ts";

export const REGISTER_ROOMS_MAX = 50;

export const registerInput = z.object({
  name: z
    .string({ error: "name is required" })
    .trim()
    .min(1, "name is required")
    .max(60, "name must be at most 60 characters")
    // A comma would split the name in the rooms' comma-joined linkedRegisters.
    .refine((name) => !name.includes(","), "name must not contain a comma"),
  isActive: z.boolean({ error: "isActive must be true or false" }).default(true),
  roomIds: z
    .array(uuidSchema("roomIds"))
    .max(REGISTER_ROOMS_MAX, `roomIds must list at most ${REGISTER_ROOMS_MAX} rooms`)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type RegisterInput = z.input<typeof registerInput>;
export type RegisterValues = z.output<typeof registerInput>;

export const registerSortFields = ["name", "createdAt"] as const;
export const registerListQuery = z.object({
  name: z
    .string()
    .trim()
    .max(60)
    .optional()
    .transform((v) => v || undefined),
  isActive: booleanQuery,
  sortBy: z.enum(registerSortFields).default("name"),
  sortOrder,
  ...pageQuery(),
});
export type RegisterListQuery = z.input<typeof registerListQuery>;

export const registerRoom = z.object({ id: z.uuid(), name: z.string() });

export const register = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  locationId: z.uuid(),
  name: z.string(),
  isActive: z.boolean(),
  /** The rooms whose linkedRegisters name this register, by name. */
  rooms: z.array(registerRoom),
  /** The drawer session open on this register, if any. */
  openDrawerSessionId: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Register = z.infer<typeof register>;
export const registerList = listOf(register);

export const registerParams = locationParams.extend({ registerId: uuidSchema("registerId") });
