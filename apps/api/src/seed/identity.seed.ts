// Demo people: a platform admin, an approved owner, two users waiting for approval, and an open access code.

import type { Db } from "../db/client.ts";
import { accessCodes, users } from "../db/schema/index.ts";
import { hashPassword } from "../modules/auth/auth.password.service.ts";

export const DEMO_PASSWORD = "demo-password-2026";
/** Stored without the dash: access codes are alphanumeric (spec §5), and the dash people type is dropped. */
export const DEMO_ACCESS_CODE = "VERDANTDEMO";

// The seed step's context (seed/index.ts SeedContext), spelled out so the two files do not import each other.
export async function seedIdentity(ctx: { db: Db; notes: string[] }): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const approved = { passwordHash, isEmailVerified: true, isWaitingApproval: false, approvedAt: new Date() };
  const onboarded = { isOnBoarded: true, onboardingStep: "DONE", agreedToTerms: true };
  await ctx.db.insert(users).values([
    {
      email: "admin@demo.store",
      username: "admin",
      firstName: "Avery",
      lastName: "Admin",
      roles: ["PLATFORM_ADMIN"],
      ...approved,
      ...onboarded,
    },
    { email: "owner@demo.store", username: "owner", firstName: "Olivia", lastName: "Owner", ...approved, ...onboarded },
    {
      email: "waiting.one@demo.store",
      firstName: "Wes",
      lastName: "Waiting",
      isEmailVerified: true,
      discoverySource: "A friend",
      ...onboarded,
    },
    { phone: "+16045550199", firstName: "Priya", lastName: "Patel", isPhoneVerified: true, ...onboarded },
  ]);
  await ctx.db.insert(accessCodes).values({ code: DEMO_ACCESS_CODE }).onConflictDoNothing();
  ctx.notes.push(
    `Sign in as admin@demo.store (platform admin) or owner@demo.store with the password ${DEMO_PASSWORD},`,
    "or with a code sent to the e-mail. Two users wait on the waitlist for the admin to approve.",
    "New users can skip the waitlist with the access code VERDANT-DEMO.",
  );
}
