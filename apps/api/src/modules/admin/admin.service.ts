// The waitlist (domain.md → Identity): platform admins see who waits and let them in.
import { toMeta } from "@verdant/shared";
import type { ApprovedUser } from "@verdant/shared/auth";
import { DEFAULT_LANGUAGE } from "@verdant/shared/languages";
import { and, desc, eq, ilike, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import { deliveryMessages } from "../../lib/messaging/messages.ts";
import { type DeliveryContext, deliver } from "../../lib/messaging/messaging.ts";

type UserRow = typeof users.$inferSelect;

function toEntry(user: UserRow): ApprovedUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    discoverySource: user.discoverySource,
    createdAt: user.createdAt.toISOString(),
    isWaitingApproval: user.isWaitingApproval,
    approvedAt: user.approvedAt?.toISOString() ?? null,
  };
}

export async function listWaitlist(db: Db, query: { page: number; limit: number; search?: string }) {
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, "\\$&")}%` : undefined;
  const where = and(
    eq(users.isWaitingApproval, true),
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(users.phone, pattern),
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
        )
      : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.$count(users, where),
  ]);
  return { data: rows.map(toEntry), meta: toMeta(query.page, query.limit, total) };
}

/** Takes the user off the waitlist (idempotent) and tells them, when there is a way to. */
export async function approveUser(ctx: DeliveryContext, adminId: string, userId: string): Promise<ApprovedUser> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound("user");
  if (!user.isWaitingApproval) return toEntry(user);
  const [approved] = await ctx.db
    .update(users)
    .set({ isWaitingApproval: false, approvedAt: new Date(), approvedBy: adminId, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  await notifyApproval(ctx, approved!);
  return toEntry(approved!);
}

async function notifyApproval(ctx: DeliveryContext, user: UserRow): Promise<void> {
  const to = user.email ?? user.phone;
  if (!to) return;
  // The user's language, not the approving admin's.
  const t = deliveryMessages(user.language ?? DEFAULT_LANGUAGE);
  // The approval stands even when the news cannot be delivered; the user sees it at the next sign-in.
  await deliver(ctx, {
    channel: user.email ? "email" : "sms",
    to,
    subject: t("approved.subject"),
    body: t("approved.body", { link: `${ctx.config.publicUrl}/signin` }),
  }).catch((error: unknown) => ctx.log?.error({ err: error, userId: user.id }, "approval notice not delivered"));
}
