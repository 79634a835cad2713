// The staff welcome (issue 15; packages/shared staff-welcome.ts): read for the caller's own membership, shown until
// they finish or skip it, then never again (organization_members.welcomed_at). The owner's is set when they create
// the organization, so the owner never sees it.
import type { StaffWelcome } from "@verdant/shared/staff-welcome";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { locations, organizationInvites, organizationMembers, organizations, users } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import type { Access } from "../../plugins/access.ts";
import { displayName } from "../invites/invites.service.ts";
import { hasPin } from "../overrides/overrides.service.ts";

/** The name of whoever sent the invitation this person accepted last in the organization. */
async function inviterOf(db: Db, organizationId: string, userId: string): Promise<string | null> {
  const [by] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(organizationInvites)
    .innerJoin(users, eq(users.id, organizationInvites.invitedBy))
    .where(and(eq(organizationInvites.organizationId, organizationId), eq(organizationInvites.acceptedBy, userId)))
    .orderBy(desc(organizationInvites.acceptedAt))
    .limit(1);
  return by ? (displayName(by) ?? null) : null;
}

export async function getStaffWelcome(db: Db, access: Access): Promise<StaffWelcome> {
  const [row] = await db
    .select({ welcomedAt: organizationMembers.welcomedAt, name: organizations.name })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.id, access.member.id));
  if (!row) throw notFound("member");
  const { member, organizationId, userId } = access;
  const all = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.organizationId, organizationId))
    .orderBy(asc(locations.name), asc(locations.id));
  const rolesAt = new Map(member.locationRoles.map((entry) => [entry.locationId, [...entry.roles]]));
  const usable = all
    .map((location) => ({ ...location, roles: rolesAt.get(location.id) ?? [] }))
    .filter((location) => member.type !== "MEMBER" || location.roles.length > 0);
  return {
    pending: member.type !== "OWNER" && row.welcomedAt === null,
    organization: { id: organizationId, name: row.name },
    invitedBy: await inviterOf(db, organizationId, userId),
    type: member.type,
    locations: usable,
    approvesAtRegister: access.can("register.manage"),
    hasApprovalPin: await hasPin(db, userId),
    welcomedAt: row.welcomedAt?.toISOString() ?? null,
  };
}

/** Finished or skipped: either way it is not shown again. Saying so twice keeps the first time. */
export async function markWelcomed(db: Db, access: Access): Promise<StaffWelcome> {
  await db
    .update(organizationMembers)
    .set({ welcomedAt: new Date() })
    .where(and(eq(organizationMembers.id, access.member.id), isNull(organizationMembers.welcomedAt)));
  return getStaffWelcome(db, access);
}
