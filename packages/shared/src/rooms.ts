// Rooms of a location (spec §3 Room, §5, §7 Rooms): the model every later location-scoped domain copies.
import { z } from "zod";
import { booleanQuery, listOf, pageQuery, sortOrder } from "./lists.ts";
import { optionalNumber, uuidSchema } from "./validation.ts";

export const roomTypes = ["SALES_FLOOR", "VAULT", "QUARANTINE", "STORAGE", "PROCESSING"] as const;
export type RoomType = (typeof roomTypes)[number];

/** linkedRegisters travel as one comma-joined string (spec §3) and are kept as a list of distinct names. */
export const splitRegisters = (value: string): string[] => [
  ...new Set(
    value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  ),
];
export const joinRegisters = (registers: readonly string[]): string => registers.join(",");

export const ROOM_AREA_MAX = 10_000_000;

/** The create and the update (PUT replaces the room) body; the form uses it as its resolver. */
export const roomInput = z.object({
  name: z
    .string({ error: "name is required" })
    .trim()
    .min(1, "name is required")
    .max(100, "name must be at most 100 characters"),
  isActive: z.boolean({ error: "isActive must be true or false" }).default(true),
  area: optionalNumber("area", ROOM_AREA_MAX),
  roomTypes: z
    .array(z.enum(roomTypes))
    .max(roomTypes.length)
    .default([])
    .transform((types) => [...new Set(types)]),
  linkedRegisters: z
    .string({ error: "linkedRegisters must be a comma-joined list of register names" })
    .max(2000, "linkedRegisters must be at most 2000 characters")
    .optional()
    .transform((value) => splitRegisters(value ?? "")),
});
export type RoomInput = z.input<typeof roomInput>;
export type RoomValues = z.output<typeof roomInput>;

export const roomSortFields = ["name", "createdAt"] as const;
export const roomListQuery = z.object({
  name: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
  isActive: booleanQuery,
  sortBy: z.enum(roomSortFields).default("name"),
  sortOrder,
  ...pageQuery(),
});
export type RoomListQuery = z.input<typeof roomListQuery>;

export const room = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  locationId: z.uuid(),
  name: z.string(),
  isActive: z.boolean(),
  area: z.number().optional(),
  roomTypes: z.array(z.enum(roomTypes)),
  linkedRegisters: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Room = z.infer<typeof room>;
export const roomList = listOf(room);

export const roomParams = z.object({
  orgId: uuidSchema("orgId"),
  locationId: uuidSchema("locationId"),
  roomId: uuidSchema("roomId"),
});
