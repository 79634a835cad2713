import type { Customer } from "@verdant/shared/customers";
import type { OfflineKit } from "@verdant/shared/offline-sales";
import type { Sale } from "@verdant/shared/sales";
import { describe, expect, it } from "vitest";
import { FRESH_MS, freshnessOf } from "./freshness.ts";
import {
  localLimits,
  readLocalCopy,
  refreshLocalCopy,
  searchLocalCustomers,
  searchLocalProducts,
} from "./local-copy.ts";
import type { QueuedSale } from "./queue.ts";
import { memoryStorage } from "./storage.ts";

const ids = { organizationId: "o", locationId: "l", registerId: "r" };
const product = (id: string, name: string, sku: string, availableQuantity: number, extra = {}) => ({
  id,
  name,
  sku,
  barcodes: [`0628${id}`],
  brandId: null,
  brandName: null,
  categoryId: "cat",
  categoryName: "Flower",
  complianceClass: "FLOWER",
  unit: "EACH" as const,
  priceCents: 1000,
  netWeightMg: 3500,
  thcPpm: null,
  availableQuantity,
  taxGroupId: null,
  thcMgPerUnit: null,
  ...extra,
});
const customer = (id: string, firstName: string, lastName: string) =>
  ({ id, firstName, lastName, type: "RECREATIONAL", status: "ACTIVE", email: null, phone: null }) as Customer;

const kit = (storeDay: string, products = [product("1", "Blue Dream 3.5g", "BD-35", 5)]) =>
  ({
    generatedAt: `${storeDay}T20:00:00Z`,
    storeDay,
    register: { id: "r", name: "Front" },
    rules: { offlineMaxMinutes: 240, offlineMaxSaleCents: 50_000 },
    pricingContext: { timeZone: "America/Vancouver", limitsProfile: "CA", currency: "CAD" },
    products,
    customers: [customer("c1", "Riley", "Adams"), customer("c2", "Sam", "Brook"), customer("c3", "Ana", "Cole")],
    recentCustomerIds: ["c3"],
    dayLines: {},
    drawer: null,
  }) as unknown as OfflineKit;

const queued = (key: string, queuedAt: number, lines: { productId: string; quantity: number }[]) =>
  ({
    key,
    queuedAt,
    locationId: "l",
    state: "waiting",
    body: { lines },
    sale: {
      customer: { id: "c1" },
      completedAt: "2026-11-24T18:00:00Z",
      lines: lines.map((l) => ({ ...l, unit: "EACH" })),
    } as unknown as Sale,
  }) as QueuedSale;

describe("the register's local copy", () => {
  it("keeps what a refresh fetched with when; a failed refresh keeps the copy there was", async () => {
    const storage = memoryStorage();
    let now = 5000;
    await refreshLocalCopy(
      storage,
      ids,
      async () => kit("2026-11-24"),
      () => now,
    );
    expect(await readLocalCopy(storage, "l", "r")).toMatchObject({ fetchedAt: 5000, registerId: "r" });
    now = 9000;
    await expect(
      refreshLocalCopy(
        storage,
        ids,
        () => Promise.reject(new Error("Network Error")),
        () => now,
      ),
    ).rejects.toThrow("Network Error");
    expect((await readLocalCopy(storage, "l"))?.fetchedAt).toBe(5000);
    await refreshLocalCopy(
      storage,
      ids,
      async () => kit("2026-11-25"),
      () => now,
    );
    expect(await readLocalCopy(storage, "l")).toMatchObject({ fetchedAt: 9000, kit: { storeDay: "2026-11-25" } });
  });

  it("says how fresh it is, and stale past ten minutes", () => {
    expect(freshnessOf(0, 30_000)).toEqual({ minutes: 0, label: "just now", stale: false });
    expect(freshnessOf(0, 5 * 60_000)).toMatchObject({ label: "5 min ago", stale: false });
    expect(freshnessOf(0, FRESH_MS + 1)).toMatchObject({ stale: true });
    expect(freshnessOf(0, 125 * 60_000).label).toBe("2 h 5 min ago");
  });

  it("finds products by word prefix, SKU or barcode, with stock less what this browser sold since", async () => {
    const kept = {
      ...ids,
      fetchedAt: 1000,
      kit: kit("2026-11-24", [product("1", "Blue Dream 3.5g", "BD-35", 5), product("2", "Pink Kush", "PK-1", 9)]),
    };
    const sales = [
      queued("old", 500, [{ productId: "1", quantity: 3 }]),
      queued("new", 2000, [{ productId: "1", quantity: 2 }]),
    ];
    const found = searchLocalProducts(kept, sales, { search: "blue dr" });
    expect(found.data.map((p) => [p.name, p.availableQuantity])).toEqual([["Blue Dream 3.5g", 3]]);
    expect(searchLocalProducts(kept, sales, { search: "pk" }).data.map((p) => p.id)).toEqual(["2"]);
    expect(searchLocalProducts(kept, sales, { barcode: "06282" }).data.map((p) => p.id)).toEqual(["2"]);
    expect(searchLocalProducts(kept, sales, { limit: 1 }).meta).toMatchObject({ total: 2, totalPages: 2 });
  });

  it("looks customers up by name, recent customers first", () => {
    const kept = { ...ids, fetchedAt: 0, kit: kit("2026-11-24") };
    expect(searchLocalCustomers(kept, "", 8).data.map((c) => c.id)).toEqual(["c3", "c1", "c2"]);
    expect(searchLocalCustomers(kept, "sam b", 8).data.map((c) => c.id)).toEqual(["c2"]);
  });

  it("counts the day's limits from the copy and this register's offline sales, known only on the copy's day", () => {
    const sale = queued("s", 2000, [{ productId: "1", quantity: 4 }]);
    const today = { ...ids, fetchedAt: 0, kit: kit("2026-11-24") };
    const now = new Date("2026-11-24T19:00:00Z");
    today.kit.pricingContext = { ...today.kit.pricingContext, limitsProfile: "US-CA" };
    const known = localLimits(today, [sale], customer("c1", "Riley", "Adams"), now);
    expect(known.known).toBe(true);
    expect(known.answer.date).toBe("2026-11-24");
    // Four 3.5 g packs sold offline today count as 14 g of the day's flower.
    const day = known.answer.buckets.filter((b) => b.period === "DAY" && b.priorMg > 0);
    expect(day.map((b) => b.priorMg)).toContain(14_000);
    const yesterday = { ...ids, fetchedAt: 0, kit: kit("2026-11-23") };
    expect(localLimits(yesterday, [], customer("c1", "Riley", "Adams"), now).known).toBe(false);
  });

  it("counts an offline sale's lotions as non-solids, as the server does", () => {
    const lotion = product("3", "Relief Lotion 50 g", "RL-50", 10, {
      complianceClass: "TOPICAL",
      netWeightMg: 50_000,
      form: "NON_SOLID",
    });
    const kept = { ...ids, fetchedAt: 0, kit: kit("2026-11-24", [lotion]) };
    kept.kit.pricingContext = { ...kept.kit.pricingContext, limitsProfile: "US-MI" };
    const sale = queued("s", 2000, [{ productId: "3", quantity: 3 }]);
    const answer = localLimits(kept, [sale], customer("c1", "Riley", "Adams"), new Date("2026-11-24T19:00:00Z"));
    // MCL 333.26424(c): liquid form 36 fl oz = 1 oz, so 150 g of lotion is 150 × 2/75 = 4 g (as solids: 9.375 g).
    expect(answer.answer.buckets.find((b) => b.bucketId === "marihuana")!.priorMg).toBe(4000);
  });
});
