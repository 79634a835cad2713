// A completed sale as the rows its write records (complete rows: the compiler asks for every column), built from the
// priced cart and its lots. The sale is answered from these rows as they are, without reading them back.
import { randomUUID } from "node:crypto";
import type { completeSaleInput } from "@verdant/shared/sales";
import type { z } from "zod";
import type { saleLines, sales, saleTenders } from "../../db/schema/index.ts";
import type { SaleLot } from "../../db/schema/sales.ts";
import type { LocationScope } from "../../plugins/access.ts";
import type { PricedSale } from "./sales.pricing.ts";

export interface SaleRows {
  sale: typeof sales.$inferSelect;
  lines: (typeof saleLines.$inferSelect)[];
  tenders: (typeof saleTenders.$inferSelect)[];
}

export interface SaleParties {
  register: { id: string };
  drawer: { id: string };
  cashierId: string;
}

export function saleRows(
  scope: LocationScope,
  input: z.output<typeof completeSaleInput>,
  { register, drawer, cashierId }: SaleParties,
  { at, customer, products, cart, priced }: PricedSale,
  lots: SaleLot[][],
  costs?: ReadonlyMap<string, number>,
): SaleRows {
  const settlement = priced.settlement!;
  const sale: typeof sales.$inferSelect = {
    id: randomUUID(),
    ...scope,
    registerId: register.id,
    drawerSessionId: drawer.id,
    cashierId,
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
      unitsPerPack: line.unitsPerPack ?? null,
      form: line.form ?? null,
      grossCents: p.grossCents,
      discountCents: p.discountCents,
      netCents: p.netCents,
      taxCents: p.taxCents,
      totalCents: p.totalCents,
      discounts: p.discounts,
      taxes: p.taxes,
      lots: lots[i]!,
      // Its lots' cost and its vendor at sale time (decision 0038): from the lots and product as the sale read them;
      // the database fills what a writer leaves empty (offline sales, the demo's history).
      lotsCost: costs ? lotsCostOf(lots[i]!, costs) : null,
      vendorId: products.get(line.productId)?.vendorId ?? null,
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
  return { sale, lines, tenders: tenderRows };
}

/** A line's lots' quantity × unit cost (cents × units, or cents per gram × mg), as the database's sale_line_costs
 *  trigger counts it; null when a lot's cost is unknown here (the trigger then counts it). */
function lotsCostOf(lots: SaleLot[], costs: ReadonlyMap<string, number>): number | null {
  let total = 0;
  for (const lot of lots) {
    const cost = costs.get(lot.inventoryItemId);
    if (cost === undefined) return null;
    total += lot.quantity * cost;
  }
  return total;
}
