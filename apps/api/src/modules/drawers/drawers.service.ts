// Drawer sessions of a register (domain.md → Selling): open with a counted float, drops and pay-ins/outs with a
// reason, close with a count by denomination. One open session per register is the partial unique index
// drawer_sessions_one_open_key; a sale holds its session FOR SHARE, so a close waits for sales in flight.
import {
  type CloseDrawerInput,
  type Currency,
  countCash,
  type DrawerMovementInput,
  type DrawerSession,
  type DrawerSessionDetail,
  type drawerListQuery,
  type OpenDrawerInput,
} from "@verdant/shared/drawers";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { drawerMovements, drawerSessions, locations, registers, users } from "../../db/schema/index.ts";
import { AppError, forbidden, notFound, say } from "../../lib/app-error.ts";
import { listPage, offsetOf, uniqueConstraintOf } from "../../lib/queries.ts";
import type { Access, LocationScope } from "../../plugins/access.ts";
import { findRegister } from "../registers/registers.service.ts";
import { summarizeDrawer } from "./drawers.summary.ts";

type DrawerListValues = z.output<typeof drawerListQuery>;

/** A person as staff screens name them: first and last name, else the e-mail or phone they signed up with. */
export const personName = (table: Record<"firstName" | "lastName" | "email" | "phone", AnyPgColumn>) =>
  sql<string>`coalesce(nullif(trim(concat_ws(' ', ${table.firstName}, ${table.lastName})), ''), ${table.email}, ${table.phone}, 'Unknown')`;

const opener = alias(users, "opener");
const closer = alias(users, "closer");

const inScope = (scope: LocationScope) =>
  and(eq(drawerSessions.organizationId, scope.organizationId), eq(drawerSessions.locationId, scope.locationId));

