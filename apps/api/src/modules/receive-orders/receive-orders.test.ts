import type { InventoryItem } from "@verdant/shared/inventory";
import type { ReceiveOrder, ReceiveOrderDetail, ReceiveOrderItem } from "@verdant/shared/receive-orders";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildTenant, type Tenant } from "../../test/tenancy.fixtures.ts";
import {
  buildCatalog,
  type Catalog,
  created,
  expectLedgerBalanced,
  locationUrl,
} from "../inventory/inventory.test-helpers.ts";

const unknown = "00000000-0000-4000-8000-000000000000";
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

describe("receive orders", () => {
  let t: TestApp;
  let a: Tenant;
  let c: Catalog;
  let base: string;
  let poBase: string;
  let token: string;
  let floorId: string;

  const get = async (id: string) => (await t.call("GET", `${base}/${id}`, { token })).json() as ReceiveOrderDetail;
  const process = (id: string) => t.call("POST", `${base}/${id}/process-to-inventory`, { token });
  const putItem = (id: string, item: ReceiveOrderItem, changes: Record<string, unknown>) =>
    t.call("PUT", `${base}/${id}/items/${item.id}`, {
      token,
      body: { productId: item.productId, quantity: item.quantity, roomId: item.roomId, ...changes },
    });

  /** A submitted purchase order: 20 pre-rolls at $6 and 1,000 g of flower at $4.50/g. */
  async function submittedOrder(poNumber: string) {
    const po = await created(t, poBase, { vendorId: c.vendorId, poNumber }, token);
    await t.call("POST", `${poBase}/${po.id}/items/batch`, {
      token,
      body: {
        items: [
          { productId: c.preRollId, quantity: 20 },
          { productId: c.flowerId, quantity: 1_000_000 },
        ],
      },
    });
    await t.call("PATCH", `${poBase}/${po.id}/step`, { token, body: { step: "REVIEW" } });
    expect((await t.call("POST", `${poBase}/${po.id}/confirm`, { token })).statusCode).toBe(200);
    return po.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    a = await buildTenant(t, "Receiving Co");
    c = await buildCatalog(t, a);
    base = `${locationUrl(a)}/receive-orders`;
    poBase = `${locationUrl(a)}/purchase-order`;
    token = a.people.INVENTORY.token;
    floorId = (await created(t, `${locationUrl(a)}/rooms`, { name: "Sales Floor" }, a.people.OWNER.token)).id;
  });
  afterEach(() => expectLedgerBalanced(t));
  afterAll(() => t.close());

  it("receives a purchase order in two deliveries into two rooms: PARTIALLY_RECEIVED, then RECEIVED", async () => {
    const poId = await submittedOrder("PO-5001");
    const first = await t.call("POST", base, { token, body: { purchaseOrderId: poId, notes: "First truck" } });
    expect(first.statusCode, first.body).toBe(201);
    const order = first.json() as ReceiveOrderDetail;
    expect(order).toMatchObject({ status: "PENDING", vendorName: "Great North Supply", poNumber: "PO-5001" });
    expect(order.items.map((i) => [i.productName, i.quantity, i.unitCostCents])).toEqual([
      ["Blue Dream Pre-Roll", 20, 600],
      ["Pink Kush Bulk", 1_000_000, 450],
    ]);
    const [preRolls, flower] = order.items as [ReceiveOrderItem, ReceiveOrderItem];
    // Only 12 pre-rolls came, split over two rooms; the flower waits for the next truck.
    await putItem(order.id, preRolls, { quantity: 8, roomId: a.roomId, lotNumber: "BD-0425", expiresAt: "2030-01-31" });
    await created(t, `${base}/${order.id}/items`, { productId: c.preRollId, quantity: 4, roomId: floorId }, token);
    expect((await t.call("DELETE", `${base}/${order.id}/items/${flower.id}`, { token })).statusCode).toBe(200);
    const received = await t.call("PUT", `${base}/${order.id}`, {
      token,
      body: { status: "RECEIVED", receivedAt: "2030-01-02", notes: "First truck" },
    });
    expect(received.json()).toMatchObject({ status: "RECEIVED", receivedAt: "2030-01-02", itemCount: 2 });

    const done = await process(order.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe("2 items processed to inventory");
    expect(await get(order.id)).toMatchObject({ status: "COMPLETED", processedAt: expect.any(String) });
    const po = (await t.call("GET", `${poBase}/${poId}`, { token })).json();
    expect(po.status).toBe("PARTIALLY_RECEIVED");
    expect(po.items.map((i: { receivedQuantity: number }) => i.receivedQuantity)).toEqual([12, 0]);

    const lots = await Promise.all(
      done
        .json()
        .inventoryIds.map(async (id: string) =>
          (await t.call("GET", `${locationUrl(a)}/inventory/${id}`, { token })).json(),
        ),
    );
    expect(lots.map((l: InventoryItem) => [l.roomName, l.quantity, l.lotNumber, l.receiveOrderId])).toEqual([
      ["Vault", 8, "BD-0425", order.id],
      ["Sales Floor", 4, null, order.id],
    ]);
    const history = await t.call("GET", `${locationUrl(a)}/inventory/${lots[0].id}/ledger`, { token });
    expect(history.json().data).toEqual([
      expect.objectContaining({ reason: "RECEIVE", delta: 8, referenceType: "RECEIVE_ORDER", referenceId: order.id }),
    ]);

    // The second truck: only the open lines are prefilled (8 pre-rolls, all the flower).
    const second = (
      await t.call("POST", base, { token, body: { purchaseOrderId: poId } })
    ).json() as ReceiveOrderDetail;
    expect(second.items.map((i) => i.quantity)).toEqual([8, 1_000_000]);
    for (const item of second.items) await putItem(second.id, item, { roomId: a.roomId });
    expect((await process(second.id)).statusCode).toBe(200);
    expect((await t.call("GET", `${poBase}/${poId}`, { token })).json().status).toBe("RECEIVED");
    const closed = await t.call("PATCH", `${poBase}/${poId}/status`, { token, body: { status: "CLOSED" } });
    expect(closed.json().status).toBe("CLOSED");
  });

  it("processes once: a second call answers 409 and creates nothing", async () => {
    const order = await created(t, base, {}, token);
    await created(t, `${base}/${order.id}/items`, { productId: c.gummyId, quantity: 10, roomId: a.roomId }, token);
    expect((await process(order.id)).statusCode).toBe(200);
    const again = await process(order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This receive order was already processed into inventory");
    const item = (await get(order.id)).items[0]!;
    const locked = await putItem(order.id, item, { quantity: 99 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe("A COMPLETED receive order cannot be changed; only PENDING or RECEIVED");
    const undeletable = await t.call("DELETE", `${base}/${order.id}`, { token });
    expect(undeletable.json().message).toBe("A COMPLETED receive order cannot be deleted; its stock is in inventory");
  });

  it("refuses to process without items or without a room for each (nothing is created)", async () => {
    const order = await created(t, base, { vendorId: c.vendorId }, token);
    const empty = await process(order.id);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe("Add at least one item before processing the receive order");
    const item = await created(t, `${base}/${order.id}/items`, { productId: c.gummyId, quantity: 3 }, token);
    const roomless = await process(order.id);
    expect(roomless.statusCode).toBe(400);
    expect(roomless.json().message).toEqual([`roomId is required for Sour Gummies (item ${item.id})`]);
    expect((await get(order.id)).status).toBe("PENDING");
    expect((await get(order.id)).items[0]!.inventoryId).toBeNull();
  });

  it("refuses a purchase order that cannot be received, and receiving against a cancelled one", async () => {
    const draftPo = await created(t, poBase, { vendorId: c.vendorId, poNumber: "PO-DRAFT" }, token);
    const fromDraft = await t.call("POST", base, { token, body: { purchaseOrderId: draftPo.id } });
    expect(fromDraft.statusCode).toBe(409);
    expect(fromDraft.json().message).toBe(
      "A DRAFT purchase order cannot be received; only SUBMITTED or PARTIALLY_RECEIVED",
    );
    const poId = await submittedOrder("PO-CANCEL");
    const order = (await t.call("POST", base, { token, body: { purchaseOrderId: poId } })).json() as ReceiveOrderDetail;
    for (const item of order.items) await putItem(order.id, item, { roomId: a.roomId });
    await t.call("PATCH", `${poBase}/${poId}/status`, { token, body: { status: "CANCELLED" } });
    const res = await process(order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("The purchase order is CANCELLED; nothing can be received against it");
    expect((await get(order.id)).status).toBe("PENDING");
    const missing = await t.call("POST", base, { token, body: { purchaseOrderId: unknown } });
    expect(missing.statusCode).toBe(404);
  });

  it("moves status by PUT only as allowed, and deletes an order not yet processed", async () => {
    const order = await created(t, base, {}, token);
    const put = (body: Record<string, unknown>) => t.call("PUT", `${base}/${order.id}`, { token, body });
    expect((await put({ status: "CANCELLED" })).json().status).toBe("CANCELLED");
    const reopen = await put({ status: "RECEIVED" });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe("Cannot change a receive order from CANCELLED to RECEIVED");
    expect((await put({ status: "COMPLETED" })).statusCode).toBe(400);
    const cancelled = await process(order.id);
    expect(cancelled.json().message).toBe("A CANCELLED receive order cannot be processed into inventory");
    const del = await t.call("DELETE", `${base}/${order.id}`, { token });
    expect(del.json()).toEqual({ id: order.id });
    expect((await t.call("GET", `${base}/${order.id}`, { token })).statusCode).toBe(404);
  });

  it("validates items: 400 naming the field, 404 for another location's product or room", async () => {
    const order = await created(t, base, {}, token);
    const add = (body: Record<string, unknown>) => t.call("POST", `${base}/${order.id}/items`, { token, body });
    const bad = await add({ productId: "x", quantity: 0, expiresAt: "2030-13-01", unitCostCents: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(
      expect.arrayContaining([
        "productId must be a valid id",
        "quantity must be at least 1",
        "expiresAt must be a real date",
        "unitCostCents must be at least 0",
      ]),
    );
    expect((await add({ productId: unknown, quantity: 1 })).json().message).toBe(`Product ${unknown} not found`);
    expect((await add({ productId: c.gummyId, quantity: 1, roomId: unknown })).json().message).toBe("Room not found");
    const item = (await add({ productId: c.gummyId, quantity: 2, lotNumber: "G1" })).json() as ReceiveOrderItem;
    expect(item).toMatchObject({ unitCostCents: 300, lotNumber: "G1", vendorId: c.otherVendorId });
    const one = await t.call("GET", `${base}/${order.id}/items/${item.id}`, { token });
    expect(one.json()).toEqual(item);
    expect((await t.call("GET", `${base}/${order.id}/items/${unknown}`, { token })).statusCode).toBe(404);
    await add({ productId: c.preRollId, quantity: 1 });
    const byVendor = await t.call("GET", `${base}/${order.id}/items`, { token, query: { vendorIds: c.otherVendorId } });
    expect(byVendor.json().data.map((i: ReceiveOrderItem) => i.id)).toEqual([item.id]);
    expect((await t.call("GET", `${base}/${order.id}/items`, { token })).json().meta.total).toBe(2);
  });

  it("signs an attachment upload that lands through the storage adapter and lists it with a download link", async () => {
    const order = await created(t, base, {}, token);
    const res = await t.call("POST", `${base}/${order.id}/attachment-upload/generate-upload-url`, {
      token,
      body: { fileName: "manifest.png", contentType: "image/png" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { uploadUrl, attachmentId } = res.json();
    expect(uploadUrl).toMatch(/^\/api\/files\/receive-orders\/.+\.png\?expires=\d+&signature=/);
    const upload = await t.app.inject({
      method: "PUT",
      url: uploadUrl,
      payload: PNG,
      headers: { "content-type": "image/png" },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const [attachment] = (await get(order.id)).attachments;
    expect(attachment).toMatchObject({ id: attachmentId, fileName: "manifest.png", contentType: "image/png" });
    const download = await t.app.inject({ method: "GET", url: attachment!.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    const bad = await t.call("POST", `${base}/${order.id}/attachment-upload/generate-upload-url`, {
      token,
      body: { fileName: "", contentType: "text/html" },
    });
    expect(bad.json().message).toEqual(
      expect.arrayContaining(["fileName is required", expect.stringMatching(/^contentType must be one of/)]),
    );
  });

  it("lists with search, product filters, dates, status and sorting", async () => {
    const list = (query: Record<string, string>) => t.call("GET", base, { token, query });
    const ids = async (query: Record<string, string>) => (await list(query)).json().data.map((o: ReceiveOrder) => o.id);
    const all = (await list({ limit: "100" })).json();
    expect(all.meta.total).toBeGreaterThan(5);
    const firstTruck = all.data.find((o: ReceiveOrder) => o.notes === "First truck") as ReceiveOrder;
    expect(firstTruck).toMatchObject({ poNumber: "PO-5001", status: "COMPLETED", totalCostCents: 12 * 600 });
    expect(await ids({ search: "first tr" })).toEqual([firstTruck.id]);
    expect(await ids({ search: "PO-5001" })).toHaveLength(2);
    expect(await ids({ startDate: "2030-01-02", endDate: "2030-01-02" })).toEqual([firstTruck.id]);
    const withGummies = await ids({
      categoryIds: (await t.call("GET", `${locationUrl(a)}/inventory`, { token, query: { search: "sour" } })).json()
        .data[0].categoryId,
      limit: "100",
    });
    expect(withGummies.length).toBeGreaterThan(0);
    expect(await ids({ tagIds: c.tagId, status: "CANCELLED" })).toEqual([]);
    const newest = await list({ sortBy: "createdAt", sortOrder: "desc", limit: "1" });
    expect(newest.json().data).toHaveLength(1);
    const bad = await list({ startDate: "yesterday", sortBy: "vendor" });
    expect(bad.statusCode).toBe(400);
  });

  it("lets CASHIER and VIEWER read but not write, and answers 404 for unknown ids", async () => {
    for (const role of ["CASHIER", "VIEWER"] as const) {
      const as = a.people[role].token;
      expect((await t.call("GET", base, { token: as })).statusCode).toBe(200);
      expect((await t.call("POST", base, { token: as, body: {} })).statusCode).toBe(403);
    }
    for (const [method, url] of [
      ["GET", `${base}/${unknown}`],
      ["DELETE", `${base}/${unknown}`],
      ["POST", `${base}/${unknown}/process-to-inventory`],
      ["GET", `${base}/${unknown}/items`],
    ] as const) {
      const res = await t.call(method, url, { token });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe("Receive order not found");
    }
  });
});
