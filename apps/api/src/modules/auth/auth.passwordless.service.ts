// Passwordless sign-up and sign-in (spec §7 Auth): a code to the address, then a session.
import { personName } from "@verdant/shared";
import {
  type AuthenticationStarted,
  type AuthSession,
  type SignUpInput,
  type SignUpPartial,
  type SignUpPartialInput,
  usernameSchema,
  type VerifyCodeInput,
} from "@verdant/shared/auth";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { authentications, users } from "../../db/schema/index.ts";
import { AppError, fieldsInUse, say } from "../../lib/app-error.ts";
import type { DeliveryContext } from "../../lib/messaging/messaging.ts";
import {
  type Authentication,
  checkCode,
  codeExpired,
  consumeAuthentication,
  findAuthentication,
  issueCode,
} from "./auth.codes.ts";
import { createSession } from "./auth.sessions.ts";
import { assertFieldsFree, findUserByAddress, findUserById, toUserState, uniqueViolationField } from "./auth.users.ts";

type Address = { channel: "email" | "phone"; address: string };

export const addressOf = (input: { email?: string; phone?: string }): Address =>
  input.email ? { channel: "email", address: input.email } : { channel: "phone", address: input.phone! };

export async function startSignUp(ctx: DeliveryContext, input: SignUpInput): Promise<AuthenticationStarted> {
  const { channel, address } = addressOf(input);
  await assertFieldsFree(ctx.db, { [channel]: address });
  return issueCode(ctx, { purpose: "SIGN_UP", channel, address, referredBy: input.referredBy ?? null });
}

/** The same answer whether or not an account holds the address, so the call cannot reveal who has one. */
export async function startSignIn(ctx: DeliveryContext, input: Address): Promise<AuthenticationStarted> {
  const user = await findUserByAddress(ctx.db, input.channel, input.address);
  return issueCode(ctx, { purpose: "SIGN_IN", ...input, userId: user?.id ?? null });
}

async function findSignUp(ctx: DeliveryContext, authenticationId: string): Promise<Authentication> {
  const auth = await findAuthentication(ctx.db, authenticationId);
  if (auth.purpose !== "SIGN_UP") throw new AppError("not_found", say("auth.signUpNotFound"));
  return auth;
}

export async function saveSignUpPartial(ctx: DeliveryContext, input: SignUpPartialInput): Promise<SignUpPartial> {
  const auth = await findSignUp(ctx, input.authenticationId);
  const { authenticationId, ...fields } = input;
  const partial = { ...auth.partial, ...fields };
  await ctx.db.update(authentications).set({ partial }).where(eq(authentications.id, auth.id));
  return { authenticationId, ...partial };
}

export async function getSignUpPartial(ctx: DeliveryContext, authenticationId: string): Promise<SignUpPartial> {
  const auth = await findSignUp(ctx, authenticationId);
  return { authenticationId, ...auth.partial };
}

// The saved form was kept loosely while half-filled; only the values that pass the profile rules reach the user.
const partialProfile = z.object({
  firstName: personName("firstName").optional().catch(undefined),
  lastName: personName("lastName").optional().catch(undefined),
  username: usernameSchema.optional().catch(undefined),
  birthDate: z.iso.date().optional().catch(undefined),
  agreedToTerms: z.boolean().optional().catch(undefined),
  referredBy: z.string().max(100).optional().catch(undefined),
});

async function createUserFromSignUp(ctx: DeliveryContext, auth: Authentication) {
  const { referredBy, username, ...profile } = partialProfile.parse(auth.partial);
  const usernameFree = username ? !(await ctx.db.$count(users, eq(users.username, username))) : false;
  const [user] = await ctx.db
    .insert(users)
    .values({
      ...profile,
      username: usernameFree ? username : null,
      email: auth.channel === "email" ? auth.address : null,
      phone: auth.channel === "phone" ? auth.address : null,
      isEmailVerified: auth.channel === "email",
      isPhoneVerified: auth.channel === "phone",
      referredBy: auth.referredBy ?? referredBy ?? null,
      isWaitingApproval: ctx.config.waitlist,
      approvedAt: ctx.config.waitlist ? null : new Date(),
    })
    .returning();
  return user!;
}

async function signInFromCode(ctx: DeliveryContext, auth: Authentication) {
  const user = auth.userId ? await findUserById(ctx.db, auth.userId) : undefined;
  // The account changed its address after the code went out: the code no longer proves anything.
  if (!user || user[auth.channel] !== auth.address) throw codeExpired();
  const verified = auth.channel === "email" ? { isEmailVerified: true } : { isPhoneVerified: true };
  const [updated] = await ctx.db.update(users).set(verified).where(eq(users.id, user.id)).returning();
  return updated!;
}

/** Verifies a code and opens a session: a sign-up creates the user, a sign-in finds it. */
export async function verifyCode(
  ctx: DeliveryContext,
  input: VerifyCodeInput,
  userAgent?: string,
): Promise<AuthSession> {
  const auth = await checkCode(ctx.db, input.authenticationId, input.code);
  try {
    return await ctx.db.transaction(async (tx) => {
      const txCtx = { ...ctx, db: tx };
      await consumeAuthentication(tx, auth.id);
      const user =
        auth.purpose === "SIGN_UP" ? await createUserFromSignUp(txCtx, auth) : await signInFromCode(txCtx, auth);
      const accessToken = await createSession(tx, user.id, userAgent);
      return { accessToken, user: toUserState(user) };
    });
  } catch (error) {
    const field = uniqueViolationField(error);
    if (field) throw fieldsInUse([field]);
    throw error;
  }
}
