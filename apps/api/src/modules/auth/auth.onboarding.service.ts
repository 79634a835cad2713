// Onboarding (spec §7 auth/onboarding/save-partial): saved step by step; a valid access code skips the waitlist.
import type { OnboardingInput, OnboardingState, UserState } from "@verdant/shared/auth";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { accessCodes, users } from "../../db/schema/index.ts";
import { AppError, say } from "../../lib/app-error.ts";
import { toUserState, type UserRow } from "./auth.users.ts";

export function onboardingStateOf(user: UserRow): OnboardingState {
  return {
    onboardingStep: user.onboardingStep,
    featureSuggestions: user.featureSuggestions,
    discoverySource: user.discoverySource,
    accessCode: user.accessCode,
    isOnBoarded: user.isOnBoarded,
  };
}

/** Counts one use of the code, atomically, if it exists, has uses left and has not expired. */
async function redeemAccessCode(db: Db, code: string): Promise<void> {
  const [redeemed] = await db
    .update(accessCodes)
    .set({ uses: sql`${accessCodes.uses} + 1` })
    .where(
      and(
        eq(accessCodes.code, code),
        or(isNull(accessCodes.maxUses), lt(accessCodes.uses, accessCodes.maxUses)),
        or(isNull(accessCodes.expiresAt), gt(accessCodes.expiresAt, new Date())),
      ),
    )
    .returning({ code: accessCodes.code });
  if (!redeemed) throw new AppError("invalid_code", say("auth.accessCodeInvalid"));
}

export async function saveOnboarding(db: Db, user: UserRow, input: OnboardingInput): Promise<UserState> {
  const { complete, accessCode, ...fields } = input;
  return db.transaction(async (tx) => {
    // A code the user already redeemed is not counted twice when the form is saved again.
    const newCode = accessCode && accessCode !== user.accessCode ? accessCode : undefined;
    if (newCode) await redeemAccessCode(tx, newCode);
    const leavesWaitlist = Boolean(newCode) && user.isWaitingApproval;
    const [updated] = await tx
      .update(users)
      .set({
        ...fields,
        ...(newCode ? { accessCode: newCode } : {}),
        ...(leavesWaitlist ? { isWaitingApproval: false, approvedAt: new Date() } : {}),
        ...(complete ? { isOnBoarded: true, onboardingStep: "DONE" } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
    return toUserState(updated!);
  });
}
