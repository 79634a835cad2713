// Rate limits that fit a store: strict per address on the sign-in endpoints, per address without a session, and
// per session (in process, no database write) for signed-in traffic.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { createSignedInUser } from "../modules/auth/auth.test-helpers.ts";
import { createTestApp, type TestApp } from "../test/app.ts";

describe("rate limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT: "true",
      RATE_LIMIT_MAX: "3",
      RATE_LIMIT_AUTH_MAX: "2",
      RATE_LIMIT_SESSION_MAX: "5",
    });
  });
  afterAll(() => t.close());

  const counters = async () => {
    const result = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from rate_limits`);
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
  };
  const from = (ip: string, url: string, headers: Record<string, string> = {}, method = "GET", payload?: object) =>
    t.app.inject({
      method: method as "GET",
      url,
      remoteAddress: ip,
      headers: { "api-key": "dev-local-key", ...headers },
      payload,
    });

  it("gives each session its own budget, per process, without writing to the database", async () => {
    const [one, two] = [await createSignedInUser(t), await createSignedInUser(t)];
    const before = await counters();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await from("10.0.0.1", "/api/auth/me", { authorization: `Bearer ${one.token}` })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await from("10.0.0.1", "/api/auth/me", { authorization: `Bearer ${one.token}` });
    expect(limited.json()).toMatchObject({ code: "rate_limited" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another register behind the same address has its own budget, far past the address limit of 3.
    for (let i = 0; i < 5; i++) {
      expect((await from("10.0.0.1", "/api/auth/me", { authorization: `Bearer ${two.token}` })).statusCode).toBe(200);
    }
    expect(await counters()).toBe(before);
  });

  it("counts the sign-in, code and reset endpoints per address, in the database, session or not", async () => {
    const { token } = await createSignedInUser(t);
    const body = { email: "nobody@example.test" };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await from(
        "10.0.0.2",
        "/api/auth/forgot-password",
        { authorization: `Bearer ${token}` },
        "POST",
        body,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect((await from("10.0.0.3", "/api/auth/forgot-password", {}, "POST", body)).statusCode).toBe(200);
  });

  it("charges made-up tokens to the address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const fake = `vrd_${randomBytes(32).toString("base64url")}`;
      statuses.push((await from("10.0.0.4", "/api/auth/me", { authorization: `Bearer ${fake}` })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe("rate limits behind a proxy (TRUST_PROXY)", () => {
  const limits = { RATE_LIMIT: "true", RATE_LIMIT_MAX: "100", RATE_LIMIT_AUTH_MAX: "2" };
  const body = { email: "nobody@example.test" };
  /** Two people behind one proxy (127.0.0.1), each asking for a reset code three times. */
  const twoClients = async (t: TestApp) => {
    const statuses: number[] = [];
    for (const client of ["203.0.113.7", "198.51.100.9"]) {
      for (let i = 0; i < 3; i++) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/auth/forgot-password",
          remoteAddress: "127.0.0.1",
          headers: { "api-key": "dev-local-key", "x-forwarded-for": client },
          payload: body,
        });
        statuses.push(res.statusCode);
      }
    }
    return statuses;
  };

  it("by default counts the proxy's address: everyone behind it shares one budget", async () => {
    const t = await createTestApp(limits);
    try {
      expect(t.config.trustProxy).toBe(false);
      expect(await twoClients(t)).toEqual([200, 200, 429, 429, 429, 429]);
    } finally {
      await t.close();
    }
  });

  it("with the proxy trusted counts each client's forwarded address", async () => {
    const t = await createTestApp({ ...limits, TRUST_PROXY: "loopback" });
    try {
      expect(await twoClients(t)).toEqual([200, 200, 429, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });

  it("reads TRUST_PROXY as off, on, or a list of proxies, and refuses anything else", () => {
    const env = { NODE_ENV: "production" as const, API_KEYS: "k" };
    expect(loadConfig(env).trustProxy).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ ...env, TRUST_PROXY: "10.0.0.0/8, loopback" }).trustProxy).toEqual(["10.0.0.0/8", "loopback"]);
    expect(() => loadConfig({ ...env, TRUST_PROXY: "2" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...env, TRUST_PROXY: "proxy.internal" })).toThrow(/TRUST_PROXY/);
  });
});
