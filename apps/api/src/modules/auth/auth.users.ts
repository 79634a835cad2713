// The user as the API shows it (spec §3 signed-in user state), and the lookups the flows share.
import { platformRoles, type UserState } from "@verdant/shared/auth";
import { and, eq, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { fieldsInUse } from "../../lib/app-error.ts";

export type UserRow = typeof users.$inferSelect;
type UniqueField = "email" | "phone" | "username";

export function toUserState(user: UserRow): UserState {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    avatar: user.avatar,
    image: user.avatar,
    email: user.email,
    phone: user.phone,
    birthDate: user.birthDate,
    isEmailVerified: user.isEmailVerified,
    isPhoneVerified: user.isPhoneVerified,
    agreedToTerms: user.agreedToTerms,
    hasPassword: Boolean(user.passwordHash),
    isWaitingApproval: user.isWaitingApproval,
    isOnBoarded: user.isOnBoarded,
    onboardingStep: user.onboardingStep,
    featureSuggestions: user.featureSuggestions,
    discoverySource: user.discoverySource,
    accessCode: user.accessCode,
    roles: user.roles.filter((r): r is (typeof platformRoles)[number] =>
      (platformRoles as readonly string[]).includes(r),
    ),
    // Organizations arrive with their own issue; until a user belongs to one there is no slug to show.
    organizationSlug: null,
    selectedOrgId: user.selectedOrgId,
    selectedLocationId: user.selectedLocationId,
    language: user.language,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

export async function findUserByAddress(db: Db, channel: "email" | "phone", address: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(channel === "email" ? eq(users.email, address) : eq(users.phone, address))
    .limit(1);
  return user;
}

export async function findUserById(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** 409 fields_already_in_use naming every given field that another user already holds (spec §8). */
export async function assertFieldsFree(
  db: Db,
  values: Partial<Record<UniqueField, string | null | undefined>>,
  exceptUserId?: string,
): Promise<void> {
  const checks = (Object.entries(values) as [UniqueField, string | null | undefined][]).filter(([, v]) => v);
  if (checks.length === 0) return;
  const taken = await db
    .select({ email: users.email, phone: users.phone, username: users.username })
    .from(users)
    .where(
      and(
        or(...checks.map(([field, value]) => eq(users[field], value as string))),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    );
  const fields = checks.filter(([field, value]) => taken.some((row) => row[field] === value)).map(([f]) => f);
  if (fields.length) throw fieldsInUse(fields);
}

/** A unique-index violation raced past assertFieldsFree: name the field the index guards. */
export function uniqueViolationField(error: unknown): UniqueField | undefined {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const source = e.code === "23505" ? e : e.cause?.code === "23505" ? e.cause : undefined;
  const match = source?.constraint?.match(/^users_(email|phone|username)_key$/);
  return match?.[1] as UniqueField | undefined;
}
