// Errors that are the caller's (decision 0017): the framework's own answers carry a code, constraint failures name
// what blocks, NUL and oversized text stop at validation, values the schemas accept fit the database, and a lot
// with history is archived (its sales can still be voided and refunded with restock).
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../db/schema/index.ts";
import { buildInventoryFixtures } from "../modules/inventory/inventory.test-helpers.ts";
import { buildShop, type Shop, shopUrl, soldOk, stock } from "../modules/sales/sales.test-helpers.ts";
import { createTestApp, type TestApp } from "./app.ts";

describe("errors that are the caller's", () => {
  let t: TestApp;
  let shop: Shop;
  let owner: string;
  let url: (path: string) => string;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t, "Errors Co");
    owner = shop.tenant.people.OWNER.token;
    url = (path) => shopUrl(shop.tenant, path);
  });
  afterAll(() => t.close());

  const raw = (method: "POST" | "PATCH", path: string, payload: string, contentType = "application/json") =>
    t.app.inject({
      method,
      url: path,
      payload,
      headers: { "api-key": t.config.apiKeys[0]!, authorization: `Bearer ${owner}`, "content-type": contentType },
    });

  it("gives the framework's own errors a code: bad JSON, unsupported media type, body too large, no route", async () => {
    const badJson = await raw("POST", "/api/customer", "{not json");
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ statusCode: 400, error: "Bad Request", code: "bad_request" });
    const media = await raw("POST", "/api/customer", "name=x", "text/csv");
    expect(media.statusCode).toBe(415);
    expect(media.json()).toMatchObject({ code: "unsupported_media_type" });
    const large = await raw("POST", "/api/customer", JSON.stringify({ firstName: "x".repeat(3 * 1024 * 1024) }));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: "payload_too_large" });
    expect((await t.call("GET", "/api/no-such-route")).json()).toMatchObject({ code: "not_found" });
  });

  it("refuses NUL characters at validation, naming the field, and a 1 MB sign-in identifier", async () => {
    const nul = await t.call("POST", url("/rooms"), { token: owner, body: { name: "Back\u0000room" } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: "validation_failed", message: ["name must not contain a NUL character"] });
    const inQuery = await t.call("GET", url("/rooms?name=a%00b"), { token: owner });
    expect(inQuery.statusCode).toBe(400);
    const huge = await t.call("POST", "/api/auth/sign-in/password", {
      body: { identifier: "a".repeat(1024 * 1024), password: "whatever-long" },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().code).toBe("validation_failed");
  });

  it("answers 409 naming what blocks: a customer with sales, a room holding lots; bulk deletes do the rest", async () => {
    await soldOk(t, shop, {
      lines: [{ productId: shop.products.preRoll, quantity: 1 }],
      tenders: [{ type: "CASH", amountCents: 5000 }],
    });
    const customer = `/api/customer/${shop.customers.adult}?locationId=${shop.tenant.locationId}`;
    const blocked = await t.call("DELETE", customer, { token: owner });
    expect(blocked.statusCode, blocked.body).toBe(409);
    expect(blocked.json()).toMatchObject({ code: "in_use", message: expect.stringContaining("sales") });
    const bulk = await t.call("DELETE", "/api/customer/bulk", {
      token: owner,
      body: { locationId: shop.tenant.locationId, customerIds: [shop.customers.adult, shop.customers.expiredCard] },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json()).toMatchObject({ successCount: 1, failureCount: 1, failures: [{ id: shop.customers.adult }] });
    expect(bulk.json().failures[0].message).toContain("sales");
    const room = await t.call("DELETE", url(`/rooms/${shop.salesFloorId}`), { token: owner });
    expect(room.statusCode, room.body).toBe(409);
    expect(room.json()).toMatchObject({ code: "in_use", message: "This room is still used by inventory lots" });
  });

  it("keeps every total exact at the schemas' maxima, and refuses what one line or lot cannot hold", async () => {
    const ro = await t.call("POST", url("/receive-orders"), { token: owner, body: {} });
    expect(ro.statusCode, ro.body).toBe(201);
    const line = {
      productId: shop.products.preRoll,
      quantity: 1_000_000_000,
      unitCostCents: 1_000,
      roomId: shop.salesFloorId,
    };
    for (let i = 0; i < 3; i++) {
      const added = await t.call("POST", url(`/receive-orders/${ro.json().id}/items`), { token: owner, body: line });
      expect(added.statusCode, added.body).toBe(201);
    }
    const list = await t.call("GET", url("/receive-orders"), { token: owner });
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json().data.find((o: { id: string }) => o.id === ro.json().id);
    expect(listed.totalCostCents).toBe(3_000_000_000_000);
    const tooCostly = await t.call("POST", url(`/receive-orders/${ro.json().id}/items`), {
      token: owner,
      body: { ...line, unitCostCents: 100_000_000 },
    });
    expect(tooCostly.statusCode).toBe(400);

    // A purchase-order line at the schema's maximum quantity: its total passes 32 bits and stays exact.
    const { purchaseOrderId, poItemId } = await buildInventoryFixtures(t, shop.tenant);
    const item = await t.call("PATCH", url(`/purchase-order/${purchaseOrderId}/items/${poItemId}`), {
      token: owner,
      body: { quantity: 1_000_000_000, unitCostCents: 1_000 },
    });
    expect(item.statusCode, item.body).toBe(200);
    const detail = await t.call("GET", url(`/purchase-order/${purchaseOrderId}`), { token: owner });
    expect(detail.json().subtotalCents).toBeGreaterThanOrEqual(1_000_000_000_000);

    const lotId = await stock(t, shop.tenant, shop.products.gummies, shop.salesFloorId, 1_000_000_000);
    const adjust = (quantity: number) =>
      t.call("PATCH", url(`/inventory/${lotId}/adjust-quantity`), {
        token: owner,
        headers: { "idempotency-key": randomUUID() },
        body: { type: "INCREMENTAL", quantity, reason: "ADJUSTMENT" },
      });
    const up = await adjust(1_000_000_000);
    expect(up.statusCode, up.body).toBe(200);
    const over = await adjust(1_000_000_000);
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json().message).toContain("holds at most 2147483647");
  });

  it("archives a deleted lot that has history; its sale can still be voided and refunded with restock", async () => {
    const scope = { organizationId: shop.tenant.organizationId, locationId: shop.tenant.locationId };
    const [preRoll] = await t.database.db.select().from(products).where(eq(products.id, shop.products.preRoll));
    const [single] = await t.database.db
      .insert(products)
      .values({
        ...scope,
        name: "Last Jar",
        sku: "LJ-1",
        priceCents: 900,
        netWeightMg: 100,
        categoryId: preRoll!.categoryId,
      })
      .returning();
    const lotId = await stock(t, shop.tenant, single!.id, shop.salesFloorId, 2);
    const first = await soldOk(t, shop, {
      lines: [{ productId: single!.id, quantity: 1 }],
      tenders: [{ type: "CASH", amountCents: 2000 }],
    });
    const second = await soldOk(t, shop, {
      lines: [{ productId: single!.id, quantity: 1 }],
      tenders: [{ type: "CASH", amountCents: 2000 }],
    });
    const removed = await t.call("DELETE", url(`/inventory/${lotId}`), { token: owner });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.call("GET", url(`/inventory/${lotId}`), { token: owner })).statusCode).toBe(404);
    const listed = await t.call("GET", url("/inventory"), { token: owner, query: { limit: "100" } });
    expect(listed.json().data.map((l: { id: string }) => l.id)).not.toContain(lotId);

    const voided = await t.call("POST", url(`/sale/${first.id}/void`), {
      token: owner,
      headers: { "idempotency-key": randomUUID() },
      body: { reason: "Rang up twice" },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const back = await t.call("GET", url(`/inventory/${lotId}`), { token: owner });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().quantity).toBe(1);

    await t.call("PATCH", url(`/inventory/${lotId}/adjust-quantity`), {
      token: owner,
      headers: { "idempotency-key": randomUUID() },
      body: { type: "ABSOLUTE", quantity: 0, reason: "ADJUSTMENT" },
    });
    expect((await t.call("DELETE", url(`/inventory/${lotId}`), { token: owner })).statusCode).toBe(200);
    const refunded = await t.call("POST", url(`/sale/${second.id}/refund`), {
      token: owner,
      headers: { "idempotency-key": randomUUID() },
      body: {
        drawerSessionId: shop.drawerSessionId,
        reason: "Changed mind",
        disposition: "RESTOCK",
        lines: [{ saleLineId: second.lines[0]!.id, quantity: 1 }],
      },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await t.call("GET", url(`/inventory/${lotId}`), { token: owner })).json().quantity).toBe(1);
  });
});
