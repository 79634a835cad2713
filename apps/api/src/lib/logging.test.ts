// Secrets never reach the log, and a client's request id is echoed only when it is short and plain.
import { PassThrough } from "node:stream";
import { DEV_API_KEY } from "@verdant/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createSignedInUser } from "../modules/auth/auth.test-helpers.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { redactUrl } from "./logging.ts";

describe("the log", () => {
  let t: TestApp;
  let app: FastifyInstance;
  let log = "";
  beforeAll(async () => {
    t = await createTestApp();
    const stream = new PassThrough();
    stream.on("data", (chunk: Buffer) => {
      log += chunk.toString();
    });
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      RATE_LIMIT: "false",
      DATA_DIR: "/tmp/verdant-test",
    });
    app = await buildApp({ config, database: t.database, logStream: stream });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it("holds no session token, cookie, api key, reset token, code or link signature", async () => {
    const { token } = await createSignedInUser(t);
    const headers = { "api-key": DEV_API_KEY };
    await app.inject({ method: "GET", url: "/api/auth/me", headers: { ...headers, authorization: `Bearer ${token}` } });
    await app.inject({ method: "GET", url: "/api/auth/me", headers: { ...headers, cookie: `auth-token=${token}` } });
    const resetToken = "reset-SECRET-0123456789abcdef";
    await app.inject({
      method: "GET",
      url: `/api/auth/forgot-password-info/00000000-0000-4000-8000-000000000000?token=${resetToken}`,
      headers,
    });
    await app.inject({ method: "GET", url: "/api/files/x/y.pdf?expires=9999999999&signature=SIG-SECRET-xyz" });
    await app.inject({ method: "GET", url: "/api/dev/outbox?code=482913&to=a%40b.co", headers });
    await app.inject({
      method: "POST",
      url: "/api/account/verify-code",
      headers,
      payload: { authenticationId: "00000000-0000-4000-8000-000000000000", code: "771204" },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log).toContain("/api/auth/forgot-password-info/");
    for (const secret of [token, resetToken, "SIG-SECRET-xyz", "482913", "771204", DEV_API_KEY]) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain("token=[redacted]");
  });

  it("writes one line a request, when it is answered, with the request, its status and its time", async () => {
    const before = log.length;
    const requestId = "one-line-check-1";
    await app.inject({ method: "GET", url: "/api/health?probe=1", headers: { "x-request-id": requestId } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = log
      .slice(before)
      .split("\n")
      .filter((line) => line.includes(requestId))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: "request completed",
      reqId: requestId,
      req: { method: "GET", url: "/api/health?probe=1" },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });

  it("keeps headers out of the request line, and redacts them wherever else they are logged", async () => {
    const before = log.length;
    await app.inject({
      method: "GET",
      url: "/api/health?probe=headers",
      headers: { authorization: "Bearer HDR-SECRET-1", cookie: "auth-token=HDR-SECRET-2", "api-key": "HDR-SECRET-3" },
    });
    app.log.info({ headers: { authorization: "HDR-SECRET-4", cookie: "HDR-SECRET-5", "api-key": "HDR-SECRET-6" } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const written = log.slice(before);
    expect(written).toContain("probe=headers");
    expect(written).toContain('"authorization":"[redacted]"');
    for (let n = 1; n <= 6; n++) expect(written).not.toContain(`HDR-SECRET-${n}`);
  });

  it("logs a request whose query names do not decode, and keeps serving (the serializer used to throw, uncaught)", async () => {
    const before = log.length;
    const answer = await app.inject({ method: "GET", url: "/api/health?%E0%A4%A=1&probe=undecodable" });
    expect(answer.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log.slice(before)).toContain("/api/health?%E0%A4%A=[redacted]&probe=undecodable");
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("replaces secret query values and keeps the rest", () => {
    expect(redactUrl("/a?id=1&token=abc&Code=9&expires=5&signature=s")).toBe(
      "/a?id=1&token=[redacted]&Code=[redacted]&expires=5&signature=[redacted]",
    );
    expect(redactUrl("/plain")).toBe("/plain");
    expect(redactUrl("/a?%74oken=abc&a+b=1&%E0%A4%A=x")).toBe("/a?%74oken=[redacted]&a+b=1&%E0%A4%A=[redacted]");
  });

  it("uses a client's x-request-id only when short and plain", async () => {
    const idOf = async (id: string) =>
      (await app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": id } })).headers[
        "x-request-id"
      ];
    expect(await idOf("till-7.abc_123")).toBe("till-7.abc_123");
    for (const bad of ["x".repeat(65), "a b", "evil\\u2028line", '"><script>', "id;drop"]) {
      const id = await idOf(bad);
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
