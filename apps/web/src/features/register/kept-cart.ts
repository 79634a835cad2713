// The cart in progress kept in the browser (decision 0019): per user and location, in localStorage, so it
// survives navigation, a reload and a browser restart until the sale completes or the cashier clears it. The
// chosen register is kept the same way. Nothing here is trusted: the server prices and checks the sale again.
import type { Customer } from "@verdant/shared/customers";
import type { RegisterCart } from "./cart.ts";

const VERSION = 1;

export interface KeptCart {
  version: typeof VERSION;
  cart: RegisterCart;
  customer: Customer | null;
  savedAt: string;
}

export const keptCartKey = (userId: string, locationId: string) => `verdant-cart:${userId}:${locationId}`;
export const keptRegisterKey = (userId: string, locationId: string) => `verdant-register:${userId}:${locationId}`;

function isKept(value: unknown): value is KeptCart {
  if (!value || typeof value !== "object") return false;
  const kept = value as Partial<KeptCart>;
  return (
    kept.version === VERSION &&
    !!kept.cart &&
    Array.isArray(kept.cart.lines) &&
    Array.isArray(kept.cart.discountCodes) &&
    kept.cart.lines.every((line) => !!line?.product?.id && Number.isInteger(line.quantity) && line.quantity > 0)
  );
}

/** The kept cart, or null when there is none or it is not one this version wrote. */
export function readKeptCart(storage: Storage, key: string): KeptCart | null {
  try {
    const raw = storage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isKept(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** An empty cart without a customer is not kept (the key goes). */
export function writeKeptCart(storage: Storage, key: string, cart: RegisterCart, customer: Customer | null, at: Date) {
  try {
    if (cart.lines.length === 0 && !customer && cart.discountCodes.length === 0) return storage.removeItem(key);
    const kept: KeptCart = { version: VERSION, cart, customer, savedAt: at.toISOString() };
    storage.setItem(key, JSON.stringify(kept));
  } catch {
    // A full or unavailable storage only means the cart is not kept; selling goes on.
  }
}
