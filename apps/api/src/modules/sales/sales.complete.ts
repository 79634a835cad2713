// Completing a sale (domain.md → Selling): one transaction re-prices the cart, checks the customer, the open
// drawer, stock and limits and the tenders, then writes the sale, its lines, tenders and SALE ledger rows and, last,
// the receipt number at commit. Locks are taken in one order by every sale — drawer (share), customer, lots by id,
// receipt counter (at commit) — so concurrent registers queue instead of deadlocking; the route records the
// Idempotency-Key with the answer.
import { randomUUID } from "node:crypto";
import type { CompleteSaleInput, completeSaleInput, Sale } from "@verdant/shared/sales";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { saleLines, sales, saleTenders, users } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { batchOf, insertRows } from "../../lib/insert-rows.ts";
import type { Access, LocationScope } from "../../plugins/access.ts";
import { personName } from "../drawers/drawers.service.ts";
import { lockParties } from "./sales.parties.ts";
import { toSale } from "./sales.present.ts";
import { assertWithinLimits, priceSale } from "./sales.pricing.ts";
import { loadSellingSetup, type SellingSetupCache } from "./sales.setup.ts";
import { allocateStock, moveStock } from "./sales.stock.ts";

type CompleteValues = z.output<typeof completeSaleInput>;

export type { CompleteSaleInput };

/**
 * The receipt number and the cashier's name of a completed sale, read once its transaction has committed: the
 * number is given at commit (migration 0011), so the counter every sale of the location needs is locked only for
 * the commit itself. completeSale answers 0 until then; the route and every replay answer this.
 */
export async function withReceiptNumber(db: Db, scope: LocationScope, sale: Sale): Promise<Sale> {
  const [row] = await db
    .select({ receiptNumber: sales.receiptNumber, cashierName: personName(users) })
    .from(sales)
    .innerJoin(users, eq(users.id, sales.cashierId))
    .where(
      and(
        eq(sales.organizationId, scope.organizationId),
        eq(sales.locationId, scope.locationId),
        eq(sales.id, sale.id),
      ),
    );
  return row
    ? { ...sale, receiptNumber: row.receiptNumber ?? 0, cashier: { ...sale.cashier, name: row.cashierName } }
    : sale;
}

export interface CompleteOptions {
  /** The moment of the sale: now, except for demo data written for past days. */
  when?: Date;
  /** The app's cache of selling setups; without it the setup is read afresh. */
  setups?: SellingSetupCache;
}

export async function completeSale(
  db: Db,
  access: Pick<Access, "userId">,
  scope: LocationScope,
  input: CompleteValues,
  { when = new Date(), setups }: CompleteOptions = {},
): Promise<Sale> {
  const { version, drawer, buyer } = await lockParties(db, scope, input);
  const setup = setups ? await setups.at(db, scope, version) : await loadSellingSetup(db, scope, version);
  const register = setup.registers.get(input.registerId);
  if (!register) throw notFound("Register");
  if (!register.isActive) throw new AppError("conflict", `${register.name} is inactive.`);
  if (drawer.registerId !== register.id)
    throw new AppError("conflict", "This drawer session belongs to another register.");

  const tenders = input.tenders.map((t) => ({ type: t.type, amountCents: t.amountCents }));
  const { at, store, customer, products, cart, priced } = await priceSale(
    db,
    scope,
    setup,
    { lines: input.lines, customer: buyer, discountCodes: input.discountCodes, tenders },
    when.toISOString(),
  );
  assertWithinLimits(priced);
  const settlement = priced.settlement!;
  if (settlement.nonCashCents > priced.totals.totalCents) {
    throw new AppError("bad_request", ["Card and other tenders must not exceed the total; cash gets change"]);
  }
  if (settlement.balanceCents > 0) {
    throw new AppError("bad_request", [`tenders do not cover the total: ${settlement.balanceCents} cents still due`]);
  }
  const lots = await allocateStock(db, scope, cart, products, register.roomIds, store.today);

  // Complete rows (the compiler asks for every column), written in one statement and answered as they are.
  const sale: typeof sales.$inferSelect = {
    id: randomUUID(),
    ...scope,
    registerId: register.id,
    drawerSessionId: drawer.id,
    cashierId: access.userId,
    customerId: customer!.id,
    receiptNumber: null,
    status: "COMPLETED",
    customerType: customer!.pricingType,
    subtotalCents: priced.totals.subtotalCents,
    discountCents: priced.totals.discountCents,
    taxCents: priced.totals.taxCents,
    totalCents: priced.totals.totalCents,
    roundingCents: settlement.roundingCents,
    changeCents: settlement.changeCents,
    refundedCents: 0,
    discountCodes: input.discountCodes,
    pricing: {
      appliedDiscounts: priced.appliedDiscounts,
      skippedDiscounts: priced.skippedDiscounts,
      taxes: priced.taxes,
    },
    completedAt: new Date(at),
    voidedAt: null,
    voidedBy: null,
    voidReason: null,
  };
  const lines = cart.map((line, i): typeof saleLines.$inferSelect => {
    const product = products.get(line.productId)!;
    const p = priced.lines[i]!;
    return {
      id: randomUUID(),
      ...scope,
      saleId: sale.id,
      position: i,
      productId: product.id,
      productName: product.name,
      sku: product.sku,
      brandId: product.brandId,
      brandName: product.brandName,
      categoryId: product.categoryId,
      categoryName: product.categoryName,
      complianceClass: line.complianceClass,
      unit: line.unit,
      quantity: line.quantity,
      refundedQuantity: 0,
      unitPriceCents: line.unitPriceCents,
      netWeightMg: line.netWeightMg,
      thcMgPerUnit: line.thcMgPerUnit ?? null,
      thcPercentPpm: line.thcPercentPpm ?? null,
      grossCents: p.grossCents,
      discountCents: p.discountCents,
      netCents: p.netCents,
      taxCents: p.taxCents,
      totalCents: p.totalCents,
      discounts: p.discounts,
      taxes: p.taxes,
      lots: lots[i]!,
    };
  });
  const tenderRows = input.tenders.map((t, i): typeof saleTenders.$inferSelect => ({
    id: randomUUID(),
    ...scope,
    saleId: sale.id,
    position: i,
    type: t.type,
    amountCents: t.amountCents,
    reference: t.reference ?? null,
  }));
  await insertRows(db, [batchOf(sales, [sale]), batchOf(saleLines, lines), batchOf(saleTenders, tenderRows)]);
  await moveStock(db, scope, lots.flat(), -1, { reason: "SALE", userId: access.userId, saleId: sale.id });
  return toSale({
    sale,
    lines,
    tenders: tenderRows,
    refunds: [],
    registerName: register.name,
    cashierName: "",
    customerName: customer!.name,
    voidedByName: null,
  });
}
