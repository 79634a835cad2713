// The invitation link: GET /organization-invite/{code} shows what it offers, POST /orgs/invite-user uses it.
import {
  type acceptedInvite,
  type InviteLinkReason,
  type InviteStatus,
  maskEmail,
  maskPhone,
  type PublicInvite,
} from "@verdant/shared/organizations";
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { locations, organizationInvites, organizations, users } from "../../db/schema/index.ts";
import { AppError, type MessageKey, say } from "../../lib/app-error.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { insertMember } from "../members/members.service.ts";
import { displayName, inviteStatusOf } from "./invites.service.ts";

type InviteRow = typeof organizationInvites.$inferSelect;

/**
 * Why a link no longer works, said so the page can tell the person what to do next (the answer stays 404, with a
 * `reason`): nobody holds a code but the person it was sent to, so naming what became of it reveals nothing.
 */
const UNUSABLE: Record<Exclude<InviteStatus, "PENDING">, MessageKey> = {
  ACCEPTED: "invite.accepted",
  EXPIRED: "invite.expired",
  REVOKED: "invite.revoked",
};

/** A usable invitation by its code (locked for update inside a transaction); 404 with its reason otherwise. */
export async function findUsableInvite(db: Db, code: string, lock = false) {
  const query = db
    .select({ invite: organizationInvites, organization: organizations })
    .from(organizationInvites)
    .innerJoin(organizations, eq(organizations.id, organizationInvites.organizationId))
    .where(eq(organizationInvites.code, code));
  const [row] = lock ? await query.for("update", { of: organizationInvites }) : await query;
  if (!row) throw new AppError("not_found", say("invite.invalid"), { reason: "UNKNOWN" satisfies InviteLinkReason });
  const status = inviteStatusOf(row.invite);
  if (status !== "PENDING") {
    const organizationName = status === "ACCEPTED" ? { organizationName: row.organization.name } : {};
    const reason: InviteLinkReason = status;
    throw new AppError("not_found", say(UNUSABLE[status]), { reason, ...organizationName });
  }
  return row;
}

/** GET /organization-invite/{code}: what the sign-up page shows, without revealing the full address. */
export async function lookupInvite(db: Db, code: string): Promise<PublicInvite> {
  const { invite, organization } = await findUsableInvite(db, code);
  const [by] = invite.invitedBy ? await db.select().from(users).where(eq(users.id, invite.invitedBy)) : [];
  return {
    organizationName: organization.name,
    organizationSlug: organization.slug,
    inviterName: by ? displayName(by) : null,
    email: invite.email ? maskEmail(invite.email) : null,
    phone: invite.phone ? maskPhone(invite.phone) : null,
    type: invite.type,
    expiresAt: invite.expiresAt.toISOString(),
  };
}

/** Locations removed since the invitation was sent are dropped from its roles. */
async function stillExistingLocationRoles(db: Db, invite: InviteRow) {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.organizationId, invite.organizationId));
  const ids = new Set(rows.map((row) => row.id));
  return invite.locationRoles.filter((entry) => ids.has(entry.locationId));
}

const addressMatches = (invite: InviteRow, user: { email: string | null; phone: string | null }) =>
  Boolean((invite.email && invite.email === user.email) || (invite.phone && invite.phone === user.phone));

/**
 * Joins with the invited type and roles, uses up the invitation and takes the person off the waitlist (the
 * organization vouches for them). The row lock makes a second, simultaneous use find the invitation used.
 */
export async function acceptInvitation(db: Db, user: AuthUser, code: string): Promise<z.infer<typeof acceptedInvite>> {
  return db.transaction(async (tx) => {
    const { invite, organization } = await findUsableInvite(tx, code, true);
    if (!addressMatches(invite, user)) {
      throw new AppError("forbidden", say("invite.otherAddress"));
    }
    const locationRoles = await stillExistingLocationRoles(tx, invite);
    const member = await insertMember(tx, organization.id, user.id, invite.type, locationRoles);
    await tx
      .update(organizationInvites)
      .set({ acceptedAt: new Date(), acceptedBy: user.id })
      .where(eq(organizationInvites.id, invite.id));
    await tx
      .update(users)
      .set({ selectedOrgId: organization.id, selectedLocationId: locationRoles[0]?.locationId ?? null })
      .where(and(eq(users.id, user.id), isNull(users.selectedOrgId)));
    return { organization: { id: organization.id, name: organization.name, slug: organization.slug }, member };
  });
}
