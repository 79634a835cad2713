import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authentications } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { lastCodeTo, uniqueEmail } from "./auth.test-helpers.ts";

describe("sign-in code rules", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function start(email = uniqueEmail()) {
    const res = await t.call("POST", "/api/auth/sign-up", { body: { email } });
    expect(res.statusCode).toBe(201);
    return { email, authenticationId: res.json().authenticationId as string, code: await lastCodeTo(t, email) };
  }
  const verify = (authenticationId: string, code: string) =>
    t.call("POST", "/api/auth/sign-up/verify", { body: { authenticationId, code } });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  const ageSending = (id: string, seconds: number) =>
    t.database.db
      .update(authentications)
      .set({ lastSentAt: sql`now() - ${seconds}::int * interval '1 second'` })
      .where(eq(authentications.id, id));

  it("stores the code hashed, never in clear", async () => {
    const { authenticationId, code } = await start();
    const [row] = await t.database.db.select().from(authentications).where(eq(authentications.id, authenticationId));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{32}\$[0-9a-f]{64}$/);
  });

  it("answers 400 invalid_code for a wrong code, then still accepts the right one", async () => {
    const { authenticationId, code } = await start();
    const res = await verify(authenticationId, wrong(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "invalid_code", message: "The code is incorrect" });
    expect((await verify(authenticationId, code)).statusCode).toBe(200);
  });

  it("rejects a code that is not 6 digits, naming the field", async () => {
    const { authenticationId } = await start();
    const res = await verify(authenticationId, "12ab");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.arrayContaining([expect.stringMatching(/^code must/)]));
  });

  it("never accepts a used code again", async () => {
    const { authenticationId, code } = await start();
    expect((await verify(authenticationId, code)).statusCode).toBe(200);
    const again = await verify(authenticationId, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: "code_expired" });
  });

  it("answers code_expired after 10 minutes", async () => {
    const { authenticationId, code } = await start();
    await t.database.db
      .update(authentications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authentications.id, authenticationId));
    const res = await verify(authenticationId, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "code_expired", message: "The code has expired. Request a new one." });
  });

  it("kills the code on the 5th wrong try with 429 too_many_attempts", async () => {
    const { authenticationId, code } = await start();
    for (let i = 0; i < 4; i++) expect((await verify(authenticationId, wrong(code))).statusCode).toBe(400);
    const fifth = await verify(authenticationId, wrong(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ code: "too_many_attempts" });
    expect(fifth.headers["retry-after"]).toBeDefined();
    const right = await verify(authenticationId, code);
    expect(right.statusCode).toBe(429);
  });

  it("refuses a resend sooner than 30 s with Retry-After, then sends a new code that replaces the old", async () => {
    const { email, authenticationId, code } = await start();
    const soon = await t.call("POST", "/api/auth/resend-code", { body: { authenticationId } });
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ code: "resend_too_soon" });
    expect(Number(soon.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(soon.headers["retry-after"])).toBeLessThanOrEqual(30);

    await ageSending(authenticationId, 31);
    const resent = await t.call("POST", "/api/auth/resend-code", { body: { authenticationId } });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ authenticationId, channel: "email", to: email });
    const newCode = await lastCodeTo(t, email);
    if (newCode !== code) expect((await verify(authenticationId, code)).json().code).toBe("invalid_code");
    expect((await verify(authenticationId, newCode)).statusCode).toBe(200);
  });

  it("gives a fresh set of tries with a resent code", async () => {
    const { email, authenticationId, code } = await start();
    for (let i = 0; i < 5; i++) await verify(authenticationId, wrong(code));
    await ageSending(authenticationId, 31);
    await t.call("POST", "/api/auth/resend-code", { body: { authenticationId } });
    expect((await verify(authenticationId, await lastCodeTo(t, email))).statusCode).toBe(200);
  });

  it("answers 404 for an unknown attempt", async () => {
    const res = await t.call("POST", "/api/auth/resend-code", { body: { authenticationId: crypto.randomUUID() } });
    expect(res.statusCode).toBe(404);
    expect((await verify(crypto.randomUUID(), "123456")).statusCode).toBe(404);
  });

  it("sends at most 5 codes an hour to one address (429 rate_limited with Retry-After)", async () => {
    const email = uniqueEmail("capped");
    for (let i = 0; i < 5; i++) {
      expect((await t.call("POST", "/api/auth/sign-in", { body: { email } })).statusCode).toBe(200);
    }
    const sixth = await t.call("POST", "/api/auth/sign-in", { body: { email } });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: "rate_limited" });
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(3000);
    const signUp = await t.call("POST", "/api/auth/sign-up", { body: { email } });
    expect(signUp.statusCode).toBe(429);
  });
});
