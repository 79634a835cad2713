import { DEV_API_KEY } from "@verdant/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResets, users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { hashPassword } from "./auth.password.service.ts";
import { createSignedInUser, lastMessageTo, uniqueEmail } from "./auth.test-helpers.ts";

const PASSWORD = "correct-horse-battery";

describe("password sign-in, forgot and reset", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function userWithPassword() {
    const signedIn = await createSignedInUser(t);
    const username = `u${signedIn.user.id.slice(0, 8)}`;
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD), username })
      .where(eq(users.id, signedIn.user.id));
    return { ...signedIn, username, email: signedIn.user.email! };
  }

  async function resetLink(email: string) {
    const res = await t.call("POST", "/api/auth/forgot-password", { body: { email } });
    expect(res.statusCode).toBe(200);
    const body = (await lastMessageTo(t, email))?.body ?? "";
    const url = new URL(body.match(/https?:\/\/\S+/)![0]);
    return { id: url.searchParams.get("id")!, token: url.searchParams.get("token")!, url };
  }

  it("signs in with the e-mail or the username", async () => {
    const { user, username, email } = await userWithPassword();
    const byEmail = await t.call("POST", "/api/auth/sign-in/password", {
      body: { identifier: email.toUpperCase(), password: PASSWORD },
    });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().user).toMatchObject({ id: user.id, hasPassword: true });
    const byUsername = await t.call("POST", "/api/auth/sign-in/password", {
      body: { identifier: username, password: PASSWORD },
    });
    expect(byUsername.statusCode).toBe(200);
  });

  it("answers 401 invalid_credentials for a wrong password, an unknown user or a user without a password", async () => {
    const { email } = await userWithPassword();
    const { user: noPassword } = await createSignedInUser(t);
    for (const body of [
      { identifier: email, password: "wrong-password" },
      { identifier: uniqueEmail("nobody"), password: PASSWORD },
      { identifier: noPassword.email, password: PASSWORD },
    ]) {
      const res = await t.call("POST", "/api/auth/sign-in/password", { body });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: "invalid_credentials",
        message: "Incorrect e-mail, username or password",
      });
    }
  });

  it("locks an identifier out from one address with growing delays, never from the user's own address", async () => {
    const { email } = await userWithPassword();
    const from = (ip: string, password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/password",
        remoteAddress: ip,
        headers: { "api-key": DEV_API_KEY },
        payload: { identifier: email, password },
      });
    const stranger = "203.0.113.9";
    for (let i = 0; i < 6; i++) expect((await from(stranger, "nope")).statusCode).toBe(401);
    const blocked = await from(stranger, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe("rate_limited");
    const first = Number(blocked.headers["retry-after"]);
    expect(first).toBeGreaterThan(10);
    expect(first).toBeLessThanOrEqual(15);
    // The owner, at their own address, is not locked out by the stranger's guesses.
    expect((await from("198.51.100.4", PASSWORD)).statusCode).toBe(200);
    // The lock ends; the stranger's next failure locks for twice as long.
    const key = `password:${email.toLowerCase()}:${stranger}`;
    await t.database.db.execute(sql`update rate_limits set reset_at = now() where key = ${key}`);
    expect((await from(stranger, "nope")).statusCode).toBe(401);
    const again = Number((await from(stranger, PASSWORD)).headers["retry-after"]);
    expect(again).toBeGreaterThan(25);
    expect(again).toBeLessThanOrEqual(30);
  });

  it("requires both fields", async () => {
    const res = await t.call("POST", "/api/auth/sign-in/password", { body: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.arrayContaining(["identifier is required", "password is required"]));
  });

  it("answers forgot-password the same for an unknown e-mail and sends nothing", async () => {
    const email = uniqueEmail("unknown");
    const res = await t.call("POST", "/api/auth/forgot-password", { body: { email } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/If an account uses this e-mail/);
    expect(await lastMessageTo(t, email)).toBeUndefined();
  });

  it("resets the password from the e-mailed link and ends every session", async () => {
    const { token: session, email } = await userWithPassword();
    const { id, token, url } = await resetLink(email);
    expect(url.origin + url.pathname).toBe(`${t.config.publicUrl}/forgot-password`);

    const info = await t.call("GET", `/api/auth/forgot-password-info/${id}`, { query: { token } });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ id, email: `${email[0]}***@example.test`, expiresAt: expect.any(String) });
    expect(new Date(info.json().expiresAt).getTime() - Date.now()).toBeGreaterThan(59 * 60_000);

    const newPassword = "a-brand-new-secret";
    const reset = await t.call("POST", "/api/auth/reset-password", {
      body: { id, token, password: newPassword, confirmPassword: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    const me = await t.call("GET", "/api/auth/me", { token: session });
    expect(me.statusCode).toBe(401);
    const old = await t.call("POST", "/api/auth/sign-in/password", { body: { identifier: email, password: PASSWORD } });
    expect(old.statusCode).toBe(401);
    const fresh = await t.call("POST", "/api/auth/sign-in/password", {
      body: { identifier: email, password: newPassword },
    });
    expect(fresh.statusCode).toBe(200);

    const again = await t.call("POST", "/api/auth/reset-password", {
      body: { id, token, password: "yet-another-one", confirmPassword: "yet-another-one" },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("invalid_reset_link");
  });

  it("refuses a wrong token, an expired link and mismatched passwords", async () => {
    const { email } = await userWithPassword();
    const { id, token } = await resetLink(email);
    const wrong = await t.call("GET", `/api/auth/forgot-password-info/${id}`, { query: { token: "x" } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("invalid_reset_link");
    const mismatch = await t.call("POST", "/api/auth/reset-password", {
      body: { id, token, password: "long-enough-1", confirmPassword: "long-enough-2" },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toEqual(["confirmPassword: passwords do not match"]);
    const short = await t.call("POST", "/api/auth/reset-password", {
      body: { id, token, password: "short", confirmPassword: "short" },
    });
    expect(short.json().message).toContain("password must be at least 8 characters");

    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.id, id));
    const expired = await t.call("GET", `/api/auth/forgot-password-info/${id}`, { query: { token } });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe("invalid_reset_link");
  });
});
