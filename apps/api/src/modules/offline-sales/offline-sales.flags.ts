// What the server finds when an offline sale arrives, in the manager's words (decision 0027). Each check answers
// the flags it raises; none refuses the sale: it happened, the goods and the money have changed hands.
import type { OfflineFlag } from "@verdant/shared/offline-sales";
import type { PricedCart } from "@verdant/shared/pricing/pricing.types";
import { AppError } from "../../lib/app-error.ts";
import { assertWithinLimits, type ProductFacts } from "../sales/sales.service.ts";
import type { Shortfall } from "./offline-sales.stock.ts";

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;
const amount = (unit: "EACH" | "GRAM", quantity: number) =>
  unit === "GRAM" ? `${quantity / 1000} g` : `${quantity} unit${quantity === 1 ? "" : "s"}`;

/** The unit prices the register sold at against the catalog's; the sale keeps the register's. */
export function priceFlags(
  lines: { productId: string; unitPriceCents: number }[],
  facts: Map<string, ProductFacts>,
  currency: string,
): OfflineFlag[] {
  const flags: OfflineFlag[] = [];
  for (const line of lines) {
    const product = facts.get(line.productId);
    if (!product || product.priceCents === line.unitPriceCents) continue;
    flags.push({
      code: "PRICE_CHANGED",
      message: `${product.name} was sold at ${money(line.unitPriceCents, currency)}; the catalog now says ${money(product.priceCents, currency)}.`,
    });
  }
  for (const product of facts.values()) {
    if (product.status === "PUBLISHED") continue;
    flags.push({ code: "PRODUCT_ARCHIVED", message: `${product.name} was archived before the sale arrived.` });
  }
  return flags;
}

/** A limit the sale passed, with the message a refusal online would have given. */
export function limitFlags(priced: PricedCart, unverified: boolean): OfflineFlag[] {
  const flags: OfflineFlag[] = [];
  try {
    assertWithinLimits(priced);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    flags.push({ code: "LIMIT_EXCEEDED", message: error.message });
  }
  if (unverified) {
    flags.push({
      code: "LIMITS_UNVERIFIED",
      message: "The customer's purchases of the day could not be known offline; the cashier checked the ID.",
    });
  }
  return flags;
}

export function moneyFlags(
  {
    totalCents,
    balanceCents,
    registerTotalCents,
  }: { totalCents: number; balanceCents: number; registerTotalCents: number },
  currency: string,
): OfflineFlag[] {
  const flags: OfflineFlag[] = [];
  if (totalCents !== registerTotalCents) {
    flags.push({
      code: "TOTAL_DIFFERS",
      message: `The register charged ${money(registerTotalCents, currency)}; the server prices the sale at ${money(totalCents, currency)}.`,
    });
  }
  if (balanceCents > 0) {
    flags.push({
      code: "UNDERPAID",
      message: `The tenders fall ${money(balanceCents, currency)} short of the server's total.`,
    });
  }
  return flags;
}

export function ruleFlags(
  { totalCents, soldAt, offlineSince }: { totalCents: number; soldAt: string; offlineSince: string },
  rules: { offlineMaxMinutes: number; offlineMaxSaleCents: number },
  currency: string,
): OfflineFlag[] {
  const flags: OfflineFlag[] = [];
  if (totalCents > rules.offlineMaxSaleCents) {
    flags.push({
      code: "OVER_OFFLINE_TOTAL",
      message: `The sale's total passes this location's offline maximum of ${money(rules.offlineMaxSaleCents, currency)}.`,
    });
  }
  const minutes = Math.floor((Date.parse(soldAt) - Date.parse(offlineSince)) / 60_000);
  if (minutes > rules.offlineMaxMinutes) {
    flags.push({
      code: "OFFLINE_TOO_LONG",
      message: `Sold ${minutes} minutes into the outage; this location allows ${rules.offlineMaxMinutes}.`,
    });
  }
  return flags;
}

export const shortfallFlags = (shortfalls: Shortfall[]): OfflineFlag[] =>
  shortfalls.map((s) => ({
    code: "STOCK_SHORT",
    message: `${s.productName}: ${amount(s.unit, s.missing)} sold beyond the stock on hand when the sale arrived; the lot stands below zero until counted.`,
  }));

export const drawerFlags = (status: string): OfflineFlag[] =>
  status === "OPEN"
    ? []
    : [
        {
          code: "DRAWER_CLOSED",
          message: "The drawer session was closed before the sale arrived; its cash is not in that count.",
        },
      ];
