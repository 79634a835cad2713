import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildUser, lastCodeTo, lastMessageTo, uniqueEmail, uniquePhone } from "./auth.test-helpers.ts";

describe("passwordless sign-in", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("sends a code to an existing account and signs in with it", async () => {
    const user = await buildUser(t, { isEmailVerified: false });
    const started = await t.call("POST", "/api/auth/sign-in", { body: { email: user.email } });
    expect(started.statusCode).toBe(200);
    const { authenticationId } = started.json();
    const code = await lastCodeTo(t, user.email!);
    const res = await t.call("POST", "/api/account/verify-code", { body: { authenticationId, code } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, isEmailVerified: true });
    const me = await t.call("GET", "/api/auth/me", { token: res.json().accessToken });
    expect(me.json().id).toBe(user.id);
  });

  it("signs in by phone through POST /auth/phone, after a wrong code", async () => {
    const phone = uniquePhone();
    const user = await buildUser(t, { email: null, phone });
    const started = await t.call("POST", "/api/auth/phone", { body: { phone } });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ channel: "phone", to: phone });
    const { authenticationId } = started.json();
    const message = await lastMessageTo(t, phone);
    expect(message?.channel).toBe("sms");
    const code = message!.code!;
    const wrongCode = code === "000000" ? "111111" : "000000";
    const bad = await t.call("POST", "/api/account/verify-code", { body: { authenticationId, code: wrongCode } });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: "invalid_code" });
    const res = await t.call("POST", "/api/account/verify-code", { body: { authenticationId, code } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, isPhoneVerified: true });
  });

  it("POST /auth/email needs the e-mail in the body; an unknown method is refused", async () => {
    const res = await t.call("POST", "/api/auth/email", { body: { phone: uniquePhone() } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(["email is required"]);
    const ok = await t.call("POST", "/api/auth/email", { body: { email: uniqueEmail() } });
    expect(ok.statusCode).toBe(200);
    const unknown = await t.call("POST", "/api/auth/fax", { body: { email: uniqueEmail() } });
    expect(unknown.statusCode).toBe(400);
  });

  it("answers an unknown address exactly as a known one, and tells its owner how to sign up", async () => {
    const email = uniqueEmail("stranger");
    const res = await t.call("POST", "/api/auth/sign-in", { body: { email } });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(["authenticationId", "channel", "to"]);
    const message = await lastMessageTo(t, email);
    expect(message?.code).toBeNull();
    expect(message?.body).toContain("no account");
    expect(message?.body).toContain(`${t.config.publicUrl}/signup`);
    for (const code of ["000000", "123456", "999999"]) {
      const verify = await t.call("POST", "/api/account/verify-code", {
        body: { authenticationId: res.json().authenticationId, code },
      });
      expect(verify.json().code).toBe("invalid_code");
    }
  });

  it("rejects a malformed address, naming the field", async () => {
    const res = await t.call("POST", "/api/auth/sign-in", { body: { email: "a@b" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("email must be a valid e-mail address");
    const phone = await t.call("POST", "/api/auth/sign-in", { body: { phone: "6045550123" } });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().message[0]).toMatch(/^phone must be a valid phone number/);
  });

  it("documents every identity call in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    for (const path of [
      "/api/auth/sign-up",
      "/api/auth/sign-up/verify",
      "/api/auth/sign-up/save-partial/{authenticationId}",
      "/api/auth/{method}",
      "/api/account/verify-code",
      "/api/auth/resend-code",
      "/api/auth/sign-in/password",
      "/api/auth/forgot-password-info/{id}",
      "/api/auth/reset-password",
      "/api/auth/me",
      "/api/auth/onboarding/save-partial",
      "/api/send-referral-link",
      "/api/admin/waitlist/{userId}/approve",
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
