import type { CartLine, CustomerType, PricedCart } from "@verdant/shared/pricing/pricing.types";
import type { PricingContext } from "@verdant/shared/pricing-context";
import { type CartLineInput, type sellableProduct } from "@verdant/shared/sales";
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
    groupIds: string[];
}
export interface RegisterCart {
    lines: RegisterCartLine[];
    customer: CartCustomer | null;
    discountCodes: string[];
}
export declare const emptyCart: () => RegisterCart;
/** A weighed product starts at one gram; scanning an EACH product again adds one more. */
export declare const defaultQuantity: (product: SellableProduct) => 1000 | 1;
/** Sellable stock in engine units. */
export declare const availableOf: (product: SellableProduct) => number;
export declare function addProduct(cart: RegisterCart, product: SellableProduct, quantity?: number): {
    lines: RegisterCartLine[];
    customer: CartCustomer | null;
    discountCodes: string[];
};
export declare function setQuantity(cart: RegisterCart, productId: string, quantity: number): RegisterCart;
export declare const removeLine: (cart: RegisterCart, productId: string) => RegisterCart;
export declare function addCode(cart: RegisterCart, code: string): RegisterCart;
/** Lines whose quantity passes the sellable stock the search reported. */
export declare const overStock: (cart: RegisterCart) => RegisterCartLine[];
/** The lines as the API takes them (units, or grams with up to 3 decimals). */
export declare const toLineInputs: (cart: RegisterCart) => CartLineInput[];
export declare function toEngineLines(cart: RegisterCart): CartLine[];
/** Today's usage before this cart, per DAY bucket (GET /customer/{id}/daily-purchase-limits). */
export type PriorUsage = Record<string, number>;
export declare function priceRegisterCart(cart: RegisterCart, context: PricingContext, prior: PriorUsage, at?: string): PricedCart;
