// The read-side auth cache (docs/decisions/0009-catalog-list-speed.md) must never let a revoked session or a
// removed member act: writes read the database, and writes answered here empty the cache at once.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { buildTenant, type Tenant } from "../test/tenancy.fixtures.ts";
import { hashToken } from "./auth.ts";

describe("auth cache", () => {
  let t: TestApp;
  let a: Tenant;
  let brands: string;

  beforeAll(async () => {
    // The longest allowed reuse, so every step below runs well inside it.
    t = await createTestApp({ AUTH_CACHE_MS: "2000" });
    a = await buildTenant(t, "Cache");
    brands = `/api/organization/${a.organizationId}/location/${a.locationId}/brand`;
  });
  afterAll(() => t.close());

  it("signs out for the very next request, even one read a moment before", async () => {
    const { token } = a.people.CASHIER;
    expect((await t.call("GET", "/api/auth/me", { token })).statusCode).toBe(200);
    expect((await t.call("GET", brands, { token })).statusCode).toBe(200);
    expect((await t.call("POST", "/api/auth/sign-out", { token })).statusCode).toBe(200);
    const me = await t.call("GET", "/api/auth/me", { token });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe("Your session has ended. Please sign in again.");
    expect((await t.call("GET", brands, { token })).statusCode).toBe(401);
  });

  it("answers 404 to a removed member on the next read", async () => {
    const viewer = a.people.VIEWER;
    expect((await t.call("GET", brands, { token: viewer.token })).statusCode).toBe(200);
    const removed = await t.call("DELETE", "/api/organization-member", {
      token: a.people.OWNER.token,
      body: { organizationId: a.organizationId, userId: viewer.user.id },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.call("GET", brands, { token: viewer.token })).statusCode).toBe(404);
  });

  it("never lets a write use a session revoked elsewhere, and reads notice within the limit", async () => {
    const { token } = a.people.MANAGER;
    expect((await t.call("GET", brands, { token })).statusCode).toBe(200);
    // Another process (or an operator) revokes the session straight in the database.
    await t.database.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const write = await t.call("POST", brands, { token, body: { name: "Never Made" } });
    expect(write.statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await t.call("GET", brands, { token })).statusCode).toBe(401);
  });

  it("reads a write's session and membership together, fresh: a role taken away elsewhere holds at once", async () => {
    const { token, user } = a.people.INVENTORY;
    const made = await t.call("POST", brands, { token, body: { name: "Clerk Brand" } });
    expect(made.statusCode, made.body).toBe(201);
    // Straight in the database, as another process would: the clerk is no longer a member.
    await t.database.db.execute(
      sql`delete from organization_members where organization_id = ${a.organizationId} and user_id = ${user.id}`,
    );
    const refused = await t.call("POST", brands, { token, body: { name: "Never Made Either" } });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe("Organization not found");
    // Another tenant's location under this organization's path answers 404 too.
    const elsewhere = await t.call(
      "POST",
      `/api/organization/${a.organizationId}/location/${crypto.randomUUID()}/brand`,
      {
        token: a.people.OWNER.token,
        body: { name: "Nowhere" },
      },
    );
    expect(elsewhere.statusCode).toBe(404);
  });
});
