// Factories for tests of every domain: users, signed-in sessions, and the codes the development outbox received.
import { randomUUID } from "node:crypto";
import type { AuthSession } from "@verdant/shared/auth";
import { desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { outboxMessages, users } from "../../db/schema/index.ts";
import type { TestApp } from "../../test/app.ts";
import { createSession } from "./auth.sessions.ts";
import type { UserRow } from "./auth.users.ts";

export const uniqueEmail = (prefix = "user") => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

/** A unique Canadian mobile number in E.164, as the API receives it. */
export const uniquePhone = () => `+1604555${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;

/** Inserts a user straight into the database: approved and onboarded unless told otherwise. */
export async function buildUser(t: TestApp, overrides: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  const [user] = await t.database.db
    .insert(users)
    .values({
      email: uniqueEmail(),
      isEmailVerified: true,
      firstName: "Test",
      lastName: "User",
      isWaitingApproval: false,
      approvedAt: new Date(),
      isOnBoarded: true,
      ...overrides,
    })
    .returning();
  return user!;
}

export interface SignedInUserOptions {
  email?: string;
  /** Off the waitlist (default true). */
  approved?: boolean;
  /** Holds the PLATFORM_ADMIN role (default false). */
  platformAdmin?: boolean;
}

/** A user with an open session: `token` goes in `t.call(..., { token })`. */
export async function createSignedInUser(
  t: TestApp,
  options: SignedInUserOptions = {},
): Promise<{ token: string; user: UserRow }> {
  const approved = options.approved ?? true;
  const user = await buildUser(t, {
    email: options.email ?? uniqueEmail(),
    isWaitingApproval: !approved,
    approvedAt: approved ? new Date() : null,
    roles: options.platformAdmin ? ["PLATFORM_ADMIN"] : [],
  });
  const token = await createSession(t.database.db, user.id);
  return { token, user };
}

/** The newest message the development outbox holds for an address. */
export async function lastMessageTo(t: TestApp, to: string) {
  const [message] = await t.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return message;
}

/** The newest code sent to an address (fails the test when none was sent). */
export async function lastCodeTo(t: TestApp, to: string): Promise<string> {
  const message = await lastMessageTo(t, to);
  expect(message?.code, `a code sent to ${to}`).toMatch(/^\d{6}$/);
  return message!.code!;
}

/** The whole passwordless sign-up through the API: answers the session and the authenticationId. */
export async function signUp(
  t: TestApp,
  address: string = uniqueEmail(),
  extra: Record<string, unknown> = {},
): Promise<AuthSession & { authenticationId: string }> {
  const body = address.startsWith("+") ? { phone: address } : { email: address };
  const started = await t.call("POST", "/api/auth/sign-up", { body: { ...body, ...extra } });
  expect(started.statusCode, started.body).toBe(201);
  const { authenticationId } = started.json();
  const code = await lastCodeTo(t, address);
  const verified = await t.call("POST", "/api/auth/sign-up/verify", { body: { authenticationId, code } });
  expect(verified.statusCode, verified.body).toBe(200);
  return { ...verified.json(), authenticationId };
}
