// A sale as the API answers it (the receipt's data): lines with each discount and each tax in order, tenders,
// totals with rounding and change, voids and refunds. One loader serves the receipt, the detail and replays.
import type { SaleOverride } from "@verdant/shared/overrides";
import type { Sale } from "@verdant/shared/sales";
import { fromEngineQuantity } from "@verdant/shared/sales";
import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { customers, registers, saleLines, saleRefunds, sales, saleTenders, users } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { personName } from "../drawers/drawers.service.ts";
import { loadSaleOverrides } from "../overrides/overrides.service.ts";

type SaleRow = typeof sales.$inferSelect;
type LineRow = typeof saleLines.$inferSelect;
type TenderRow = typeof saleTenders.$inferSelect;
type RefundRow = typeof saleRefunds.$inferSelect;

export interface SaleParts {
  sale: SaleRow;
  lines: LineRow[];
  tenders: TenderRow[];
  refunds: (RefundRow & { refundedByName: string })[];
  registerName: string;
  cashierName: string;
  customerName: string;
  voidedByName: string | null;
  /** Manager approvals of voids and refunds (none on a sale just completed). */
  overrides?: SaleOverride[];
}

export function toSale(parts: SaleParts): Sale {
  const { sale } = parts;
  const unitOf = new Map(parts.lines.map((line) => [line.id, line.unit]));
  const tenderedCents = parts.tenders.reduce((sum, t) => sum + t.amountCents, 0);
  return {
    id: sale.id,
    organizationId: sale.organizationId,
    locationId: sale.locationId,
    receiptNumber: sale.receiptNumber ?? 0,
    status: sale.status,
    register: { id: sale.registerId, name: parts.registerName },
    drawerSessionId: sale.drawerSessionId,
    cashier: { id: sale.cashierId, name: parts.cashierName },
    customer: { id: sale.customerId, name: parts.customerName, type: sale.customerType },
    lines: [...parts.lines]
      .sort((a, b) => a.position - b.position)
      .map((line) => ({
        id: line.id,
        productId: line.productId,
        name: line.productName,
        sku: line.sku,
        unit: line.unit,
        quantity: fromEngineQuantity(line.unit, line.quantity),
        refundedQuantity: fromEngineQuantity(line.unit, line.refundedQuantity),
        unitPriceCents: line.unitPriceCents,
        grossCents: line.grossCents,
        discounts: line.discounts,
        discountCents: line.discountCents,
        netCents: line.netCents,
        taxes: line.taxes,
        taxCents: line.taxCents,
        totalCents: line.totalCents,
      })),
    tenders: [...parts.tenders]
      .sort((a, b) => a.position - b.position)
      .map((t) => ({ type: t.type, amountCents: t.amountCents, reference: t.reference })),
    appliedDiscounts: sale.pricing.appliedDiscounts,
    skippedDiscounts: sale.pricing.skippedDiscounts ?? [],
    taxes: sale.pricing.taxes,
    totals: {
      subtotalCents: sale.subtotalCents,
      discountCents: sale.discountCents,
      taxCents: sale.taxCents,
      totalCents: sale.totalCents,
      roundingCents: sale.roundingCents,
      tenderedCents,
      changeCents: sale.changeCents,
      refundedCents: sale.refundedCents,
    },
    discountCodes: sale.discountCodes,
    completedAt: sale.completedAt.toISOString(),
    voided:
      sale.voidedAt && sale.voidedBy
        ? {
            at: sale.voidedAt.toISOString(),
            by: { id: sale.voidedBy, name: parts.voidedByName ?? "Unknown" },
            reason: sale.voidReason ?? "",
          }
        : null,
    refunds: parts.refunds.map((refund) => ({
      id: refund.id,
      reason: refund.reason,
      disposition: refund.disposition,
      roomId: refund.roomId,
      drawerSessionId: refund.drawerSessionId,
      refundedBy: { id: refund.refundedBy, name: refund.refundedByName },
      netCents: refund.netCents,
      taxCents: refund.taxCents,
      totalCents: refund.totalCents,
      tenders: refund.tenders,
      lines: refund.lines.map((l) => ({
        saleLineId: l.saleLineId,
        quantity: fromEngineQuantity(unitOf.get(l.saleLineId) ?? "EACH", l.quantity),
        totalCents: l.totalCents,
      })),
      createdAt: refund.createdAt.toISOString(),
    })),
    overrides: parts.overrides ?? [],
  };
}

const cashier = alias(users, "cashier");
const voider = alias(users, "voider");

/** The sale with everything the receipt shows; 404 outside the scope. */
export async function loadSale(db: Db, scope: LocationScope, saleId: string): Promise<Sale> {
  const [head] = await db
    .select({
      sale: sales,
      registerName: registers.name,
      cashierName: personName(cashier),
      customerName: sql<string>`${customers.firstName} || ' ' || ${customers.lastName}`,
      voidedByName: sql<string | null>`case when ${voider.id} is null then null else ${personName(voider)} end`,
    })
    .from(sales)
    .innerJoin(registers, eq(registers.id, sales.registerId))
    .innerJoin(cashier, eq(cashier.id, sales.cashierId))
    .innerJoin(customers, eq(customers.id, sales.customerId))
    .leftJoin(voider, eq(voider.id, sales.voidedBy))
    .where(
      and(eq(sales.organizationId, scope.organizationId), eq(sales.locationId, scope.locationId), eq(sales.id, saleId)),
    );
  if (!head) throw notFound("sale");
  const lines = await db.select().from(saleLines).where(eq(saleLines.saleId, saleId));
  const tenders = await db.select().from(saleTenders).where(eq(saleTenders.saleId, saleId));
  const refunds = await db
    .select({ refund: saleRefunds, name: personName(users) })
    .from(saleRefunds)
    .innerJoin(users, eq(users.id, saleRefunds.refundedBy))
    .where(eq(saleRefunds.saleId, saleId))
    .orderBy(asc(saleRefunds.createdAt), asc(saleRefunds.id));
  return toSale({
    ...head,
    lines,
    tenders,
    refunds: refunds.map(({ refund, name }) => ({ ...refund, refundedByName: name })),
    overrides: await loadSaleOverrides(db, saleId),
  });
}

/** The sale a customer brings back, by the receipt number printed on it; 404 when the location has none. */
export async function loadSaleByReceipt(db: Db, scope: LocationScope, receiptNumber: number): Promise<Sale> {
  const [row] = await db
    .select({ id: sales.id })
    .from(sales)
    .where(
      and(
        eq(sales.organizationId, scope.organizationId),
        eq(sales.locationId, scope.locationId),
        eq(sales.receiptNumber, receiptNumber),
      ),
    );
  if (!row) throw notFound("sale");
  return loadSale(db, scope, row.id);
}
