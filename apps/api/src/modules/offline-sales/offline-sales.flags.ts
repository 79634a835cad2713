// What the server finds when an offline sale arrives, in the manager's words (decision 0027). Each check answers
// the flags it raises; none refuses the sale: it happened, the goods and the money have changed hands. A flag is
// kept with its sentence of the refusals catalog, so that each reader reads it in their language (`flagsIn`).
import type { Language } from "@verdant/shared/languages";
import type { OfflineFlag, OfflineFlagCode } from "@verdant/shared/offline-sales";
import type { PricedCart } from "@verdant/shared/pricing/pricing.types";
import { AppError, type Kept, kept, keptIn, money, type Sentence, say } from "../../lib/app-error.ts";
import { assertWithinLimits, type ProductFacts } from "../sales/sales.service.ts";
import type { Shortfall } from "./offline-sales.stock.ts";

/** A flag as the offline sale keeps it, with its sentence (records written before sentences have only the English). */
export type KeptFlag = Kept<{ code: OfflineFlagCode }>;

export const flag = (code: OfflineFlagCode, said: Sentence): KeptFlag => kept({ code }, said);

/** The flags as a reader reads them: each sentence in their language. */
export const flagsIn = (language: Language, flags: readonly KeptFlag[]): OfflineFlag[] =>
  flags.map((one) => keptIn(language, one));

/** The unit prices the register sold at against the catalog's; the sale keeps the register's. */
export function priceFlags(
  lines: { productId: string; unitPriceCents: number }[],
  facts: Map<string, ProductFacts>,
  currency: string,
): KeptFlag[] {
  const flags: KeptFlag[] = [];
  for (const line of lines) {
    const product = facts.get(line.productId);
    if (!product || product.priceCents === line.unitPriceCents) continue;
    const prices = { sold: money(line.unitPriceCents, currency), catalog: money(product.priceCents, currency) };
    flags.push(flag("PRICE_CHANGED", say("offlineFlag.priceChanged", { product: product.name, ...prices })));
  }
  for (const product of facts.values()) {
    if (product.status === "PUBLISHED") continue;
    flags.push(flag("PRODUCT_ARCHIVED", say("offlineFlag.productArchived", { product: product.name })));
  }
  return flags;
}

/** A limit the sale passed, with the message a refusal online would have given. */
export function limitFlags(priced: PricedCart, unverified: boolean): KeptFlag[] {
  const flags: KeptFlag[] = [];
  try {
    assertWithinLimits(priced);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    flags.push(flag("LIMIT_EXCEEDED", error.said));
  }
  if (unverified) {
    flags.push(flag("LIMITS_UNVERIFIED", say("offlineFlag.limitsUnverified")));
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
): KeptFlag[] {
  const flags: KeptFlag[] = [];
  if (totalCents !== registerTotalCents) {
    const totals = { register: money(registerTotalCents, currency), server: money(totalCents, currency) };
    flags.push(flag("TOTAL_DIFFERS", say("offlineFlag.totalDiffers", totals)));
  }
  if (balanceCents > 0) {
    flags.push(flag("UNDERPAID", say("offlineFlag.underpaid", { short: money(balanceCents, currency) })));
  }
  return flags;
}

export function ruleFlags(
  { totalCents, soldAt, offlineSince }: { totalCents: number; soldAt: string; offlineSince: string },
  rules: { offlineMaxMinutes: number; offlineMaxSaleCents: number },
  currency: string,
): KeptFlag[] {
  const flags: KeptFlag[] = [];
  if (totalCents > rules.offlineMaxSaleCents) {
    const max = money(rules.offlineMaxSaleCents, currency);
    flags.push(flag("OVER_OFFLINE_TOTAL", say("offlineFlag.overOfflineTotal", { max })));
  }
  const minutes = Math.floor((Date.parse(soldAt) - Date.parse(offlineSince)) / 60_000);
  if (minutes > rules.offlineMaxMinutes) {
    flags.push(
      flag("OFFLINE_TOO_LONG", say("offlineFlag.offlineTooLong", { minutes, allowed: rules.offlineMaxMinutes })),
    );
  }
  return flags;
}

export const shortfallFlags = (shortfalls: Shortfall[]): KeptFlag[] =>
  shortfalls.map((s) =>
    flag(
      "STOCK_SHORT",
      s.unit === "GRAM"
        ? say("offlineFlag.stockShortGrams", { product: s.productName, grams: s.missing / 1000 })
        : say("offlineFlag.stockShortUnits", { product: s.productName, count: s.missing }),
    ),
  );

export const drawerFlags = (status: string): KeptFlag[] =>
  status === "OPEN" ? [] : [flag("DRAWER_CLOSED", say("offlineFlag.drawerClosed"))];
