import { DEV_API_KEY } from "@verdant/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createSignedInUser, uniqueEmail } from "../auth/auth.test-helpers.ts";

describe("the development outbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEV_OUTBOX: "true" });
  });
  afterAll(() => t.close());

  it("lists what was sent to an address, newest first", async () => {
    const email = uniqueEmail("outbox");
    const first = await t.call("POST", "/api/auth/sign-up", { body: { email } });
    await t.call("POST", "/api/auth/sign-up", { body: { email: uniqueEmail("someone-else") } });
    const second = await t.call("POST", "/api/auth/sign-up", { body: { email } });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    const res = await t.call("GET", "/api/dev/outbox", { query: { to: email } });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(2);
    expect(data[0]).toEqual({
      to: email,
      channel: "email",
      subject: "Your Verdant sign-up code",
      body: expect.stringContaining(data[0].code),
      code: expect.stringMatching(/^\d{6}$/),
      createdAt: expect.any(String),
    });
    expect(data[0].createdAt >= data[1].createdAt).toBe(true);
  });

  it("answers only this machine or a platform admin: anyone else meets a route that is not there", async () => {
    const fromAfar = (headers: Record<string, string> = {}) =>
      t.app.inject({
        method: "GET",
        url: "/api/dev/outbox",
        remoteAddress: "203.0.113.7",
        headers: { "api-key": DEV_API_KEY, ...headers },
      });
    const stranger = await fromAfar();
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().data).toBeUndefined();
    const member = await createSignedInUser(t);
    expect((await fromAfar({ authorization: `Bearer ${member.token}` })).statusCode).toBe(404);
    const admin = await createSignedInUser(t, { platformAdmin: true });
    expect((await fromAfar({ authorization: `Bearer ${admin.token}` })).statusCode).toBe(200);
  });
});

describe("the outbox without DEV_OUTBOX", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("is not served, even to this machine, while codes are still delivered to it (and the console)", async () => {
    const email = uniqueEmail("quiet");
    expect((await t.call("POST", "/api/auth/sign-up", { body: { email } })).statusCode).toBe(201);
    expect((await t.call("GET", "/api/dev/outbox", { query: { to: email } })).statusCode).toBe(404);
  });

  it("is on by default only in development, and refused in production", () => {
    const env = { API_KEYS: "prod-key" };
    expect(loadConfig({ NODE_ENV: "development" }).serveDevOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: "development", DEV_OUTBOX: "false" }).serveDevOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: "test" }).serveDevOutbox).toBe(false);
    expect(loadConfig({ ...env, NODE_ENV: "production" }).serveDevOutbox).toBe(false);
    expect(() => loadConfig({ ...env, NODE_ENV: "production", DEV_OUTBOX: "true" })).toThrow(
      "DEV_OUTBOX: the development outbox is never served in production",
    );
  });
});

describe("the outbox in production", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: "production", API_KEYS: "prod-key" });
  });
  afterAll(() => t.close());

  it("does not exist", async () => {
    const res = await t.call("GET", "/api/dev/outbox", { headers: { "api-key": "prod-key" } });
    expect(res.statusCode).toBe(404);
  });

  it("is never a fallback: a channel without a provider is refused, and nothing is written", async () => {
    const email = uniqueEmail("prod");
    const res = await t.call("POST", "/api/auth/sign-up", { body: { email }, headers: { "api-key": "prod-key" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("E-mail is not available on this server. Please use your phone number.");
    const phone = await t.call("POST", "/api/auth/sign-in", {
      body: { phone: "+16045550100" },
      headers: { "api-key": "prod-key" },
    });
    expect(phone.json().message).toBe("Text messages are not available on this server. Please use e-mail.");
  });
});
