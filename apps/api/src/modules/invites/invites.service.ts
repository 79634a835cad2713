// Invitations (spec §7 Organizations, invite part; domain.md → Identity): single-use alphanumeric codes that
// expire after 7 days, sent by e-mail or text; accepting one joins with the chosen type and location roles and
// takes the person off the waitlist.
import { randomBytes } from "node:crypto";
import type { BulkResult } from "@verdant/shared";
import {
  INVITE_TTL_MS,
  type Invite,
  type InviteStatus,
  type inviteListQuery,
  type sendInvitationInput,
} from "@verdant/shared/organizations";
import { normalizeLocationRoles } from "@verdant/shared/roles";
import { aliasedTable, and, count, desc, eq, gt, isNotNull, isNull, lte, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { organizationInvites, organizationMembers, organizations, users } from "../../db/schema/index.ts";
import { AppError, notFound, say } from "../../lib/app-error.ts";
import { deliveryMessages, readerLanguage } from "../../lib/messaging/messages.ts";
import { assertChannelAvailable, type DeliveryContext, deliver } from "../../lib/messaging/messaging.ts";
import { listPage, offsetOf } from "../../lib/queries.ts";
import { assertLocationsInOrganization } from "../locations/locations.service.ts";

type InviteRow = typeof organizationInvites.$inferSelect;
type InvitationValues = Omit<z.output<typeof sendInvitationInput>, "organizationId">;
export const INVITE_NOT_FOUND = "This invitation is not valid. It may have expired, been used or been revoked.";

const newInviteCode = () => randomBytes(20).toString("hex");
const inviteLink = (ctx: DeliveryContext, code: string) => `${ctx.config.publicUrl}/signup/${code}`;

export function inviteStatusOf(row: InviteRow, now = new Date()): InviteStatus {
  if (row.revokedAt) return "REVOKED";
  if (row.acceptedAt) return "ACCEPTED";
  return row.expiresAt <= now ? "EXPIRED" : "PENDING";
}

const statusWhere: Record<InviteStatus, () => SQL | undefined> = {
  REVOKED: () => isNotNull(organizationInvites.revokedAt),
  ACCEPTED: () => and(isNull(organizationInvites.revokedAt), isNotNull(organizationInvites.acceptedAt)),
  EXPIRED: () =>
    and(
      isNull(organizationInvites.revokedAt),
      isNull(organizationInvites.acceptedAt),
      lte(organizationInvites.expiresAt, new Date()),
    ),
  PENDING: () =>
    and(
      isNull(organizationInvites.revokedAt),
      isNull(organizationInvites.acceptedAt),
      gt(organizationInvites.expiresAt, new Date()),
    ),
};

const inviter = aliasedTable(users, "inviter");
export const displayName = (person: { firstName: string | null; lastName: string | null; email: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(" ") || person.email;

async function selectInvites(
  db: Db,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<Invite[]> {
  const query = db
    .select({
      invite: organizationInvites,
      inviter: { id: inviter.id, firstName: inviter.firstName, lastName: inviter.lastName, email: inviter.email },
    })
    .from(organizationInvites)
    .leftJoin(inviter, eq(inviter.id, organizationInvites.invitedBy))
    .where(where)
    .orderBy(desc(organizationInvites.createdAt), desc(organizationInvites.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ invite, inviter: by }) => ({
    id: invite.id,
    organizationId: invite.organizationId,
    email: invite.email,
    phone: invite.phone,
    type: invite.type,
    locationRoles: invite.locationRoles,
    status: inviteStatusOf(invite),
    invitedBy: by?.id ? by : null,
    expiresAt: invite.expiresAt.toISOString(),
    acceptedAt: invite.acceptedAt?.toISOString() ?? null,
    createdAt: invite.createdAt.toISOString(),
  }));
}

async function getInvite(db: Db, organizationId: string, inviteId: string): Promise<Invite> {
  const [found] = await selectInvites(
    db,
    and(eq(organizationInvites.organizationId, organizationId), eq(organizationInvites.id, inviteId)),
  );
  if (!found) throw notFound("invitation");
  return found;
}

export async function listInvites(db: Db, organizationId: string, query: z.output<typeof inviteListQuery>) {
  const where = and(
    eq(organizationInvites.organizationId, organizationId),
    query.status ? statusWhere[query.status]() : undefined,
  );
  const data = await selectInvites(db, where, { limit: query.limit, offset: offsetOf(query.page, query.limit) });
  const [total] = await db.select({ n: count() }).from(organizationInvites).where(where);
  return listPage(data, query.page, query.limit, total?.n ?? 0);
}

async function sendInviteMessage(ctx: DeliveryContext, organizationId: string, invite: InviteRow, inviterId: string) {
  const [organization] = await ctx.db.select().from(organizations).where(eq(organizations.id, organizationId));
  const [by] = await ctx.db.select().from(users).where(eq(users.id, inviterId));
  // The invitee's language is unknown: the inviter's own.
  const t = deliveryMessages(readerLanguage(ctx, by?.language));
  const who = (by && displayName(by)) || t("invite.someone");
  await deliver(ctx, {
    channel: invite.email ? "email" : "sms",
    to: (invite.email ?? invite.phone)!,
    subject: t("invite.subject", { organization: organization!.name }),
    body: t("invite.body", { who, organization: organization!.name, link: inviteLink(ctx, invite.code) }),
    code: invite.code,
  });
}

/** 409 when the address already belongs to a member or has a pending invitation (resend that one instead). */
async function assertInvitable(db: Db, organizationId: string, input: InvitationValues): Promise<void> {
  const [existing] = await db
    .select({ id: organizationMembers.id })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        input.email ? eq(users.email, input.email) : eq(users.phone, input.phone!),
      ),
    );
  if (existing) throw new AppError("conflict", say("member.already"));
  const [pending] = await db
    .select({ id: organizationInvites.id })
    .from(organizationInvites)
    .where(
      and(
        eq(organizationInvites.organizationId, organizationId),
        input.email ? eq(organizationInvites.email, input.email) : eq(organizationInvites.phone, input.phone!),
        statusWhere.PENDING(),
      ),
    );
  if (pending) throw new AppError("conflict", say("invite.pending"));
}

export async function sendInvitation(
  ctx: DeliveryContext,
  organizationId: string,
  inviterId: string,
  input: InvitationValues,
): Promise<Invite> {
  assertChannelAvailable(ctx, input.email ? "email" : "sms");
  const locationRoles = normalizeLocationRoles(input.locationRoles);
  await assertLocationsInOrganization(
    ctx.db,
    organizationId,
    locationRoles.map((entry) => entry.locationId),
  );
  await assertInvitable(ctx.db, organizationId, input);
  const [row] = await ctx.db
    .insert(organizationInvites)
    .values({
      organizationId,
      code: newInviteCode(),
      email: input.email ?? null,
      phone: input.phone ?? null,
      type: input.type,
      locationRoles,
      invitedBy: inviterId,
      expiresAt: new Date(Date.now() + INVITE_TTL_MS),
    })
    .returning();
  await sendInviteMessage(ctx, organizationId, row!, inviterId);
  return getInvite(ctx.db, organizationId, row!.id);
}

/** Each invitation on its own: one refused address does not stop the others. */
export async function bulkSendInvitations(
  ctx: DeliveryContext,
  organizationId: string,
  inviterId: string,
  invitations: InvitationValues[],
): Promise<BulkResult> {
  const failures: BulkResult["failures"] = [];
  for (const invitation of invitations) {
    try {
      await sendInvitation(ctx, organizationId, inviterId, invitation);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failures.push({ id: (invitation.email ?? invitation.phone)!, message: error.message });
    }
  }
  return { successCount: invitations.length - failures.length, failureCount: failures.length, failures };
}

/** A fresh code and 7 more days; the old link stops working. Accepted or revoked invitations stay as they are. */
export async function resendInvitation(
  ctx: DeliveryContext,
  organizationId: string,
  inviterId: string,
  inviteId: string,
): Promise<Invite> {
  const invite = await getInvite(ctx.db, organizationId, inviteId);
  if (invite.status === "ACCEPTED" || invite.status === "REVOKED") {
    throw new AppError("conflict", say("invite.already", { status: invite.status.toLowerCase() }));
  }
  assertChannelAvailable(ctx, invite.email ? "email" : "sms");
  const [row] = await ctx.db
    .update(organizationInvites)
    .set({ code: newInviteCode(), expiresAt: new Date(Date.now() + INVITE_TTL_MS) })
    .where(eq(organizationInvites.id, inviteId))
    .returning();
  await sendInviteMessage(ctx, organizationId, row!, inviterId);
  return getInvite(ctx.db, organizationId, inviteId);
}

export async function revokeInvitation(db: Db, organizationId: string, inviteId: string): Promise<{ id: string }> {
  const invite = await getInvite(db, organizationId, inviteId);
  if (invite.status === "ACCEPTED") throw new AppError("conflict", say("invite.alreadyAccepted"));
  if (invite.status !== "REVOKED") {
    await db.update(organizationInvites).set({ revokedAt: new Date() }).where(eq(organizationInvites.id, inviteId));
  }
  return { id: inviteId };
}
