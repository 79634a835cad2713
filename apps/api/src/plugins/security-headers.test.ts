// Helmet's headers, recorded once at start, reach every kind of answer: a signed-in read, a refusal, an unknown
// route and a file's own policy stays its own (files.test.ts checks the file's).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser } from "../modules/auth/auth.test-helpers.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { securityHeaders } from "./security-headers.ts";
import { WEB_CSP } from "./web.ts";

const EXPECTED = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "SAMEORIGIN",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "referrer-policy": "no-referrer",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

describe("security headers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("records helmet's headers for the web app's policy, without the embedder policy", () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { directives: WEB_CSP },
      crossOriginEmbedderPolicy: false,
    });
    expect(headers).toMatchObject(EXPECTED);
    const csp = headers["content-security-policy"]!.split(";");
    expect(csp).toEqual(expect.arrayContaining(["default-src 'self'", "script-src 'self'", "frame-ancestors 'none'"]));
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    // The web app's policy leaves helmet's upgrade-insecure-requests out (null).
    expect(csp.some((d) => d.startsWith("upgrade-insecure-requests"))).toBe(false);
    expect(headers).not.toHaveProperty("cross-origin-embedder-policy");
  });

  it("refuses a policy helmet refuses, at start", () => {
    expect(() => securityHeaders({ contentSecurityPolicy: { directives: { scriptSrc: ["'self';"] } } })).toThrow();
  });

  it("sets them on a signed-in read, a refusal and an unknown route", async () => {
    const { token } = await createSignedInUser(t);
    const answers = [
      await t.call("GET", "/api/auth/me", { token }),
      await t.call("GET", "/api/auth/me"),
      await t.call("GET", "/api/no-such-route", { token }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject(EXPECTED);
      expect(String(answer.headers["content-security-policy"]).split(";")).toContain("script-src 'self'");
    }
  });
});
