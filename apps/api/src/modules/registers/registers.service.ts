import type { Register, RegisterValues, registerListQuery } from "@verdant/shared/registers";
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { drawerSessions, registers, rooms } from "../../db/schema/index.ts";
import { AppError, fieldsInUse, notFound, say } from "../../lib/app-error.ts";
import { containsPattern, listPage, offsetOf, uniqueConstraintOf } from "../../lib/queries.ts";
import type { LocationScope } from "../../plugins/access.ts";

type RegisterRow = typeof registers.$inferSelect;
type RegisterListValues = z.output<typeof registerListQuery>;

const inScope = (scope: LocationScope) =>
  and(eq(registers.organizationId, scope.organizationId), eq(registers.locationId, scope.locationId));

/** Rooms of the location whose linkedRegisters hold this name (any case). */
export const roomsLinkedTo = (name: string | SQL) =>
  sql`exists (select 1 from unnest(${rooms.linkedRegisters}) as linked(n) where lower(linked.n) = lower(${name}))`;

async function present(db: Db, rows: RegisterRow[]): Promise<Register[]> {
  if (rows.length === 0) return [];
  const [first] = rows;
  const linked = await db
    .select({ id: rooms.id, name: rooms.name, registers: rooms.linkedRegisters })
    .from(rooms)
    .where(and(eq(rooms.locationId, first!.locationId), sql`cardinality(${rooms.linkedRegisters}) > 0`))
    .orderBy(asc(sql`lower(${rooms.name})`));
  const open = await db
    .select({ id: drawerSessions.id, registerId: drawerSessions.registerId })
    .from(drawerSessions)
    .where(
      and(
        inArray(
          drawerSessions.registerId,
          rows.map((r) => r.id),
        ),
        eq(drawerSessions.status, "OPEN"),
      ),
    );
  const openBy = new Map(open.map((o) => [o.registerId, o.id]));
  return rows.map((row) => {
    const name = row.name.toLowerCase();
    return {
      id: row.id,
      organizationId: row.organizationId,
      locationId: row.locationId,
      name: row.name,
      isActive: row.isActive,
      rooms: linked
        .filter((room) => room.registers.some((n) => n.toLowerCase() === name))
        .map(({ id, name }) => ({ id, name })),
      openDrawerSessionId: openBy.get(row.id) ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

const nameInUse = () => fieldsInUse(["name"]);

async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueConstraintOf(error) === "registers_location_name_key") throw nameInUse();
    throw error;
  }
}

async function assertNameFree(db: Db, scope: LocationScope, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: registers.id })
    .from(registers)
    .where(and(inScope(scope), sql`lower(${registers.name}) = lower(${name})`))
    .limit(1);
  if (taken && taken.id !== exceptId) throw nameInUse();
}

async function assertRoomsInLocation(db: Db, scope: LocationScope, roomIds: string[]) {
  if (roomIds.length === 0) return;
  const found = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(
      and(
        eq(rooms.organizationId, scope.organizationId),
        eq(rooms.locationId, scope.locationId),
        inArray(rooms.id, roomIds),
      ),
    );
  if (found.length !== roomIds.length) throw notFound("room");
}

/** Takes `name` out of every room of the location, then writes it into the chosen rooms. */
async function linkRooms(db: Db, scope: LocationScope, oldName: string | null, name: string, roomIds: string[]) {
  const now = new Date();
  if (oldName !== null) {
    await db
      .update(rooms)
      .set({
        linkedRegisters: sql`array(select n from unnest(${rooms.linkedRegisters}) as linked(n) where lower(n) <> lower(${oldName}))`,
        updatedAt: now,
      })
      .where(and(eq(rooms.locationId, scope.locationId), roomsLinkedTo(oldName)));
  }
  if (roomIds.length === 0) return;
  await db
    .update(rooms)
    .set({ linkedRegisters: sql`array_append(${rooms.linkedRegisters}, ${name}::text)`, updatedAt: now })
    .where(and(eq(rooms.locationId, scope.locationId), inArray(rooms.id, roomIds), sql`not ${roomsLinkedTo(name)}`));
}

