import type { InventoryItem, LedgerEntry } from "@verdant/shared/inventory";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildTenant, type Tenant } from "../../test/tenancy.fixtures.ts";
import {
  buildCatalog,
  type Catalog,
  created,
  expectLedgerBalanced,
  locationUrl,
  receiveStock,
} from "./inventory.test-helpers.ts";

const unknown = "00000000-0000-4000-8000-000000000000";

describe("inventory", () => {
  let t: TestApp;
  let a: Tenant;
  let c: Catalog;
  let base: string;
  let token: string;
  let storageRoomId: string;
  let lots: { preRoll: string; flower: string; gummy: string; old: string };

  const get = async (id: string) => (await t.call("GET", `${base}/${id}`, { token })).json() as InventoryItem;
  const list = (query: Record<string, string | string[]>, as = token) => t.call("GET", base, { token: as, query });
  const adjust = (id: string, body: unknown, headers?: Record<string, string>) =>
    t.call("PATCH", `${base}/${id}/adjust-quantity`, { token, body, headers });
  const ledger = async (id: string) =>
    (await t.call("GET", `${base}/${id}/ledger`, { token })).json().data as LedgerEntry[];

  beforeAll(async () => {
    t = await createTestApp();
    a = await buildTenant(t, "Inventory Co");
    c = await buildCatalog(t, a);
    base = `${locationUrl(a)}/inventory`;
    token = a.people.INVENTORY.token;
    storageRoomId = (await created(t, `${locationUrl(a)}/rooms`, { name: "Storage" }, a.people.OWNER.token)).id;
    const [preRoll, flower, gummy, old] = (await receiveStock(t, a, [
      { productId: c.preRollId, quantity: 8, roomId: a.roomId, lotNumber: "LOT-A1", packageTag: "1A4000001" },
      { productId: c.flowerId, quantity: 450_000, roomId: a.roomId, unitCostCents: 420, lotNumber: "PK-77" },
      { productId: c.gummyId, quantity: 40, roomId: storageRoomId, expiresAt: "2099-12-31" },
      { productId: c.gummyId, quantity: 5, roomId: storageRoomId, lotNumber: "OLD-1", expiresAt: "2020-01-01" },
    ])) as [string, string, string, string];
    lots = { preRoll, flower, gummy, old };
  });
  afterEach(() => expectLedgerBalanced(t));
  afterAll(() => t.close());

  it("lists lots with product, brand, category and room, and flags low stock against the reorder point", async () => {
    const res = await list({});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta).toEqual({ page: 1, limit: 10, total: 4, totalPages: 1 });
    const preRoll = res.json().data.find((i: InventoryItem) => i.id === lots.preRoll);
    expect(preRoll).toMatchObject({
      productName: "Blue Dream Pre-Roll",
      sku: "BD-PR-1",
      unit: "EACH",
      brandName: "Tweed",
      categoryName: "Pre-Rolls",
      tagIds: [c.tagId],
      roomName: "Vault",
      quantity: 8,
      unitCostCents: 600,
      lotNumber: "LOT-A1",
      packageTag: "1A4000001",
      inventoryStatus: "AVAILABLE",
      sellable: true,
      reorderPoint: 10,
      productQuantity: 8,
      lowStock: true,
    });
    const flower = await get(lots.flower);
    expect(flower).toMatchObject({ unit: "GRAM", quantity: 450_000, unitCostCents: 420, lowStock: false });
  });

  it("reads a lot past its expiry as EXPIRED, never sellable, and filters by the effective status", async () => {
    expect(await get(lots.old)).toMatchObject({ inventoryStatus: "EXPIRED", sellable: false });
    const expired = await list({ inventoryStatus: "EXPIRED" });
    expect(expired.json().data.map((i: InventoryItem) => i.id)).toEqual([lots.old]);
    // The spec's prefetch: status=AVAILABLE, page 1, limit 10.
    const available = await list({ status: "AVAILABLE", page: "1", limit: "10" });
    expect(
      available
        .json()
        .data.map((i: InventoryItem) => i.id)
        .sort(),
    ).toEqual([lots.preRoll, lots.flower, lots.gummy].sort());
  });

  it("filters by brand, category, tag, room, active and search (name, SKU, lot number, package tag)", async () => {
    const ids = async (query: Record<string, string | string[]>) =>
      (await list(query))
        .json()
        .data.map((i: InventoryItem) => i.id)
        .sort();
    expect(await ids({ brandIds: c.brandId })).toEqual([lots.preRoll, lots.flower].sort());
    expect(await ids({ categoryIds: c.categoryId })).toEqual([lots.preRoll]);
    expect(await ids({ tagIds: [c.tagId] })).toEqual([lots.preRoll]);
    expect(await ids({ roomIds: `${storageRoomId},${unknown}` })).toEqual([lots.gummy, lots.old].sort());
    expect(await ids({ search: "blue dr" })).toEqual([lots.preRoll]);
    expect(await ids({ search: "pk-bulk" })).toEqual([lots.flower]);
    expect(await ids({ search: "old-" })).toEqual([lots.old]);
    expect(await ids({ search: "1A40" })).toEqual([lots.preRoll]);
    expect(await ids({ isActive: "false" })).toEqual([]);
    const page2 = await list({ limit: "3", page: "2", sortBy: "quantity", sortOrder: "asc" });
    expect(page2.json().data.map((i: InventoryItem) => i.quantity)).toEqual([450_000]);
    expect(page2.json().meta).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
    const bad = await list({ status: "SOLD", roomIds: "nope", limit: "0" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^status must be one of AVAILABLE/),
        "roomIds must be a list of valid ids",
        "limit must be at least 1",
      ]),
    );
  });

  it("edits a lot's details; quantity is not among them", async () => {
    const res = await t.call("PATCH", `${base}/${lots.gummy}`, {
      token,
      body: { lotNumber: " G-2 ", packageTag: "", inventoryStatus: "QUARANTINE", unitCostCents: 310, quantity: 999 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      lotNumber: "G-2",
      packageTag: null,
      inventoryStatus: "QUARANTINE",
      sellable: false,
      unitCostCents: 310,
      quantity: 40,
    });
    const bad = await t.call("PATCH", `${base}/${lots.gummy}`, {
      token,
      body: { expiresAt: "2024-02-30", inventoryStatus: "SOLD", unitCostCents: 1.5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(
      expect.arrayContaining([
        "expiresAt must be a real date",
        expect.stringMatching(/^inventoryStatus must be one of/),
        "unitCostCents must be a whole number of cents",
      ]),
    );
    await t.call("PATCH", `${base}/${lots.gummy}`, { token, body: { inventoryStatus: "AVAILABLE" } });
  });

  it("adjusts incrementally and absolutely, with a reason, writing a ledger row each time", async () => {
    const up = await adjust(lots.preRoll, { type: "INCREMENTAL", quantity: 4, reason: "ADJUSTMENT", note: "found" });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ quantity: 12, lowStock: false });
    const count = await adjust(lots.preRoll, { type: "ABSOLUTE", quantity: 9, reason: "AUDIT" });
    expect(count.json().quantity).toBe(9);
    const history = await ledger(lots.preRoll);
    expect(history.map((e) => [e.reason, e.delta, e.quantityAfter])).toEqual([
      ["AUDIT", -3, 9],
      ["ADJUSTMENT", 4, 12],
      ["RECEIVE", 8, 8],
    ]);
    expect(history[1]).toMatchObject({ note: "found", userId: a.people.INVENTORY.user.id });
    expect(history[2]).toMatchObject({ referenceType: "RECEIVE_ORDER" });
  });

  it("records waste or destruction as its own reason in the ledger", async () => {
    const res = await adjust(lots.preRoll, { type: "INCREMENTAL", quantity: -2, reason: "WASTE", note: "mouldy" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().quantity).toBe(7);
    const [latest] = await ledger(lots.preRoll);
    expect(latest).toMatchObject({ reason: "WASTE", delta: -2, quantityAfter: 7, note: "mouldy" });
    const back = await adjust(lots.preRoll, { type: "INCREMENTAL", quantity: 2, reason: "AUDIT" });
    expect(back.json().quantity).toBe(9);
  });

  it("refuses a change below zero (422 insufficient_stock) and names what is wrong in a 400", async () => {
    const short = await adjust(lots.preRoll, { type: "INCREMENTAL", quantity: -10, reason: "ADJUSTMENT" });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      code: "insufficient_stock",
      message: "Insufficient stock: 9 on hand, 10 requested",
    });
    const noReason = await adjust(lots.preRoll, { type: "SET", quantity: 1.5 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toEqual(
      expect.arrayContaining([
        "reason is required (one of ADJUSTMENT, AUDIT, WASTE)",
        "type must be one of ABSOLUTE, INCREMENTAL",
        "quantity must be a whole number",
      ]),
    );
    const negative = await adjust(lots.preRoll, { type: "ABSOLUTE", quantity: -1, reason: "AUDIT" });
    expect(negative.json().message).toEqual(["quantity must be at least 0 for an ABSOLUTE adjustment"]);
    const zero = await adjust(lots.preRoll, { type: "INCREMENTAL", quantity: 0, reason: "AUDIT" });
    expect(zero.json().message).toEqual(["quantity must not be 0 for an INCREMENTAL adjustment"]);
    expect((await get(lots.preRoll)).quantity).toBe(9);
  });

  it("adjusts in bulk: each line on its own, failures listed", async () => {
    const res = await t.call("PATCH", `${base}/bulk/adjust-quantity`, {
      token,
      body: {
        reason: "AUDIT",
        note: "weekly count",
        items: [
          { inventoryId: lots.preRoll, type: "ABSOLUTE", quantity: 20 },
          { inventoryId: lots.gummy, type: "INCREMENTAL", quantity: -100 },
          { inventoryId: unknown, type: "INCREMENTAL", quantity: 1 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      successCount: 1,
      failureCount: 2,
      failures: [
        { id: lots.gummy, message: "Insufficient stock: 40 on hand, 100 requested" },
        { id: unknown, message: "Inventory item not found" },
      ],
    });
    expect((await get(lots.preRoll)).quantity).toBe(20);
    expect((await get(lots.gummy)).quantity).toBe(40);
  });

  it("moves stock between rooms: two TRANSFER rows, merged into a matching lot the second time", async () => {
    const move = () =>
      t.call("POST", `${base}/${lots.preRoll}/transfer`, { token, body: { toRoomId: storageRoomId, quantity: 5 } });
    const first = await move();
    expect(first.statusCode, first.body).toBe(200);
    const { from, to } = first.json() as { from: InventoryItem; to: InventoryItem };
    expect(from).toMatchObject({ quantity: 15, roomName: "Vault" });
    expect(to).toMatchObject({ quantity: 5, roomName: "Storage", lotNumber: "LOT-A1", productId: c.preRollId });
    const second = await move();
    expect(second.json().to).toMatchObject({ id: to.id, quantity: 10 });
    expect((await ledger(to.id)).map((e) => [e.reason, e.delta, e.referenceId])).toEqual([
      ["TRANSFER", 5, lots.preRoll],
      ["TRANSFER", 5, lots.preRoll],
    ]);
    expect((await ledger(lots.preRoll))[0]).toMatchObject({ reason: "TRANSFER", delta: -5, quantityAfter: 10 });

    const same = await t.call("POST", `${base}/${lots.preRoll}/transfer`, {
      token,
      body: { toRoomId: a.roomId, quantity: 1 },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toEqual(["toRoomId must be a different room from the lot's own"]);
    const nowhere = await t.call("POST", `${base}/${lots.preRoll}/transfer`, {
      token,
      body: { toRoomId: unknown, quantity: 1 },
    });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().message).toBe("Room not found");
    const tooMuch = await t.call("POST", `${base}/${lots.preRoll}/transfer`, {
      token,
      body: { toRoomId: storageRoomId, quantity: 11 },
    });
    expect(tooMuch.statusCode).toBe(422);
    expect((await get(lots.preRoll)).quantity).toBe(10);
  });

  it("activates and deactivates, one or in bulk", async () => {
    const off = await t.call("PATCH", `${base}/${lots.flower}/status`, { token, body: { isActive: false } });
    expect(off.json()).toMatchObject({ isActive: false, sellable: false });
    expect((await list({ isActive: "false" })).json().data.map((i: InventoryItem) => i.id)).toEqual([lots.flower]);
    const bulk = await t.call("PATCH", `${base}/bulk/status`, {
      token,
      body: { inventoryIds: [lots.flower, unknown], isActive: true },
    });
    expect(bulk.json()).toEqual({
      successCount: 1,
      failureCount: 1,
      failures: [{ id: unknown, message: "Inventory item not found" }],
    });
    const bad = await t.call("PATCH", `${base}/${lots.flower}/status`, { token, body: { isActive: "yes" } });
    expect(bad.json().message).toEqual(["isActive must be true or false"]);
  });

  it("deletes only empty lots, one or in bulk", async () => {
    const full = await t.call("DELETE", `${base}/${lots.old}`, { token });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe("Inventory item still holds 5; adjust it to 0 or deactivate it instead");
    await adjust(lots.old, { type: "ABSOLUTE", quantity: 0, reason: "ADJUSTMENT", note: "expired, destroyed" });
    const gone = await t.call("DELETE", `${base}/${lots.old}`, { token });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ id: lots.old });
    expect((await t.call("GET", `${base}/${lots.old}`, { token })).statusCode).toBe(404);

    const bulk = await t.call("DELETE", `${base}/bulk`, { token, query: { inventoryIds: `${lots.gummy},${unknown}` } });
    expect(bulk.json()).toEqual({
      successCount: 0,
      failureCount: 2,
      failures: [
        { id: lots.gummy, message: "Inventory item still holds 40; adjust it to 0 or deactivate it instead" },
        { id: unknown, message: "Inventory item not found" },
      ],
    });
    const empty = await t.call("DELETE", `${base}/bulk`, { token, body: { inventoryIds: [] } });
    expect(empty.json().message).toEqual(["inventoryIds must have at least 1 entry"]);
  });

  it("runs an adjustment once per Idempotency-Key and answers the same every time", async () => {
    const body = { type: "INCREMENTAL", quantity: 3, reason: "ADJUSTMENT" };
    const key = { "idempotency-key": "adjust-7f3a" };
    const first = await adjust(lots.gummy, body, key);
    const again = await adjust(lots.gummy, body, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect((await get(lots.gummy)).quantity).toBe(43);
    expect((await ledger(lots.gummy)).filter((e) => e.reason === "ADJUSTMENT")).toHaveLength(1);

    const other = await adjust(lots.gummy, { ...body, quantity: 4 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe("This Idempotency-Key was already used for a different request");

    // A refusal is the first answer too: the retry does not slip through once stock arrives.
    const refusal = { type: "INCREMENTAL", quantity: -1000, reason: "ADJUSTMENT" };
    const refused = await adjust(lots.gummy, refusal, { "idempotency-key": "short-1" });
    expect(refused.statusCode).toBe(422);
    await adjust(lots.gummy, { type: "INCREMENTAL", quantity: 2000, reason: "ADJUSTMENT" });
    const retried = await adjust(lots.gummy, refusal, { "idempotency-key": "short-1" });
    expect(retried.statusCode).toBe(422);
    expect(retried.json()).toEqual(refused.json());

    const malformed = await adjust(lots.gummy, body, { "idempotency-key": "has space" });
    expect(malformed.statusCode).toBe(400);
  });

  it("pages a lot's history and answers 404 for unknown ids, 400 for malformed ones", async () => {
    const page = await t.call("GET", `${base}/${lots.preRoll}/ledger`, { token, query: { limit: "2", page: "2" } });
    expect(page.json().meta).toMatchObject({ page: 2, limit: 2 });
    expect(page.json().data).toHaveLength(2);
    for (const [method, url, body] of [
      ["GET", `${base}/${unknown}`],
      ["PATCH", `${base}/${unknown}`, { lotNumber: "X" }],
      ["DELETE", `${base}/${unknown}`],
      ["PATCH", `${base}/${unknown}/adjust-quantity`, { type: "ABSOLUTE", quantity: 1, reason: "AUDIT" }],
      ["PATCH", `${base}/${unknown}/status`, { isActive: true }],
      ["POST", `${base}/${unknown}/transfer`, { toRoomId: storageRoomId, quantity: 1 }],
      ["GET", `${base}/${unknown}/ledger`],
    ] as const) {
      const res = await t.call(method, url, { token, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe("Inventory item not found");
    }
    const malformed = await t.call("GET", `${base}/not-an-id`, { token });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toEqual(["id must be a valid id"]);
  });

  it("lets every role read and only MANAGER and INVENTORY (and owners, admins) change stock", async () => {
    for (const role of ["CASHIER", "VIEWER", "MANAGER", "INVENTORY"] as const) {
      const res = await list({}, a.people[role].token);
      expect(res.statusCode, role).toBe(200);
    }
    const body = { type: "INCREMENTAL", quantity: 1, reason: "ADJUSTMENT" };
    for (const role of ["CASHIER", "VIEWER"] as const) {
      const res = await t.call("PATCH", `${base}/${lots.gummy}/adjust-quantity`, { token: a.people[role].token, body });
      expect(res.statusCode, role).toBe(403);
    }
    const manager = await t.call("PATCH", `${base}/${lots.gummy}/adjust-quantity`, {
      token: a.people.MANAGER.token,
      body,
    });
    expect(manager.statusCode).toBe(200);
  });
});
