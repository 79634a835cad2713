import { fieldsInUseMessage } from "@verdant/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildUser, createSignedInUser, lastMessageTo, signUp, uniqueEmail, uniquePhone } from "./auth.test-helpers.ts";

const PIXEL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

describe("the signed-in user", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 401 'No access token found' without a token and 401 for an unknown one", async () => {
    const none = await t.call("GET", "/api/auth/me");
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ message: "No access token found" });
    const unknown = await t.call("GET", "/api/auth/me", { token: "vrd_not-a-real-token" });
    expect(unknown.statusCode).toBe(401);
  });

  it("answers 401 invalid_api_key without the api-key header", async () => {
    const { token } = await createSignedInUser(t);
    const res = await t.call("GET", "/api/auth/me", { token, headers: { "api-key": "" } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("invalid_api_key");
  });

  it("signs out: the token stops working", async () => {
    const { token } = await createSignedInUser(t);
    const out = await t.call("POST", "/api/auth/sign-out", { token });
    expect(out.statusCode).toBe(200);
    const me = await t.call("GET", "/api/auth/me", { token });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe("Your session has ended. Please sign in again.");
  });

  it("updates names, username, birth date and picture", async () => {
    const { token } = await createSignedInUser(t);
    const res = await t.call("PATCH", "/api/auth/me", {
      token,
      body: { firstName: "Mary-Jane", lastName: "O'Neil", username: "MaryJ", birthDate: "1988-04-20", avatar: PIXEL },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: "Mary-Jane",
      lastName: "O'Neil",
      username: "maryj",
      birthDate: "1988-04-20",
      avatar: PIXEL,
      image: PIXEL,
    });
    const cleared = await t.call("PATCH", "/api/auth/me", { token, body: { avatar: "" } });
    expect(cleared.json().avatar).toBeNull();
  });

  it("rejects bad names, an image that is not one and a bad username, naming each field", async () => {
    const { token } = await createSignedInUser(t);
    const res = await t.call("PATCH", "/api/auth/me", {
      token,
      body: { firstName: "R2D2", lastName: "a b c d e f", avatar: "data:text/html;base64,PGI+", username: "no spaces" },
    });
    expect(res.statusCode).toBe(400);
    const text = res.json().message.join("\n");
    for (const field of ["firstName", "lastName", "avatar", "username"])
      expect(text).toMatch(new RegExp(`^${field} `, "m"));
  });

  it("answers 409 fields_already_in_use for a taken username, e-mail or phone", async () => {
    const other = await buildUser(t, { username: "taken_name", phone: uniquePhone() });
    const { token } = await createSignedInUser(t);
    const res = await t.call("PATCH", "/api/auth/me", { token, body: { username: "taken_name", email: other.email } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "fields_already_in_use",
      fields: ["email", "username"],
      message: fieldsInUseMessage(["email", "username"]),
    });
    const phone = await t.call("PATCH", "/api/auth/me", { token, body: { phone: other.phone } });
    expect(phone.json().fields).toEqual(["phone"]);
  });

  it("clears the verified flag when the e-mail or phone changes", async () => {
    const { token } = await createSignedInUser(t);
    const res = await t.call("PATCH", "/api/auth/me", { token, body: { email: uniqueEmail(), phone: uniquePhone() } });
    expect(res.json()).toMatchObject({ isEmailVerified: false, isPhoneVerified: false });
  });

  it("sets a first password without the current one, then requires and checks it", async () => {
    const { token, user } = await createSignedInUser(t);
    const first = await t.call("PATCH", "/api/auth/me", {
      token,
      body: { password: "first-password", confirmPassword: "first-password" },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().hasPassword).toBe(true);
    const mismatch = await t.call("PATCH", "/api/auth/me", {
      token,
      body: { currentPassword: "first-password", password: "second-password", confirmPassword: "other" },
    });
    expect(mismatch.json().message).toEqual(["confirmPassword: passwords do not match"]);
    const missing = await t.call("PATCH", "/api/auth/me", {
      token,
      body: { password: "second-password", confirmPassword: "second-password" },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toEqual(["currentPassword is required to change the password"]);
    const wrong = await t.call("PATCH", "/api/auth/me", {
      token,
      body: { currentPassword: "not-it-at-all", password: "second-password", confirmPassword: "second-password" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toEqual(["currentPassword is incorrect"]);
    const other = await t.call("POST", "/api/auth/sign-in/password", {
      body: { identifier: user.email, password: "first-password" },
    });
    const changed = await t.call("PATCH", "/api/auth/me", {
      token,
      body: { currentPassword: "first-password", password: "second-password", confirmPassword: "second-password" },
    });
    expect(changed.statusCode).toBe(200);
    // The session that changed the password stays; the others end.
    expect((await t.call("GET", "/api/auth/me", { token })).statusCode).toBe(200);
    expect((await t.call("GET", "/api/auth/me", { token: other.json().accessToken })).statusCode).toBe(401);
  });

  it("texts a referral link carrying the username, and needs a token", async () => {
    const { token } = await createSignedInUser(t);
    await t.call("PATCH", "/api/auth/me", { token, body: { username: "referrer" } });
    const phone = uniquePhone();
    const res = await t.call("POST", "/api/send-referral-link", { token, body: { phone } });
    expect(res.statusCode).toBe(200);
    const message = await lastMessageTo(t, phone);
    expect(message).toMatchObject({ channel: "sms" });
    expect(message?.body).toContain(`${t.config.publicUrl}/signup?referredBy=referrer`);
    const bad = await t.call("POST", "/api/send-referral-link", { token, body: { phone: "12" } });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.call("POST", "/api/send-referral-link", { body: { phone } });
    expect(anonymous.statusCode).toBe(401);
  });

  it("lets a waiting user read the profile and onboard, but not pass requireApproved", async () => {
    const { accessToken, user } = await signUp(t);
    expect(user.isWaitingApproval).toBe(true);
    expect((await t.call("GET", "/api/auth/me", { token: accessToken })).statusCode).toBe(200);
    const request = { headers: {}, auth: { user: { isWaitingApproval: true } } };
    await expect(t.app.requireApproved(request as never)).rejects.toMatchObject({ code: "waiting_approval" });
  });
});