export async function createRegister(db: Db, scope: LocationScope, input: RegisterValues): Promise<Register> {
  await assertNameFree(db, scope, input.name);
  await assertRoomsInLocation(db, scope, input.roomIds);
  const row = await saving(() =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(registers)
        .values({ ...scope, name: input.name, isActive: input.isActive })
        .returning();
      // A room may still name a register deleted earlier under this name; the new register starts from its choice.
      await linkRooms(tx, scope, input.name, input.name, input.roomIds);
      return created!;
    }),
  );
  return (await present(db, [row]))[0]!;
}

const sortColumns = { name: sql`lower(${registers.name})`, createdAt: registers.createdAt };

export async function listRegisters(db: Db, scope: LocationScope, query: RegisterListValues) {
  const where = and(
    inScope(scope),
    query.name ? ilike(registers.name, containsPattern(query.name)) : undefined,
    query.isActive === undefined ? undefined : eq(registers.isActive, query.isActive),
  );
  const direction = query.sortOrder === "desc" ? desc : asc;
  const rows = await db
    .select()
    .from(registers)
    .where(where)
    .orderBy(direction(sortColumns[query.sortBy]), direction(registers.id))
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
  const [total] = await db.select({ n: count() }).from(registers).where(where);
  return listPage(await present(db, rows), query.page, query.limit, total?.n ?? 0);
}

export async function findRegister(db: Db, scope: LocationScope, registerId: string): Promise<RegisterRow> {
  const [row] = await db
    .select()
    .from(registers)
    .where(and(inScope(scope), eq(registers.id, registerId)));
  if (!row) throw notFound("register");
  return row;
}

export async function getRegister(db: Db, scope: LocationScope, registerId: string): Promise<Register> {
  return (await present(db, [await findRegister(db, scope, registerId)]))[0]!;
}

/** PUT replaces the register; a rename moves the name in every linked room. */
export async function updateRegister(
  db: Db,
  scope: LocationScope,
  registerId: string,
  input: RegisterValues,
): Promise<Register> {
  const current = await findRegister(db, scope, registerId);
  await assertNameFree(db, scope, input.name, registerId);
  await assertRoomsInLocation(db, scope, input.roomIds);
  const row = await saving(() =>
    db.transaction(async (tx) => {
      const [updated] = await tx
        .update(registers)
        .set({ name: input.name, isActive: input.isActive, updatedAt: new Date() })
        .where(and(inScope(scope), eq(registers.id, registerId)))
        .returning();
      await linkRooms(tx, scope, current.name, input.name, input.roomIds);
      return updated!;
    }),
  );
  return (await present(db, [row]))[0]!;
}

/** A register with a drawer history keeps it (the sales point at it): deactivate it instead. */
export async function deleteRegister(db: Db, scope: LocationScope, registerId: string): Promise<{ id: string }> {
  const current = await findRegister(db, scope, registerId);
  const [used] = await db
    .select({ id: drawerSessions.id })
    .from(drawerSessions)
    .where(eq(drawerSessions.registerId, registerId))
    .limit(1);
  if (used) throw new AppError("conflict", say("register.used"));
  await db.transaction(async (tx) => {
    await tx.delete(registers).where(and(inScope(scope), eq(registers.id, registerId)));
    await linkRooms(tx, scope, current.name, current.name, []);
  });
  return { id: registerId };
}

/** Ids of the rooms a register sells from (the sale takes stock from these only). */
/** Every register of the location with the ids of the rooms it sells from (the selling setup, sales.setup.ts). */
export async function registersWithRooms(db: Db, scope: LocationScope) {
  return db
    .select({
      id: registers.id,
      name: registers.name,
      isActive: registers.isActive,
      roomIds: sql<string[]>`array(select ${rooms.id} from ${rooms}
        where ${rooms.locationId} = ${registers.locationId} and ${roomsLinkedTo(sql`${registers.name}`)} order by ${rooms.id})`,
    })
    .from(registers)
    .where(inScope(scope));
}
