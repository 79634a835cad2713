// Members of an organization and their per-location roles (spec §3 Member, §6). The owner is one member with
// type OWNER, guarded by a partial unique index; it changes only through transfer-ownership.
import type { Member, memberListQuery } from "@verdant/shared/organizations";
import {
  type AssignableMemberType,
  groupLocationRoles,
  type LocationRolesEntry,
  normalizeLocationRoles,
} from "@verdant/shared/roles";
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { memberLocationRoles, organizationMembers, users } from "../../db/schema/index.ts";
import { AppError, notFound, say } from "../../lib/app-error.ts";
import { containsPattern, listPage, offsetOf } from "../../lib/queries.ts";
import { type Access, assertCan } from "../../plugins/access.ts";
import { assertLocationsInOrganization } from "../locations/locations.service.ts";

type MemberListValues = z.output<typeof memberListQuery>;
export const OWNER_CANNOT_LEAVE = "The owner cannot leave or be removed. Transfer ownership to another member first.";
export const ALREADY_MEMBER = "This person is already a member of the organization";

const memberColumns = {
  id: organizationMembers.id,
  organizationId: organizationMembers.organizationId,
  userId: organizationMembers.userId,
  type: organizationMembers.type,
  createdAt: organizationMembers.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  avatar: users.avatar,
};

/** Members matching `where`, each with their location roles (two queries, whatever the page size). */
async function selectMembers(db: Db, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const base = db
    .select(memberColumns)
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(where)
    .orderBy(
      sql`case ${organizationMembers.type} when 'OWNER' then 0 when 'ADMIN' then 1 else 2 end`,
      asc(organizationMembers.createdAt),
      asc(organizationMembers.id),
    );
  const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
  const ids = rows.map((row) => row.id);
  const roles = ids.length
    ? await db
        .select({
          memberId: memberLocationRoles.memberId,
          locationId: memberLocationRoles.locationId,
          role: memberLocationRoles.role,
        })
        .from(memberLocationRoles)
        .where(inArray(memberLocationRoles.memberId, ids))
    : [];
  return rows.map(
    (row): Member => ({
      ...row,
      locationRoles: groupLocationRoles(roles.filter((r) => r.memberId === row.id)),
      createdAt: row.createdAt.toISOString(),
    }),
  );
}

export async function listMembers(db: Db, organizationId: string, query: MemberListValues) {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    eq(organizationMembers.organizationId, organizationId),
    query.type ? eq(organizationMembers.type, query.type) : undefined,
    pattern
      ? or(
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(users.email, pattern),
          ilike(users.phone, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        )
      : undefined,
  );
  const data = await selectMembers(db, where, { limit: query.limit, offset: offsetOf(query.page, query.limit) });
  const [total] = await db
    .select({ n: count() })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(where);
  return listPage(data, query.page, query.limit, total?.n ?? 0);
}

/** A member of the organization by user id; 404 when that user is not one. */
export async function getMemberByUser(db: Db, organizationId: string, userId: string): Promise<Member> {
  const [member] = await selectMembers(
    db,
    and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
  );
  if (!member) throw notFound("member");
  return member;
}

/** GET /organization-member/{id}: one's own membership, or anyone's for those who manage members. */
export async function getMemberDetails(db: Db, access: Access, memberId: string): Promise<Member> {
  const [member] = await selectMembers(
    db,
    and(eq(organizationMembers.organizationId, access.organizationId), eq(organizationMembers.id, memberId)),
  );
  if (!member) throw notFound("member");
  if (member.userId !== access.userId) assertCan(access, "org.manage");
  return member;
}

