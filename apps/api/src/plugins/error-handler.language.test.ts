import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildShop, type Shop, shopUrl } from "../modules/sales/sales.test-helpers.ts";
import { createTestApp, type TestApp } from "../test/app.ts";

// Decision 0037: what the server says to a person is in their language: the account's choice, else the request's
// Accept-Language (the web app sends its own on every call), else English, word for word as before.
describe("refusals in the reader's language", () => {
  let t: TestApp;
  let shop: Shop;
  let owner: string;
  let url: (path: string) => string;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t, "Langue Co");
    owner = shop.tenant.people.OWNER.token;
    url = (path) => shopUrl(shop.tenant, path);
  });
  afterAll(() => t.close());

  const french = { "accept-language": "fr-CA,fr;q=0.9,en;q=0.8" };
  const call = (
    method: "GET" | "POST",
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; token?: string },
  ) => t.call(method, path, { token: options.token ?? owner, body: options.body, headers: options.headers });

  /** Two ounces pass the 30 g a sale of dried cannabis (as in sales.test.ts). */
  const overTheLimit = (token: string, headers: Record<string, string> = {}) =>
    t.call("POST", url("/sale/complete"), {
      token,
      headers: { "idempotency-key": randomUUID(), ...headers },
      body: {
        registerId: shop.registerId,
        drawerSessionId: shop.drawerSessionId,
        customerId: shop.customers.adult,
        lines: [{ productId: shop.products.ounce, quantity: 2 }],
        tenders: [{ type: "CASH", amountCents: 40_000 }],
      },
    });

  it("answers in English by default, word for word", async () => {
    const missing = await call("GET", url(`/rooms/${randomUUID()}`), {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      statusCode: 404,
      error: "Not Found",
      code: "not_found",
      message: "Room not found",
    });
    const taken = await call("POST", url("/rooms"), { body: { name: "Sales Floor", roomTypes: ["SALES_FLOOR"] } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: "fields_already_in_use",
      fields: ["name"],
      message: "The name is already in use. Please try again.",
    });
    const invalid = await call("POST", url("/rooms"), { body: { roomTypes: ["SALES_FLOOR"] } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: "validation_failed", message: ["name is required"] });
    const twice = await call("POST", url("/drawer-session"), {
      body: { registerId: shop.registerId, openingFloatCents: 100 },
    });
    expect(twice.json()).toMatchObject({ code: "conflict", message: "A drawer is already open on Front 1." });
    const over = await overTheLimit(shop.tenant.people.CASHIER.token);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      code: "purchase_limit_exceeded",
      message: "This sale passes the purchase limit for Dried cannabis equivalent (30 g a sale) by 26 g.",
    });
  });

  it("answers in Canadian French when the request asks for it, with the same body shape", async () => {
    const missing = await call("GET", url(`/rooms/${randomUUID()}`), { headers: french });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      statusCode: 404,
      error: "Not Found",
      code: "not_found",
      message: "Salle introuvable",
    });
    const taken = await call("POST", url("/rooms"), {
      body: { name: "Sales Floor", roomTypes: ["SALES_FLOOR"] },
      headers: french,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: "fields_already_in_use",
      fields: ["name"],
      message: "Le champ name est déjà utilisé. Veuillez réessayer.",
    });
    const invalid = await call("POST", url("/rooms"), {
      body: { name: "x".repeat(500), roomTypes: ["SALES_FLOOR", "NOWHERE"] },
      headers: french,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe("validation_failed");
    expect(invalid.json().message).toEqual(
      expect.arrayContaining([expect.stringMatching(/^name doit compter au plus \d+ caractères$/)]),
    );
    const over = await overTheLimit(shop.tenant.people.CASHIER.token, french);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      code: "purchase_limit_exceeded",
      bucketId: "dried-equivalent",
      message: "Cette vente dépasse la limite d’achat pour Dried cannabis equivalent (30 g par vente) de 26 g.",
    });
    const route = await call("GET", "/api/nowhere", { headers: french });
    expect(route.json()).toMatchObject({ code: "not_found", message: "Route GET /api/nowhere introuvable" });
  });

  it("answers a French account in French whatever the browser asks", async () => {
    const manager = shop.tenant.people.MANAGER.token;
    const chosen = await t.call("PATCH", "/api/auth/me", { token: manager, body: { language: "fr-CA" } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const english = { "accept-language": "en-US,en;q=0.9" };
    const missing = await call("GET", url(`/rooms/${randomUUID()}`), { token: manager, headers: english });
    expect(missing.json().message).toBe("Salle introuvable");
    const invalid = await call("POST", url("/rooms"), { token: manager, body: {}, headers: english });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain("name est obligatoire");
    const over = await overTheLimit(manager, english);
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(
      "Cette vente dépasse la limite d’achat pour Dried cannabis equivalent (30 g par vente) de 26 g.",
    );
    const twice = await call("POST", url("/drawer-session"), {
      token: manager,
      headers: english,
      body: { registerId: shop.registerId, openingFloatCents: 100 },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: "conflict", message: "Un tiroir-caisse est déjà ouvert sur Front 1." });
  });
});
