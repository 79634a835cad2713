// Manager overrides (decision 0019): managers set a PIN (argon2id, like passwords) in their settings; a cashier's
// void or refund at the register carries a manager's id and PIN, checked with counted tries before the write, and
// the write records who asked and who approved in manager_overrides, shown on the sale.
import type { Approver, ManagerApproval, SaleOverride } from "@verdant/shared/overrides";
import { can, groupLocationRoles } from "@verdant/shared/roles";
import { asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import {
  managerOverrides,
  managerPins,
  memberLocationRoles,
  organizationMembers,
  users,
} from "../../db/schema/index.ts";
import { AppError, say } from "../../lib/app-error.ts";
import { clearAttempts, countAttempt } from "../../lib/attempts.ts";
import type { Access, LocationScope } from "../../plugins/access.ts";
import { hashPassword, passwordMatches } from "../auth/auth.password.service.ts";
import { personName } from "../drawers/drawers.service.ts";
import { keepOfflineKey, offlineKeyFor, offlineKeyOf, verifiersFor } from "./overrides.offline.ts";

/** Wrong PINs per approver before a pause: a 4-digit PIN must not be guessable at the counter. */
const PIN_TRIES = { max: 5, windowMs: 15 * 60_000 };

export async function hasPin(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: managerPins.userId }).from(managerPins).where(eq(managerPins.userId, userId));
  return !!row;
}

export async function setPin(db: Db, userId: string, pin: string): Promise<{ hasPin: true }> {
  const pinHash = await hashPassword(pin);
  const offline = await offlineKeyFor(db, userId, pin);
  await db
    .insert(managerPins)
    .values({ userId, pinHash, ...offline })
    .onConflictDoUpdate({ target: managerPins.userId, set: { pinHash, ...offline, updatedAt: new Date() } });
  await clearAttempts(db, `pin:${userId}`);
  return { hasPin: true };
}

/** The organization's members with a PIN who may manage the register at the location, by name. */
export async function listApprovers(db: Db, scope: LocationScope): Promise<Approver[]> {
  const members = await db
    .select({ id: organizationMembers.id, userId: users.id, type: organizationMembers.type, name: personName(users) })
    .from(organizationMembers)
    .innerJoin(managerPins, eq(managerPins.userId, organizationMembers.userId))
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, scope.organizationId));
  if (members.length === 0) return [];
  const roles = await db
    .select({
      memberId: memberLocationRoles.memberId,
      locationId: memberLocationRoles.locationId,
      role: memberLocationRoles.role,
    })
    .from(memberLocationRoles)
    .where(
      inArray(
        memberLocationRoles.memberId,
        members.map((m) => m.id),
      ),
    );
  return members
    .filter((m) =>
      can(
        { type: m.type, locationRoles: groupLocationRoles(roles.filter((r) => r.memberId === m.id)) },
        "register.manage",
        scope.locationId,
      ),
    )
    .map((m) => ({ id: m.userId, name: m.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const refused = () => new AppError("forbidden", say("override.wrongPin"));

/**
 * Who approves this void or refund: nobody needed when the caller manages the register here; otherwise a
 * manager of the location with the right PIN (counted tries, on the request's own connection so a refusal is
 * still counted). 403 without an approval, with a wrong PIN, or when the approver is not a manager here.
 */
export async function approverFor(
  db: Db,
  access: Access,
  scope: LocationScope,
  approval: ManagerApproval | undefined,
): Promise<string | null> {
  if (!approval) {
    if (access.can("register.manage", scope.locationId)) return null;
    throw new AppError("forbidden", say("override.needed"));
  }
  await countAttempt(db, {
    key: `pin:${approval.approverId}`,
    ...PIN_TRIES,
    message: "rate.pins",
  });
  const [pin] = await db.select().from(managerPins).where(eq(managerPins.userId, approval.approverId));
  if (!pin || !(await passwordMatches(pin.pinHash, approval.pin))) throw refused();
  const approvers = await listApprovers(db, scope);
  if (!approvers.some((a) => a.id === approval.approverId)) throw refused();
  await clearAttempts(db, `pin:${approval.approverId}`);
  // A PIN set before offline approvals existed gets its offline key the first time it is used online.
  if (!pin.offlineKey) await keepOfflineKey(db, approval.approverId, approval.pin);
  return approval.approverId;
}

/** Short-lived verifiers of the location's approvers' PINs for one register, for selling offline (decision 0035). */
export async function offlineApprovalsFor(db: Db, scope: LocationScope, registerId: string, now = new Date()) {
  return verifiersFor(db, await listApprovers(db, scope), registerId, now);
}

/** An approver of the location by id, with their offline key (null when they have none yet); null if not one. */
export async function offlineApproverOf(db: Db, scope: LocationScope, userId: string) {
  const approver = (await listApprovers(db, scope)).find((a) => a.id === userId);
  return approver ? { ...approver, key: await offlineKeyOf(db, userId) } : null;
}

export async function recordOverride(
  db: Db,
  scope: LocationScope,
  entry: { saleId: string; action: "VOID" | "REFUND"; requestedBy: string; approvedBy: string; reason: string },
): Promise<void> {
  await db.insert(managerOverrides).values({ ...scope, ...entry });
}

const requester = alias(users, "requester");
const approverUser = alias(users, "approver");

export async function loadSaleOverrides(db: Db, saleId: string): Promise<SaleOverride[]> {
  const rows = await db
    .select({ row: managerOverrides, requestedByName: personName(requester), approvedByName: personName(approverUser) })
    .from(managerOverrides)
    .innerJoin(requester, eq(requester.id, managerOverrides.requestedBy))
    .innerJoin(approverUser, eq(approverUser.id, managerOverrides.approvedBy))
    .where(eq(managerOverrides.saleId, saleId))
    .orderBy(asc(managerOverrides.createdAt), asc(managerOverrides.id));
  return rows.map(({ row, requestedByName, approvedByName }) => ({
    id: row.id,
    action: row.action,
    requestedBy: { id: row.requestedBy, name: requestedByName },
    approvedBy: { id: row.approvedBy, name: approvedByName },
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }));
}