/** Replaces a member's location roles; every location must be the organization's. */
export async function writeLocationRoles(
  db: Db,
  organizationId: string,
  memberId: string,
  entries: readonly LocationRolesEntry[],
): Promise<void> {
  const normalized = normalizeLocationRoles(entries);
  await assertLocationsInOrganization(
    db,
    organizationId,
    normalized.map((entry) => entry.locationId),
  );
  await db.delete(memberLocationRoles).where(eq(memberLocationRoles.memberId, memberId));
  const rows = normalized.flatMap((entry) =>
    entry.roles.map((role) => ({ organizationId, memberId, locationId: entry.locationId, role })),
  );
  if (rows.length) await db.insert(memberLocationRoles).values(rows);
}

/**
 * Makes an existing user a member: an invitation they accepted (invites.accept.ts), never without their consent.
 * A new member gets the staff welcome at their next visit unless `welcomed` (the demo's staff, already at work).
 */
export async function insertMember(
  db: Db,
  organizationId: string,
  userId: string,
  type: AssignableMemberType,
  entries: readonly LocationRolesEntry[],
  options: { welcomed?: boolean } = {},
): Promise<Member> {
  const [existing] = await db
    .select({ id: organizationMembers.id })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)));
  if (existing) throw new AppError("conflict", say("member.already"));
  const welcomedAt = options.welcomed ? new Date() : null;
  const [row] = await db.insert(organizationMembers).values({ organizationId, userId, type, welcomedAt }).returning();
  await writeLocationRoles(db, organizationId, row!.id, entries);
  // The organization vouches for the person: being added is as good as a platform admin's approval.
  await db
    .update(users)
    .set({ isWaitingApproval: false, approvedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.isWaitingApproval, true)));
  return getMemberByUser(db, organizationId, userId);
}

/** DELETE /organization-member: leaving when it is oneself, removing (org.manage) otherwise. */
export async function removeMember(db: Db, access: Access, userId: string): Promise<{ id: string }> {
  const member = await getMemberByUser(db, access.organizationId, userId);
  if (member.userId !== access.userId) assertCan(access, "org.manage");
  if (member.type === "OWNER") throw new AppError("conflict", say("member.ownerStays"));
  return db.transaction(async (tx) => {
    await tx.delete(organizationMembers).where(eq(organizationMembers.id, member.id));
    await tx
      .update(users)
      .set({ selectedOrgId: null, selectedLocationId: null })
      .where(and(eq(users.id, userId), eq(users.selectedOrgId, access.organizationId)));
    return { id: member.id };
  });
}

export async function changeMemberType(
  db: Db,
  organizationId: string,
  userId: string,
  type: AssignableMemberType,
): Promise<Member> {
  const member = await getMemberByUser(db, organizationId, userId);
  if (member.type === "OWNER") {
    throw new AppError("conflict", say("member.ownerType"));
  }
  await db
    .update(organizationMembers)
    .set({ type, updatedAt: new Date() })
    .where(eq(organizationMembers.id, member.id));
  return getMemberByUser(db, organizationId, userId);
}

export async function setLocationRoles(
  db: Db,
  organizationId: string,
  userId: string,
  entries: LocationRolesEntry[],
): Promise<Member> {
  const member = await getMemberByUser(db, organizationId, userId);
  await db.transaction((tx) => writeLocationRoles(tx, organizationId, member.id, entries));
  return getMemberByUser(db, organizationId, userId);
}

/** The old owner becomes ADMIN before the new one becomes OWNER: the partial unique index allows one at a time. */
export async function transferOwnership(db: Db, access: Access, userId: string): Promise<Member> {
  if (userId === access.userId) throw new AppError("bad_request", say("member.alreadyOwner"));
  const target = await getMemberByUser(db, access.organizationId, userId);
  await db.transaction(async (tx) => {
    await tx
      .update(organizationMembers)
      .set({ type: "ADMIN", updatedAt: new Date() })
      .where(and(eq(organizationMembers.organizationId, access.organizationId), eq(organizationMembers.type, "OWNER")));
    await tx
      .update(organizationMembers)
      .set({ type: "OWNER", updatedAt: new Date() })
      .where(eq(organizationMembers.id, target.id));
  });
  return getMemberByUser(db, access.organizationId, userId);
}
