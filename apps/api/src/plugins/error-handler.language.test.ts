import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildShop, type Shop, shopUrl } from "../modules/sales/sales.test-helpers.ts";
import { createTestApp, type TestApp } from "../test/app.ts";

// Decision 0037: what the server says to a person is in their language: the account's choice, else the request's
// Accept-Language (the web app sends its own on every call), else English, word for word as before. The body's
// shape stays that of api-conventions.md whatever the language.
describe("refusals in the reader's language", () => {
  let t: TestApp;
  let shop: Shop;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t, "Langue Co");
  });
  afterAll(() => t.close());

  /** The same five refusals, asked by `token` with `headers`: their bodies, keyed by what they are. */
  async function refusals(token: string, headers: Record<string, string> = {}) {
    const url = (path: string) => shopUrl(shop.tenant, path);
    const send = (method: "GET" | "POST", path: string, body?: unknown, extra: Record<string, string> = {}) =>
      t.call(method, path, { token, body, headers: { ...headers, ...extra } });
    const answers = {
      notFound: await send("GET", url(`/rooms/${randomUUID()}`)),
      fieldsInUse: await send("POST", url("/rooms"), { name: "Sales Floor", roomTypes: ["SALES_FLOOR"] }),
      validation: await send("POST", url("/rooms"), { roomTypes: ["SALES_FLOOR"] }),
      conflict: await send("POST", url("/drawer-session"), { registerId: shop.registerId, openingFloatCents: 100 }),
      // Two ounces pass the 30 g a sale of dried cannabis (as in sales.test.ts).
      purchaseLimit: await send(
        "POST",
        url("/sale/complete"),
        {
          registerId: shop.registerId,
          drawerSessionId: shop.drawerSessionId,
          customerId: shop.customers.adult,
          lines: [{ productId: shop.products.ounce, quantity: 2 }],
          tenders: [{ type: "CASH", amountCents: 40_000 }],
        },
        { "idempotency-key": randomUUID() },
      ),
      route: await send("GET", "/api/nowhere"),
    };
    return Object.fromEntries(Object.entries(answers).map(([what, res]) => [what, res.json()]));
  }

  const shapes = (messages: Record<string, string | string[]>) => ({
    notFound: { statusCode: 404, error: "Not Found", code: "not_found", message: messages.notFound },
    fieldsInUse: { statusCode: 409, code: "fields_already_in_use", fields: ["name"], message: messages.fieldsInUse },
    validation: { statusCode: 400, code: "validation_failed", message: messages.validation },
    conflict: { statusCode: 409, code: "conflict", message: messages.conflict },
    purchaseLimit: {
      statusCode: 422,
      code: "purchase_limit_exceeded",
      bucketId: "dried-equivalent",
      message: messages.purchaseLimit,
    },
    route: { statusCode: 404, code: "not_found", message: messages.route },
  });
  const english = shapes({
    notFound: "Room not found",
    fieldsInUse: "The name is already in use. Please try again.",
    validation: ["name is required"],
    conflict: "A drawer is already open on Front 1.",
    purchaseLimit: "This sale passes the purchase limit for Dried cannabis equivalent (30 g a sale) by 26 g.",
    route: "Route GET /api/nowhere not found",
  });
  const french = shapes({
    notFound: "Salle introuvable",
    fieldsInUse: "Le champ name est déjà utilisé. Veuillez réessayer.",
    validation: ["name est obligatoire"],
    conflict: "Un tiroir-caisse est déjà ouvert sur Front 1.",
    purchaseLimit: "Cette vente dépasse la limite d’achat pour Dried cannabis equivalent (30 g par vente) de 26 g.",
    route: "Route GET /api/nowhere introuvable",
  });

  it("answers in English by default, word for word", async () => {
    const answers = await refusals(shop.tenant.people.MANAGER.token);
    expect(answers).toMatchObject(english);
    expect(answers.notFound).toEqual(english.notFound);
    expect(await refusals(shop.tenant.people.OWNER.token, { "accept-language": "de-DE" })).toMatchObject(english);
  });

  it("answers in Canadian French when the request asks for it, with the same body shape", async () => {
    const answers = await refusals(shop.tenant.people.MANAGER.token, { "accept-language": "fr-CA,fr;q=0.9,en;q=0.8" });
    expect(answers).toMatchObject(french);
    expect(answers.notFound).toEqual(french.notFound);
  });

  it("answers a French account in French whatever the browser asks", async () => {
    const token = shop.tenant.people.OWNER.token;
    const chosen = await t.call("PATCH", "/api/auth/me", { token, body: { language: "fr-CA" } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(await refusals(token, { "accept-language": "en-US,en;q=0.9" })).toMatchObject(french);
  });

  it("says a bulk result's refusals in the reader's language: the answer is 200, each item's sentence is theirs", async () => {
    const unknown = randomUUID();
    const bulkDelete = (headers: Record<string, string>) =>
      t.call("DELETE", "/api/customer/bulk", {
        token: shop.tenant.people.MANAGER.token,
        body: { locationId: shop.tenant.locationId, customerIds: [unknown] },
        headers,
      });
    const inEnglish = await bulkDelete({});
    expect(inEnglish.statusCode, inEnglish.body).toBe(200);
    expect(inEnglish.json()).toEqual({
      successCount: 0,
      failureCount: 1,
      failures: [{ id: unknown, message: "Customer not found" }],
    });
    const inFrench = await bulkDelete({ "accept-language": "fr-CA" });
    expect(inFrench.json().failures).toEqual([{ id: unknown, message: "Client introuvable" }]);
  });

  it("says a zod sentence of the shared schemas in French, naming the API's field", async () => {
    const res = await t.call("POST", shopUrl(shop.tenant, "/rooms"), {
      token: shop.tenant.people.MANAGER.token,
      body: { name: "x".repeat(500), roomTypes: ["SALES_FLOOR"] },
      headers: { "accept-language": "fr-CA" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual([expect.stringMatching(/^name doit compter au plus \d+ caractères$/)]);
  });
});
