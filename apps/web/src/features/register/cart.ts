// The register's cart as pure functions: lines keep the product as the search showed it (price, unit, tax group,
// weights), quantities in the engine's units (units, or mg for GRAM products), and the whole cart prices through
// the shared priceCart with the location's context — the same function the server runs when the sale completes.
import { getLimitsProfile } from "@verdant/shared/limits/limits.profiles";
import { priceCart } from "@verdant/shared/pricing/pricing.engine";
import type {
  CartLine,
  ComplianceClass,
  CustomerType,
  MedicalCardType,
  PricedCart,
  Tender,
} from "@verdant/shared/pricing/pricing.types";
import type { PricingContext } from "@verdant/shared/pricing-context";
import { type CartLineInput, fromEngineQuantity, type sellableProduct } from "@verdant/shared/sales";
import type { z } from "zod";

export type SellableProduct = z.infer<typeof sellableProduct>;

export interface RegisterCartLine {
  product: SellableProduct;
  /** Units (EACH) or milligrams (GRAM). */
  quantity: number;
}

export interface CartCustomer {
  id: string;
  name: string;
  /** MEDICAL only with a medical card valid today (the server decides the same way). */
  pricingType: CustomerType;
  /** The valid medical card's type: rates it exempts from price at 0, as on the server (decision 0018). */
  cardType?: MedicalCardType | null;
  groupIds: string[];
}

export interface RegisterCart {
  lines: RegisterCartLine[];
  customer: CartCustomer | null;
  discountCodes: string[];
}

export const emptyCart = (): RegisterCart => ({ lines: [], customer: null, discountCodes: [] });

/** A weighed product starts at one gram; scanning an EACH product again adds one more. */
export const defaultQuantity = (product: SellableProduct) => (product.unit === "GRAM" ? 1000 : 1);

/** Sellable stock in engine units. */
export const availableOf = (product: SellableProduct) =>
  product.unit === "GRAM" ? Math.round(product.availableQuantity * 1000) : product.availableQuantity;

export function addProduct(cart: RegisterCart, product: SellableProduct, quantity = defaultQuantity(product)) {
  const index = cart.lines.findIndex((line) => line.product.id === product.id);
  if (index === -1) return { ...cart, lines: [...cart.lines, { product, quantity }] };
  const lines = cart.lines.map((line, i) => (i === index ? { product, quantity: line.quantity + quantity } : line));
  return { ...cart, lines };
}

export function setQuantity(cart: RegisterCart, productId: string, quantity: number): RegisterCart {
  if (quantity <= 0) return removeLine(cart, productId);
  return { ...cart, lines: cart.lines.map((line) => (line.product.id === productId ? { ...line, quantity } : line)) };
}

export const removeLine = (cart: RegisterCart, productId: string): RegisterCart => ({
  ...cart,
  lines: cart.lines.filter((line) => line.product.id !== productId),
});

export function addCode(cart: RegisterCart, code: string): RegisterCart {
  const trimmed = code.trim();
  if (!trimmed || cart.discountCodes.some((c) => c.toLowerCase() === trimmed.toLowerCase())) return cart;
  return { ...cart, discountCodes: [...cart.discountCodes, trimmed] };
}

/** Lines whose quantity passes the sellable stock the search reported. */
export const overStock = (cart: RegisterCart) => cart.lines.filter((line) => line.quantity > availableOf(line.product));

/** The lines as the API takes them (units, or grams with up to 3 decimals). */
export const toLineInputs = (cart: RegisterCart): CartLineInput[] =>
  cart.lines.map((line) => ({
    productId: line.product.id,
    quantity: fromEngineQuantity(line.product.unit, line.quantity),
  }));

export function toEngineLines(cart: RegisterCart): CartLine[] {
  return cart.lines.map(({ product, quantity }, index) => ({
    lineId: String(index),
    productId: product.id,
    brandId: product.brandId,
    categoryId: product.categoryId,
    unitPriceCents: product.priceCents,
    taxGroupId: product.taxGroupId,
    // The search only lists products with a category, whose class decides how they count towards limits.
    complianceClass: (product.complianceClass ?? "ACCESSORY") as ComplianceClass,
    unit: product.unit,
    quantity,
    netWeightMg: product.netWeightMg ?? 0,
    thcMgPerUnit: product.thcMgPerUnit,
    thcPercentPpm: product.thcPpm,
  }));
}

/** Today's usage before this cart, per DAY bucket (GET /customer/{id}/daily-purchase-limits). */
export type PriorUsage = Record<string, number>;

export function priceRegisterCart(
  cart: RegisterCart,
  context: PricingContext,
  prior: PriorUsage,
  at = new Date().toISOString(),
  tenders?: Tender[],
): PricedCart {
  const profile = cart.customer ? (getLimitsProfile(context.limitsProfile, at, context.timeZone) ?? null) : null;
  return priceCart({
    at,
    timeZone: context.timeZone,
    lines: toEngineLines(cart),
    customer: cart.customer
      ? { type: cart.customer.pricingType, groupIds: cart.customer.groupIds, cardType: cart.customer.cardType ?? null }
      : null,
    discounts: context.discounts,
    appliedCodes: cart.discountCodes,
    combinationMode: context.combinationMode,
    taxGroups: context.taxGroups,
    cashRounding: context.cashRounding,
    limitsProfile: profile,
    priorUsageMg: prior,
    tenders,
  });
}
