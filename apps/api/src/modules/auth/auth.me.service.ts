// The signed-in user's own account (spec §7 auth/me, account setup screen of §2) and the referral text.
import type { UpdateMeInput, UserState } from "@verdant/shared/auth";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema/index.ts";
import { AppError, fieldsInUse, say } from "../../lib/app-error.ts";
import { countAttempt } from "../../lib/attempts.ts";
import { deliveryMessages, readerLanguage } from "../../lib/messaging/messages.ts";
import { type DeliveryContext, deliver } from "../../lib/messaging/messaging.ts";
import { hashPassword, passwordMatches } from "./auth.password.service.ts";
import { revokeUserSessions } from "./auth.sessions.ts";
import { assertFieldsFree, toUserState, type UserRow, uniqueViolationField } from "./auth.users.ts";

export interface Me {
  user: UserRow;
  sessionId: string;
}

async function newPasswordHash(ctx: DeliveryContext, me: Me, input: UpdateMeInput) {
  if (input.password === undefined) return undefined;
  if (me.user.passwordHash) {
    if (!input.currentPassword) {
      throw new AppError("validation_failed", [say("auth.currentPasswordRequired")]);
    }
    // Same budget as the sign-in form, or this call would be a way around it.
    await countAttempt(ctx.db, {
      key: `password-change:${me.user.id}`,
      max: 10,
      windowMs: 15 * 60_000,
      message: "rate.password",
    });
    if (!(await passwordMatches(me.user.passwordHash, input.currentPassword))) {
      // Not 401: the web client signs out on a 401 from the profile calls.
      throw new AppError("validation_failed", [say("auth.currentPasswordIncorrect")]);
    }
  }
  return hashPassword(input.password);
}

/** Profile changes; a new e-mail or phone must be verified again, a new password ends the other sessions. */
export async function updateMe(ctx: DeliveryContext, me: Me, input: UpdateMeInput): Promise<UserState> {
  const { user } = me;
  const changed = <K extends "email" | "phone" | "username">(field: K) =>
    input[field] !== undefined && input[field] !== user[field] ? input[field] : undefined;
  const email = changed("email");
  const phone = changed("phone");
  const username = changed("username");
  await assertFieldsFree(ctx.db, { email, phone, username }, user.id);
  const passwordHash = await newPasswordHash(ctx, me, input);
  const values: Partial<typeof users.$inferInsert> = {
    firstName: input.firstName,
    lastName: input.lastName,
    birthDate: input.birthDate,
    agreedToTerms: input.agreedToTerms,
    language: input.language,
    avatar: input.avatar === undefined ? undefined : input.avatar || null,
    username,
    email,
    phone,
    passwordHash,
    ...(email ? { isEmailVerified: false } : {}),
    ...(phone ? { isPhoneVerified: false } : {}),
    updatedAt: new Date(),
  };
  try {
    const [updated] = await ctx.db.update(users).set(values).where(eq(users.id, user.id)).returning();
    if (passwordHash) await revokeUserSessions(ctx.db, user.id, me.sessionId);
    return toUserState(updated!);
  } catch (error) {
    const field = uniqueViolationField(error);
    if (field) throw fieldsInUse([field]);
    throw error;
  }
}

/** Texts a sign-up link that records who referred the newcomer. */
export async function sendReferralLink(ctx: DeliveryContext, user: UserRow, phone: string): Promise<void> {
  await countAttempt(ctx.db, {
    key: `referral:${user.id}`,
    max: 20,
    windowMs: 60 * 60_000,
    message: "rate.referrals",
  });
  const referredBy = encodeURIComponent(user.username ?? user.id);
  // The newcomer's language is unknown: the sender's own.
  const t = deliveryMessages(readerLanguage(ctx, user.language));
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || t("referral.someone");
  await deliver(ctx, {
    channel: "sms",
    to: phone,
    subject: t("referral.subject"),
    body: t("referral.body", { name, link: `${ctx.config.publicUrl}/signup?referredBy=${referredBy}` }),
  });
}
