import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";

describe("health and plumbing", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("reports the engine and an up-to-date schema without an api-key", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "ok", engine: t.database.engine, migrations: { upToDate: true } });
    expect(res.headers["x-request-id"]).toBeTruthy();
  });

  it("refuses a call without the api-key in the spec's error shape", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/me" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      error: "Unauthorized",
      message: "Invalid API key",
      code: "invalid_api_key",
    });
  });

  it("answers an unknown route with a 404 body", async () => {
    const res = await t.call("GET", "/api/nothing-here");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: "Not Found" });
  });

  it("serves the OpenAPI document and the docs page", async () => {
    const doc = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths["/api/health"]).toBeDefined();
    const page = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
  });
});

describe("rate limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: "true", RATE_LIMIT_MAX: "3" });
  });
  afterAll(() => t.close());

  it("answers 429 with Retry-After once a client passes the limit, counted in the database", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.call("GET", "/api/auth/me")).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await t.call("GET", "/api/auth/me");
    expect(limited.json()).toMatchObject({ statusCode: 429, code: "rate_limited" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
  });
});
