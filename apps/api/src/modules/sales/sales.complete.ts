// Completing a sale (domain.md → Selling). One statement reads the cart — products, candidate lots, the drawer
// session, the customer and, when the limits count the day, the customer's lines of the day — without locking
// anything; the sale is priced and checked from it (customer, open drawer, stock first-expiry-first-out, limits,
// tenders), then one statement that commits on its own writes it: it takes the drawer, the customer (DAY limits
// only) and each lot only while they are as read, records the Idempotency-Key, then the sale, its lines, tenders,
// ledger rows and the customer's marker. When anything moved in between (a lot sold out, the drawer closed, the
// customer bought elsewhere) nothing is written, and the sale runs again in a transaction that locks its parties and
// lots first and reads under the locks. The write takes the receipt number too (docs/decisions/0012, 0015).

import type { LimitLine } from "@verdant/shared/limits/limits.types";
import type { completeSaleInput, Sale } from "@verdant/shared/sales";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError, notFound, say } from "../../lib/app-error.ts";
import type { KeyRecord } from "../../lib/idempotency/idempotency.ts";
import type { Access, LocationScope } from "../../plugins/access.ts";
import { openDrawerOf } from "../drawers/drawers.service.ts";
import { toLimitLines } from "./sales.limits.ts";
import { toSale } from "./sales.present.ts";
import {
  assertWithinLimits,
  countsTheDay,
  factsById,
  type PricedSale,
  type ProductFacts,
  priceSale,
  storeOf,
} from "./sales.pricing.ts";
import { type SaleRows, saleRows } from "./sales.rows.ts";
import { loadSellingSetup, type SellingSetup, type SellingSetupCache } from "./sales.setup.ts";
import {
  type BuyerRead,
  type DrawerRead,
  lockParties,
  readCart as readCartStatement,
  readReceiptNumber,
  scopeValues,
} from "./sales.statements.ts";
import { type Allocation, allocateLocked, allocation, lotsOf, stockChanges } from "./sales.stock.ts";
import { saleWriteValues, writeSale } from "./sales.write.ts";

type CompleteValues = z.output<typeof completeSaleInput>;

/**
 * The receipt number and the cashier's name of a completed sale as read now: for the answer a key replays, which was
 * recorded before the sale's number was taken (0 in it).
 */
