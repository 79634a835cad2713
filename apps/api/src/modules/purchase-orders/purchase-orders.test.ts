import type { PurchaseOrder, PurchaseOrderItem } from "@verdant/shared/purchase-orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildTenant, type Tenant } from "../../test/tenancy.fixtures.ts";
import { buildCatalog, type Catalog, created, locationUrl } from "../inventory/inventory.test-helpers.ts";

const unknown = "00000000-0000-4000-8000-000000000000";

describe("purchase orders", () => {
  let t: TestApp;
  let a: Tenant;
  let c: Catalog;
  let base: string;
  let token: string;

  const create = (body: Record<string, unknown>, as = token) => t.call("POST", base, { token: as, body });
  const draft = async (poNumber: string, extra: Record<string, unknown> = {}) =>
    (await create({ vendorId: c.vendorId, poNumber, ...extra })).json() as PurchaseOrder;
  const patch = (id: string, path: string, body: unknown) => t.call("PATCH", `${base}/${id}/${path}`, { token, body });
  /** A draft with lines, reviewed and confirmed. */
  const submitted = async (poNumber: string) => {
    const po = await draft(poNumber);
    await created(t, `${base}/${po.id}/items`, { productId: c.preRollId, quantity: 10 }, token);
    await patch(po.id, "step", { step: "REVIEW" });
    const res = await t.call("POST", `${base}/${po.id}/confirm`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return po;
  };

  beforeAll(async () => {
    t = await createTestApp();
    a = await buildTenant(t, "Purchasing Co");
    c = await buildCatalog(t, a);
    base = `${locationUrl(a)}/purchase-order`;
    token = a.people.INVENTORY.token;
  });
  afterAll(() => t.close());

  it("creates from details first: DRAFT at step DETAILS, the vendor named, no items yet", async () => {
    const res = await create({
      vendorId: c.vendorId,
      poNumber: " PO-1001 ",
      expectedAt: "2030-05-01",
      notes: "Deliver to back door",
      taxRatePpm: 50_000,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      poNumber: "PO-1001",
      status: "DRAFT",
      step: "DETAILS",
      vendorName: "Great North Supply",
      expectedAt: "2030-05-01",
      taxRatePpm: 50_000,
      itemCount: 0,
      totalCents: 0,
    });
  });

  it("answers 400 naming each field, 404 for another location's vendor, 409 for a PO number in use", async () => {
    const bad = await create({ poNumber: "", taxRatePpm: 1.5, expectedAt: "soon" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(
      expect.arrayContaining([
        "vendorId is required",
        "poNumber: PO number is required",
        "taxRatePpm must be a whole number (parts per million: 5 % = 50000)",
        "expectedAt must be a date (YYYY-MM-DD)",
      ]),
    );
    const vendorless = await create({ vendorId: unknown, poNumber: "PO-X" });
    expect(vendorless.statusCode).toBe(404);
    expect(vendorless.json().message).toBe("Vendor not found");
    const taken = await create({ vendorId: c.vendorId, poNumber: "po-1001" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: "fields_already_in_use",
      fields: ["poNumber"],
      message: "The poNumber is already in use. Please try again.",
    });
  });

  it("checks PO numbers per location, case-insensitively, and requires one", async () => {
    const check = (query: Record<string, string>) => t.call("GET", `${base}/check-po-number`, { token, query });
    expect((await check({ poNumber: "PO-1001" })).json()).toEqual({ available: false });
    expect((await check({ poNumber: "Po-1001" })).json()).toEqual({ available: false });
    expect((await check({ poNumber: "PO-2000" })).json()).toEqual({ available: true });
    const missing = await check({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("PO number is required");
  });

  it("answers the spec's required-parameter messages for blank ids", async () => {
    const po = await draft("PO-BLANK");
    const blankId = await t.call("GET", `${base}/%20`, { token });
    expect(blankId.statusCode).toBe(400);
    expect(blankId.json().message).toBe("Purchase Order ID is required");
    const blankItem = await t.call("GET", `${base}/${po.id}/items/%20`, { token });
    expect(blankItem.json().message).toBe("Item ID is required");
    const blankScope = await t.call("GET", `/api/organization/${a.organizationId}/location/%20/purchase-order`, {
      token,
    });
    expect(blankScope.statusCode).toBe(400);
    expect(blankScope.json().message).toBe("Organization ID and Location ID are required");
  });

  it("adds, lists, edits and removes items while DRAFT, keeping totals on the order", async () => {
    const po = await draft("PO-ITEMS", { taxRatePpm: 125_000 });
    const one = await t.call("POST", `${base}/${po.id}/items`, {
      token,
      body: { productId: c.preRollId, quantity: 3 },
    });
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json()).toMatchObject({ productName: "Blue Dream Pre-Roll", unitCostCents: 600, lineTotalCents: 1800 });
    const batch = await t.call("POST", `${base}/${po.id}/items/batch`, {
      token,
      body: {
        items: [
          { productId: c.flowerId, quantity: 1_500, unitCostCents: 333 },
          { productId: c.gummyId, quantity: 7 },
        ],
      },
    });
    expect(batch.statusCode, batch.body).toBe(201);
    // 1.5 g at $3.33/g = $4.995 → 500 cents, rounded half up.
    expect(batch.json().map((i: PurchaseOrderItem) => i.lineTotalCents)).toEqual([500, 2100]);
    const dup = await t.call("POST", `${base}/${po.id}/items`, {
      token,
      body: { productId: c.preRollId, quantity: 1 },
    });
    expect(dup.statusCode).toBe(409);
    const foreign = await t.call("POST", `${base}/${po.id}/items`, {
      token,
      body: { productId: unknown, quantity: 1 },
    });
    expect(foreign.statusCode).toBe(404);
    const invalid = await t.call("POST", `${base}/${po.id}/items/batch`, {
      token,
      body: { items: [{ productId: c.preRollId, quantity: 0 }] },
    });
    expect(invalid.json().message).toEqual(["items.0.quantity: quantity must be at least 1"]);

    const items = await t.call("GET", `${base}/${po.id}/items`, { token });
    expect(items.json().meta.total).toBe(3);
    const itemId = one.json().id;
    const edited = await t.call("PATCH", `${base}/${po.id}/items/${itemId}`, { token, body: { quantity: 5 } });
    expect(edited.json()).toMatchObject({ quantity: 5, lineTotalCents: 3000 });
    expect((await t.call("GET", `${base}/${po.id}/items/${itemId}`, { token })).json().quantity).toBe(5);

    const preview = await t.call("GET", `${base}/${po.id}/calculate-preview`, { token });
    expect(preview.json()).toMatchObject({
      taxRatePpm: 125_000,
      subtotalCents: 3000 + 500 + 2100,
      // Tax per line, rounded half up: 375 + 62.5→63 + 262.5→263.
      taxCents: 375 + 63 + 263,
      totalCents: 5600 + 701,
    });
    expect(preview.json().lines[1]).toMatchObject({ subtotalCents: 500, taxCents: 63, totalCents: 563 });
    const order = (await t.call("GET", `${base}/${po.id}`, { token })).json();
    expect(order).toMatchObject({ itemCount: 3, subtotalCents: 5600, taxCents: 701, totalCents: 6301 });
    expect(order.items).toHaveLength(3);

    const removed = await t.call("DELETE", `${base}/${po.id}/items/${itemId}`, { token });
    expect(removed.json()).toEqual({ id: itemId });
    expect((await t.call("GET", `${base}/${po.id}/items/${itemId}`, { token })).statusCode).toBe(404);
    expect((await t.call("GET", `${base}/${po.id}`, { token })).json().itemCount).toBe(2);
  });

  it("moves through steps, confirms only a reviewed draft with items, then locks its items", async () => {
    const po = await draft("PO-FLOW");
    const early = await t.call("POST", `${base}/${po.id}/confirm`, { token });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Review the purchase order before confirming it (its step is DETAILS)");
    expect((await patch(po.id, "step", { step: "REVIEW" })).json().step).toBe("REVIEW");
    const empty = await t.call("POST", `${base}/${po.id}/confirm`, { token });
    expect(empty.json().message).toBe("Add at least one item before confirming the purchase order");
    const item = await created(t, `${base}/${po.id}/items`, { productId: c.gummyId, quantity: 2 }, token);
    const confirmed = await t.call("POST", `${base}/${po.id}/confirm`, { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: "SUBMITTED", items: [{ productId: c.gummyId }] });
    expect(confirmed.json().submittedAt).toEqual(expect.any(String));

    const locked = await t.call("PATCH", `${base}/${po.id}/items/${item.id}`, { token, body: { quantity: 9 } });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe("A SUBMITTED purchase order cannot be edited; only a DRAFT can");
    expect((await patch(po.id, "details", { notes: "late" })).statusCode).toBe(409);
    expect((await patch(po.id, "step", { step: "ITEMS" })).statusCode).toBe(409);
    const again = await t.call("POST", `${base}/${po.id}/confirm`, { token });
    expect(again.json().message).toBe(
      "Cannot change a purchase order from SUBMITTED to SUBMITTED: only a DRAFT can be confirmed",
    );
    const notes = await patch(po.id, "internal-notes", { internalNotes: "Vendor called, ships Friday" });
    expect(notes.json().internalNotes).toBe("Vendor called, ships Friday");
  });

  it("edits a draft's details and recomputes its tax", async () => {
    const po = await draft("PO-DETAILS");
    await created(t, `${base}/${po.id}/items`, { productId: c.preRollId, quantity: 10 }, token);
    const res = await patch(po.id, "details", { poNumber: "PO-DETAILS-2", taxRatePpm: 50_000, expectedAt: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      poNumber: "PO-DETAILS-2",
      subtotalCents: 6000,
      taxCents: 300,
      totalCents: 6300,
    });
    const clash = await patch(po.id, "details", { poNumber: "PO-1001" });
    expect(clash.statusCode).toBe(409);
  });

  it("allows only the status moves of the table, naming both statuses otherwise", async () => {
    const status = (id: string, to: string) => patch(id, "status", { status: to });
    const po = await submitted("PO-STATUS");
    const toReceived = await status(po.id, "RECEIVED");
    expect(toReceived.statusCode).toBe(409);
    expect(toReceived.json().message).toBe(
      "Cannot change a purchase order from SUBMITTED to RECEIVED: it is set when its receive orders are processed",
    );
    const back = await status(po.id, "DRAFT");
    expect(back.json().message).toBe("Cannot change a purchase order from SUBMITTED to DRAFT");
    expect((await status(po.id, "CANCELLED")).json().status).toBe("CANCELLED");
    expect((await status(po.id, "SUBMITTED")).json().message).toBe(
      "Cannot change a purchase order from CANCELLED to SUBMITTED",
    );
    const bad = await status(po.id, "LOST");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual([expect.stringMatching(/^status must be one of DRAFT, SUBMITTED/)]);

    // DRAFT → SUBMITTED through the status call is a confirm, with the same checks.
    const d = await draft("PO-STATUS-2");
    expect((await status(d.id, "SUBMITTED")).json().message).toBe(
      "Review the purchase order before confirming it (its step is DETAILS)",
    );
  });

  it("deletes only DRAFT or CANCELLED orders", async () => {
    const po = await submitted("PO-DELETE");
    const refused = await t.call("DELETE", `${base}/${po.id}`, { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("A SUBMITTED purchase order cannot be deleted; only DRAFT or CANCELLED");
    await patch(po.id, "status", { status: "CANCELLED" });
    const res = await t.call("DELETE", `${base}/${po.id}`, { token });
    expect(res.json()).toEqual({ id: po.id });
    expect((await t.call("GET", `${base}/${po.id}`, { token })).statusCode).toBe(404);
  });

  it("lists with search, status, vendor, sort and paging, and counts by status", async () => {
    const list = (query: Record<string, string>) => t.call("GET", base, { token, query });
    const numbers = async (query: Record<string, string>) =>
      (await list(query)).json().data.map((p: PurchaseOrder) => p.poNumber);
    expect(await numbers({ search: "po-1", sort: "poNumber" })).toEqual(["PO-1001"]);
    expect(await numbers({ search: "great north", status: "SUBMITTED" })).toEqual(["PO-FLOW"]);
    expect(await numbers({ vendorId: c.otherVendorId })).toEqual([]);
    const page = await list({ limit: "2", page: "2", sort: "poNumber" });
    expect(page.json().meta).toMatchObject({ page: 2, limit: 2 });
    expect(page.json().data.map((p: PurchaseOrder) => p.poNumber)).toEqual(["PO-DETAILS-2", "PO-FLOW"]);
    const bad = await list({ sort: "vendor", status: "OPEN" });
    expect(bad.statusCode).toBe(400);

    const stats = await t.call("GET", `${base}/stats`, { token });
    expect(stats.statusCode).toBe(200);
    const byStatus = Object.fromEntries(
      stats.json().byStatus.map((s: { status: string; count: number }) => [s.status, s.count]),
    );
    expect(byStatus).toMatchObject({ DRAFT: 5, SUBMITTED: 1, CANCELLED: 1, RECEIVED: 0 });
    const drafts = (await list({ status: "DRAFT", limit: "100" })).json().data as PurchaseOrder[];
    const draftTotal = stats.json().byStatus.find((s: { status: string }) => s.status === "DRAFT").totalCents;
    expect(draftTotal).toBe(drafts.reduce((n, p) => n + p.totalCents, 0));
    expect(stats.json().count).toBe(7);
  });

  it("answers 404 for unknown ids and lets CASHIER and VIEWER read but not write", async () => {
    for (const [method, url] of [
      ["GET", `${base}/${unknown}`],
      ["DELETE", `${base}/${unknown}`],
      ["POST", `${base}/${unknown}/confirm`],
      ["GET", `${base}/${unknown}/items`],
      ["GET", `${base}/${unknown}/calculate-preview`],
    ] as const) {
      const res = await t.call(method, url, { token });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe("Purchase order not found");
    }
    for (const role of ["CASHIER", "VIEWER"] as const) {
      const as = a.people[role].token;
      expect((await t.call("GET", base, { token: as })).statusCode).toBe(200);
      const write = await create({ vendorId: c.vendorId, poNumber: `PO-${role}` }, as);
      expect(write.statusCode).toBe(403);
    }
    expect((await create({ vendorId: c.vendorId, poNumber: "PO-MGR" }, a.people.MANAGER.token)).statusCode).toBe(201);
  });
});
