// A manager's approval past the offline limits (decision 0035): the register gets verifiers of the managers' PINs
// in its local copy, the approved sale carries a proof, and the server checks it again at sync: a verified approval
// covers the limit it was given for; one that cannot be verified is flagged, and the sale is recorded either way.
import { randomUUID } from "node:crypto";
import { offlineApprovalProof, offlinePinKey, offlineVerifier } from "@verdant/shared/offline-approval";
import type { OfflineApprover } from "@verdant/shared/offline-sales";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildShop, type Shop, shopUrl } from "../sales/sales.test-helpers.ts";

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const PIN = "24681357";

describe("offline sales: a manager's approval past the offline limits", () => {
  let t: TestApp;
  let shop: Shop;
  let url: (path: string) => string;
  let managerId: string;
  let kit: { approvals: { issuedAt: string; expiresAt: string; approvers: OfflineApprover[] } };
  let key: Uint8Array;
  let series = 0;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t, "Approval Co");
    url = (path) => shopUrl(shop.tenant, path);
    const manager = shop.tenant.people.MANAGER;
    managerId = manager.user.id;
    const set = await t.call("PUT", "/api/auth/me/pin", { token: manager.token, body: { pin: PIN } });
    expect(set.statusCode, set.body).toBe(200);
    const res = await t.call("GET", url(`/register/${shop.registerId}/offline-kit`), {
      token: shop.tenant.people.CASHIER.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    kit = res.json();
    const mine = kit.approvals.approvers.find((a) => a.id === managerId)!;
    key = await offlinePinKey(PIN, mine.salt, mine.iterations);
  });
  afterAll(() => t.close());

  /** An offline sale of one pack of gummies, 5 hours into the outage (the location allows 4). */
  const sendSale = (key: string, over: Record<string, unknown>) =>
    t.call("POST", url("/sale/offline"), {
      token: shop.tenant.people.CASHIER.token,
      headers: { "idempotency-key": key },
      body: {
        registerId: shop.registerId,
        drawerSessionId: shop.drawerSessionId,
        customerId: shop.customers.adult,
        lines: [{ productId: shop.products.gummies, quantity: 1, unitPriceCents: 800 }],
        tenders: [{ type: "CASH", amountCents: 1000 }],
        soldAt: minutesAgo(0),
        offlineSince: minutesAgo(300),
        registerTotalCents: 896,
        ...over,
      },
    });

  /** That sale, approved by `approverId` with `pinKey` (the manager's key unless told). */
  async function approvedSale(over: { approverId?: string; pinKey?: Uint8Array; approvedAt?: string } = {}) {
    const offlineReceipt = `APPRV1-${++series}`;
    const saleKey = randomUUID();
    const approval = {
      approverId: over.approverId ?? managerId,
      approvedAt: over.approvedAt ?? minutesAgo(0),
      issuedAt: kit.approvals.issuedAt,
      reason: "Offline for 300 minutes; this store allows 240.",
    };
    const proof = await offlineApprovalProof(over.pinKey ?? key, {
      ...approval,
      key: saleKey,
      registerId: shop.registerId,
      offlineReceipt,
      registerTotalCents: 896,
    });
    const res = await sendSale(saleKey, { offlineReceipt, approval: { ...approval, proof } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { saleId: string; flags: { code: string; message: string }[] };
  }

  it("gives the open register short-lived verifiers that check the PIN, never the server's hash", async () => {
    expect(Date.parse(kit.approvals.expiresAt) - Date.parse(kit.approvals.issuedAt)).toBe(12 * 60 * 60_000);
    const mine = kit.approvals.approvers.find((a) => a.id === managerId)!;
    expect(mine).toMatchObject({ iterations: 600_000 });
    expect(JSON.stringify(kit)).not.toContain("$argon2");
    const expected = { registerId: shop.registerId, approverId: managerId, issuedAt: kit.approvals.issuedAt };
    expect(await offlineVerifier(key, expected)).toBe(mine.verifier);
    const wrong = await offlinePinKey("13572468", mine.salt, mine.iterations);
    expect(await offlineVerifier(wrong, expected)).not.toBe(mine.verifier);
    // Cashiers have no PIN: only the location's managers (and owners, admins) with one are there.
    expect(kit.approvals.approvers.map((a) => a.id)).not.toContain(shop.tenant.people.CASHIER.user.id);
    // Setting the same PIN again keeps the key (the salt is the person's own), so approvals in flight still verify.
    await t.call("PUT", "/api/auth/me/pin", { token: shop.tenant.people.MANAGER.token, body: { pin: PIN } });
    const again = (
      await t.call("GET", url(`/register/${shop.registerId}/offline-kit`), { token: shop.tenant.people.CASHIER.token })
    ).json();
    const next = again.approvals.approvers.find((a: OfflineApprover) => a.id === managerId);
    expect(next.salt).toBe(mine.salt);
    expect(next.verifier).not.toBe(mine.verifier); // rotated with the moment of issue
  });

  it("records a verified approval: the limit it covers is not flagged, and the manager's review shows who and why", async () => {
    const sale = await approvedSale();
    expect(sale.flags).toEqual([]);
    const review = await t.call("GET", url("/offline-sales?status=ALL&limit=100"), {
      token: shop.tenant.people.MANAGER.token,
    });
    const row = review.json().data.find((r: { saleId: string }) => r.saleId === sale.saleId);
    expect(row.approval).toMatchObject({
      approverId: managerId,
      verified: true,
      reason: "Offline for 300 minutes; this store allows 240.",
    });
    expect(row.approval.approverName).toBeTruthy();
  });

  it("flags an approval it cannot verify and keeps the limit's flag, recording the sale anyway", async () => {
    const wrongPin = await approvedSale({ pinKey: await offlinePinKey("11112222", "c2FsdHNhbHRzYWx0c2FsdA==", 1000) });
    expect(wrongPin.flags.map((f) => f.code)).toEqual(["OFFLINE_TOO_LONG", "APPROVAL_UNVERIFIED"]);
    expect(wrongPin.flags[1]!.message).toContain("does not match");
    const notManager = await approvedSale({ approverId: shop.tenant.people.CASHIER.user.id });
    expect(notManager.flags.map((f) => f.code)).toEqual(["OFFLINE_TOO_LONG", "APPROVAL_UNVERIFIED"]);
    expect(notManager.flags[1]!.message).toContain("not a manager of this location");
    const beforeOutage = await approvedSale({ approvedAt: minutesAgo(400) });
    expect(beforeOutage.flags[1]!.message).toContain("outside the outage");
    const review = await t.call("GET", url("/offline-sales?status=OPEN&limit=100"), {
      token: shop.tenant.people.MANAGER.token,
    });
    const row = review.json().data.find((r: { saleId: string }) => r.saleId === wrongPin.saleId);
    expect(row.approval).toMatchObject({ verified: false });
  });

  it("refuses a malformed approval as a bad request", async () => {
    const res = await sendSale(randomUUID(), {
      offlineReceipt: "APPRV1-99",
      approval: { approverId: managerId, approvedAt: "yesterday", issuedAt: minutesAgo(60), reason: "", proof: "x" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "validation_failed" });
  });

  it("keeps what receipts print about the store in the copy, and prints the offline number on the receipt", async () => {
    const res = await t.call("GET", url(`/register/${shop.registerId}/offline-kit`), {
      token: shop.tenant.people.CASHIER.token,
    });
    const copy = res.json();
    expect(copy.store).toMatchObject({ currency: "CAD", country: "CA" });
    expect(copy.store.timeZone).toBeTruthy();
    expect(copy.store.legalName).toBeTruthy();
    const sale = await approvedSale();
    const receipt = await t.call("GET", url(`/sale/${sale.saleId}/receipt`), {
      token: shop.tenant.people.CASHIER.token,
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json().offlineReceipt).toBe(`APPRV1-${series}`);
    expect(receipt.json().store).toEqual(copy.store);
  });
});
