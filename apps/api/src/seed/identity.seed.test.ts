import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../modules/auth/auth.test-helpers.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { DEMO_PASSWORD, seedIdentity } from "./identity.seed.ts";

describe("identity demo data", () => {
  let t: TestApp;
  const notes: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    await seedIdentity({ db: t.database.db, notes });
  });
  afterAll(() => t.close());

  it("lets the demo admin sign in with the printed password and approve the waiting users", async () => {
    expect(notes.join("\n")).toContain(DEMO_PASSWORD);
    const admin = await t.call("POST", "/api/auth/sign-in/password", {
      body: { identifier: "admin", password: DEMO_PASSWORD },
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().user).toMatchObject({ roles: ["PLATFORM_ADMIN"], isWaitingApproval: false, isOnBoarded: true });
    const list = await t.call("GET", "/api/admin/waitlist", { token: admin.json().accessToken });
    expect(list.json().meta.total).toBe(2);
    const owner = await t.call("POST", "/api/auth/sign-in/password", {
      body: { identifier: "owner@demo.store", password: DEMO_PASSWORD },
    });
    expect(owner.json().user).toMatchObject({ roles: [], isWaitingApproval: false });
  });

  it("accepts the demo access code as printed", async () => {
    const { accessToken } = await signUp(t);
    const res = await t.call("POST", "/api/auth/onboarding/save-partial", {
      token: accessToken,
      body: { accessCode: "VERDANT-DEMO" },
    });
    expect(res.json()).toMatchObject({ isWaitingApproval: false });
  });
});
