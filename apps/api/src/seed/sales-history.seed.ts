// Demo history (issue 16): the months before the demo's last week, so every report has something real to show. Each
// sale is priced by the register's own engine at its moment (priceSale with the store's selling setup: its taxes,
// the Friday and over-$50 discounts, medical cards, limits) and turned into rows by the sale's own row builder
// (saleRows); what differs from a register sale is only that the rows of the whole history are written in batches
// to the same tables: drawers (counted and closed, a few cents over or short), sales, lines, tenders, refunds and the
// ledger (each line's lot, with the quantity after every row), so the day summaries (decision 0025b) are kept by
// their triggers as for any sale. Weekends are busier, afternoons busier than mornings; sellers take turns at the
// registers; now and then a sale is voided or a card sale's first line is returned; each week brings a damaged, a
// destroyed and a miscounted unit. History lots (received on the first day, sold down to zero by its end) hold it.
import { randomUUID } from "node:crypto";
import { completeSaleInput } from "@verdant/shared/sales";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { customerGroupMembers, customers, products } from "../db/schema/index.ts";
import type { SaleLot } from "../db/schema/sales.ts";
import { loadProducts, priceSale } from "../modules/sales/sales.pricing.ts";
import { type SaleRows, saleRows } from "../modules/sales/sales.rows.ts";
import type { seededRandom } from "./catalog.seed.ts";
import { atStore, type HistoryStore } from "./sales-history.store.ts";
import { type HistoryRows, writeHistory } from "./sales-history.write.ts";

type Random = ReturnType<typeof seededRandom>;

/** Sales per register by weekday (Sunday first), before a random 0–3 more. */
const PER_REGISTER = [11, 7, 7, 8, 9, 13, 15];
/** Relative weight of each opening hour, 10:00 to 20:00: lunch and after work are busy. */
const HOURS = [2, 3, 5, 4, 3, 4, 6, 8, 8, 6, 3];
const FLOAT_CENTS = 20_000;

const minuteOf = (random: Random) => {
  let pick = random.int(HOURS.reduce((a, b) => a + b, 0));
  let hour = 0;
  while (pick >= HOURS[hour]!) pick -= HOURS[hour++]!;
  return (10 + hour) * 60 + random.int(60);
};

async function buyersOf(db: Db, ids: string[]) {
  const rows = await db.select().from(customers).where(inArray(customers.id, ids));
  const groups = await db.select().from(customerGroupMembers).where(inArray(customerGroupMembers.customerId, ids));
  return rows.map((c) => ({
    ...c,
    customerGroupIds: groups.filter((g) => g.customerId === c.id).map((g) => g.customerGroupId),
  }));
}

/**
 * Sells `days` (oldest first, local dates) at the store; answers how many sales it recorded. Receipt numbers start
 * at 1: the history is the store's first sales.
 */
