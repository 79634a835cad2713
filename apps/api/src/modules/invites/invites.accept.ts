// POST /orgs/invite-user: the signed-in person uses an invitation addressed to them.
import type { acceptedInvite } from "@verdant/shared/organizations";
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { organizationInvites, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { insertMember } from "../members/members.service.ts";
import { addressMatches, findUsableInvite, stillExistingLocationRoles } from "./invites.service.ts";

/**
 * Joins with the invited type and roles, uses up the invitation and takes the person off the waitlist (the
 * organization vouches for them). The row lock makes a second, simultaneous use find the invitation used.
 */
export async function acceptInvitation(db: Db, user: AuthUser, code: string): Promise<z.infer<typeof acceptedInvite>> {
  return db.transaction(async (tx) => {
    const { invite, organization } = await findUsableInvite(tx, code, true);
    if (!addressMatches(invite, user)) {
      throw new AppError("forbidden", "This invitation was sent to another e-mail address or phone number");
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
