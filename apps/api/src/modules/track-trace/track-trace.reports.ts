// What each outbox event tells the state, and how it is sent exactly once (docs/decisions/0022).
// A sale's events (SALE, SALE_VOID, SALE_REFUND) all make the state's receipt match the sale as it is now: created
// when missing (looked up by its external number first whenever an earlier attempt may have reached the state),
// updated with what is left after refunds, deleted when voided or refunded in full. An adjustment reads the
// package's quantity in the state before it is first sent (track-trace.adjustments.ts).
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { customers, inventoryItems, products, saleLines, sales, trackTraceReceipts } from "../../db/schema/index.ts";
import type { LinkRow } from "./track-trace.links.ts";
import type { EventRow } from "./track-trace.outbox.ts";
import type { ReceiptLine, SaleReceipt, TrackTraceSystem } from "./track-trace.system.ts";
import { defaultStateUnit, dollars, toStateQuantity } from "./track-trace.units.ts";

/** A report that cannot be built from our books (a lot without a tag): it fails like a refusal, with a sentence. */
export class LocalProblem extends Error {}

export const externalNumberOf = (saleId: string) => `verdant-${saleId}`;

export interface LotFacts {
  id: string;
  label: string | null;
  stateUnit: string | null;
  unit: "EACH" | "GRAM";
  netWeightMg: number | null;
  productName: string;
}

export async function lotFacts(db: Db, ids: string[]): Promise<Map<string, LotFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: inventoryItems.id,
      label: inventoryItems.packageTag,
      stateUnit: inventoryItems.stateUnit,
      unit: products.unit,
      netWeightMg: products.netWeightMg,
      productName: products.name,
    })
    .from(inventoryItems)
    .innerJoin(products, eq(products.id, inventoryItems.productId))
    .where(inArray(inventoryItems.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export const stateUnitOf = (lot: LotFacts) => lot.stateUnit ?? defaultStateUnit(lot.unit);

/** The receipt the state should hold for a sale now, or null when nothing of it is left (voided, refunded). */
export async function receiptOf(db: Db, saleId: string): Promise<{ receipt: SaleReceipt | null; labels: string[] }> {
  const [sale] = await db
    .select({ sale: sales, cardNumber: customers.medicalCardNumber })
    .from(sales)
    .innerJoin(customers, eq(customers.id, sales.customerId))
    .where(eq(sales.id, saleId));
  if (!sale) throw new LocalProblem(`Sale ${saleId} not found`);
  const lines = await db.select().from(saleLines).where(eq(saleLines.saleId, saleId)).orderBy(saleLines.position);
  const lots = await lotFacts(db, [...new Set(lines.flatMap((l) => l.lots.map((lot) => lot.inventoryItemId)))]);
  const labels = [...new Set([...lots.values()].map((lot) => lot.label).filter((l): l is string => !!l))];
  if (sale.sale.status === "VOIDED") return { receipt: null, labels };
  const out: ReceiptLine[] = [];
  for (const line of lines) {
    let left = line.quantity - line.refundedQuantity;
    if (left <= 0) continue;
    const lineTotal = Math.round((line.totalCents * left) / line.quantity);
    const leftOfLine = left;
    let centsLeft = lineTotal;
    for (const taken of line.lots) {
      if (left <= 0) break;
      const quantity = Math.min(taken.quantity, left);
      left -= quantity;
      const lot = lots.get(taken.inventoryItemId);
      if (!lot?.label) {
        throw new LocalProblem(
          `${line.productName}: the lot it was sold from has no state package tag. Add the tag, then retry.`,
        );
      }
      const cents = left <= 0 ? centsLeft : Math.round((lineTotal * quantity) / leftOfLine);
      centsLeft -= cents;
      out.push({
        label: lot.label,
        quantity: toStateQuantity(lot.unit, quantity, stateUnitOf(lot), lot.netWeightMg),
        unit: stateUnitOf(lot),
        totalAmount: dollars(cents),
      });
    }
  }
  if (out.length === 0) return { receipt: null, labels };
  const patient = sale.sale.customerType === "MEDICAL";
  return {
    labels,
    receipt: {
      externalNumber: externalNumberOf(saleId),
      salesDateTime: sale.sale.completedAt.toISOString(),
      customerType: patient ? "Patient" : "Consumer",
      patientLicenseNumber: patient ? (sale.cardNumber ?? null) : null,
      lines: out,
    },
  };
}

/** Makes the state's receipt for the sale match it; returns the labels it touched. */
export async function syncReceipt(db: Db, system: TrackTraceSystem, link: LinkRow, event: EventRow): Promise<string[]> {
  const saleId = event.saleId!;
  const { receipt, labels } = await receiptOf(db, saleId);
  const [known] = await db.select().from(trackTraceReceipts).where(eq(trackTraceReceipts.saleId, saleId));
  let receiptId = known?.deleted ? null : (known?.receiptId ?? null);
  // The lookup before a retry: an earlier attempt may have been accepted even though no answer came back.
  if (receiptId === null && (event.attempts > 0 || event.uncertain || known)) {
    receiptId = (await system.receiptByExternalNumber(externalNumberOf(saleId)))?.id ?? null;
  }
  if (receipt === null) {
    if (receiptId !== null) await system.deleteReceipt(receiptId);
    await remember(db, link, saleId, receiptId, true);
    return labels;
  }
  if (receiptId !== null) {
    await system.updateReceipt(receiptId, receipt);
  } else {
    await system.createReceipt(receipt);
    receiptId = (await system.receiptByExternalNumber(receipt.externalNumber))?.id ?? null;
  }
  await remember(db, link, saleId, receiptId, false);
  return labels;
}

async function remember(db: Db, link: LinkRow, saleId: string, receiptId: number | null, deleted: boolean) {
  const values = { receiptId, deleted, updatedAt: new Date() };
  await db
    .insert(trackTraceReceipts)
    .values({
      saleId,
      organizationId: link.organizationId,
      locationId: link.locationId,
      externalNumber: externalNumberOf(saleId),
      ...values,
    })
    .onConflictDoUpdate({ target: trackTraceReceipts.saleId, set: values });
}
