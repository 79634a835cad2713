import { fieldsInUseMessage } from "@verdant/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildUser, lastCodeTo, signUp, uniqueEmail, uniquePhone } from "./auth.test-helpers.ts";

describe("passwordless sign-up", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("sends a 6-digit code and creates a waiting, verified user with the referrer", async () => {
    const email = uniqueEmail("new");
    const started = await t.call("POST", "/api/auth/sign-up", { body: { email, referredBy: "owner" } });
    expect(started.statusCode).toBe(201);
    expect(started.json()).toEqual({ authenticationId: expect.any(String), channel: "email", to: email });
    const code = await lastCodeTo(t, email);
    const verified = await t.call("POST", "/api/auth/sign-up/verify", {
      body: { authenticationId: started.json().authenticationId, code },
    });
    expect(verified.statusCode).toBe(200);
    const { accessToken, user } = verified.json();
    expect(accessToken).toMatch(/^vrd_/);
    expect(user).toMatchObject({ email, isEmailVerified: true, isWaitingApproval: true, isOnBoarded: false });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.referredBy).toBe("owner");
    const me = await t.call("GET", "/api/auth/me", { token: accessToken });
    expect(me.json()).toMatchObject({ id: user.id, email });
  });

  it("signs up by phone", async () => {
    const phone = uniquePhone();
    const { user } = await signUp(t, phone);
    expect(user).toMatchObject({ phone, email: null, isPhoneVerified: true, isEmailVerified: false });
  });

  it("refuses an address that already has an account with 409 fields_already_in_use", async () => {
    const existing = await buildUser(t);
    const res = await t.call("POST", "/api/auth/sign-up", { body: { email: existing.email } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "fields_already_in_use",
      fields: ["email"],
      message: fieldsInUseMessage(["email"]),
    });
    const phone = uniquePhone();
    await buildUser(t, { email: null, phone });
    const byPhone = await t.call("POST", "/api/auth/sign-up", { body: { phone } });
    expect(byPhone.statusCode).toBe(409);
    expect(byPhone.json().fields).toEqual(["phone"]);
  });

  it("answers 409 when the address was taken between the code and its verification", async () => {
    const email = uniqueEmail("race");
    const started = await t.call("POST", "/api/auth/sign-up", { body: { email } });
    const code = await lastCodeTo(t, email);
    await buildUser(t, { email });
    const res = await t.call("POST", "/api/auth/sign-up/verify", {
      body: { authenticationId: started.json().authenticationId, code },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "fields_already_in_use", fields: ["email"] });
  });

  it("rejects a bad e-mail, a bad phone, both or neither, naming the field", async () => {
    const badEmail = await t.call("POST", "/api/auth/sign-up", { body: { email: "not-an-email" } });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toContain("email must be a valid e-mail address");
    const badPhone = await t.call("POST", "/api/auth/sign-up", { body: { phone: "+11235550123" } });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message.join(" ")).toMatch(/^phone must be a valid phone number/);
    const neither = await t.call("POST", "/api/auth/sign-up", { body: {} });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toContain("email or phone is required (one of them, not both)");
    const both = await t.call("POST", "/api/auth/sign-up", { body: { email: uniqueEmail(), phone: uniquePhone() } });
    expect(both.statusCode).toBe(400);
  });

  it("keeps a half-filled form and applies its valid fields to the new user", async () => {
    const email = uniqueEmail("partial");
    const started = await t.call("POST", "/api/auth/sign-up", { body: { email } });
    const { authenticationId } = started.json();
    const saved = await t.call("POST", "/api/auth/sign-up/save-partial", {
      body: { authenticationId, firstName: "Ada", lastName: "Lovelace", username: "ada_l", agreedToTerms: true },
    });
    expect(saved.statusCode).toBe(200);
    await t.call("POST", "/api/auth/sign-up/save-partial", { body: { authenticationId, birthDate: "1990-12-10" } });
    const read = await t.call("GET", `/api/auth/sign-up/save-partial/${authenticationId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      authenticationId,
      firstName: "Ada",
      lastName: "Lovelace",
      username: "ada_l",
      agreedToTerms: true,
      birthDate: "1990-12-10",
    });
    const code = await lastCodeTo(t, email);
    const verified = await t.call("POST", "/api/auth/sign-up/verify", { body: { authenticationId, code } });
    expect(verified.json().user).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      username: "ada_l",
      birthDate: "1990-12-10",
      agreedToTerms: true,
    });
  });

  it("answers 404 for an unknown sign-up and 400 for a malformed id", async () => {
    const unknown = await t.call("GET", `/api/auth/sign-up/save-partial/${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    const save = await t.call("POST", "/api/auth/sign-up/save-partial", {
      body: { authenticationId: crypto.randomUUID(), firstName: "Ada" },
    });
    expect(save.statusCode).toBe(404);
    const malformed = await t.call("GET", "/api/auth/sign-up/save-partial/nope");
    expect(malformed.statusCode).toBe(400);
  });
});

describe("sign-up with the waitlist turned off", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WAITLIST: "false" });
  });
  afterAll(() => t.close());

  it("lets the new user in at once", async () => {
    const { user } = await signUp(t);
    expect(user.isWaitingApproval).toBe(false);
  });
});
