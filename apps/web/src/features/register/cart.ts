// The register's cart as pure functions: lines keep the product as the search showed it (price, unit, tax group,
// weights), quantities in the engine's units (units, or mg for GRAM products), and the whole cart prices through
// the shared priceCart with the location's context — the same function the server runs when the sale completes.
import { getLimitsProfile } from "@verdant/shared/limits/limits.profiles";
import { limitsFor } from "@verdant/shared/limits/limits.usage";
import { priceCart } from "@verdant/shared/pricing/pricing.engine";
import { toEngineLine, UnsellableProductError } from "@verdant/shared/pricing/pricing.lines";
import { MissingProductFigureError, missingFigureMessage } from "@verdant/shared/pricing/pricing.taxes";
import type {
  CartLine,
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
  /** Limits with a non-resident amount apply (Illinois), as on the server. */
  nonResident?: boolean;
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

/** The cart as engine lines, built by the shared toEngineLine the server's sale and the tax preview use. */
export const toEngineLines = (cart: RegisterCart): CartLine[] =>
  cart.lines.map(({ product, quantity }, index) =>
    toEngineLine(product, { lineId: String(index), quantity, taxGroupId: product.taxGroupId }),
  );

/** Today's usage before this cart, per DAY bucket (GET /customer/{id}/daily-purchase-limits). */
export type PriorUsage = Record<string, number>;

export function priceRegisterCart(
  cart: RegisterCart,
  context: PricingContext,
  prior: PriorUsage,
  at = new Date().toISOString(),
  tenders?: Tender[],
): PricedCart {
  const profile = cart.customer
    ? (limitsFor(getLimitsProfile(context.limitsProfile, at, context.timeZone), !!cart.customer.nonResident) ?? null)
    : null;
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
    taxRounding: context.taxRounding,
    limitsProfile: profile,
    priorUsageMg: prior,
    tenders,
  });
}

/**
 * Why the cart cannot be priced, in the words the server's sale would answer (a product without a category, a
 * tiered tax's missing THC %), or null; any other error is a defect and is thrown.
 */
export function pricingRefusal(error: unknown, cart: RegisterCart): string {
  if (error instanceof UnsellableProductError) return error.message;
  if (error instanceof MissingProductFigureError) {
    const product = cart.lines.find((line) => line.product.id === error.productId)?.product;
    return missingFigureMessage(product?.name ?? "A product", error);
  }
  throw error;
}
