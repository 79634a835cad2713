import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildUser, createSignedInUser, lastMessageTo, uniqueEmail } from "../auth/auth.test-helpers.ts";

describe("the waitlist", () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ token: adminToken } = await createSignedInUser(t, { platformAdmin: true }));
  });
  afterAll(() => t.close());

  const waiting = (overrides: Parameters<typeof buildUser>[1] = {}) =>
    buildUser(t, { isWaitingApproval: true, approvedAt: null, ...overrides });

  it("lists waiting users newest first, paged and searchable", async () => {
    const older = await waiting({ firstName: "Olivia", createdAt: new Date(Date.now() - 60_000) });
    const newer = await waiting({ firstName: "Noah", email: uniqueEmail("noah") });
    await buildUser(t, { firstName: "Approved" });
    const res = await t.call("GET", "/api/admin/waitlist", { token: adminToken, query: { limit: "1" } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          id: newer.id,
          firstName: "Noah",
          lastName: "User",
          email: newer.email,
          phone: null,
          discoverySource: null,
          createdAt: newer.createdAt.toISOString(),
        },
      ],
      meta: { page: 1, limit: 1, total: 2, totalPages: 2 },
    });
    const second = await t.call("GET", "/api/admin/waitlist", { token: adminToken, query: { limit: "1", page: "2" } });
    expect(second.json().data[0].id).toBe(older.id);
    const search = await t.call("GET", "/api/admin/waitlist", { token: adminToken, query: { search: "OLIV" } });
    expect(search.json().data.map((u: { id: string }) => u.id)).toEqual([older.id]);
  });

  it("approves a user, who is told and can then pass requireApproved", async () => {
    const user = await waiting();
    const res = await t.call("POST", `/api/admin/waitlist/${user.id}/approve`, { token: adminToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, isWaitingApproval: false, approvedAt: expect.any(String) });
    expect((await lastMessageTo(t, user.email!))?.subject).toBe("Your Verdant account is approved");
    const list = await t.call("GET", "/api/admin/waitlist", { token: adminToken });
    expect(list.json().data.map((u: { id: string }) => u.id)).not.toContain(user.id);
    const again = await t.call("POST", `/api/admin/waitlist/${user.id}/approve`, { token: adminToken });
    expect(again.statusCode).toBe(200);
  });

  it("answers 404 for an unknown user", async () => {
    const res = await t.call("POST", `/api/admin/waitlist/${crypto.randomUUID()}/approve`, { token: adminToken });
    expect(res.statusCode).toBe(404);
  });

  it("hides itself from anyone but a platform admin", async () => {
    const { token } = await createSignedInUser(t);
    const user = await waiting();
    expect((await t.call("GET", "/api/admin/waitlist", { token })).statusCode).toBe(404);
    expect((await t.call("POST", `/api/admin/waitlist/${user.id}/approve`, { token })).statusCode).toBe(404);
    expect((await t.call("GET", "/api/admin/waitlist")).statusCode).toBe(401);
  });
});
