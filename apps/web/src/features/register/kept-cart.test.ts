import { describe, expect, it } from "vitest";
import { addProduct, emptyCart } from "./cart.ts";
import { keptCartKey, readKeptCart, writeKeptCart } from "./kept-cart.ts";
import { testProduct } from "./test-products.ts";

const product = testProduct();

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe("kept cart", () => {
  const key = keptCartKey("user-1", "location-1");

  it("keeps a cart per user and location and reads it back", () => {
    const storage = memoryStorage();
    const cart = { ...addProduct(emptyCart(), product, 2), discountCodes: ["SPRING"] };
    writeKeptCart(storage, key, cart, null, new Date("2026-11-24T10:00:00Z"));
    expect(readKeptCart(storage, key)).toMatchObject({ cart, customer: null, savedAt: "2026-11-24T10:00:00.000Z" });
    expect(readKeptCart(storage, keptCartKey("user-2", "location-1"))).toBeNull();
    expect(readKeptCart(storage, keptCartKey("user-1", "location-2"))).toBeNull();
  });

  it("forgets the cart once it is empty", () => {
    const storage = memoryStorage();
    writeKeptCart(storage, key, addProduct(emptyCart(), product), null, new Date());
    writeKeptCart(storage, key, emptyCart(), null, new Date());
    expect(storage.getItem(key)).toBeNull();
  });

  it("ignores what is not a kept cart of this version", () => {
    const storage = memoryStorage();
    storage.setItem(key, "{not json");
    expect(readKeptCart(storage, key)).toBeNull();
    storage.setItem(key, JSON.stringify({ version: 0, cart: emptyCart() }));
    expect(readKeptCart(storage, key)).toBeNull();
    const bad = { version: 1, cart: { lines: [{ product, quantity: -1 }], discountCodes: [] }, customer: null };
    storage.setItem(key, JSON.stringify(bad));
    expect(readKeptCart(storage, key)).toBeNull();
  });
});
