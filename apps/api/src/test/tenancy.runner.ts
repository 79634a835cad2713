// The tenancy suites' one runner: for every route row, A's owner sending B's ids is refused (404, never confirming
// they exist), every role of A that domain.md does not allow gets 403, and allowed roles can read.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./app.ts";
import { buildTenant, type StaffKey, type Tenant } from "./tenancy.fixtures.ts";

export interface RouteCase<Ids> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: (ids: Ids) => string;
  body?: (ids: Ids) => Record<string, unknown>;
  /** Who may call it with A's own ids (domain.md's table); every other role of A gets 403. */
  allowed: readonly StaffKey[];
}

export const everyone: StaffKey[] = ["OWNER", "ADMIN", "MANAGER", "CASHIER", "INVENTORY", "VIEWER", "NO_ROLE"];

export interface TenancyContext<Ids> {
  t: TestApp;
  a: Tenant;
  b: Tenant;
  idsA: Ids;
  idsB: Ids;
}

export interface TenancySuite<Ids> {
  routes: Record<string, RouteCase<Ids>>;
  idsOf: (t: TestApp, tenant: Tenant) => Promise<Ids>;
  /** The answer to B's id under this key; 404 unless the suite says otherwise (a body reference may be a 400). */
  foreignStatus?: (route: RouteCase<Ids>, key: keyof Ids) => number;
  /** GET rows that need more than ids to answer 200 (a stored file), left out of the read check. */
  notReadable?: ReadonlySet<string>;
  /** Settings of the suite's app (a local simulator's address). */
  env?: () => Record<string, string>;
  /** Further tests of the suite, with its two tenants. */
  extra?: (context: () => TenancyContext<Ids>) => void;
}

/** The ids a route reads, found by running its url and body against a recording proxy. */
function idsUsedBy<Ids extends object>(route: RouteCase<Ids>, sample: Ids): (keyof Ids)[] {
  const used = new Set<keyof Ids>();
  const probe = new Proxy(sample, {
    get: (target, key) => {
      used.add(key as keyof Ids);
      return target[key as keyof Ids];
    },
  });
  route.url(probe);
  route.body?.(probe);
  return [...used];
}

export function describeTenancy<Ids extends object>(name: string, suite: TenancySuite<Ids>): void {
  describe(name, () => {
    let ctx: TenancyContext<Ids>;

    beforeAll(async () => {
      const t = await createTestApp(suite.env?.());
      const a = await buildTenant(t, `${name} A`);
      const b = await buildTenant(t, `${name} B`);
      ctx = { t, a, b, idsA: await suite.idsOf(t, a), idsB: await suite.idsOf(t, b) };
    });
    afterAll(() => ctx.t.close());

    // A fresh Idempotency-Key on every call: completing a sale requires one, the other calls accept it.
    const call = (route: RouteCase<Ids>, ids: Ids, token: string) =>
      ctx.t.call(route.method, route.url(ids), {
        token,
        body: route.body?.(ids),
        headers: { "idempotency-key": randomUUID() },
      });
    const rows = Object.entries(suite.routes);

    it.each(rows)("%s: another tenant's ids are refused", async (_name, route) => {
      const { a, idsA, idsB } = ctx;
      for (const key of idsUsedBy(route, idsA)) {
        const res = await call(route, { ...idsA, [key]: idsB[key] }, a.people.OWNER.token);
        expect(res.statusCode, `${String(key)} of B: ${res.body}`).toBe(suite.foreignStatus?.(route, key) ?? 404);
      }
    });

    it.each(rows)("%s: roles without the permission get 403", async (_name, route) => {
      for (const key of everyone.filter((k) => !route.allowed.includes(k))) {
        const res = await call(route, ctx.idsA, ctx.a.people[key].token);
        expect(res.statusCode, `${key}: ${res.body}`).toBe(403);
        expect(res.json().message).toBe("You do not have permission to do this");
      }
    });

    it.each(rows.filter(([rowName, r]) => r.method === "GET" && !suite.notReadable?.has(rowName)))(
      "%s: allowed roles can read",
      async (_name, route) => {
        for (const key of route.allowed) {
          const res = await call(route, ctx.idsA, ctx.a.people[key].token);
          expect(res.statusCode, `${key}: ${res.body}`).toBe(200);
        }
      },
    );

    suite.extra?.(() => ctx);
  });
}
