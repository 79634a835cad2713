// Returned goods written off (refund disposition WRITE_OFF): the receipt update gives them back to the package in
// Metrc, then one package adjustment with the link's mapped reason takes them out again, in that order, once.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app.ts";
import { activeReceipts, type LinkedShop, linkedShopSuite, report, statePackage } from "../../test/metrc.fixtures.ts";
import { soldOk } from "../sales/sales.test-helpers.ts";
import type { MetrcSimulator } from "./metrc.simulator.ts";

const cash = [{ type: "CASH", amountCents: 100_000 }];

describe("track-trace: returned goods written off", () => {
  const suite = linkedShopSuite("Write-off Co");
  let t: TestApp;
  let sim: MetrcSimulator;
  let shop: LinkedShop;
  const manager = () => shop.tenant.people.MANAGER.token;
  const adjustments = () => sim.books.facility(shop.license).adjustments;
  const refund = async (saleId: string, saleLineId: string, quantity: number, disposition = "WRITE_OFF") => {
    const res = await t.call(
      "POST",
      `/api/organization/${shop.tenant.organizationId}/location/${shop.tenant.locationId}/sale/${saleId}/refund`,
      {
        token: manager(),
        body: {
          drawerSessionId: shop.drawerSessionId,
          reason: "Damaged",
          disposition,
          lines: [{ saleLineId, quantity }],
        },
      },
    );
    expect(res.statusCode, res.body).toBe(200);
  };
  const kinds = async (saleId: string) =>
    (await t.call("GET", shop.url(`/sales/${saleId}`), { token: manager() }))
      .json()
      .events.map((e: { kind: string; status: string }) => `${e.kind}:${e.status}`);
  const ourQuantity = async (label: string) => {
    const { rows } = (await t.database.db.execute(
      sql`select quantity from inventory_items where package_tag = ${label}`,
    )) as unknown as { rows: { quantity: number }[] };
    return Number(rows[0]!.quantity);
  };
  const soon = () => t.database.db.execute(sql`update track_trace_events set next_attempt_at = now()`);

  beforeAll(() => {
    ({ t, sim, shop } = suite);
  });

  it("reports a partial refund written off as the receipt update, then one adjustment with the mapped reason", async () => {
    const sale = await soldOk(t, shop, { lines: [{ productId: shop.products.preRoll, quantity: 3 }], tenders: cash });
    await report(t);
    const afterSale = statePackage(sim, shop, shop.labels.preRoll).Quantity;
    const seen = sim.requests.length;
    await refund(sale.id, sale.lines[0]!.id, 2);
    expect(await report(t)).toBe(2);
    const receipt = activeReceipts(sim, shop).find((r) => r.ExternalReceiptNumber === `verdant-${sale.id}`)!;
    expect(receipt.Transactions).toEqual([expect.objectContaining({ PackageLabel: shop.labels.preRoll, Quantity: 1 })]);
    expect(adjustments().at(-1)).toEqual({
      Label: shop.labels.preRoll,
      Quantity: -2,
      AdjustmentReason: "Waste (Unusable Product)",
      ReasonNote: "Returned and written off: Damaged",
    });
    // The goods are gone in both books: the receipt gave them back to the package, the write-off took them out.
    expect(statePackage(sim, shop, shop.labels.preRoll).Quantity).toBe(afterSale);
    expect(await ourQuantity(shop.labels.preRoll)).toBe(afterSale);
    const writes = sim.requests.slice(seen).filter((r) => !r.startsWith("GET"));
    expect(writes).toEqual(["PUT /sales/v2/receipts", "POST /packages/v2/adjust"]);
    expect(await kinds(sale.id)).toEqual(["SALE:DONE", "SALE_REFUND:DONE", "REFUND_WRITE_OFF:DONE"]);
    expect(await report(t)).toBe(0);
  });

  it("a refund put back on the shelf sends no adjustment", async () => {
    const sale = await soldOk(t, shop, { lines: [{ productId: shop.products.preRoll, quantity: 2 }], tenders: cash });
    await report(t);
    const count = adjustments().length;
    await refund(sale.id, sale.lines[0]!.id, 1, "RESTOCK");
    await report(t);
    expect(adjustments()).toHaveLength(count);
    expect(await kinds(sale.id)).toEqual(["SALE:DONE", "SALE_REFUND:DONE"]);
  });

  it("waits for the receipt update of the same package, then sends in order; the state's grams, the reason as mapped", async () => {
    await t.call("PUT", shop.url("/link"), {
      token: shop.tenant.people.OWNER.token,
      body: {
        state: "CA",
        licenseNumber: shop.license,
        reasonMap: {
          ADJUSTMENT: "Entry Error",
          AUDIT: "Scale Variance",
          REFUND_WRITE_OFF: "Damage (Drug Destruction)",
        },
      },
    });
    const sale = await soldOk(t, shop, { lines: [{ productId: shop.products.flower, quantity: 3.5 }], tenders: cash });
    await report(t);
    const afterSale = statePackage(sim, shop, shop.labels.flower).Quantity;
    const count = adjustments().length;
    await refund(sale.id, sale.lines[0]!.id, 3.5);
    sim.fail({ method: "DELETE", path: "/sales/v2/receipts", status: 500 });
    expect(await report(t)).toBe(0);
    expect(adjustments()).toHaveLength(count);
    expect(await kinds(sale.id)).toEqual(["SALE:DONE", "SALE_REFUND:PENDING", "REFUND_WRITE_OFF:PENDING"]);
    await soon();
    expect(await report(t)).toBe(2);
    expect(activeReceipts(sim, shop).some((r) => r.ExternalReceiptNumber === `verdant-${sale.id}`)).toBe(false);
    expect(adjustments().slice(count)).toEqual([
      {
        Label: shop.labels.flower,
        Quantity: -3.5,
        AdjustmentReason: "Damage (Drug Destruction)",
        ReasonNote: "Returned and written off: Damaged",
      },
    ]);
    expect(statePackage(sim, shop, shop.labels.flower).Quantity).toBe(afterSale);
  });

  it("sends the write-off once when Metrc takes it and never answers (its quantity is looked at before a retry)", async () => {
    const sale = await soldOk(t, shop, { lines: [{ productId: shop.products.preRoll, quantity: 4 }], tenders: cash });
    await report(t);
    const afterSale = statePackage(sim, shop, shop.labels.preRoll).Quantity;
    const count = adjustments().length;
    await refund(sale.id, sale.lines[0]!.id, 1);
    sim.fail({ method: "POST", path: "/packages/v2/adjust", acceptThenHang: true });
    expect(await report(t)).toBe(1);
    expect(await kinds(sale.id)).toEqual(["SALE:DONE", "SALE_REFUND:DONE", "REFUND_WRITE_OFF:PENDING"]);
    await soon();
    expect(await report(t)).toBe(1);
    expect(adjustments()).toHaveLength(count + 1);
    expect(statePackage(sim, shop, shop.labels.preRoll).Quantity).toBe(afterSale);
    expect(await kinds(sale.id)).toEqual(["SALE:DONE", "SALE_REFUND:DONE", "REFUND_WRITE_OFF:DONE"]);
  });

  it("shows a write-off Metrc refuses (a reason it does not know) until the mapping is fixed and it is retried", async () => {
    const sale = await soldOk(t, shop, { lines: [{ productId: shop.products.preRoll, quantity: 2 }], tenders: cash });
    await report(t);
    const count = adjustments().length;
    await refund(sale.id, sale.lines[0]!.id, 1);
    await t.call("PUT", shop.url("/link"), {
      token: shop.tenant.people.OWNER.token,
      body: {
        state: "CA",
        licenseNumber: shop.license,
        reasonMap: { ADJUSTMENT: "Entry Error", AUDIT: "Theft", REFUND_WRITE_OFF: "Nonsense" },
      },
    });
    await report(t);
    const failure = (await t.call("GET", shop.url(), { token: manager() })).json().status.failures[0];
    expect(failure).toMatchObject({
      kind: "REFUND_WRITE_OFF",
      status: "FAILED",
      lastError: "Adjustment reason Nonsense is not valid.",
    });
    // A client that sends only the first two reasons keeps the link's write-off reason.
    const link = async (reasonMap: Record<string, string>) =>
      (
        await t.call("PUT", shop.url("/link"), {
          token: shop.tenant.people.OWNER.token,
          body: { state: "CA", licenseNumber: shop.license, reasonMap },
        })
      ).json().reasonMap;
    expect(await link({ ADJUSTMENT: "Entry Error", AUDIT: "Theft" })).toMatchObject({ REFUND_WRITE_OFF: "Nonsense" });
    await link({ ADJUSTMENT: "Entry Error", AUDIT: "Theft", REFUND_WRITE_OFF: "Waste (Unusable Product)" });
    const retried = await t.call("POST", shop.url(`/events/${failure.id}/retry`), { token: manager() });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await report(t)).toBe(1);
    expect(adjustments().slice(count)).toEqual([
      expect.objectContaining({ Quantity: -1, AdjustmentReason: "Waste (Unusable Product)" }),
    ]);
  });
});