export async function seedHistory(db: Db, store: HistoryStore, random: Random, days: string[]): Promise<number> {
  const { scope } = store;
  const setup = await store.setups.get(db, scope);
  const costs = await db
    .select({ id: products.id, cost: products.costCents, unit: products.unit, price: products.priceCents })
    .from(products)
    .where(eq(products.locationId, scope.locationId));
  const sellable = costs.filter((p) => p.unit === "EACH" && p.price > 0 && p.cost !== null);
  const facts = await loadProducts(
    db,
    scope,
    sellable.map((p) => p.id),
  );
  const productIds = [...facts.values()].filter((f) => f.status === "PUBLISHED" && f.categoryId).map((f) => f.id);
  const buyers = await buyersOf(db, store.customerIds);
  const out: HistoryRows = { drawers: [], sales: [], refunds: [], ledger: [], lots: new Map(), receipt: 0 };
  const lotOf = (productId: string) => {
    let lot = out.lots.get(productId);
    if (!lot) {
      lot = { id: randomUUID(), productId, costCents: sellable.find((p) => p.id === productId)!.cost! };
      out.lots.set(productId, lot);
    }
    return lot;
  };
  const take = (
    productId: string,
    quantity: number,
    at: Date,
    move: Omit<HistoryRows["ledger"][number], "lotId" | "delta" | "at">,
  ) => {
    const lot = lotOf(productId);
    out.ledger.push({ lotId: lot.id, delta: -quantity, at, ...move });
    return lot.id;
  };

  for (const [index, day] of days.entries()) {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    for (const [r, register] of store.registers.entries()) {
      const seller = store.sellers[(index + r) % store.sellers.length]!;
      const drawer = { id: randomUUID(), registerId: register.id, seller, day, cashCents: FLOAT_CENTS };
      out.drawers.push(drawer);
      const minutes = Array.from({ length: PER_REGISTER[weekday]! + random.int(4) }, () => minuteOf(random)).sort(
        (a, b) => a - b,
      );
      for (const minute of minutes) {
        const at = atStore(store, day, minute);
        const picked = [...new Set(Array.from({ length: 1 + random.int(4) }, () => random.pick(productIds)))];
        const lines = picked.map((productId) => ({ productId, quantity: random.next() < 0.2 ? 2 : 1 }));
        const customer = random.pick(buyers);
        const base = { lines, customer, discountCodes: [], facts, priorLines: [] };
        const first = await priceSale(db, scope, setup, base, at.toISOString()).catch(() => null);
        if (!first || (first.priced.limits?.exceeded.length ?? 0) > 0) continue;
        const method = random.pick(["CASH", "CASH", "DEBIT", "CREDIT"] as const);
        const amountCents =
          method === "CASH" ? Math.ceil(first.priced.cashDueCents / 500) * 500 : first.priced.totals.totalCents;
        const tenders = [{ type: method, amountCents }];
        const priced = await priceSale(db, scope, setup, { ...base, tenders }, at.toISOString());
        const input = completeSaleInput.parse({
          registerId: register.id,
          drawerSessionId: drawer.id,
          customerId: customer.id,
          lines,
          discountCodes: [],
          tenders,
        });
        const saleId = randomUUID();
        const lots: SaleLot[][] = priced.cart.map((line) => [
          {
            inventoryItemId: take(line.productId, line.quantity, at, {
              reason: "SALE",
              userId: seller,
              saleId,
              note: null,
            }),
            roomId: store.floorId,
            quantity: line.quantity,
          },
        ]);
        const rows: SaleRows = saleRows(scope, input, { register, drawer, cashierId: seller }, priced, lots);
        rows.sale.id = saleId;
        for (const line of rows.lines) line.saleId = saleId;
        for (const tender of rows.tenders) tender.saleId = saleId;
        rows.sale.receiptNumber = ++out.receipt;
        out.sales.push(rows);
        const roll = random.next();
        if (roll < 0.025) {
          // Rung up on the wrong customer: voided a few minutes later, its stock put back.
          rows.sale.status = "VOIDED";
          rows.sale.voidedAt = new Date(at.getTime() + 3 * 60_000);
          rows.sale.voidedBy = seller;
          rows.sale.voidReason = "Rang up on the wrong customer";
          for (const [i, line] of rows.lines.entries()) {
            out.ledger.push({
              lotId: lots[i]![0]!.inventoryItemId,
              delta: line.quantity,
              at: rows.sale.voidedAt,
              reason: "VOID",
              userId: seller,
              saleId,
              note: rows.sale.voidReason,
            });
          }
          continue;
        }
        if (method === "CASH") drawer.cashCents += amountCents - rows.sale.changeCents;
        else if (roll < 0.06 && minute < 20 * 60)
          out.refunds.push({ sale: rows, at: new Date(at.getTime() + 45 * 60_000), by: seller, drawerId: drawer.id });
      }
    }
    // A damaged, a destroyed and a miscounted unit each week, counted by the first seller after closing.
    if (weekday === 1) {
      const notes = [
        ["ADJUSTMENT", "Damaged in display case"],
        ["WASTE", "Expired, destroyed"],
        ["AUDIT", "Cycle count"],
      ] as const;
      for (const [k, [reason, note]] of notes.entries()) {
        const productId = random.pick([...out.lots.keys()]);
        take(productId, 1 + (k % 2), atStore(store, day, 21 * 60 + 20 + k), {
          reason,
          userId: store.sellers[0]!,
          saleId: null,
          note,
        });
      }
    }
  }
  await writeHistory(db, store, out);
  return out.sales.length;
}
