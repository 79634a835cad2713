import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { uniqueEmail } from "../auth/auth.test-helpers.ts";

describe("the development outbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
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
