// Sign-in codes (domain.md → Identity): 6 digits, 10 minutes, 5 wrong tries, resend after 30 s, 5 an hour per
// address, stored as a salted hash, and a used or expired code never works again.
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { SIGN_IN_CODE } from "@verdant/shared";
import type { AuthenticationStarted } from "@verdant/shared/auth";
import { and, asc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { authentications, codeDeliveries } from "../../db/schema/index.ts";
import { AppError, say } from "../../lib/app-error.ts";
import { deliveryMessages, readerLanguage } from "../../lib/messaging/messages.ts";
import { assertChannelAvailable, type DeliveryContext, deliver } from "../../lib/messaging/messaging.ts";
import { findUserById } from "./auth.users.ts";

export type Authentication = typeof authentications.$inferSelect;
type Purpose = Authentication["purpose"];
type AuthChannel = Authentication["channel"];

const HOUR_MS = 60 * 60_000;
/** Stored for an address without an account: no code can ever hash to it. */
const NO_CODE = "none";

export const invalidCode = () => new AppError("invalid_code", say("auth.codeIncorrect"));
export const codeExpired = () => new AppError("code_expired", say("auth.codeExpired"));
/** The code is dead; Retry-After says when a new one may be requested. */
const tooManyAttempts = (auth: Authentication) =>
  new AppError("too_many_attempts", say("auth.tooManyCodes"), {
    retryAfter: secondsUntil(auth.lastSentAt.getTime() + SIGN_IN_CODE.resendAfterMs),
  });

const generateCode = () => String(randomInt(0, 10 ** SIGN_IN_CODE.length)).padStart(SIGN_IN_CODE.length, "0");

function hashCode(code: string, salt = randomBytes(16).toString("hex")): string {
  return `${salt}$${createHash("sha256").update(`${salt}:${code}`).digest("hex")}`;
}

function codeMatches(stored: string, code: string): boolean {
  const [salt] = stored.split("$");
  if (!salt || stored === NO_CODE) return false;
  return timingSafeEqual(Buffer.from(hashCode(code, salt)), Buffer.from(stored));
}

const secondsUntil = (at: number) => Math.max(1, Math.ceil((at - Date.now()) / 1000));

/** 429 rate_limited once an address has been sent the hour's share of codes. */
async function assertHourlyCap(db: Db, address: string): Promise<void> {
  const recent = await db
    .select({ sentAt: codeDeliveries.sentAt })
    .from(codeDeliveries)
    .where(and(eq(codeDeliveries.address, address), gt(codeDeliveries.sentAt, new Date(Date.now() - HOUR_MS))))
    .orderBy(asc(codeDeliveries.sentAt));
  if (recent.length < SIGN_IN_CODE.maxPerHour) return;
  const retryAfter = secondsUntil(recent[0]!.sentAt.getTime() + HOUR_MS);
  throw new AppError("rate_limited", say("auth.codesRequested", { seconds: retryAfter }), {
    retryAfter,
  });
}

/** The code's message, in the account's language when it has chosen one, else the requester's. */
async function messageFor(ctx: DeliveryContext, auth: Pick<Authentication, "purpose" | "userId">, code: string) {
  const minutes = SIGN_IN_CODE.ttlMs / 60_000;
  const user = auth.userId ? await findUserById(ctx.db, auth.userId) : undefined;
  const t = deliveryMessages(readerLanguage(ctx, user?.language));
  if (auth.purpose === "SIGN_IN" && !auth.userId) {
    return {
      subject: t("noAccount.subject"),
      body: t("noAccount.body", { link: `${ctx.config.publicUrl}/signup` }),
      code: null,
    };
  }
  return {
    subject: t("code.subject", { purpose: auth.purpose }),
    body: t("code.body", { purpose: auth.purpose, code, minutes }),
    code,
  };
}

async function send(ctx: DeliveryContext, auth: Authentication, code: string): Promise<AuthenticationStarted> {
  await ctx.db.insert(codeDeliveries).values({ address: auth.address });
  const channel = auth.channel === "email" ? "email" : "sms";
  await deliver(ctx, { channel, to: auth.address, ...(await messageFor(ctx, auth, code)) });
  return { authenticationId: auth.id, channel: auth.channel, to: auth.address };
}

export interface IssueCodeInput {
  purpose: Purpose;
  channel: AuthChannel;
  address: string;
  /** The account signing in; null when no account holds the address (its message carries no code). */
  userId?: string | null;
  referredBy?: string | null;
}

/** Starts a sign-up or sign-in attempt: a new authentication with a fresh code, delivered to the address. */
export async function issueCode(ctx: DeliveryContext, input: IssueCodeInput): Promise<AuthenticationStarted> {
  assertChannelAvailable(ctx, input.channel === "email" ? "email" : "sms");
  await assertHourlyCap(ctx.db, input.address);
  const code = generateCode();
  const hasAccount = input.purpose === "SIGN_UP" || Boolean(input.userId);
  const [auth] = await ctx.db
    .insert(authentications)
    .values({
      purpose: input.purpose,
      channel: input.channel,
      address: input.address,
      userId: input.userId ?? null,
      referredBy: input.referredBy ?? null,
      codeHash: hasAccount ? hashCode(code) : NO_CODE,
      expiresAt: new Date(Date.now() + SIGN_IN_CODE.ttlMs),
    })
    .returning();
  return send(ctx, auth!, code);
}

export async function findAuthentication(db: Db, id: string): Promise<Authentication> {
  const [auth] = await db.select().from(authentications).where(eq(authentications.id, id)).limit(1);
  if (!auth) throw new AppError("not_found", say("auth.signInNotFound"));
  return auth;
}

/** A new code for the same attempt; the previous one stops working. */
export async function resendCode(ctx: DeliveryContext, authenticationId: string): Promise<AuthenticationStarted> {
  const auth = await findAuthentication(ctx.db, authenticationId);
  if (auth.consumedAt) throw codeExpired();
  const readyAt = auth.lastSentAt.getTime() + SIGN_IN_CODE.resendAfterMs;
  if (readyAt > Date.now()) {
    const retryAfter = secondsUntil(readyAt);
    throw new AppError("resend_too_soon", say("auth.waitToResend", { seconds: retryAfter }), {
      retryAfter,
    });
  }
  assertChannelAvailable(ctx, auth.channel === "email" ? "email" : "sms");
  await assertHourlyCap(ctx.db, auth.address);
  const code = generateCode();
  const now = new Date();
  // The spacing check is repeated in the update so two simultaneous resends send one code.
  const [renewed] = await ctx.db
    .update(authentications)
    .set({
      codeHash: auth.codeHash === NO_CODE ? NO_CODE : hashCode(code),
      attempts: 0,
      expiresAt: new Date(now.getTime() + SIGN_IN_CODE.ttlMs),
      lastSentAt: now,
    })
    .where(
      and(
        eq(authentications.id, auth.id),
        isNull(authentications.consumedAt),
        lt(authentications.lastSentAt, new Date(now.getTime() - SIGN_IN_CODE.resendAfterMs)),
      ),
    )
    .returning();
  if (!renewed) throw new AppError("resend_too_soon", say("auth.codeJustSent"), { retryAfter: 30 });
  return send(ctx, renewed, code);
}

/** Checks a code without using it up; a wrong one counts a try, and the last allowed try kills the code. */
export async function checkCode(db: Db, authenticationId: string, code: string): Promise<Authentication> {
  const auth = await findAuthentication(db, authenticationId);
  if (auth.consumedAt) throw codeExpired();
  if (auth.attempts >= SIGN_IN_CODE.maxTries) throw tooManyAttempts(auth);
  if (auth.expiresAt.getTime() <= Date.now()) throw codeExpired();
  if (codeMatches(auth.codeHash, code)) return auth;
  const [counted] = await db
    .update(authentications)
    .set({ attempts: sql`${authentications.attempts} + 1` })
    .where(eq(authentications.id, auth.id))
    .returning({ attempts: authentications.attempts });
  if ((counted?.attempts ?? SIGN_IN_CODE.maxTries) >= SIGN_IN_CODE.maxTries) throw tooManyAttempts(auth);
  throw invalidCode();
}

/** Marks the attempt used, atomically: of two simultaneous verifications only one wins. */
export async function consumeAuthentication(db: Db, id: string): Promise<void> {
  const [used] = await db
    .update(authentications)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(authentications.id, id),
        isNull(authentications.consumedAt),
        lt(authentications.attempts, SIGN_IN_CODE.maxTries),
      ),
    )
    .returning({ id: authentications.id });
  if (!used) throw codeExpired();
}
