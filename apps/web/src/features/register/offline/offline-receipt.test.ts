import type { OfflineKit } from "@verdant/shared/offline-sales";
import type { Receipt, Sale } from "@verdant/shared/sales";
import { describe, expect, it } from "vitest";
import type { KeptKit } from "./local-copy.ts";
import { offlineReceiptAnswer } from "./offline-receipt.ts";
import type { QueuedSale } from "./queue.ts";

const store: Receipt["store"] = {
  name: "Green Leaf Vancouver",
  address: "1 Main St",
  address2: null,
  city: "Vancouver",
  state: "BC",
  postalCode: "V5K 0A1",
  country: "CA",
  currency: "CAD",
  timeZone: "America/Vancouver",
  legalName: "Green Leaf Cannabis Ltd.",
  registrations: [{ label: "GST/HST", number: "123456789RT0001" }],
  returnPolicy: "Unopened products within 14 days.",
  language: "en",
};
const kept = {
  kit: {
    store,
    customers: [{ id: "c1", email: "riley@example.com", phone: null }],
  } as unknown as OfflineKit,
} as KeptKit;
const item = (saleId: string, result?: { saleId: string }) =>
  ({
    key: `k-${saleId}`,
    body: { registerId: "r1", offlineReceipt: "K7Q2M9-7" },
    sale: { id: saleId, receiptNumber: 0, customer: { id: "c1" } } as Sale,
    ...(result ? { state: "synced", result } : { state: "waiting" }),
  }) as unknown as QueuedSale;

describe("the receipt of a sale rung up offline", () => {
  it("prints from the queue and the local copy: the sale, its offline number, the store's legal details", async () => {
    const asked: string[] = [];
    const receipt = await offlineReceiptAnswer([item("s0"), item("s1")], "s1", async (registerId) => {
      asked.push(registerId);
      return kept;
    });
    expect(asked).toEqual(["r1"]);
    expect(receipt).toEqual({
      sale: expect.objectContaining({ id: "s1" }),
      store,
      contact: { email: "riley@example.com", phone: null },
      offlineReceipt: "K7Q2M9-7",
    });
  });

  it("finds a synced sale by either id, and nothing for a sale it never held or a copy without the store", async () => {
    const queue = [item("s1", { saleId: "server-1" })];
    expect((await offlineReceiptAnswer(queue, "server-1", async () => kept))?.sale.id).toBe("s1");
    expect(await offlineReceiptAnswer(queue, "other", async () => kept)).toBeUndefined();
    const old = { kit: { customers: [] } as unknown as OfflineKit } as KeptKit;
    expect(await offlineReceiptAnswer(queue, "s1", async () => old)).toBeUndefined();
  });
});