function selectSessions(db: Db) {
  return db
    .select({
      session: drawerSessions,
      registerName: registers.name,
      currency: locations.currency,
      openedByName: personName(opener),
      closedByName: sql<string | null>`case when ${closer.id} is null then null else ${personName(closer)} end`,
    })
    .from(drawerSessions)
    .innerJoin(registers, eq(registers.id, drawerSessions.registerId))
    .innerJoin(locations, eq(locations.id, drawerSessions.locationId))
    .innerJoin(opener, eq(opener.id, drawerSessions.openedBy))
    .leftJoin(closer, eq(closer.id, drawerSessions.closedBy));
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof selectSessions>["where"]>>[number];

function toDrawerSession({ session, registerName, currency, openedByName, closedByName }: SessionRow): DrawerSession {
  return {
    id: session.id,
    organizationId: session.organizationId,
    locationId: session.locationId,
    registerId: session.registerId,
    registerName,
    status: session.status,
    currency,
    openingFloatCents: session.openingFloatCents,
    openedBy: { id: session.openedBy, name: openedByName },
    openedAt: session.openedAt.toISOString(),
    closedBy: session.closedBy ? { id: session.closedBy, name: closedByName ?? "Unknown" } : null,
    closedAt: session.closedAt?.toISOString() ?? null,
    counts: session.counts ?? null,
    countedCashCents: session.countedCashCents,
    expectedCashCents: session.expectedCashCents,
    overShortCents: session.overShortCents,
    notes: session.notes,
  };
}

async function loadSession(db: Db, scope: LocationScope, sessionId: string): Promise<SessionRow> {
  const [row] = await selectSessions(db).where(and(inScope(scope), eq(drawerSessions.id, sessionId)));
  if (!row) throw notFound("drawerSession");
  return row;
}

export async function openDrawer(db: Db, access: Access, scope: LocationScope, input: OpenDrawerInput) {
  const register = await findRegister(db, scope, input.registerId);
  if (!register.isActive) throw new AppError("conflict", say("drawer.registerInactive"));
  const alreadyOpen = () => new AppError("conflict", say("drawer.alreadyOpen", { register: register.name }));
  const [open] = await db
    .select({ id: drawerSessions.id })
    .from(drawerSessions)
    .where(and(eq(drawerSessions.registerId, register.id), eq(drawerSessions.status, "OPEN")));
  if (open) throw alreadyOpen();
  try {
    const [row] = await db
      .insert(drawerSessions)
      .values({
        ...scope,
        registerId: register.id,
        openingFloatCents: input.openingFloatCents,
        openedBy: access.userId,
      })
      .returning({ id: drawerSessions.id });
    return getDrawer(db, scope, row!.id);
  } catch (error) {
    if (uniqueConstraintOf(error) === "drawer_sessions_one_open_key") throw alreadyOpen();
    throw error;
  }
}

export async function listDrawers(db: Db, scope: LocationScope, query: DrawerListValues) {
  const where = and(
    inScope(scope),
    query.registerId ? eq(drawerSessions.registerId, query.registerId) : undefined,
    query.status ? eq(drawerSessions.status, query.status) : undefined,
  );
  const rows = await selectSessions(db)
    .where(where)
    .orderBy(desc(drawerSessions.openedAt), desc(drawerSessions.id))
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
  const [total] = await db.select({ n: count() }).from(drawerSessions).where(where);
  return listPage(rows.map(toDrawerSession), query.page, query.limit, total?.n ?? 0);
}

export async function getDrawer(db: Db, scope: LocationScope, sessionId: string): Promise<DrawerSessionDetail> {
  const row = await loadSession(db, scope, sessionId);
  const mover = alias(users, "mover");
  const movements = await db
    .select({ movement: drawerMovements, by: personName(mover) })
    .from(drawerMovements)
    .innerJoin(mover, eq(mover.id, drawerMovements.userId))
    .where(eq(drawerMovements.drawerSessionId, sessionId))
    .orderBy(asc(drawerMovements.createdAt), asc(drawerMovements.id));
  return {
    ...toDrawerSession(row),
    movements: movements.map(({ movement, by }) => ({
      id: movement.id,
      type: movement.type,
      amountCents: movement.amountCents,
      reason: movement.reason,
      by: { id: movement.userId, name: by },
      createdAt: movement.createdAt.toISOString(),
    })),
    summary: await summarizeDrawer(db, sessionId, row.session.openingFloatCents),
  };
}

/** Locks an open session of the location (FOR UPDATE to change it, FOR SHARE to sell on it) or refuses. */
export async function lockOpenDrawer(db: Db, scope: LocationScope, sessionId: string, mode: "update" | "share") {
  const [row] = await db
    .select({ id: drawerSessions.id, registerId: drawerSessions.registerId, status: drawerSessions.status })
    .from(drawerSessions)
    .where(and(inScope(scope), eq(drawerSessions.id, sessionId)))
    .for(mode);
  return openDrawerOf(row);
}

/** The drawer session a lock found, when it is open: 404 when there is none, 409 when it is closed. */
export function openDrawerOf<T extends { status: string }>(row: T | undefined): T {
  if (!row) throw notFound("drawerSession");
  if (row.status !== "OPEN") throw new AppError("conflict", say("drawer.closed"));
  return row;
}

export async function addDrawerMovement(
  db: Db,
  access: Access,
  scope: LocationScope,
  sessionId: string,
  input: DrawerMovementInput,
) {
  const row = await loadSession(db, scope, sessionId);
  await db.transaction(async (tx) => {
    await lockOpenDrawer(tx, scope, sessionId, "update");
    if (input.type !== "PAY_IN") {
      const summary = await summarizeDrawer(tx, sessionId, row.session.openingFloatCents);
      if (input.amountCents > summary.expectedCashCents) throw new AppError("conflict", say("drawer.notEnoughCash"));
    }
    await tx.insert(drawerMovements).values({ ...scope, drawerSessionId: sessionId, ...input, userId: access.userId });
  });
  return getDrawer(db, scope, sessionId);
}

/** Closing one's own drawer is part of selling; closing another's is a manager's close-out (domain.md). */
export async function closeDrawer(
  db: Db,
  access: Access,
  scope: LocationScope,
  sessionId: string,
  input: CloseDrawerInput,
) {
  const row = await loadSession(db, scope, sessionId);
  if (row.session.openedBy !== access.userId && !access.can("register.manage", scope.locationId)) throw forbidden();
  const counted = countCash(row.currency as Currency, input.counts);
  if (counted.unknown.length > 0)
    throw new AppError(
      "bad_request",
      counted.unknown.map((d) => say("drawer.denomination", { denomination: d, currency: row.currency })),
    );
  await db.transaction(async (tx) => {
    await lockOpenDrawer(tx, scope, sessionId, "update");
    const summary = await summarizeDrawer(tx, sessionId, row.session.openingFloatCents);
    await tx
      .update(drawerSessions)
      .set({
        status: "CLOSED",
        closedBy: access.userId,
        closedAt: new Date(),
        counts: input.counts.filter((c) => c.count > 0),
        countedCashCents: counted.totalCents,
        expectedCashCents: summary.expectedCashCents,
        overShortCents: counted.totalCents - summary.expectedCashCents,
        notes: input.notes ?? null,
      })
      .where(eq(drawerSessions.id, sessionId));
  });
  return getDrawer(db, scope, sessionId);
}
