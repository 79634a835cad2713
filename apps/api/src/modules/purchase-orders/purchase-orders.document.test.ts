// The purchase order as the vendor sees it: the document the printed page shows, and the e-mail to the vendor's
// contact address through the messaging delivery (the development outbox here), refused with the reason when it
// cannot be sent.
import type { PurchaseOrder } from "@verdant/shared/purchase-orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildTenant, type Tenant } from "../../test/tenancy.fixtures.ts";
import { buildCatalog, type Catalog, created, locationUrl } from "../inventory/inventory.test-helpers.ts";

describe("purchase orders: print and e-mail to the vendor", () => {
  let t: TestApp;
  let a: Tenant;
  let c: Catalog;
  let base: string;
  let token: string;

  const draft = async (poNumber: string) =>
    (
      await t.call("POST", base, { token, body: { vendorId: c.vendorId, poNumber, notes: "Back door, before noon" } })
    ).json() as PurchaseOrder;
  const submitted = async (poNumber: string) => {
    const po = await draft(poNumber);
    await created(t, `${base}/${po.id}/items`, { productId: c.preRollId, quantity: 12, unitCostCents: 412 }, token);
    await created(t, `${base}/${po.id}/items`, { productId: c.flowerId, quantity: 28_500, unitCostCents: 350 }, token);
    await t.call("PATCH", `${base}/${po.id}/step`, { token, body: { step: "REVIEW" } });
    expect((await t.call("POST", `${base}/${po.id}/confirm`, { token })).statusCode).toBe(200);
    return po;
  };
  const vendorEmail = (contactEmail: string | null) =>
    t.call("PATCH", `${locationUrl(a)}/vendor/${c.vendorId}`, { token: a.people.OWNER.token, body: { contactEmail } });

  beforeAll(async () => {
    t = await createTestApp({ DEV_OUTBOX: "true" });
    a = await buildTenant(t, "Ordering Co");
    c = await buildCatalog(t, a);
    base = `${locationUrl(a)}/purchase-order`;
    token = a.people.INVENTORY.token;
  });
  afterAll(() => t.close());

  it("reads the order as the vendor sees it: buyer, vendor, lines and totals", async () => {
    const po = await submitted("PO-DOC-1");
    await vendorEmail("orders@greatnorth.example");
    const res = await t.call("GET", `${base}/${po.id}/document`, { token: a.people.CASHIER.token });
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json();
    expect(doc.buyer).toMatchObject({ businessName: "Ordering Co", currency: expect.any(String) });
    expect(doc.vendor).toMatchObject({ name: "Great North Supply", email: "orders@greatnorth.example" });
    expect(doc.purchaseOrder).toMatchObject({ poNumber: "PO-DOC-1", status: "SUBMITTED", itemCount: 2 });
    expect(doc.purchaseOrder.items.map((i: { sku: string }) => i.sku)).toHaveLength(2);
  });

  it("e-mails a confirmed order to the vendor's contact e-mail, with the note, lines and totals", async () => {
    const po = await submitted("PO-DOC-2");
    await vendorEmail("orders@greatnorth.example");
    const sent = await t.call("POST", `${base}/${po.id}/email`, {
      token,
      body: { message: "Please confirm by Friday." },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ to: "orders@greatnorth.example", sentAt: expect.any(String) });
    const outbox = await t.call("GET", "/api/dev/outbox", { query: { to: "orders@greatnorth.example" } });
    const mail = outbox.json().data[0];
    expect(mail.subject).toBe("Purchase order PO-DOC-2 from Ordering Co");
    expect(mail.body).toContain("Please confirm by Friday.");
    expect(mail.body).toMatch(/· 12 · (CA)?\$4\.12 · (CA)?\$49\.44/);
    expect(mail.body).toMatch(/· 28\.5 g · (CA)?\$3\.50\/g · /);
    expect(mail.body).toContain("Notes: Back door, before noon");
    expect(mail.body).toMatch(/Total (CA)?\$\d/);
  });

  it("refuses with the reason: a draft, a cancelled order, a vendor without e-mail; 400 and 404 as the spec says", async () => {
    const open = await draft("PO-DOC-3");
    const asDraft = await t.call("POST", `${base}/${open.id}/email`, { token, body: {} });
    expect(asDraft.statusCode).toBe(409);
    expect(asDraft.json().message).toBe("Confirm the order first: a draft is not sent to the vendor.");
    const po = await submitted("PO-DOC-4");
    await vendorEmail(null);
    const noEmail = await t.call("POST", `${base}/${po.id}/email`, { token, body: {} });
    expect(noEmail.statusCode).toBe(409);
    expect(noEmail.json()).toMatchObject({ code: "conflict", message: expect.stringContaining("no contact e-mail") });
    await vendorEmail("orders@greatnorth.example");
    await t.call("PATCH", `${base}/${po.id}/status`, { token, body: { status: "CANCELLED" } });
    expect((await t.call("POST", `${base}/${po.id}/email`, { token, body: {} })).json().message).toBe(
      "This order is cancelled: it is not sent to the vendor.",
    );
    const long = await t.call("POST", `${base}/${po.id}/email`, { token, body: { message: "x".repeat(2001) } });
    expect(long.statusCode).toBe(400);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await t.call("GET", `${base}/${missing}/document`, { token })).statusCode).toBe(404);
    expect((await t.call("POST", `${base}/${missing}/email`, { token, body: {} })).statusCode).toBe(404);
    // Sending is a purchasing write: a cashier reads the order but cannot send it.
    const cashier = await t.call("POST", `${base}/${po.id}/email`, { token: a.people.CASHIER.token, body: {} });
    expect(cashier.statusCode).toBe(403);
  });
});
