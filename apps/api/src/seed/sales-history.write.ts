// Writes the demo history (sales-history.seed.ts) in one transaction and in batches, to the tables a register sale,
// a refund, a void and an adjustment write: the history lots (received on the first day for what they give out, so
// each ends at zero but for a unit a late void gave back) and their ledger rows in time order with the quantity after each, the drawers counted and
// closed, the sales with their lines and tenders, the refunds (then the lines' refunded units and the sales' status,
// in that order, as a refund writes them) and the location's receipt counter.
import { randomUUID } from "node:crypto";
import { type InferSelectModel, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import {
  drawerSessions,
  inventoryItems,
  inventoryLedger,
  receiptCounters,
  saleLines,
  saleRefunds,
  sales,
  saleTenders,
} from "../db/schema/index.ts";
import { batchOf, recordsOf } from "../lib/insert-rows.ts";
import type { SaleRows } from "../modules/sales/sales.rows.ts";
import { atStore, type HistoryStore } from "./sales-history.store.ts";

type LedgerReason = "SALE" | "VOID" | "ADJUSTMENT" | "WASTE" | "AUDIT";

export interface HistoryRows {
  drawers: { id: string; registerId: string; seller: string; day: string; cashCents: number }[];
  sales: SaleRows[];
  /** A card sale's first line given back in full, written off, to the card it was paid with. */
  refunds: { sale: SaleRows; at: Date; by: string; drawerId: string }[];
  ledger: {
    lotId: string;
    delta: number;
    at: Date;
    reason: LedgerReason;
    userId: string;
    saleId: string | null;
    note: string | null;
  }[];
  /** A history lot per product. */
  lots: Map<string, { id: string; productId: string; costCents: number }>;
  receipt: number;
}

/** The count lands on what the drawer should hold, give or take a coin or two. */
const OVER_SHORT = [0, 0, 0, 5, -5, -25, 100];

/** Complete rows of a table in one statement, read from one JSON value. */
async function insertRecords<T extends PgTable>(tx: Db, table: T, rows: InferSelectModel<T>[]) {
  if (rows.length === 0) return;
  await tx.execute(
    sql`insert into ${table} select * from json_populate_recordset(null::${table}, ${recordsOf(batchOf(table, rows))}::json)`,
  );
}

async function inChunks<T>(rows: T[], size: number, write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/**
 * Each lot's ledger in time order: received first for the most it is ever short of (a void gives back after its
 * sale took), then every move with the quantity after it. Answers the rows and each lot's quantity at the end.
 */
function ledgerOf(store: HistoryStore, rows: HistoryRows, openedAt: Date) {
  const byLot = new Map<string, HistoryRows["ledger"]>();
  for (const lot of rows.lots.values()) byLot.set(lot.id, []);
  for (const row of rows.ledger) byLot.get(row.lotId)!.push(row);
  const left = new Map<string, number>();
  const ledger = [...byLot.entries()].flatMap(([lotId, moves]) => {
    moves.sort((a, b) => a.at.getTime() - b.at.getTime());
    let running = 0;
    let received = 0;
    for (const move of moves) {
      running += move.delta;
      received = Math.max(received, -running);
    }
    left.set(lotId, received + running);
    let quantity = received;
    let last = openedAt.getTime();
    const receipt = { ...store.scope, inventoryId: lotId, delta: received, quantityAfter: received };
    return [
      { ...receipt, reason: "RECEIVE" as const, note: "Opening stock", userId: store.sellers[0]!, createdAt: openedAt },
      ...moves.map((row) => {
        quantity += row.delta;
        // Strictly later than the lot's row before: the stock value reads the last row by (time, id).
        last = Math.max(last + 1, row.at.getTime());
        return {
          ...store.scope,
          inventoryId: lotId,
          delta: row.delta,
          quantityAfter: quantity,
          reason: row.reason,
          note: row.note,
          userId: row.userId,
          referenceType: row.saleId ? "SALE" : null,
          referenceId: row.saleId,
          createdAt: new Date(last),
        };
      }),
    ];
  });
  return { ledger, left };
}

export async function writeHistory(db: Db, store: HistoryStore, rows: HistoryRows): Promise<void> {
  const { scope } = store;
  const firstDay = rows.drawers[0]?.day;
  if (!firstDay) return;
  const openedAt = atStore(store, firstDay, 9 * 60);
  const { ledger, left } = ledgerOf(store, rows, openedAt);
  await db.transaction(async (tx) => {
    await inChunks([...rows.lots.values()], 500, (lots) =>
      tx.insert(inventoryItems).values(
        lots.map((lot, i) => ({
          id: lot.id,
          ...scope,
          productId: lot.productId,
          roomId: store.floorId,
          quantity: left.get(lot.id)!,
          unitCostCents: lot.costCents,
          lotNumber: `H-${firstDay.replaceAll("-", "")}-${String(i + 1).padStart(3, "0")}`,
          receivedAt: openedAt,
          createdAt: openedAt,
        })),
      ),
    );
    await inChunks(ledger, 1000, (chunk) => tx.insert(inventoryLedger).values(chunk));
    await inChunks(rows.drawers, 500, (drawers) =>
      tx.insert(drawerSessions).values(
        drawers.map((d, i) => {
          const counted = Math.max(0, d.cashCents + OVER_SHORT[i % OVER_SHORT.length]!);
          return {
            id: d.id,
            ...scope,
            registerId: d.registerId,
            status: "CLOSED" as const,
            openingFloatCents: 20_000,
            openedBy: d.seller,
            openedAt: atStore(store, d.day, 9 * 60 + 45),
            closedBy: d.seller,
            closedAt: atStore(store, d.day, 21 * 60 + 10),
            counts: [
              { denominationCents: 5_000, count: Math.floor(counted / 5_000) },
              { denominationCents: 5, count: Math.round((counted % 5_000) / 5) },
            ].filter((c) => c.count > 0),
            countedCashCents: counted,
            expectedCashCents: d.cashCents,
            overShortCents: counted - d.cashCents,
            notes: "End of day",
          };
        }),
      ),
    );
    // Each table's rows in one statement, as the register's sale writes its own (one JSON value, lib/insert-rows.ts):
    // the lines' summary trigger then runs once for the whole history.
    await insertRecords(
      tx,
      sales,
      rows.sales.map((s) => s.sale),
    );
    await insertRecords(
      tx,
      saleLines,
      rows.sales.flatMap((s) => s.lines),
    );
    await insertRecords(
      tx,
      saleTenders,
      rows.sales.flatMap((s) => s.tenders),
    );
    if (rows.refunds.length > 0) await writeRefunds(tx, scope, rows.refunds);
    await tx
      .insert(receiptCounters)
      .values({ ...scope, lastNumber: rows.receipt })
      .onConflictDoUpdate({ target: receiptCounters.locationId, set: { lastNumber: rows.receipt } });
  });
}

async function writeRefunds(tx: Db, scope: HistoryStore["scope"], refunds: HistoryRows["refunds"]) {
  await tx.insert(saleRefunds).values(
    refunds.map(({ sale, at, by, drawerId }) => {
      const line = sale.lines[0]!;
      const tender = sale.tenders[0]!;
      return {
        id: randomUUID(),
        ...scope,
        saleId: sale.sale.id,
        drawerSessionId: drawerId,
        refundedBy: by,
        reason: "Customer returned it opened",
        disposition: "WRITE_OFF" as const,
        netCents: line.netCents,
        taxCents: line.taxCents,
        totalCents: line.totalCents,
        tenders: [{ type: tender.type, amountCents: line.totalCents }],
        lines: [
          {
            saleLineId: line.id,
            quantity: line.quantity,
            netCents: line.netCents,
            taxCents: line.taxCents,
            totalCents: line.totalCents,
          },
        ],
        createdAt: at,
      };
    }),
  );
  const lineIds = refunds.map((r) => r.sale.lines[0]!.id);
  await tx.execute(
    sql`update sale_lines set refunded_quantity = quantity where id = any(${sql.param(lineIds)}::uuid[])`,
  );
  await tx.execute(sql`update sales s set refunded_cents = v.cents,
      status = case when v.whole then 'REFUNDED' else 'PARTIALLY_REFUNDED' end
    from unnest(${sql.param(refunds.map((r) => r.sale.sale.id))}::uuid[],
      ${sql.param(refunds.map((r) => r.sale.lines[0]!.totalCents))}::int[],
      ${sql.param(refunds.map((r) => r.sale.lines.length === 1))}::boolean[]) as v(id, cents, whole)
    where s.id = v.id`);
}
