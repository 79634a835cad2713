// A sale made while the server cannot be reached (decision 0027): priced by the same engine with the local copy's
// context, products and the customer's known day, checked against the location's offline rules, numbered from this
// browser's offline series for the register, and queued (committed to IndexedDB) before the register shows it.
import type { Customer } from "@verdant/shared/customers";
import type { OfflineSaleInput } from "@verdant/shared/offline-sales";
import { toLocalMoment } from "@verdant/shared/pricing/pricing.time";
import type { CompleteSaleInput, Sale } from "@verdant/shared/sales";
import { toEngineQuantity } from "@verdant/shared/sales";
import { ApiError } from "../../../lib/api-client.ts";
import { formatMoneyIn } from "../../../lib/money.ts";
import { addProduct, emptyCart, priceRegisterCart, type RegisterCart } from "../cart.ts";
import { checkCustomer, toCartCustomer } from "../customer-check.ts";
import { personName } from "../format.ts";
import { type KeptKit, localLimits } from "./local-copy.ts";
import type { QueuedSale } from "./queue.ts";
import { offlineRefusals } from "./refusals.ts";
import type { OfflineStorage } from "./storage.ts";
import { APPROVAL_NEEDED } from "./use-online.ts";

const SERIES_CHARS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** The next number of this browser's offline series for the register: a random 6-character series and a counter. */
export async function nextOfflineReceipt(storage: OfflineStorage, locationId: string, registerId: string) {
  const key = `series:${locationId}:${registerId}`;
  const series = (await storage.get<{ tag: string; last: number }>("meta", key)) ?? {
    tag: Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => SERIES_CHARS[b % SERIES_CHARS.length]).join(""),
    last: 0,
  };
  const next = { ...series, last: series.last + 1 };
  await storage.put("meta", key, next);
  return `${next.tag}-${next.last}`;
}

const refuse = (message: string) =>
  new ApiError(409, { statusCode: 409, error: "Conflict", code: "conflict", message });

/** Past the location's offline limits: what the manager is asked to approve, for this sale and total. */
const needsApproval = (reason: string, totalCents: number, registerId: string, locationId: string) =>
  new ApiError(409, {
    statusCode: 409,
    error: "Conflict",
    code: APPROVAL_NEEDED,
    message: offlineRefusals("askManager", { reason }),
    reason,
    totalCents,
    registerId,
    locationId,
  });

export interface OfflineSaleContext {
  kept: KeptKit;
  queued: QueuedSale[];
  userId: string;
  cashierName: string;
  offlineSince: number;
  now: Date;
  /** The total a manager approved past the offline limits on this register, if any. */
  approvedTotalCents?: number;
}

/**
 * The queued sale and the sale the register shows, and whether it passes the location's offline limits (then only
 * with a manager's approval of this total: otherwise it is refused with APPROVAL_NEEDED).
 */
export function buildOfflineSale(
  input: CompleteSaleInput,
  key: string,
  offlineReceipt: string,
  { kept, queued, userId, cashierName, offlineSince, now, approvedTotalCents }: OfflineSaleContext,
): { item: Omit<QueuedSale, "seq" | "state" | "attempts" | "nextAttemptAt" | "queuedAt">; pastLimits: boolean } {
  const { kit } = kept;
  const minutes = Math.floor((now.getTime() - offlineSince) / 60_000);
  const customer = kit.customers.find((c) => c.id === input.customerId) as Customer | undefined;
  if (!customer) throw refuse(offlineRefusals("customerNotKept"));
  const context = kit.pricingContext;
  const at = now.toISOString();
  const check = checkCustomer(customer, toLocalMoment(at, context.timeZone).date, context);
  let cart: RegisterCart = { ...emptyCart(), discountCodes: input.discountCodes ?? [] };
  for (const line of input.lines) {
    const product = kit.products.find((p) => p.id === line.productId);
    if (!product) throw refuse(offlineRefusals("productNotKept"));
    cart = addProduct(cart, product, toEngineQuantity(product.unit, line.quantity));
  }
  cart = { ...cart, customer: toCartCustomer(customer, check) };
  const limits = localLimits(kept, queued, customer, now);
  const prior = Object.fromEntries(
    limits.answer.buckets.filter((b) => b.period === "DAY").map((b) => [b.bucketId, b.priorMg]),
  );
  const tenders = input.tenders.map((t) => ({ type: t.type, amountCents: t.amountCents }));
  const priced = priceRegisterCart(cart, context, prior, at, tenders);
  const settlement = priced.settlement!;
  const money = (cents: number) => formatMoneyIn(cents, context.currency);
  const breaches = [
    ...(minutes > kit.rules.offlineMaxMinutes
      ? [`The register has sold offline for ${minutes} minutes; this store allows ${kit.rules.offlineMaxMinutes}.`]
      : []),
    ...(priced.totals.totalCents > kit.rules.offlineMaxSaleCents
      ? [
          `Offline, a sale may total at most ${money(kit.rules.offlineMaxSaleCents)}; this one is ${money(priced.totals.totalCents)}.`,
        ]
      : []),
  ];
  if (breaches.length > 0 && approvedTotalCents !== priced.totals.totalCents) {
    throw needsApproval(breaches.join(" "), priced.totals.totalCents, kit.register.id, kept.locationId);
  }
  const body: OfflineSaleInput = {
    ...input,
    lines: input.lines.map((line) => ({
      ...line,
      unitPriceCents: kit.products.find((p) => p.id === line.productId)!.priceCents,
    })),
    offlineReceipt,
    soldAt: at,
    offlineSince: new Date(offlineSince).toISOString(),
    registerTotalCents: priced.totals.totalCents,
    limitsUnverified: !limits.known,
  };
  const sale: Sale = {
    id: crypto.randomUUID(),
    organizationId: kept.organizationId,
    locationId: kept.locationId,
    receiptNumber: 0,
    status: "COMPLETED",
    register: { id: kit.register.id, name: kit.register.name },
    drawerSessionId: input.drawerSessionId,
    cashier: { id: userId, name: cashierName },
    customer: { id: customer.id, name: personName(customer), type: check.pricingType },
    lines: cart.lines.map((line, i) => {
      // The engine's own unit, quantity and unit price (mg, its units) give way to the sale's.
      const { lineId: _, unit: _unit, quantity: _quantity, unitPriceCents: _price, ...figures } = priced.lines[i]!;
      return {
        id: crypto.randomUUID(),
        productId: line.product.id,
        name: line.product.name,
        sku: line.product.sku,
        unit: line.product.unit,
        quantity: input.lines[i]!.quantity,
        unitPriceCents: line.product.priceCents,
        refundedQuantity: 0,
        ...figures,
      };
    }),
    tenders: input.tenders.map((t) => ({ type: t.type, amountCents: t.amountCents, reference: t.reference ?? null })),
    appliedDiscounts: priced.appliedDiscounts,
    skippedDiscounts: priced.skippedDiscounts,
    taxes: priced.taxes,
    totals: {
      ...priced.totals,
      roundingCents: settlement.roundingCents,
      tenderedCents: tenders.reduce((sum, t) => sum + t.amountCents, 0),
      changeCents: settlement.changeCents,
      refundedCents: 0,
    },
    discountCodes: input.discountCodes ?? [],
    completedAt: at,
    voided: null,
    refunds: [],
    overrides: [],
  };
  const item = { key, organizationId: kept.organizationId, locationId: kept.locationId, userId, body, sale };
  return { item, pastLimits: breaches.length > 0 };
}
