// Completing a sale (domain.md → Selling): one transaction reads the cart (products, candidate lots, the selling
// setup's version), locks the drawer (share) and the customer, re-prices the cart and checks the customer, the open
// drawer, stock, limits and tenders, then writes the sale, its lines, tenders and SALE ledger rows in one statement
// that takes each lot only while it still holds its part; the receipt number comes at commit. Locks are taken in
// one order by every sale (drawer, customer, lots by id, receipt counter at commit), so concurrent registers queue
// instead of deadlocking; the route records the Idempotency-Key with the answer (docs/decisions/0012).
import type { CompleteSaleInput, completeSaleInput, Sale } from "@verdant/shared/sales";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { saleLines, sales, saleTenders } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { type KeyRecord, keyValues } from "../../lib/idempotency/idempotency.ts";
import { batchOf, recordsOf } from "../../lib/insert-rows.ts";
import type { Access, LocationScope } from "../../plugins/access.ts";
import { quantityChangeValues } from "../inventory/inventory.service.ts";
import { lockParties } from "./sales.parties.ts";
import { toSale } from "./sales.present.ts";
import { assertWithinLimits, factsById, priceSale, storeOf } from "./sales.pricing.ts";
import { type SaleRows, saleRows } from "./sales.rows.ts";
import { loadSellingSetup, type SellingSetup, type SellingSetupCache } from "./sales.setup.ts";
import { readCart as readCartStatement, readReceiptNumber, scopeValues, writeSale } from "./sales.statements.ts";
import { allocate, allocateLocked, lotsOf, stockChanges } from "./sales.stock.ts";

type CompleteValues = z.output<typeof completeSaleInput>;

export type { CompleteSaleInput };

/**
 * The receipt number and the cashier's name of a completed sale, read once its transaction has committed: the
 * number is given at commit (migration 0011), so the counter every sale of the location needs is locked only for
 * the commit itself. completeSale answers 0 until then; the route and every replay answer this.
 */
export async function withReceiptNumber(db: Db, scope: LocationScope, sale: Sale): Promise<Sale> {
  const [row] = await readReceiptNumber(db, { ...scopeValues(scope), saleId: sale.id });
  return row
    ? { ...sale, receiptNumber: row.receiptNumber ?? 0, cashier: { ...sale.cashier, name: row.cashierName } }
    : sale;
}

export interface CompleteOptions {
  /** The moment of the sale: now, except for demo data written for past days. */
  when?: Date;
  /** The app's cache of selling setups; without it the setup is read afresh. */
  setups?: SellingSetupCache;
  /** The request's Idempotency-Key, recorded with the answer by the sale's own write. */
  key?: KeyRecord;
}

export async function completeSale(
  db: Db,
  access: Pick<Access, "userId">,
  scope: LocationScope,
  input: CompleteValues,
  { when = new Date(), setups, key }: CompleteOptions = {},
): Promise<Sale> {
  const at = when.toISOString();
  const { setup, facts, candidates } = await readCart(db, scope, input, at, setups);
  const { drawer, buyer } = await lockParties(db, scope, input);
  const register = setup.registers.get(input.registerId);
  if (!register) throw notFound("Register");
  if (!register.isActive) throw new AppError("conflict", `${register.name} is inactive.`);
  if (drawer.registerId !== register.id)
    throw new AppError("conflict", "This drawer session belongs to another register.");

  const tenders = input.tenders.map((t) => ({ type: t.type, amountCents: t.amountCents }));
  const priced = await priceSale(
    db,
    scope,
    setup,
    { lines: input.lines, customer: buyer, discountCodes: input.discountCodes, tenders, facts },
    at,
  );
  assertWithinLimits(priced.priced);
  const settlement = priced.priced.settlement!;
  if (settlement.nonCashCents > priced.priced.totals.totalCents) {
    throw new AppError("bad_request", ["Card and other tenders must not exceed the total; cash gets change"]);
  }
  if (settlement.balanceCents > 0) {
    throw new AppError("bad_request", [`tenders do not cover the total: ${settlement.balanceCents} cents still due`]);
  }
  const parties = { register, drawer, cashierId: access.userId };
  const { today } = priced.store;
  const record = (rows: SaleRows) => {
    const answer = toSale({
      ...rows,
      refunds: [],
      registerName: register.name,
      cashierName: "",
      customerName: priced.customer!.name,
      voidedByName: null,
    });
    return recordSale(db, scope, { rows, today, answer, key });
  };
  let written = await record(
    saleRows(scope, input, parties, priced, allocate(priced.cart, priced.products, candidates)),
  );
  if (!written) {
    // A lot changed since the cart read it: allocate again from the lots locked, and write again.
    const lots = await allocateLocked(db, scope, priced.cart, priced.products, register.roomIds, today);
    written = await record(saleRows(scope, input, parties, priced, lots));
    if (!written) throw new AppError("conflict", "Stock changed while this sale was saved; please try again.");
  }
  return written;
}

/**
 * The cart's products and candidate lots with the selling setup, in one statement when the app keeps the setup at
 * the version the statement reads (the lots depend on the register's rooms and the store's day); read again when
 * the setup had moved or was not kept yet.
 */
async function readCart(db: Db, scope: LocationScope, input: CompleteValues, at: string, setups?: SellingSetupCache) {
  const productIds = [...new Set(input.lines.map((line) => line.productId))];
  const run = async (setup: SellingSetup | undefined) => {
    const [row] = await readCartStatement(db, {
      ...scopeValues(scope),
      productIds,
      roomIds: setup?.registers.get(input.registerId)?.roomIds ?? [],
      today: setup ? storeOf(setup, at).today : at.slice(0, 10),
    });
    return row!;
  };
  const kept = await setups?.kept(scope)?.catch(() => undefined);
  let read = await run(kept);
  let setup = kept;
  if (!setup || setup.version !== read.version) {
    setup = setups ? await setups.at(db, scope, read.version) : await loadSellingSetup(db, scope, read.version);
    read = await run(setup);
  }
  return { setup, facts: factsById(read.products), candidates: lotsOf(read.lots) };
}

/**
 * Writes the sale with its lots' ledger rows and its key; the answer, or null (nothing written) when a lot no longer
 * holds its part.
 */
async function recordSale(
  db: Db,
  scope: LocationScope,
  { rows, today, answer, key }: { rows: SaleRows; today: string; answer: Sale; key?: KeyRecord },
): Promise<Sale | null> {
  const move = { reason: "SALE" as const, userId: rows.sale.cashierId, saleId: rows.sale.id };
  const [written] = await writeSale(db, {
    ...quantityChangeValues(
      scope,
      stockChanges(
        rows.lines.flatMap((line) => line.lots),
        -1,
        move,
      ),
    ),
    sales: recordsOf(batchOf(sales, [rows.sale])),
    sale_lines: recordsOf(batchOf(saleLines, rows.lines)),
    sale_tenders: recordsOf(batchOf(saleTenders, rows.tenders)),
    today,
    ...keyValues(key, answer),
  });
  if (!written?.applied) return null;
  if (key) key.recorded = written.keyed;
  return answer;
}
