// Several API processes on one PostgreSQL (API_PROCESSES, or machines behind a load balancer): each process here has
// its own pool, caches and per-session budgets, and shares only the database. Sessions, idempotency keys and the
// sign-in rate limits hold across them; uploads do too (lib/storage/files.test.ts).
import { randomUUID } from "node:crypto";
import { DEV_API_KEY } from "@verdant/shared";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { openFileStorage } from "../lib/storage/open-storage.ts";
import { buildShop, type Shop, shopUrl } from "../modules/sales/sales.test-helpers.ts";
import { createTestApp, type TestApp } from "./app.ts";

/** A second API process on the first one's database: its own pool, storage, caches and token buckets. */
async function secondProcess(first: TestApp, env: Record<string, string> = {}) {
  const database: Database = await openDatabase({ engine: "postgres", url: first.databaseUrl!, poolSize: 5 });
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "/tmp/verdant-test-b", ...env });
  const app: FastifyInstance = await buildApp({ config, database, storage: await openFileStorage(config, database) });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const onPostgres = process.env.TEST_DB === "postgres";

describe.runIf(onPostgres)("two API processes on one PostgreSQL", () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof secondProcess>>;
  let shop: Shop;
  beforeAll(async () => {
    a = await createTestApp({ AUTH_CACHE_MS: "0" });
    b = await secondProcess(a, { RATE_LIMIT: "false", AUTH_CACHE_MS: "0" });
    shop = await buildShop(a, "Two Process Co");
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const sell = (app: FastifyInstance, key: string) =>
    app.inject({
      method: "POST",
      url: shopUrl(shop.tenant, "/sale/complete"),
      headers: {
        "api-key": DEV_API_KEY,
        authorization: `Bearer ${shop.tenant.people.CASHIER.token}`,
        "idempotency-key": key,
      },
      payload: {
        registerId: shop.registerId,
        drawerSessionId: shop.drawerSessionId,
        customerId: shop.customers.adult,
        lines: [{ productId: shop.products.preRoll, quantity: 1 }],
        tenders: [{ type: "CASH", amountCents: 5_000 }],
      },
    });

  it("knows a session made by the other process, and forgets it when signed out there", async () => {
    const me = (app: FastifyInstance, token: string) =>
      app.inject({
        method: "GET",
        url: "/api/auth/me",
        headers: { "api-key": DEV_API_KEY, authorization: `Bearer ${token}` },
      });
    const token = shop.tenant.people.MANAGER.token;
    expect((await me(b.app, token)).statusCode).toBe(200);
    const out = await a.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { "api-key": DEV_API_KEY, authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await me(b.app, token)).statusCode).toBe(401);
  });

  it("answers a sale's key retried at the other process with the same sale, recorded once", async () => {
    const key = randomUUID();
    const first = await sell(a.app, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await sell(b.app, key);
    expect(again.json().id).toBe(first.json().id);
    const key2 = randomUUID();
    const [both1, both2] = await Promise.all([sell(a.app, key2), sell(b.app, key2)]);
    expect(both1.statusCode, both1.body).toBe(201);
    expect(both1.json().id).toBe(both2.json().id);
    const result = await a.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sales where id in (${first.json().id}, ${both1.json().id})`,
    );
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
  });
});

describe.runIf(onPostgres)("kept catalog pages across processes", () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof secondProcess>>;
  let shop: Shop;
  beforeAll(async () => {
    a = await createTestApp();
    b = await secondProcess(a, { RATE_LIMIT: "false" });
    shop = await buildShop(a, "Kept Pages Co");
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("shows a rename made at one process on the other's kept page once its notice arrives", async () => {
    const token = shop.tenant.people.MANAGER.token;
    const headers = { "api-key": DEV_API_KEY, authorization: `Bearer ${token}` };
    const page = async () =>
      (await b.app.inject({ method: "GET", url: shopUrl(shop.tenant, "/product"), headers })).json() as {
        data: { id: string; name: string }[];
      };
    const before = await page();
    expect(await page()).toEqual(before);
    const id = before.data[0]!.id;
    const renamed = await a.app.inject({
      method: "PATCH",
      url: shopUrl(shop.tenant, `/product/${id}`),
      headers,
      payload: { name: "A Rename From Process A" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await b.app.versionNotices.sync(a.database);
    expect((await page()).data.find((p) => p.id === id)).toMatchObject({ name: "A Rename From Process A" });
  });
});

describe.runIf(onPostgres)("sign-in rate limits across processes", () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof secondProcess>>;
  const limits = { RATE_LIMIT: "true", RATE_LIMIT_AUTH_MAX: "4" };
  beforeAll(async () => {
    a = await createTestApp(limits);
    b = await secondProcess(a, limits);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("counts one address's sign-in attempts at both processes against one budget", async () => {
    const attempt = (app: FastifyInstance) =>
      app.inject({
        method: "POST",
        url: "/api/auth/sign-in/password",
        remoteAddress: "203.0.113.9",
        headers: { "api-key": DEV_API_KEY },
        payload: { identifier: `nobody-${randomUUID()}@example.com`, password: "not-the-password" },
      });
    const answers = [];
    for (const app of [a.app, b.app, a.app, b.app, a.app, b.app]) answers.push((await attempt(app)).statusCode);
    expect(answers.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(answers.slice(4)).toEqual([429, 429]);
  });
});
