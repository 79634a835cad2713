// Package adjustments sent to the state, exactly once (docs/decisions/0022), and the packages each event touches.
// Two events adjust packages: a manual change of a tagged lot (ADJUSTMENT, one ledger row) and returned goods
// written off (REFUND_WRITE_OFF): the refund's receipt update gives the goods back to their packages in the state,
// so the write-off takes them out again with the link's mapped reason, after that update (same packages, later id).
// Each reads its packages' quantities in the state before it is first sent; after an uncertain attempt it reads
// them again: done if the change is there, sent again if they are as before, a visible failure otherwise.
import { and, eq, lt, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inventoryItems, inventoryLedger, saleLines, saleRefunds, trackTraceEvents } from "../../db/schema/index.ts";
import { lotsToReturn } from "../sales/sales.service.ts";
import type { LinkRow } from "./track-trace.links.ts";
import { type EventRow, rememberStateBefore } from "./track-trace.outbox.ts";
import { LocalProblem, lotFacts, stateUnitOf } from "./track-trace.reports.ts";
import { type PackageAdjustment, StateError, type TrackTraceSystem } from "./track-trace.system.ts";
import { toStateQuantity } from "./track-trace.units.ts";

type Change = Omit<PackageAdjustment, "reason" | "date" | "note">;

const reasonFor = (link: LinkRow, key: string) => {
  const reason = link.reasonMap[key];
  if (!reason)
    throw new LocalProblem(`No Metrc reason is mapped for ${key}. Map it in the Metrc settings, then retry.`);
  return reason;
};

/** Reports a manual change of a tagged lot as a package adjustment with the state's reason name. */
export async function sendAdjustment(db: Db, system: TrackTraceSystem, link: LinkRow, event: EventRow) {
  const [row] = await db
    .select({ ledger: inventoryLedger, label: inventoryItems.packageTag })
    .from(inventoryLedger)
    .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryLedger.inventoryId))
    .where(and(eq(inventoryLedger.id, event.sourceId), eq(inventoryLedger.locationId, link.locationId)));
  if (!row?.label) throw new LocalProblem("The adjusted lot has no state package tag. Add the tag, then retry.");
  const lot = (await lotFacts(db, [row.ledger.inventoryId])).get(row.ledger.inventoryId)!;
  const unit = stateUnitOf(lot);
  const quantity =
    toStateQuantity(lot.unit, Math.abs(row.ledger.delta), unit, lot.netWeightMg) * Math.sign(row.ledger.delta);
  const reason = reasonFor(link, row.ledger.reason);
  const day = row.ledger.createdAt.toISOString().slice(0, 10);
  return adjustOnce(db, system, event, [{ label: row.label, quantity, unit }], {
    reason,
    date: day,
    note: row.ledger.note ?? null,
  });
}

/** What a written-off refund took out of each lot: the refund's lines, from the end of each line's lots. */
async function writeOffParts(db: Db, event: EventRow) {
  const [refund] = await db.select().from(saleRefunds).where(eq(saleRefunds.id, event.sourceId));
  if (!refund) throw new LocalProblem("The refund of this write-off was not found.");
  // Refunds of one sale are taken one at a time (the sale row is locked), so their outbox ids give their order.
  const earlier = await db
    .select({ lines: saleRefunds.lines })
    .from(saleRefunds)
    .innerJoin(
      trackTraceEvents,
      and(eq(trackTraceEvents.kind, "SALE_REFUND"), eq(trackTraceEvents.sourceId, saleRefunds.id)),
    )
    .where(
      and(eq(saleRefunds.saleId, refund.saleId), ne(saleRefunds.id, refund.id), lt(trackTraceEvents.id, event.id)),
    );
  const before = new Map<string, number>();
  for (const line of earlier.flatMap((r) => r.lines)) {
    before.set(line.saleLineId, (before.get(line.saleLineId) ?? 0) + line.quantity);
  }
  const lines = new Map(
    (await db.select().from(saleLines).where(eq(saleLines.saleId, refund.saleId))).map((l) => [l.id, l]),
  );
  const parts = refund.lines.flatMap((r) => {
    const line = lines.get(r.saleLineId)!;
    return lotsToReturn(line.lots, before.get(line.id) ?? 0, r.quantity).map((lot) => ({ ...lot, line }));
  });
  return { refund, parts };
}

