import type { RefundPreview } from "@verdant/shared/overrides";
import type { Receipt, Sale } from "@verdant/shared/sales";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { lastMessageTo } from "../auth/auth.test-helpers.ts";
import { buildShop, type Shop, shopUrl, soldOk } from "./sales.test-helpers.ts";

// Decision 0024: what the receipt prints about the business (legal name, tax numbers, return policy), the customer's
// contact for sending it, one time source (the store's zone), tax per rate; and where a refund's money may go.
describe("sales: receipt settings and the refund's tender", () => {
  let t: TestApp;
  let shop: Shop;
  let url: (path: string) => string;
  let owner: string;
  let manager: string;
  let sale: Sale;
  const locationUrl = () => `/api/organization/${shop.tenant.organizationId}/location/${shop.tenant.locationId}`;
  const patchLocation = (body: Record<string, unknown>) => t.call("PATCH", locationUrl(), { token: owner, body });

  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t, "Receipts Co");
    url = (path) => shopUrl(shop.tenant, path);
    owner = shop.tenant.people.OWNER.token;
    manager = shop.tenant.people.MANAGER.token;
    const customer = await t.call("POST", "/api/customer", {
      token: owner,
      body: {
        locationId: shop.tenant.locationId,
        firstName: "Avery",
        lastName: "Mailer",
        dateOfBirth: "1990-04-20",
        type: "RECREATIONAL",
        email: "avery@example.test",
      },
    });
    expect(customer.statusCode, customer.body).toBe(201);
    sale = await soldOk(t, shop, {
      customerId: customer.json().id,
      lines: [{ productId: shop.products.preRoll, quantity: 2 }],
      tenders: [
        { type: "CREDIT", amountCents: 1000 },
        { type: "CASH", amountCents: 5000 },
      ],
    });
    // 23:30 UTC on 24 November is 15:30 the same day in Vancouver, not the next day as a UTC clock would print it.
    await t.database.db.execute(sql`update sales set completed_at = '2026-11-24T23:30:00Z' where id = ${sale.id}`);
  });
  afterAll(async () => t.close());

  it("keeps the receipt settings on the location; refuses a malformed GST/HST number; clears with empty text", async () => {
    const bad = await patchLocation({ gstHstNumber: "12345" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message.join(" ")).toContain("gstHstNumber must look like 123456789 RT0001");
    const res = await patchLocation({
      legalName: "Receipts Cannabis Ltd.",
      gstHstNumber: "123456789 rt0001",
      licenseNumber: "RCS-0042",
      sellersPermit: "",
      returnPolicy: "Unopened products within 14 days with this receipt.",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      legalName: "Receipts Cannabis Ltd.",
      gstHstNumber: "123456789 RT0001",
      sellersPermit: null,
      cardRefundsInCash: false,
    });
  });

  it("prints the legal name, the numbers Canada asks for, the return policy, the customer's e-mail, tax per rate", async () => {
    const res = await t.call("GET", url(`/sale/${sale.id}/receipt`), { token: manager });
    expect(res.statusCode, res.body).toBe(200);
    const receipt = res.json() as Receipt;
    expect(receipt.store).toMatchObject({
      legalName: "Receipts Cannabis Ltd.",
      registrations: [
        { label: "GST/HST no.", number: "123456789 RT0001" },
        { label: "Retail licence no.", number: "RCS-0042" },
      ],
      returnPolicy: "Unopened products within 14 days with this receipt.",
    });
    expect(receipt.contact).toEqual({ email: "avery@example.test", phone: null });
    const gst = receipt.sale.taxes.find((x) => x.name === "GST")!;
    expect(gst.baseCents).toBeGreaterThan(0);
  });

  it("sends the same receipt: legal name, numbers, policy, the store's local time, tax per rate with its base", async () => {
    const res = await t.call("POST", url(`/sale/${sale.id}/receipt/send`), {
      token: manager,
      body: { email: "avery@example.test" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = (await lastMessageTo(t, "avery@example.test"))!.body;
    expect(body).toContain("Receipts Cannabis Ltd.");
    expect(body).toContain("GST/HST no. 123456789 RT0001");
    expect(body).toContain("Returns: Unopened products within 14 days with this receipt.");
    expect(body).toMatch(/Nov\.? 24, 2026, 3:30/);
    expect(body).toMatch(/GST 5% on \$\d+\.\d\d {2}\$\d+\.\d\d/);
  });

  it("shows a US store's seller's permit and license number, never a GST/HST number", async () => {
    await patchLocation({ country: "US", sellersPermit: "SR-EAA-123", gstHstNumber: null });
    const res = await t.call("GET", url(`/sale/${sale.id}/receipt`), { token: manager });
    expect((res.json() as Receipt).store.registrations).toEqual([
      { label: "Seller's permit no.", number: "SR-EAA-123" },
      { label: "License no.", number: "RCS-0042" },
    ]);
    await patchLocation({ country: "CA" });
  });

  const preview = async () => {
    const res = await t.call("POST", url(`/sale/${sale.id}/refund/preview`), { token: manager, body: {} });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as RefundPreview;
  };
  const refund = (refundTo: string, key: string) =>
    t.call("POST", url(`/sale/${sale.id}/refund`), {
      token: manager,
      headers: { "idempotency-key": key },
      body: {
        drawerSessionId: shop.drawerSessionId,
        reason: "Changed mind",
        disposition: "WRITE_OFF",
        refundTo,
        lines: [{ saleLineId: sale.lines[0]!.id, quantity: 1 }],
      },
    });

  it("offers the card back only, unless the store lets card sales be refunded in cash; says which dispositions", async () => {
    const before = await preview();
    expect(before.refundTo.map((c) => c.choice)).toEqual(["ORIGINAL"]);
    expect(before.refundTo[0]!.tenders[0]).toMatchObject({ type: "CREDIT", amountCents: 1000 });
    expect(before.dispositions).toEqual(["RESTOCK", "QUARANTINE", "DESTROY"]);
    const refused = await refund("CASH", "cash-refused");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("refunds card payments to the card");
    const wrong = await refund("STORE_CREDIT", "cash-wrong");
    expect(wrong.statusCode).toBe(400);

    expect((await patchLocation({ cardRefundsInCash: true })).statusCode).toBe(200);
    const after = await preview();
    expect(after.refundTo.map((c) => c.choice)).toEqual(["ORIGINAL", "CASH"]);
    expect(after.refundTo[1]!.tenders.map((x) => x.type)).toEqual(["CASH"]);
    const res = await refund("CASH", "cash-ok");
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json() as Sale;
    // All in cash, rounded to the nickel as Canada's cash is.
    const [back] = done.refunds[0]!.tenders;
    expect(done.refunds[0]!.tenders).toHaveLength(1);
    expect(back!.type).toBe("CASH");
    expect(back!.amountCents % 5).toBe(0);
    expect(Math.abs(back!.amountCents - done.refunds[0]!.totalCents)).toBeLessThanOrEqual(2);
  });

  it("lists only the preset's dispositions where the law forbids reselling returns (California)", async () => {
    await t.database.db.execute(
      sql`update locations set jurisdiction = 'US-CA-SACRAMENTO' where id = ${shop.tenant.locationId}`,
    );
    const rules = await preview();
    expect(rules.dispositions).not.toContain("RESTOCK");
    expect(rules.dispositions).toContain("DESTROY");
    expect(rules.dispositionSource).toMatch(/15410/);
  });
});
