import { joinRegisters, type Room, type roomInput, type roomListQuery } from "@verdant/shared/rooms";
import { and, asc, count, desc, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { rooms } from "../../db/schema/index.ts";
import { fieldsInUse, notFound } from "../../lib/app-error.ts";
import { containsPattern, listPage, offsetOf, uniqueConstraintOf } from "../../lib/queries.ts";
import type { LocationScope } from "../../plugins/access.ts";

type RoomRow = typeof rooms.$inferSelect;
type RoomValues = z.output<typeof roomInput>;
type RoomListValues = z.output<typeof roomListQuery>;

export function toRoom(row: RoomRow): Room {
  return {
    id: row.id,
    organizationId: row.organizationId,
    locationId: row.locationId,
    name: row.name,
    isActive: row.isActive,
    ...(row.area === null ? {} : { area: row.area }),
    roomTypes: row.roomTypes,
    linkedRegisters: joinRegisters(row.linkedRegisters),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const inScope = (scope: LocationScope) =>
  and(eq(rooms.organizationId, scope.organizationId), eq(rooms.locationId, scope.locationId));

const nameInUse = () => fieldsInUse(["name"]);

async function assertNameFree(db: Db, scope: LocationScope, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(inScope(scope), sql`lower(${rooms.name}) = lower(${name})`))
    .limit(1);
  if (taken && taken.id !== exceptId) throw nameInUse();
}

/** The unique index settles a race between two saves of the same name. */
async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueConstraintOf(error) === "rooms_location_name_key") throw nameInUse();
    throw error;
  }
}

const columns = (input: RoomValues) => ({
  name: input.name,
  isActive: input.isActive,
  area: input.area ?? null,
  roomTypes: input.roomTypes,
  linkedRegisters: input.linkedRegisters,
});

export async function createRoom(db: Db, scope: LocationScope, input: RoomValues): Promise<Room> {
  await assertNameFree(db, scope, input.name);
  const [row] = await saving(() =>
    db
      .insert(rooms)
      .values({ ...scope, ...columns(input) })
      .returning(),
  );
  return toRoom(row!);
}

const sortColumns = { name: sql`lower(${rooms.name})`, createdAt: rooms.createdAt };

export async function listRooms(db: Db, scope: LocationScope, query: RoomListValues) {
  const where = and(
    inScope(scope),
    query.name ? ilike(rooms.name, containsPattern(query.name)) : undefined,
    query.isActive === undefined ? undefined : eq(rooms.isActive, query.isActive),
  );
  const direction = query.sortOrder === "desc" ? desc : asc;
  const orderBy: SQL[] = [direction(sortColumns[query.sortBy]), direction(rooms.id)];
  const rows = await db
    .select()
    .from(rooms)
    .where(where)
    .orderBy(...orderBy)
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
  const [total] = await db.select({ n: count() }).from(rooms).where(where);
  return listPage(rows.map(toRoom), query.page, query.limit, total?.n ?? 0);
}

export async function getRoom(db: Db, scope: LocationScope, roomId: string): Promise<Room> {
  const [row] = await db
    .select()
    .from(rooms)
    .where(and(inScope(scope), eq(rooms.id, roomId)));
  if (!row) throw notFound("room");
  return toRoom(row);
}

/** PUT replaces the room: a field left out takes its default (an empty area clears it, spec §5). */
export async function updateRoom(db: Db, scope: LocationScope, roomId: string, input: RoomValues): Promise<Room> {
  await assertNameFree(db, scope, input.name, roomId);
  const [row] = await saving(() =>
    db
      .update(rooms)
      .set({ ...columns(input), updatedAt: new Date() })
      .where(and(inScope(scope), eq(rooms.id, roomId)))
      .returning(),
  );
  if (!row) throw notFound("room");
  return toRoom(row);
}

export async function deleteRoom(db: Db, scope: LocationScope, roomId: string): Promise<{ id: string }> {
  const [row] = await db
    .delete(rooms)
    .where(and(inScope(scope), eq(rooms.id, roomId)))
    .returning({ id: rooms.id });
  if (!row) throw notFound("room");
  return row;
}