/** Reports returned goods written off as a package adjustment of each package they came from. */
export async function sendWriteOff(db: Db, system: TrackTraceSystem, link: LinkRow, event: EventRow) {
  const { refund, parts } = await writeOffParts(db, event);
  const lots = await lotFacts(db, [...new Set(parts.map((p) => p.inventoryItemId))]);
  const byLabel = new Map<string, Change>();
  for (const part of parts) {
    const lot = lots.get(part.inventoryItemId);
    if (!lot?.label) {
      throw new LocalProblem(
        `${part.line.productName}: the lot it was sold from has no state package tag. Add the tag, then retry.`,
      );
    }
    const unit = stateUnitOf(lot);
    const change = byLabel.get(lot.label) ?? { label: lot.label, quantity: 0, unit };
    change.quantity -= toStateQuantity(lot.unit, part.quantity, unit, lot.netWeightMg);
    byLabel.set(lot.label, change);
  }
  return adjustOnce(db, system, event, [...byLabel.values()], {
    reason: reasonFor(link, "REFUND_WRITE_OFF"),
    date: refund.createdAt.toISOString().slice(0, 10),
    note: `Returned and written off: ${refund.reason}`.slice(0, 250),
  });
}

export async function writeOffLabels(db: Db, event: EventRow): Promise<string[]> {
  const { parts } = await writeOffParts(db, event);
  const lots = await lotFacts(db, [...new Set(parts.map((p) => p.inventoryItemId))]);
  return [...new Set([...lots.values()].map((lot) => lot.label).filter((l): l is string => !!l))];
}

const same = (a: number, b: number) => Math.abs(a - b) < 1e-6;

/** Sends the changes in one call, never twice: the state's quantities before are kept and looked at after doubt. */
async function adjustOnce(
  db: Db,
  system: TrackTraceSystem,
  event: EventRow,
  changes: Change[],
  meta: Pick<PackageAdjustment, "reason" | "date" | "note">,
): Promise<string[]> {
  const labels = changes.map((c) => c.label);
  const before = event.stateQuantityBefore;
  if (event.uncertain && before) {
    const now = await Promise.all(changes.map((c) => system.packageByLabel(c.label)));
    const arrived = changes.every((c, i) => now[i] && same(now[i]!.quantity, (before[c.label] ?? 0) + c.quantity));
    if (arrived) return labels;
    const untouched = changes.every((c, i) => now[i] && same(now[i]!.quantity, before[c.label] ?? 0));
    if (!untouched) {
      throw new StateError("rejected", [
        `Package ${labels.join(", ")} changed in Metrc since this adjustment was sent; check it in reconciliation.`,
      ]);
    }
  } else if (!before) {
    const found = await Promise.all(changes.map((c) => system.packageByLabel(c.label)));
    const quantities: Record<string, number> = {};
    changes.forEach((c, i) => {
      if (found[i]) quantities[c.label] = found[i]!.quantity;
    });
    await rememberStateBefore(db, event.id, quantities);
  }
  await system.adjustPackages(changes.map((c) => ({ ...c, ...meta })));
  return labels;
}

/** The packages an event touches, known before it is sent (for the in-order-per-package rule). */
export async function labelsOf(db: Db, event: EventRow): Promise<string[]> {
  if (event.labels.length) return event.labels;
  if (event.kind === "ADJUSTMENT") {
    const [row] = await db
      .select({ label: inventoryItems.packageTag })
      .from(inventoryLedger)
      .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryLedger.inventoryId))
      .where(eq(inventoryLedger.id, event.sourceId));
    return row?.label ? [row.label] : [];
  }
  if (event.kind === "REFUND_WRITE_OFF") return writeOffLabels(db, event);
  const lines = await db.select({ lots: saleLines.lots }).from(saleLines).where(eq(saleLines.saleId, event.saleId!));
  const lots = await lotFacts(db, [...new Set(lines.flatMap((l) => l.lots.map((lot) => lot.inventoryItemId)))]);
  return [...new Set([...lots.values()].map((lot) => lot.label).filter((l): l is string => !!l))];
}
