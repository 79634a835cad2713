// Completing a sale (domain.md → Selling): one transaction re-prices the cart, checks the customer, the open
// drawer, stock and limits and the tenders, then writes the sale, its lines, tenders and SALE ledger rows and, last,
// the receipt number. Locks are taken in one order by every sale — drawer (share), customer, lots by id, receipt
// counter — so concurrent registers queue instead of deadlocking; the route wraps it in the Idempotency-Key claim.
import type { CompleteSaleInput, completeSaleInput, Sale } from "@verdant/shared/sales";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { customers, receiptCounters, saleLines, sales, saleTenders, users } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { Access, LocationScope } from "../../plugins/access.ts";
import { lockOpenDrawer, personName } from "../drawers/drawers.service.ts";
import { findRegister, registerRoomIds } from "../registers/registers.service.ts";
import { toSale } from "./sales.present.ts";
import { assertWithinLimits, priceSale } from "./sales.pricing.ts";
import { allocateStock, moveStock } from "./sales.stock.ts";

type CompleteValues = z.output<typeof completeSaleInput>;

export type { CompleteSaleInput };

/** Two registers selling to one customer at once would both pass a DAY limit; the second waits for the first. */
async function lockCustomer(db: Db, scope: LocationScope, customerId: string) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.organizationId, scope.organizationId), eq(customers.id, customerId)))
    .for("no key update");
  if (!row) throw notFound("Customer");
}

/**
 * The next receipt number of the location, given in one statement as the sale's last: the counter row stays locked
 * until commit, so every statement after this one makes the other registers wait.
 */
async function numberSale(db: Db, scope: LocationScope, saleId: string): Promise<number> {
  const result = await db.execute<{ receipt_number: number }>(sql`
    with counter as (
      insert into ${receiptCounters} (organization_id, location_id, last_number)
      values (${scope.organizationId}, ${scope.locationId}, 1)
      on conflict (location_id) do update set last_number = ${receiptCounters}.last_number + 1
      returning last_number)
    update ${sales} set receipt_number = counter.last_number from counter
    where ${sales}.id = ${saleId} returning receipt_number`);
  return (result as unknown as { rows: { receipt_number: number }[] }).rows[0]!.receipt_number;
}

/** `when` is the moment of the sale: now, except for demo data written for past days. */
export async function completeSale(
  db: Db,
  access: Pick<Access, "userId">,
  scope: LocationScope,
  input: CompleteValues,
  when = new Date(),
): Promise<Sale> {
  const register = await findRegister(db, scope, input.registerId);
  if (!register.isActive) throw new AppError("conflict", `${register.name} is inactive.`);
  const drawer = await lockOpenDrawer(db, scope, input.drawerSessionId, "share");
  if (drawer.registerId !== register.id)
    throw new AppError("conflict", "This drawer session belongs to another register.");
  await lockCustomer(db, scope, input.customerId);

  const tenders = input.tenders.map((t) => ({ type: t.type, amountCents: t.amountCents }));
  const { at, store, customer, products, cart, priced } = await priceSale(
    db,
    scope,
    { ...input, tenders },
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
  const lots = await allocateStock(
    db,
    scope,
    cart,
    products,
    await registerRoomIds(db, scope, register.name),
    store.today,
  );

  const [row] = await db
    .insert(sales)
    .values({
      ...scope,
      registerId: register.id,
      drawerSessionId: drawer.id,
      cashierId: access.userId,
      customerId: customer!.id,
      customerType: customer!.pricingType,
      subtotalCents: priced.totals.subtotalCents,
      discountCents: priced.totals.discountCents,
      taxCents: priced.totals.taxCents,
      totalCents: priced.totals.totalCents,
      roundingCents: settlement.roundingCents,
      changeCents: settlement.changeCents,
      discountCodes: input.discountCodes,
      pricing: {
        appliedDiscounts: priced.appliedDiscounts,
        skippedDiscounts: priced.skippedDiscounts,
        taxes: priced.taxes,
      },
      completedAt: new Date(at),
    })
    .returning();
  const sale = row!;
  const lines = await db
    .insert(saleLines)
    .values(
      cart.map((line, i) => {
        const product = products.get(line.productId)!;
        const p = priced.lines[i]!;
        return {
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
      }),
    )
    .returning();
  const tenderRows = await db
    .insert(saleTenders)
    .values(
      input.tenders.map((t, i) => ({ ...scope, saleId: sale.id, position: i, ...t, reference: t.reference ?? null })),
    )
    .returning();
  await moveStock(db, scope, lots.flat(), -1, { reason: "SALE", userId: access.userId, saleId: sale.id });
  const [cashier] = await db
    .select({ name: personName(users) })
    .from(users)
    .where(eq(users.id, access.userId));
  const receiptNumber = await numberSale(db, scope, sale.id);
  return toSale({
    sale: { ...sale, receiptNumber },
    lines,
    tenders: tenderRows,
    refunds: [],
    registerName: register.name,
    cashierName: cashier?.name ?? "Unknown",
    customerName: customer!.name,
    voidedByName: null,
  });
}
