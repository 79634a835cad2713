// Password sign-in, forgot and reset (domain.md → Identity): argon2id hashes, counted tries, single-use links.
import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { RESET_LINK_TTL_MS } from "@verdant/shared";
import type { AuthSession, PasswordSignInInput, ResetPasswordInput } from "@verdant/shared/auth";
import { and, eq, isNull } from "drizzle-orm";
import { passwordResets, users } from "../../db/schema/index.ts";
import { AppError, say } from "../../lib/app-error.ts";
import { assertNotLockedOut, clearAttempts, countAttempt, recordAttempt, recordFailure } from "../../lib/attempts.ts";
import { deliveryMessages, readerLanguage } from "../../lib/messaging/messages.ts";
import { type DeliveryContext, deliver } from "../../lib/messaging/messaging.ts";
import { hashToken } from "../../plugins/auth.ts";
import { createSession, revokeUserSessions } from "./auth.sessions.ts";
import { findUserByAddress, toUserState } from "./auth.users.ts";

/** Tries of one identifier from every address together: a stranger needs many addresses to reach it. */
const IDENTIFIER_TRIES = { max: 100, windowMs: 60 * 60_000 };
const LOCKED_MESSAGE = "rate.signIn";
// Compared against when no account matches, so a wrong identifier costs the same time as a wrong password.
const DUMMY_HASH = hash("verdant-no-such-user");

export const hashPassword = (password: string) => hash(password);
export const passwordMatches = (stored: string, password: string) => verify(stored, password).catch(() => false);

const invalidCredentials = () => new AppError("invalid_credentials", say("auth.invalidCredentials"));

/**
 * Failures lock out the identifier from one address only, for a growing delay (auth.attempts.ts LOCKOUT), so a
 * stranger guessing a known user's password never locks that user out of signing in from their own till.
 */
export async function signInWithPassword(
  ctx: DeliveryContext,
  input: PasswordSignInInput,
  from: { userAgent?: string; ip: string },
): Promise<AuthSession> {
  const identifier = input.identifier.toLowerCase();
  const key = `password:${identifier}`;
  const lockKey = `password:${identifier}:${from.ip}`;
  await assertNotLockedOut(ctx.db, lockKey, LOCKED_MESSAGE);
  await countAttempt(ctx.db, { key, ...IDENTIFIER_TRIES, message: LOCKED_MESSAGE });
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(identifier.includes("@") ? eq(users.email, identifier) : eq(users.username, identifier))
    .limit(1);
  const ok = await passwordMatches(user?.passwordHash ?? (await DUMMY_HASH), input.password);
  if (!user?.passwordHash || !ok) {
    await recordFailure(ctx.db, lockKey);
    throw invalidCredentials();
  }
  await clearAttempts(ctx.db, key);
  await clearAttempts(ctx.db, lockKey);
  return { accessToken: await createSession(ctx.db, user.id, from.userAgent), user: toUserState(user) };
}

export const FORGOT_PASSWORD_MESSAGE =
  "If an account uses this e-mail, we have sent it a link to reset the password. The link is valid for 1 hour.";

/** Sends a reset link when an account holds the e-mail; the answer never says whether one does. */
export async function requestPasswordReset(ctx: DeliveryContext, email: string): Promise<void> {
  const user = await findUserByAddress(ctx.db, "email", email);
  if (!user) return;
  // Silently capped: a 429 here would tell a stranger that the e-mail has an account.
  const { allowed } = await recordAttempt(ctx.db, { key: `reset:${email}`, max: 5, windowMs: 60 * 60_000 });
  if (!allowed) return;
  const token = randomBytes(32).toString("base64url");
  const [reset] = await ctx.db
    .insert(passwordResets)
    .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS) })
    .returning();
  const link = `${ctx.config.publicUrl}/forgot-password?id=${reset!.id}&token=${token}`;
  const t = deliveryMessages(readerLanguage(ctx, user.language));
  await deliver(ctx, { channel: "email", to: email, subject: t("reset.subject"), body: t("reset.body", { link }) });
}

const invalidResetLink = () => new AppError("invalid_reset_link", say("auth.invalidResetLink"));

async function findValidReset(ctx: DeliveryContext, id: string, token: string) {
  const [row] = await ctx.db
    .select({ reset: passwordResets, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.id, id))
    .limit(1);
  if (!row || row.reset.usedAt || row.reset.expiresAt.getTime() <= Date.now()) throw invalidResetLink();
  if (row.reset.tokenHash !== hashToken(token)) throw invalidResetLink();
  return row;
}

/** j***@example.com: enough for the owner to recognise, too little for anyone else. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

export async function getPasswordResetInfo(ctx: DeliveryContext, id: string, token: string) {
  const { reset, email } = await findValidReset(ctx, id, token);
  return { id: reset.id, email: maskEmail(email ?? ""), expiresAt: reset.expiresAt.toISOString() };
}

/** Sets the new password, uses up every open link of the user and ends all their sessions. */
export async function resetPassword(ctx: DeliveryContext, input: ResetPasswordInput): Promise<void> {
  const { reset } = await findValidReset(ctx, input.id, input.token);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (!used) throw invalidResetLink();
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    // The link went to the e-mail, so following it proves the address too.
    await tx
      .update(users)
      .set({ passwordHash, isEmailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, reset.userId));
    await revokeUserSessions(tx, reset.userId);
  });
}
