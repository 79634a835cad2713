// Recording a sale the register made offline (decision 0027). It arrives later with its own Idempotency-Key (the
// route's idempotent() records the key in this same transaction), its original time, the unit prices it was sold at,
// the total the register charged and the receipt number it printed from its own series. The server prices it with
// the same engine at its original time and with the register's prices, and records it whatever it finds: stock that
// ran short takes the lot below zero (only this path may, verdant.offline_shortfall for this transaction), a limit
// passed or a total that differs is a flag for the manager, never a refusal. A receipt number already recorded for
// the same register and moment answers that sale again (a queue replayed after its keys expired).
import type { OfflineFlag, OfflineSaleRecorded, offlineSaleInput } from "@verdant/shared/offline-sales";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { customers, locations, offlineSales, saleLines, sales, saleTenders } from "../../db/schema/index.ts";
import { AppError, notFound, say } from "../../lib/app-error.ts";
import type { Access, LocationScope } from "../../plugins/access.ts";
import { changeQuantities } from "../inventory/inventory.service.ts";
import {
  loadProducts,
  loadSellingSetup,
  lockParties,
  priceSale,
  saleRows,
  scopeValues,
  stockChanges,
} from "../sales/sales.service.ts";
import { checkApproval } from "./offline-sales.approval.ts";
import { drawerFlags, limitFlags, moneyFlags, priceFlags, ruleFlags, shortfallFlags } from "./offline-sales.flags.ts";
import { allocateOffline } from "./offline-sales.stock.ts";

type OfflineValues = z.output<typeof offlineSaleInput>;

/** An offline sale may arrive days late, never from the future (a clock a few minutes fast is forgiven). */
const CLOCK_SKEW_MS = 5 * 60_000;

async function alreadyRecorded(db: Db, scope: LocationScope, input: OfflineValues) {
  const [row] = await db
    .select({
      saleId: offlineSales.saleId,
      registerId: offlineSales.registerId,
      soldAt: offlineSales.soldAt,
      flags: offlineSales.flags,
      totalCents: sales.totalCents,
    })
    .from(offlineSales)
    .innerJoin(sales, eq(sales.id, offlineSales.saleId))
    .where(and(eq(offlineSales.locationId, scope.locationId), eq(offlineSales.offlineReceipt, input.offlineReceipt)));
  if (!row) return null;
  if (row.registerId !== input.registerId || row.soldAt.getTime() !== Date.parse(input.soldAt)) {
    throw new AppError("conflict", say("offline.receiptUsed", { receipt: input.offlineReceipt }));
  }
  return {
    saleId: row.saleId,
    offlineReceipt: input.offlineReceipt,
    totalCents: row.totalCents,
    flags: row.flags as OfflineFlag[],
  };
}

function assertTimes(input: OfflineValues, now: Date) {
  if (Date.parse(input.soldAt) > now.getTime() + CLOCK_SKEW_MS) {
    throw new AppError("bad_request", [say("offline.future")]);
  }
  if (Date.parse(input.offlineSince) > Date.parse(input.soldAt)) {
    throw new AppError("bad_request", [say("offline.sinceAfter")]);
  }
}

/** Records the offline sale in the caller's transaction; answers it with what the server found. */
export async function recordOfflineSale(
  db: Db,
  access: Pick<Access, "userId">,
  scope: LocationScope,
  input: OfflineValues & { key: string },
  now = new Date(),
): Promise<OfflineSaleRecorded> {
  assertTimes(input, now);
  const again = await alreadyRecorded(db, scope, input);
  if (again) return again;
  const setup = await loadSellingSetup(db, scope);
  const register = setup.registers.get(input.registerId);
  if (!register) throw notFound("register");
  const [parties] = await lockParties(db, {
    ...scopeValues(scope),
    drawerSessionId: input.drawerSessionId,
    customerId: input.customerId,
  });
  const drawer = parties?.drawer;
  if (!drawer) throw notFound("drawerSession");
  if (drawer.registerId !== register.id) throw new AppError("conflict", say("drawer.otherRegister"));
  const buyer = parties.buyer;
  if (!buyer) throw notFound("customer");

  const catalog = await loadProducts(
    db,
    scope,
    input.lines.map((line) => line.productId),
  );
  const currency = setup.store.currency;
  const found: OfflineFlag[] = [...drawerFlags(drawer.status), ...priceFlags(input.lines, catalog, currency)];
  // The sale keeps the price the register sold at; an archived product was still on the shelf.
  const facts = new Map(
    [...catalog].map(([id, product]) => {
      const line = input.lines.find((l) => l.productId === id)!;
      return [id, { ...product, status: "PUBLISHED" as const, priceCents: line.unitPriceCents }];
    }),
  );
  const lines = input.lines.map(({ productId, quantity }) => ({ productId, quantity }));
  const tenders = input.tenders.map((t) => ({ type: t.type, amountCents: t.amountCents }));
  const priced = await priceSale(
    db,
    scope,
    setup,
    { lines, customer: buyer, discountCodes: input.discountCodes, tenders, facts },
    input.soldAt,
  );
  const settlement = priced.priced.settlement!;
  if (settlement.nonCashCents > priced.priced.totals.totalCents) {
    throw new AppError("bad_request", [say("sale.tendersOver")]);
  }
  const totalCents = priced.priced.totals.totalCents;
  const [rules] = await db
    .select({ offlineMaxMinutes: locations.offlineMaxMinutes, offlineMaxSaleCents: locations.offlineMaxSaleCents })
    .from(locations)
    .where(eq(locations.id, scope.locationId));
  const { lots, shortfalls } = await allocateOffline(
    db,
    scope,
    priced.cart,
    priced.products,
    register.roomIds,
    priced.store.today,
  );
  const { flags, approval } = await checkApproval(db, scope, { ...input, registerId: register.id }, [
    ...found,
    ...shortfallFlags(shortfalls),
    ...limitFlags(priced.priced, input.limitsUnverified),
    ...moneyFlags(
      { totalCents, balanceCents: settlement.balanceCents, registerTotalCents: input.registerTotalCents },
      currency,
    ),
    ...ruleFlags({ totalCents, soldAt: input.soldAt, offlineSince: input.offlineSince }, rules!, currency),
  ]);

  const rows = saleRows(scope, { ...input, lines }, { register, drawer, cashierId: access.userId }, priced, lots);
  await db.insert(sales).values(rows.sale);
  await db.insert(saleLines).values(rows.lines);
  await db.insert(saleTenders).values(rows.tenders);
  const move = {
    reason: "SALE" as const,
    userId: access.userId,
    saleId: rows.sale.id,
    note: `Offline sale ${input.offlineReceipt}`,
  };
  await db.execute(sql`select set_config('verdant.offline_shortfall', 'on', true)`);
  await changeQuantities(db, scope, stockChanges(lots.flat(), -1, move), { shortfall: true });
  await db.execute(sql`select set_config('verdant.offline_shortfall', 'off', true)`);
  // The customer's marker moves as with any sale, so a register's DAY-limit check that read it before sells again.
  await db.update(customers).set({ lastSaleId: rows.sale.id }).where(eq(customers.id, buyer.id));
  await db.insert(offlineSales).values({
    saleId: rows.sale.id,
    ...scope,
    registerId: register.id,
    offlineReceipt: input.offlineReceipt,
    soldAt: new Date(input.soldAt),
    offlineSince: new Date(input.offlineSince),
    registerTotalCents: input.registerTotalCents,
    flags,
    approval,
  });
  return { saleId: rows.sale.id, offlineReceipt: input.offlineReceipt, totalCents, flags };
}