export async function withReceiptNumber(db: Db, scope: LocationScope, sale: Sale): Promise<Sale> {
  if (sale.receiptNumber) return sale;
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

/** A sale being completed: what every attempt at writing it shares. */
interface Selling {
  db: Db;
  scope: LocationScope;
  input: CompleteValues;
  at: string;
  setup: SellingSetup;
  facts: Map<string, ProductFacts>;
  register: SellingSetup["registers"] extends Map<string, infer R> ? R : never;
  cashier: { id: string; name: string };
  key?: KeyRecord;
}

/**
 * Completes a sale and answers it; the sale commits on its own (a caller's transaction, if any, holds it). With a
 * key another request already holds, nothing is written and `key.recorded` is false: idempotent() answers the
 * other request's answer.
 */
export async function completeSale(
  db: Db,
  access: Pick<Access, "userId">,
  scope: LocationScope,
  input: CompleteValues,
  { when = new Date(), setups, key }: CompleteOptions = {},
): Promise<Sale> {
  const at = when.toISOString();
  const cart = await readCart(db, scope, input, { at, cashierId: access.userId }, setups);
  const register = cart.setup.registers.get(input.registerId);
  if (!register) throw notFound("register");
  if (!register.isActive) throw new AppError("conflict", say("sale.registerInactive", { register: register.name }));
  const sale: Selling = {
    db,
    scope,
    input,
    at,
    setup: cart.setup,
    facts: cart.facts,
    register,
    cashier: { id: access.userId, name: cart.cashierName },
    key,
  };
  const first = await settle(sale, cart, toLimitLines(cart.dayLines), (priced) =>
    allocation(priced.cart, priced.products, cart.candidates),
  );
  if (first) return first;
  // Something moved since the cart read: lock the parties and the lots, read under the locks, write again.
  return db.transaction(async (tx) => {
    const [parties] = await lockParties(tx, {
      ...scopeValues(scope),
      drawerSessionId: input.drawerSessionId,
      customerId: input.customerId,
    });
    const again = await settle({ ...sale, db: tx }, parties!, undefined, (priced) =>
      allocateLocked(tx, scope, priced.cart, priced.products, register.roomIds, priced.store.today),
    );
    if (!again) throw new AppError("conflict", say("sale.stockChanged"));
    return again;
  });
}

/**
 * Prices and checks the sale against its drawer and customer as read, allocates its lots and writes it: the answer,
 * or null when the write found something moved (nothing written). `priorLines` are the customer's lines of the day
 * when already read; without them pricing reads them.
 */
async function settle(
  sale: Selling,
  parties: { drawer: DrawerRead | null; buyer: BuyerRead | null },
  priorLines: LimitLine[] | undefined,
  lotsFor: (priced: PricedSale) => Allocation | Promise<Allocation>,
): Promise<Sale | null> {
  const { db, scope, input, setup, register, key } = sale;
  const drawer = openDrawerOf(parties.drawer ?? undefined);
  if (drawer.registerId !== register.id) throw new AppError("conflict", say("drawer.otherRegister"));
  const buyer = parties.buyer;
  if (!buyer) throw notFound("customer");
  const tenders = input.tenders.map((t) => ({ type: t.type, amountCents: t.amountCents }));
  const priced = await priceSale(
    db,
    scope,
    setup,
    { lines: input.lines, customer: buyer, discountCodes: input.discountCodes, tenders, facts: sale.facts, priorLines },
    sale.at,
  );
  assertWithinLimits(priced.priced);
  const settlement = priced.priced.settlement!;
  if (settlement.nonCashCents > priced.priced.totals.totalCents) {
    throw new AppError("bad_request", [say("sale.tendersOver")]);
  }
  if (settlement.balanceCents > 0) {
    throw new AppError("bad_request", [say("sale.tendersShort", { cents: settlement.balanceCents })]);
  }
  const { taken, costs } = await lotsFor(priced);
  const rows = saleRows(scope, input, { register, drawer, cashierId: sale.cashier.id }, priced, taken, costs);
  const answer = toSale({
    ...rows,
    refunds: [],
    registerName: register.name,
    cashierName: sale.cashier.name,
    customerName: priced.customer!.name,
    voidedByName: null,
  });
  const written = await recordSale(db, scope, {
    rows,
    today: priced.store.today,
    answer,
    key,
    parties: { dayLimits: countsTheDay(setup, sale.at), lastSaleId: buyer.lastSaleId },
  });
  if (written.applied) {
    if (key) key.recorded = written.keyed;
    return { ...answer, receiptNumber: written.receiptNumber! };
  }
  if (key && written.locked && !written.keyed) {
    // Everything was held but the key: another request with it answered first.
    key.recorded = false;
    return answer;
  }
  return null;
}

/**
 * The cart's products and candidate lots, its drawer and customer (and the customer's day when limits count it)
 * with the selling setup, in one statement when the app keeps the setup at the version the statement reads (the
 * lots depend on the register's rooms, the day on the store's time zone); read again when the setup had moved or was
 * not kept yet.
 */
async function readCart(
  db: Db,
  scope: LocationScope,
  input: CompleteValues,
  { at, cashierId }: { at: string; cashierId: string },
  setups?: SellingSetupCache,
) {
  const productIds = [...new Set(input.lines.map((line) => line.productId))];
  const run = async (setup: SellingSetup | undefined) => {
    const [row] = await readCartStatement(db, {
      ...scopeValues(scope),
      productIds,
      roomIds: setup?.registers.get(input.registerId)?.roomIds ?? [],
      today: setup ? storeOf(setup, at).today : at.slice(0, 10),
      timeZone: setup?.store.timeZone ?? "UTC",
      dayLimits: setup ? countsTheDay(setup, at) : false,
      drawerSessionId: input.drawerSessionId,
      customerId: input.customerId,
      cashierId,
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
  return { ...read, setup, facts: factsById(read.products), candidates: lotsOf(read.lots) };
}

/** Writes the sale with its lots' ledger rows, its key and the customer's marker, all or nothing (writeSale). */
async function recordSale(
  db: Db,
  scope: LocationScope,
  {
    rows,
    today,
    answer,
    key,
    parties,
  }: {
    rows: SaleRows;
    today: string;
    answer: Sale;
    key?: KeyRecord;
    parties: { dayLimits: boolean; lastSaleId: string | null };
  },
) {
  const { sale } = rows;
  const move = { reason: "SALE" as const, userId: sale.cashierId, saleId: sale.id };
  const changes = stockChanges(
    rows.lines.flatMap((line) => line.lots),
    -1,
    move,
  );
  const [written] = await writeSale(db, saleWriteValues(scope, { rows, changes, today, parties, key, answer }));
  return written!;
}
