// Races that a busy store produces: many clerks adjusting one lot, two tabs processing one delivery. On PostgreSQL
// (TEST_DB=postgres) the calls truly run at once on a pool of connections; on PGlite they serialise, and the same
// invariants must hold.
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

describe("inventory under concurrency", () => {
  let t: TestApp;
  let a: Tenant;
  let c: Catalog;
  let base: string;
  let token: string;

  const quantityOf = async (id: string) => (await t.call("GET", `${base}/${id}`, { token })).json().quantity as number;
  const adjust = (id: string, quantity: number, type = "INCREMENTAL") =>
    t.call("PATCH", `${base}/${id}/adjust-quantity`, { token, body: { type, quantity, reason: "ADJUSTMENT" } });

  beforeAll(async () => {
    t = await createTestApp();
    a = await buildTenant(t, "Busy Store");
    c = await buildCatalog(t, a);
    base = `${locationUrl(a)}/inventory`;
    token = a.people.INVENTORY.token;
  });
  afterEach(() => expectLedgerBalanced(t));
  afterAll(() => t.close());

  it("20 parallel incremental adjustments all land: quantity equals the sum of its ledger", async () => {
    const [lot] = await receiveStock(t, a, [{ productId: c.preRollId, quantity: 100, roomId: a.roomId }]);
    const changes = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? i + 1 : -(i + 1)));
    const answers = await Promise.all(changes.map((delta) => adjust(lot!, delta)));
    expect(answers.map((r) => r.statusCode)).toEqual(changes.map(() => 200));
    expect(await quantityOf(lot!)).toBe(100 + changes.reduce((n, d) => n + d, 0));
  });

  it("parallel decrements never go below zero: the surplus is refused with insufficient_stock", async () => {
    const [lot] = await receiveStock(t, a, [{ productId: c.gummyId, quantity: 10, roomId: a.roomId }]);
    const answers = await Promise.all(Array.from({ length: 16 }, () => adjust(lot!, -1)));
    const ok = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(6);
    for (const r of refused) {
      expect(r.statusCode).toBe(422);
      expect(r.json()).toMatchObject({
        code: "insufficient_stock",
        message: "Insufficient stock: 0 on hand, 1 requested",
      });
    }
    expect(await quantityOf(lot!)).toBe(0);
  });

  it("counts and changes interleaved keep the ledger exact", async () => {
    const [lot] = await receiveStock(t, a, [{ productId: c.flowerId, quantity: 5000, roomId: a.roomId }]);
    const calls = Array.from({ length: 12 }, (_, i) =>
      i % 3 === 0 ? adjust(lot!, 4000, "ABSOLUTE") : adjust(lot!, -700),
    );
    const answers = await Promise.all(calls);
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 422)).toBe(true);
    expect(await quantityOf(lot!)).toBeGreaterThanOrEqual(0);
  });

  it("processing one receive order from two tabs at once creates the stock once", async () => {
    const orders = `${locationUrl(a)}/receive-orders`;
    const order = await created(t, orders, {}, token);
    await created(t, `${orders}/${order.id}/items`, { productId: c.gummyId, quantity: 24, roomId: a.roomId }, token);
    const process = () => t.call("POST", `${orders}/${order.id}/process-to-inventory`, { token });
    const answers = await Promise.all([process(), process()]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toBe("This receive order was already processed into inventory");
    const lots = await t.call("GET", base, { token, query: { search: "sour", limit: "100" } });
    const fromOrder = lots.json().data.filter((l: { receiveOrderId: string }) => l.receiveOrderId === order.id);
    expect(fromOrder).toHaveLength(1);
    expect(fromOrder[0].quantity).toBe(24);
  });

  it("the same Idempotency-Key sent twice at once answers both with the first answer, stock once", async () => {
    const orders = `${locationUrl(a)}/receive-orders`;
    const order = await created(t, orders, {}, token);
    await created(t, `${orders}/${order.id}/items`, { productId: c.preRollId, quantity: 6, roomId: a.roomId }, token);
    const process = () =>
      t.call("POST", `${orders}/${order.id}/process-to-inventory`, {
        token,
        headers: { "idempotency-key": `process-${order.id}` },
      });
    const [first, second] = await Promise.all([process(), process()]);
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    expect(second!.json()).toEqual(first!.json());
    expect(first!.json().inventoryIds).toHaveLength(1);
    const again = await t.call("POST", `${orders}/${order.id}/process-to-inventory`, { token });
    expect(again.statusCode).toBe(409);
  });
});
