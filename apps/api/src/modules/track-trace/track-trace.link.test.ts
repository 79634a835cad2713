import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildLinkedShop, type LinkedShop, report, simulatorEnv, startSimulator } from "../../test/metrc.fixtures.ts";
import { completeSale, shopUrl, soldOk } from "../sales/sales.test-helpers.ts";
import type { MetrcSimulator } from "./metrc.simulator.ts";
import { assertTrackTraceReady, saveLink } from "./track-trace.links.ts";
import { openSecret } from "./track-trace.secrets.ts";

describe("track-trace: linking a location", () => {
  let t: TestApp;
  let sim: MetrcSimulator;
  let shop: LinkedShop;
  beforeAll(async () => {
    sim = await startSimulator();
    t = await createTestApp(simulatorEnv(sim));
    shop = await buildLinkedShop(t, sim, "Link Co");
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  it("answers the link without the key, and stores the key sealed under the server key", async () => {
    const res = await t.call("GET", shop.url(), { token: shop.tenant.people.MANAGER.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().link).toMatchObject({
      system: "METRC",
      state: "CA",
      licenseNumber: shop.license,
      hasUserKey: true,
    });
    expect(res.body).not.toContain(shop.userKey);
    const { rows } = (await t.database.db.execute(sql`select user_key_cipher from track_trace_links`)) as unknown as {
      rows: { user_key_cipher: string }[];
    };
    expect(rows[0]!.user_key_cipher).not.toContain(shop.userKey);
    expect(openSecret(t.config.trackTrace.secretKey, rows[0]!.user_key_cipher)).toBe(shop.userKey);
  });

  it("lets only OWNER and ADMIN set the link; bad input gets one sentence per problem", async () => {
    const body = { state: "CA", licenseNumber: shop.license, userKey: "x" };
    const manager = await t.call("PUT", shop.url("/link"), { token: shop.tenant.people.MANAGER.token, body });
    expect(manager.statusCode).toBe(403);
    const bad = await t.call("PUT", shop.url("/link"), {
      token: shop.tenant.people.OWNER.token,
      body: { state: "ZZ", licenseNumber: " " },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(
      expect.arrayContaining([expect.stringMatching(/^state must be one of/), "licenseNumber is required"]),
    );
  });

  it("tests the stored keys against Metrc: a good key connects, a wrong one says why", async () => {
    const owner = shop.tenant.people.OWNER.token;
    const ok = await t.call("POST", shop.url("/link/test"), { token: owner });
    expect(ok.json()).toEqual({ ok: true, message: `Connected to Metrc as Link Co Dispensary (${shop.license})` });
    await t.call("PUT", shop.url("/link"), {
      token: owner,
      body: { state: "CA", licenseNumber: shop.license, userKey: "not-a-real-key" },
    });
    const refused = await t.call("POST", shop.url("/link/test"), { token: owner });
    expect(refused.json()).toEqual({ ok: false, message: "Authorization has been denied for this request." });
    // Changing only the license keeps the stored key.
    await t.call("PUT", shop.url("/link"), {
      token: owner,
      body: { state: "CA", licenseNumber: shop.license, userKey: shop.userKey },
    });
    await t.call("PUT", shop.url("/link"), { token: owner, body: { state: "CA", licenseNumber: shop.license } });
    expect((await t.call("POST", shop.url("/link/test"), { token: owner })).json().ok).toBe(true);
  });

  it("refuses to sell, adjust or move an untagged lot at a linked location, and says why", async () => {
    const short = await completeSale(t, shop, {
      lines: [{ productId: shop.products.gummies, quantity: 1 }],
      tenders: [{ type: "CASH", amountCents: 5000 }],
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().code).toBe("insufficient_stock");
    // The register's search leaves the untagged lot out of what it offers, as the sale does.
    const offered = async () =>
      (
        await t.call("GET", shopUrl(shop.tenant, `/register/${shop.registerId}/products`), {
          token: shop.tenant.people.CASHIER.token,
          query: { search: "sour gummies" },
        })
      ).json().data as { id: string }[];
    expect(await offered()).toEqual([]);
    const { rows } = (await t.database.db.execute(
      sql`select id from inventory_items where product_id = ${shop.products.gummies}`,
    )) as unknown as { rows: { id: string }[] };
    const lotUrl = `/api/organization/${shop.tenant.organizationId}/location/${shop.tenant.locationId}/inventory/${rows[0]!.id}`;
    const adjust = await t.call("PATCH", `${lotUrl}/adjust-quantity`, {
      token: shop.tenant.people.MANAGER.token,
      body: { type: "INCREMENTAL", quantity: -1, reason: "ADJUSTMENT" },
    });
    expect(adjust.statusCode, adjust.body).toBe(409);
    expect(adjust.json()).toMatchObject({
      code: "package_tag_required",
      message: expect.stringContaining("state package tag"),
    });
    // The lot's page counts it out of what the store can sell, as the register does; once tagged it sells.
    const manager = { token: shop.tenant.people.MANAGER.token };
    expect((await t.call("GET", lotUrl, manager)).json()).toMatchObject({ packageTag: null, productQuantity: 0 });
    const tagged = await t.call("PATCH", lotUrl, { ...manager, body: { packageTag: "1A4060300000000000000099" } });
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect(tagged.json().productQuantity).toBeGreaterThan(0);
    expect((await offered()).map((p) => p.id)).toEqual([shop.products.gummies]);
    await t.database.db.execute(sql`update inventory_items set package_tag = null where id = ${rows[0]!.id}`);
    // A tagged lot sells as before.
    await soldOk(t, shop, {
      lines: [{ productId: shop.products.preRoll, quantity: 1 }],
      tenders: [{ type: "CASH", amountCents: 5000 }],
    });
  });

  it("without TRACK_TRACE_KEY (production) a link cannot be saved and the server refuses to start while one exists", async () => {
    const production = { ...t.config, trackTrace: { ...t.config.trackTrace, secretKey: undefined } };
    await expect(assertTrackTraceReady(t.database.db, production)).rejects.toThrow(/TRACK_TRACE_KEY/);
    await expect(assertTrackTraceReady(t.database.db, t.config)).resolves.toBeUndefined();
    const scope = { organizationId: shop.tenant.organizationId, locationId: shop.tenant.locationId };
    await expect(
      saveLink(t.database.db, production.trackTrace, scope, { state: "CA", licenseNumber: shop.license, userKey: "k" }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(() => loadConfig({ NODE_ENV: "production", API_KEYS: "k", TRACK_TRACE_KEY: "short" })).toThrow(
      /TRACK_TRACE_KEY/,
    );
    expect(loadConfig({ NODE_ENV: "production", API_KEYS: "k" }).trackTrace).toMatchObject({
      secretKey: undefined,
      vendorKey: undefined,
      simulator: false,
    });
  });

  it("unlinking stops reporting; the link row goes, the sales stay", async () => {
    const owner = shop.tenant.people.OWNER.token;
    const removed = await t.call("DELETE", shop.url("/link"), { token: owner });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.call("GET", shop.url(), { token: owner })).json()).toMatchObject({
      link: null,
      status: { linked: false },
    });
    expect((await t.call("DELETE", shop.url("/link"), { token: owner })).statusCode).toBe(404);
    expect(await report(t)).toBe(0);
  });
});

describe("track-trace: a location not linked behaves as before", () => {
  let t: TestApp;
  let sim: MetrcSimulator;
  beforeAll(async () => {
    sim = await startSimulator();
    t = await createTestApp(simulatorEnv(sim));
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  it("sells untagged lots, adjusts them, and enqueues nothing", async () => {
    const { buildShop } = await import("../sales/sales.test-helpers.ts");
    const shop = await buildShop(t, "Unlinked Co");
    const sale = await soldOk(t, shop, {
      lines: [{ productId: shop.products.gummies, quantity: 2 }],
      tenders: [{ type: "CASH", amountCents: 5000 }],
    });
    expect(sale.status).toBe("COMPLETED");
    const void_ = await t.call(
      "POST",
      `/api/organization/${shop.tenant.organizationId}/location/${shop.tenant.locationId}/sale/${sale.id}/void`,
      {
        token: shop.tenant.people.MANAGER.token,
        body: { reason: "test" },
      },
    );
    expect(void_.statusCode, void_.body).toBe(200);
    await report(t);
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as n from track_trace_events`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(rows[0]!.n).toBe(0);
    expect(sim.requests).toEqual([]);
  });
});
