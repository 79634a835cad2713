import type { Receipt, Sale } from "@verdant/shared/sales";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { lastMessageTo } from "../auth/auth.test-helpers.ts";
import { buildShop, type Shop, shopUrl, soldOk } from "./sales.test-helpers.ts";

// Decision 0034: a location sets its receipts' language; the printed receipt's data and the e-mailed text speak
// it, with money and dates for its locale ("12,34 $", "24 nov. 2026"), whoever prints or sends it.
describe("sales: the receipt's language", () => {
  let t: TestApp;
  let shop: Shop;
  let url: (path: string) => string;
  let owner: string;
  let sale: Sale;
  const locationUrl = () => `/api/organization/${shop.tenant.organizationId}/location/${shop.tenant.locationId}`;
  const patchLocation = (body: Record<string, unknown>) => t.call("PATCH", locationUrl(), { token: owner, body });

  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t, "Reçus Co");
    url = (path) => shopUrl(shop.tenant, path);
    owner = shop.tenant.people.OWNER.token;
    sale = await soldOk(t, shop, {
      lines: [{ productId: shop.products.preRoll, quantity: 2 }],
      tenders: [{ type: "CASH", amountCents: 10_000 }],
    });
    await t.database.db.execute(sql`update sales set completed_at = '2026-11-24T23:30:00Z' where id = ${sale.id}`);
  });
  afterAll(async () => t.close());

  it("is English until the owner chooses; keeps Canadian French; refuses a language Verdant does not speak", async () => {
    const before = await t.call("GET", locationUrl(), { token: owner });
    expect(before.json().receiptLanguage).toBe("en");
    const bad = await patchLocation({ receiptLanguage: "fr-FR" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "validation_failed" });
    expect(bad.json().message.join(" ")).toContain("language must be one of en, fr-CA");
    const res = await patchLocation({ receiptLanguage: "fr-CA", gstHstNumber: "123456789 RT0001" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().receiptLanguage).toBe("fr-CA");
  });

  it("answers the print page's receipt in French: its language, the numbers labelled in French", async () => {
    const res = await t.call("GET", url(`/sale/${sale.id}/receipt`), { token: owner });
    expect(res.statusCode, res.body).toBe(200);
    const receipt = res.json() as Receipt;
    expect(receipt.store.language).toBe("fr-CA");
    expect(receipt.store.registrations).toContainEqual({ label: "Nº de TPS/TVH", number: "123456789 RT0001" });
  });

  it("e-mails the receipt in French, money and date as Quebec writes them, the cashier's own language aside", async () => {
    const res = await t.call("POST", url(`/sale/${sale.id}/receipt/send`), {
      token: owner,
      body: { email: "client@example.test" },
      headers: { "accept-language": "en-US" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const message = (await lastMessageTo(t, "client@example.test"))!;
    const store = (await t.call("GET", locationUrl(), { token: owner })).json().name;
    expect(message.subject).toBe(`Votre reçu nº ${sale.receiptNumber} de ${store}`);
    expect(message.body).toContain(`Reçu nº ${sale.receiptNumber} · 24 nov. 2026`);
    expect(message.body).toContain("Sous-total  ");
    expect(message.body).toContain("Comptant  100,00\u00a0$");
    expect(message.body).toMatch(/TPS 5\u00a0% sur \d+,\d\d\u00a0\$ {2}\d+,\d\d\u00a0\$/);
    expect(message.body).toContain("Nº de TPS/TVH 123456789 RT0001");
    expect(message.body).not.toMatch(/Subtotal|Receipt #/);
  });

  it("goes back to English: the same receipt reads as before", async () => {
    await patchLocation({ receiptLanguage: "en" });
    await t.call("POST", url(`/sale/${sale.id}/receipt/send`), {
      token: owner,
      body: { email: "client@example.test" },
      headers: { "accept-language": "fr-CA" },
    });
    const message = (await lastMessageTo(t, "client@example.test"))!;
    expect(message.subject).toMatch(new RegExp(`^Your receipt #${sale.receiptNumber} from `));
    expect(message.body).toMatch(/Subtotal {2}\$\d+\.\d\d/);
    expect(message.body).toContain("GST/HST no. 123456789 RT0001");
  });
});
