import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessCodes } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { signUp } from "./auth.test-helpers.ts";

describe("onboarding", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db
      .insert(accessCodes)
      .values([
        { code: "OPENDOOR" },
        { code: "ONCE", maxUses: 1 },
        { code: "OLD", expiresAt: new Date(Date.now() - 1000) },
      ]);
  });
  afterAll(() => t.close());

  it("saves answers step by step and reads them back; complete sets isOnBoarded", async () => {
    const { accessToken: token } = await signUp(t);
    const step = await t.call("POST", "/api/auth/onboarding/save-partial", {
      token,
      body: { onboardingStep: "FEATURES", firstName: "Sam", featureSuggestions: ["Loyalty", "Delivery"] },
    });
    expect(step.statusCode).toBe(200);
    expect(step.json()).toMatchObject({ firstName: "Sam", onboardingStep: "FEATURES", isOnBoarded: false });
    await t.call("POST", "/api/auth/onboarding/save-partial", { token, body: { discoverySource: "A friend" } });
    const read = await t.call("GET", "/api/auth/onboarding/save-partial", { token });
    expect(read.json()).toEqual({
      onboardingStep: "FEATURES",
      featureSuggestions: ["Loyalty", "Delivery"],
      discoverySource: "A friend",
      accessCode: null,
      isOnBoarded: false,
    });
    const done = await t.call("POST", "/api/auth/onboarding/save-partial", { token, body: { complete: true } });
    expect(done.json()).toMatchObject({ isOnBoarded: true, isWaitingApproval: true });
  });

  it("takes the user off the waitlist with a valid access code, typed with a dash in any case", async () => {
    const { accessToken: token } = await signUp(t);
    const res = await t.call("POST", "/api/auth/onboarding/save-partial", { token, body: { accessCode: "open-door" } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accessCode: "OPENDOOR", isWaitingApproval: false });
  });

  it("lets someone already on the waitlist enter a code later: a wrong one keeps them waiting, a good one lets them in", async () => {
    const { accessToken: token } = await signUp(t);
    await t.call("POST", "/api/auth/onboarding/save-partial", { token, body: { complete: true } });
    const wrong = await t.call("POST", "/api/auth/onboarding/save-partial", { token, body: { accessCode: "NOPE" } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "invalid_code", message: "This access code is not valid" });
    expect((await t.call("GET", "/api/auth/me", { token })).json()).toMatchObject({
      isOnBoarded: true,
      isWaitingApproval: true,
    });
    const later = await t.call("POST", "/api/auth/onboarding/save-partial", {
      token,
      body: { accessCode: "opendoor" },
    });
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ isOnBoarded: true, isWaitingApproval: false, accessCode: "OPENDOOR" });
  });

  it("refuses an unknown, used-up or expired access code with 400 invalid_code", async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    const once = await t.call("POST", "/api/auth/onboarding/save-partial", {
      token: first.accessToken,
      body: { accessCode: "ONCE" },
    });
    expect(once.json().isWaitingApproval).toBe(false);
    for (const accessCode of ["NOSUCHCODE", "ONCE", "OLD"]) {
      const res = await t.call("POST", "/api/auth/onboarding/save-partial", {
        token: second.accessToken,
        body: { accessCode, discoverySource: "ignored" },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "invalid_code", message: "This access code is not valid" });
    }
    const me = await t.call("GET", "/api/auth/me", { token: second.accessToken });
    expect(me.json()).toMatchObject({ isWaitingApproval: true, discoverySource: null });
  });

  it("rejects a malformed code and needs a token", async () => {
    const { accessToken: token } = await signUp(t);
    const bad = await t.call("POST", "/api/auth/onboarding/save-partial", { token, body: { accessCode: "no!" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(["accessCode must contain only letters and digits"]);
    const none = await t.call("GET", "/api/auth/onboarding/save-partial");
    expect(none.statusCode).toBe(401);
  });
});
