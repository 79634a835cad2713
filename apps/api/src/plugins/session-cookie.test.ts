// The browser session: an HttpOnly auth-token cookie the page never reads, writes by cookie only from our own
// origin, bearer tokens for everything else, signed-in answers never cached, and a CSP without inline script.
import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema/index.ts";
import { hashPassword } from "../modules/auth/auth.password.service.ts";
import { createSignedInUser } from "../modules/auth/auth.test-helpers.ts";
import { createTestApp, type TestApp } from "../test/app.ts";

const PASSWORD = "correct-horse-battery";

describe("the browser session", () => {
  let t: TestApp;
  let email: string;
  beforeAll(async () => {
    t = await createTestApp();
    const signedIn = await createSignedInUser(t);
    email = signedIn.user.email!;
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.id, signedIn.user.id));
  });
  afterAll(() => t.close());

  const signIn = (headers: Record<string, string> = {}) =>
    t.call("POST", "/api/auth/sign-in/password", { body: { identifier: email, password: PASSWORD }, headers });
  const cookieOf = (res: { headers: Record<string, unknown> }) => {
    const set = res.headers["set-cookie"];
    return String(Array.isArray(set) ? set[0] : set);
  };

  it("issues the session as an HttpOnly, Secure, SameSite=Strict cookie of 30 days; the web app gets no token", async () => {
    const res = await signIn({ "x-auth-mode": "cookie" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty("accessToken");
    expect(res.json().user.email).toBe(email);
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/^auth-token=vrd_[\w-]+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    // A store's LAN address over plain http in development: no Secure, or the browser would drop the cookie.
    expect(cookieOf(await signIn({ "x-auth-mode": "cookie", host: "192.168.1.20:3000" }))).not.toContain("Secure");
  });

  it("still answers a bearer token to callers that are not browsers, and that token works", async () => {
    const res = await signIn();
    const { accessToken } = res.json();
    expect(accessToken).toMatch(/^vrd_/);
    const me = await t.call("GET", "/api/auth/me", { token: accessToken });
    expect(me.statusCode).toBe(200);
    // Even from another site: a bearer token is never sent by a browser on its own.
    const write = await t.call("PATCH", "/api/auth/me", {
      token: accessToken,
      body: { firstName: "Bearer" },
      headers: { origin: "https://elsewhere.example" },
    });
    expect(write.statusCode, write.body).toBe(200);
  });

  it("reads and writes with the cookie from our own origin, and refuses a cookie write from another site", async () => {
    const cookie = cookieOf(await signIn({ "x-auth-mode": "cookie" })).split(";")[0]!;
    const me = await t.call("GET", "/api/auth/me", { headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const own = await t.call("PATCH", "/api/auth/me", {
      body: { firstName: "Cookie" },
      headers: { cookie, origin: "http://localhost:80" },
    });
    expect(own.statusCode, own.body).toBe(200);
    // Behind a TLS-terminating proxy the page's origin is https while the API sees http: the host decides.
    const proxied = await t.call("PATCH", "/api/auth/me", {
      body: { firstName: "Cookie" },
      headers: { cookie, origin: "https://localhost:80" },
    });
    expect(proxied.statusCode, proxied.body).toBe(200);
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of foreign) {
      const res = await t.call("PATCH", "/api/auth/me", {
        body: { firstName: "Evil" },
        headers: { cookie, ...headers },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: "forbidden",
        message: "This request came from another site and was refused",
      });
    }
    expect((await t.call("GET", "/api/auth/me", { headers: { cookie } })).json().firstName).toBe("Cookie");
  });

  it("signs out by ending the session and clearing the cookie", async () => {
    const cookie = cookieOf(await signIn({ "x-auth-mode": "cookie" })).split(";")[0]!;
    const out = await t.call("POST", "/api/auth/sign-out", { headers: { cookie, origin: "http://localhost:80" } });
    expect(out.statusCode).toBe(200);
    expect(cookieOf(out)).toMatch(/^auth-token=; Max-Age=0;/);
    expect((await t.call("GET", "/api/auth/me", { headers: { cookie } })).statusCode).toBe(401);
  });

  it("marks signed-in JSON answers no-store", async () => {
    const { accessToken } = (await signIn()).json();
    const me = await t.call("GET", "/api/auth/me", { token: accessToken });
    expect(me.headers["cache-control"]).toBe("no-store");
    const orgs = await t.call("GET", "/api/organization", { token: accessToken });
    expect(orgs.headers["cache-control"]).toBe("no-store");
  });

  it("serves a Content-Security-Policy without inline script or framing, and the web page has no inline script", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await readFile(new URL("../../../web/index.html", import.meta.url), "utf8");
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toBeNull();
  });
});
