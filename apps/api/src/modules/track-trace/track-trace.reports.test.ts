import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import {
  activeReceipts,
  buildLinkedShop,
  type LinkedShop,
  report,
  simulatorEnv,
  startSimulator,
  statePackage,
} from "../../test/metrc.fixtures.ts";
import { soldOk } from "../sales/sales.test-helpers.ts";
import type { MetrcSimulator } from "./metrc.simulator.ts";
import { runTrackTrace } from "./track-trace.worker.ts";

const cash = [{ type: "CASH", amountCents: 100_000 }];

describe("track-trace: reporting sales, voids, refunds and adjustments", () => {
  let t: TestApp;
  let sim: MetrcSimulator;
  let shop: LinkedShop;
  const manager = () => shop.tenant.people.MANAGER.token;
  const events = async () =>
    (await t.call("GET", shop.url("/events"), { token: manager() })).json() as {
      kind: string;
      status: string;
      lastError: string | null;
      id: number;
    }[];
  beforeAll(async () => {
    sim = await startSimulator();
    t = await createTestApp(simulatorEnv(sim));
    shop = await buildLinkedShop(t, sim, "Report Co");
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  it("reports a sale as one receipt with its packages, quantities, units, amounts and customer type", async () => {
    const sale = await soldOk(t, shop, {
      lines: [
        { productId: shop.products.preRoll, quantity: 2 },
        { productId: shop.products.flower, quantity: 3.5 },
      ],
      tenders: cash,
    });
    expect(await report(t)).toBe(1);
    const [receipt] = activeReceipts(sim, shop);
    expect(receipt).toMatchObject({
      ExternalReceiptNumber: `verdant-${sale.id}`,
      SalesCustomerType: "Consumer",
      PatientLicenseNumber: null,
      Transactions: [
        {
          PackageLabel: shop.labels.preRoll,
          Quantity: 2,
          UnitOfMeasure: "Each",
          TotalAmount: sale.lines[0]!.totalCents / 100,
        },
        {
          PackageLabel: shop.labels.flower,
          Quantity: 3.5,
          UnitOfMeasure: "Grams",
          TotalAmount: sale.lines[1]!.totalCents / 100,
        },
      ],
    });
    expect(statePackage(sim, shop, shop.labels.preRoll).Quantity).toBe(48);
    expect(statePackage(sim, shop, shop.labels.flower).Quantity).toBe(96.5);
    const sync = (await t.call("GET", shop.url(`/sales/${sale.id}`), { token: manager() })).json();
    expect(sync).toMatchObject({ linked: true, events: [{ kind: "SALE", status: "DONE", attempts: 1 }] });
    expect(await report(t)).toBe(0);
  });

  it("reports a patient's sale with the card number", async () => {
    await soldOk(t, shop, {
      customerId: shop.customers.medical,
      lines: [{ productId: shop.products.preRoll, quantity: 1 }],
      tenders: cash,
    });
    await report(t);
    expect(activeReceipts(sim, shop).at(-1)).toMatchObject({
      SalesCustomerType: "Patient",
      PatientLicenseNumber: "MC123",
    });
  });

  it("reports one receipt when Metrc accepts the sale but the answer never comes (a lookup before the retry)", async () => {
    const before = activeReceipts(sim, shop).length;
    const sale = await soldOk(t, shop, { lines: [{ productId: shop.products.preRoll, quantity: 1 }], tenders: cash });
    sim.fail({ method: "POST", path: "/sales/v2/receipts", acceptThenHang: true });
    expect(await report(t)).toBe(0);
    const [pending] = (await t.call("GET", shop.url(`/sales/${sale.id}`), { token: manager() })).json().events;
    expect(pending).toMatchObject({ status: "PENDING", attempts: 1, lastError: "Metrc did not answer in time" });
    await t.database.db.execute(sql`update track_trace_events set next_attempt_at = now() where sale_id = ${sale.id}`);
    expect(await report(t)).toBe(1);
    const mine = activeReceipts(sim, shop).filter((r) => r.ExternalReceiptNumber === `verdant-${sale.id}`);
    expect(mine).toHaveLength(1);
    expect(activeReceipts(sim, shop)).toHaveLength(before + 1);
    expect(sim.requests.filter((r) => r === "POST /sales/v2/receipts").length).toBeGreaterThan(0);
  });

  it("updates the receipt after a partial refund and deletes it after a void", async () => {
    const sale = await soldOk(t, shop, { lines: [{ productId: shop.products.preRoll, quantity: 3 }], tenders: cash });
    await report(t);
    const refund = await t.call(
      "POST",
      `/api/organization/${shop.tenant.organizationId}/location/${shop.tenant.locationId}/sale/${sale.id}/refund`,
      {
        token: manager(),
        body: {
          drawerSessionId: shop.drawerSessionId,
          reason: "Changed mind",
          disposition: "RESTOCK",
          lines: [{ saleLineId: sale.lines[0]!.id, quantity: 1 }],
        },
      },
    );
    expect(refund.statusCode, refund.body).toBe(200);
    await report(t);
    const receipt = activeReceipts(sim, shop).find((r) => r.ExternalReceiptNumber === `verdant-${sale.id}`)!;
    expect(receipt.Transactions).toEqual([expect.objectContaining({ PackageLabel: shop.labels.preRoll, Quantity: 2 })]);
    const other = await soldOk(t, shop, { lines: [{ productId: shop.products.preRoll, quantity: 2 }], tenders: cash });
    await report(t);
    const stateBefore = statePackage(sim, shop, shop.labels.preRoll).Quantity;
    const voided = await t.call(
      "POST",
      `/api/organization/${shop.tenant.organizationId}/location/${shop.tenant.locationId}/sale/${other.id}/void`,
      {
        token: manager(),
        body: { reason: "Rang up twice" },
      },
    );
    expect(voided.statusCode, voided.body).toBe(200);
    await report(t);
    expect(activeReceipts(sim, shop).some((r) => r.ExternalReceiptNumber === `verdant-${other.id}`)).toBe(false);
    expect(statePackage(sim, shop, shop.labels.preRoll).Quantity).toBe(stateBefore + 2);
    const kinds = (await t.call("GET", shop.url(`/sales/${other.id}`), { token: manager() }))
      .json()
      .events.map((e: { kind: string; status: string }) => `${e.kind}:${e.status}`);
    expect(kinds).toEqual(["SALE:DONE", "SALE_VOID:DONE"]);
  });

  it("reports adjustments with Metrc's reason names from the link's mapping", async () => {
    const { rows } = (await t.database.db.execute(
      sql`select id from inventory_items where package_tag = ${shop.labels.flower}`,
    )) as unknown as { rows: { id: string }[] };
    const lot = `/api/organization/${shop.tenant.organizationId}/location/${shop.tenant.locationId}/inventory/${rows[0]!.id}/adjust-quantity`;
    const before = statePackage(sim, shop, shop.labels.flower).Quantity;
    const res = await t.call("PATCH", lot, {
      token: manager(),
      body: { type: "INCREMENTAL", quantity: -1250, reason: "ADJUSTMENT", note: "Dropped" },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.call("PUT", shop.url("/link"), {
      token: shop.tenant.people.OWNER.token,
      body: {
        state: "CA",
        licenseNumber: shop.license,
        reasonMap: { ADJUSTMENT: "Waste (Unusable Product)", AUDIT: "Scale Variance" },
      },
    });
    await t.call("PATCH", lot, {
      token: manager(),
      body: { type: "INCREMENTAL", quantity: -500, reason: "ADJUSTMENT" },
    });
    await report(t);
    const adjustments = sim.books.facility(shop.license).adjustments;
    expect(adjustments.slice(-2)).toEqual([
      {
        Label: shop.labels.flower,
        Quantity: -1.25,
        AdjustmentReason: "Waste (Unusable Product)",
        ReasonNote: "Dropped",
      },
      { Label: shop.labels.flower, Quantity: -0.5, AdjustmentReason: "Waste (Unusable Product)", ReasonNote: null },
    ]);
    expect(statePackage(sim, shop, shop.labels.flower).Quantity).toBe(before - 1.75);
  });

  it("reports waste or destruction with the link's mapped reason, once", async () => {
    const { rows } = (await t.database.db.execute(
      sql`select id from inventory_items where package_tag = ${shop.labels.flower}`,
    )) as unknown as { rows: { id: string }[] };
    const lot = `/api/organization/${shop.tenant.organizationId}/location/${shop.tenant.locationId}/inventory/${rows[0]!.id}/adjust-quantity`;
    const linked = await t.call("PUT", shop.url("/link"), {
      token: shop.tenant.people.OWNER.token,
      body: {
        state: "CA",
        licenseNumber: shop.license,
        reasonMap: { ADJUSTMENT: "Entry Error", AUDIT: "Scale Variance", WASTE: "Damage (Drug Destruction)" },
      },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().reasonMap).toMatchObject({ WASTE: "Damage (Drug Destruction)" });
    const before = statePackage(sim, shop, shop.labels.flower).Quantity;
    const count = sim.books.facility(shop.license).adjustments.length;
    const res = await t.call("PATCH", lot, {
      token: manager(),
      body: { type: "INCREMENTAL", quantity: -250, reason: "WASTE", note: "Destroyed" },
    });
    expect(res.statusCode, res.body).toBe(200);
    await report(t);
    await report(t);
    expect(sim.books.facility(shop.license).adjustments.slice(count)).toEqual([
      {
        Label: shop.labels.flower,
        Quantity: -0.25,
        AdjustmentReason: "Damage (Drug Destruction)",
        ReasonNote: "Destroyed",
      },
    ]);
    expect(statePackage(sim, shop, shop.labels.flower).Quantity).toBe(before - 0.25);
  });

  it("shows a report Metrc refuses (a bad tag) with its message until it is fixed and retried; selling goes on", async () => {
    await t.database.db.execute(
      sql`update inventory_items set package_tag = '1A40BADTAG' where package_tag = ${shop.labels.preRoll}`,
    );
    const sale = await soldOk(t, shop, { lines: [{ productId: shop.products.preRoll, quantity: 1 }], tenders: cash });
    await report(t);
    const status = (await t.call("GET", shop.url(), { token: manager() })).json().status;
    expect(status).toMatchObject({ linked: true, failedCount: 1 });
    expect(status.failures[0]).toMatchObject({
      kind: "SALE",
      status: "FAILED",
      saleId: sale.id,
      lastError: "Package 1A40BADTAG is not an active package of this facility.",
    });
    // Later reports on the same package wait behind it; the register keeps selling.
    await soldOk(t, shop, { lines: [{ productId: shop.products.preRoll, quantity: 1 }], tenders: cash });
    expect(await report(t)).toBe(0);
    await t.database.db.execute(
      sql`update inventory_items set package_tag = ${shop.labels.preRoll} where package_tag = '1A40BADTAG'`,
    );
    const retried = await t.call("POST", shop.url(`/events/${status.failures[0].id}/retry`), { token: manager() });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await report(t)).toBe(2);
    expect((await t.call("GET", shop.url(), { token: manager() })).json().status).toMatchObject({
      failedCount: 0,
      queueLength: 0,
      failures: [],
    });
    expect((await t.call("POST", shop.url("/events/999999/retry"), { token: manager() })).statusCode).toBe(404);
  });

  it("backs off when Metrc is down or rate-limits, and sends in order once it answers", async () => {
    sim.fail({ path: "/sales/v2/receipts", status: 500 });
    await soldOk(t, shop, { lines: [{ productId: shop.products.flower, quantity: 1 }], tenders: cash });
    expect(await report(t)).toBe(0);
    const [failing] = (await events()).filter((e) => e.status === "PENDING");
    expect(failing).toMatchObject({ kind: "SALE", lastError: "Simulated 500" });
    await t.database.db.execute(sql`update track_trace_events set next_attempt_at = now() where status = 'PENDING'`);
    sim.fail({ path: "/sales/v2/receipts", status: 429, retryAfterSeconds: 0 });
    expect(await report(t)).toBe(1);
  });

  it("loses no report when the API stops between the sale and its report", async () => {
    const sale = await soldOk(t, shop, { lines: [{ productId: shop.products.preRoll, quantity: 1 }], tenders: cash });
    // The process that took the sale is gone before its worker ran; another process on the same database reports it.
    const other = await buildApp({ config: t.config, database: t.database });
    await other.ready();
    expect(await runTrackTrace(t.database.db, t.config.trackTrace)).toBe(1);
    await other.close();
    expect(activeReceipts(sim, shop).filter((r) => r.ExternalReceiptNumber === `verdant-${sale.id}`)).toHaveLength(1);
  });
});
