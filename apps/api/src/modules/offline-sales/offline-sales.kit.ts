// The register's local copy (issue 19, decision 0027): what it needs to keep selling through an outage, read in one
// call while online — the register and its open drawer, the pricing context, every product it can sell with its
// price and stock, the location's active customers with those seen lately first, each customer's lines of the day
// that count towards DAY limits, the location's offline rules, what its receipts print about the store, and (an open
// register only) short-lived verifiers of the managers' approval PINs. The browser keeps it in IndexedDB.
import { customerListQuery } from "@verdant/shared/customers";
import type { LimitLine } from "@verdant/shared/limits/limits.types";
import type { OfflineKit } from "@verdant/shared/offline-sales";
import { toLocalMoment } from "@verdant/shared/pricing/pricing.time";
import { sellableQuery } from "@verdant/shared/sales";
import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { locations, saleLines, sales } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { listCustomers } from "../customers/customers.service.ts";
import { getDrawer } from "../drawers/drawers.service.ts";
import { offlineApprovalsFor } from "../overrides/overrides.service.ts";
import { getRegister } from "../registers/registers.service.ts";
import type { SellingSetupCache } from "../sales/sales.service.ts";
import { getPricingContext, localDayRange, receiptStoreOf, searchRegisterProducts } from "../sales/sales.service.ts";

/** A store's shelves and customer list kept in the browser stay within this many pages of 100. */
const PAGES_MAX = 50;
const RECENT_CUSTOMERS = 20;

/** Every page of a list, up to PAGES_MAX. */
async function allPages<T>(read: (page: number) => Promise<{ data: T[]; meta: { total: number } }>): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page <= PAGES_MAX; page++) {
    const { data, meta } = await read(page);
    all.push(...data);
    if (data.length === 0 || all.length >= meta.total) break;
  }
  return all;
}

/** Each customer's lines of the store's day that still count (not voided, not refunded). */
async function dayLinesByCustomer(db: Db, scope: LocationScope, day: string, timeZone: string) {
  const rows = await db
    .select({
      customerId: sales.customerId,
      lineId: saleLines.id,
      complianceClass: saleLines.complianceClass,
      unit: saleLines.unit,
      quantity: sql<number>`${saleLines.quantity} - ${saleLines.refundedQuantity}`,
      netWeightMg: saleLines.netWeightMg,
      thcMgPerUnit: saleLines.thcMgPerUnit,
      thcPercentPpm: saleLines.thcPercentPpm,
      unitsPerPack: saleLines.unitsPerPack,
      form: saleLines.form,
    })
    .from(saleLines)
    .innerJoin(sales, eq(sales.id, saleLines.saleId))
    .where(
      and(
        eq(sales.organizationId, scope.organizationId),
        eq(sales.locationId, scope.locationId),
        ne(sales.status, "VOIDED"),
        localDayRange(sales.completedAt, day, timeZone),
        gt(saleLines.quantity, saleLines.refundedQuantity),
      ),
    );
  const byCustomer: Record<string, LimitLine[]> = {};
  for (const { customerId, ...line } of rows) {
    const lines = byCustomer[customerId] ?? [];
    lines.push(line as LimitLine);
    byCustomer[customerId] = lines;
  }
  return byCustomer;
}

async function recentCustomerIds(db: Db, scope: LocationScope) {
  const rows = await db
    .select({ customerId: sales.customerId })
    .from(sales)
    .where(and(eq(sales.organizationId, scope.organizationId), eq(sales.locationId, scope.locationId)))
    .orderBy(desc(sales.completedAt))
    .limit(RECENT_CUSTOMERS * 10);
  return [...new Set(rows.map((row) => row.customerId))].slice(0, RECENT_CUSTOMERS);
}

export async function offlineKitOf(
  db: Db,
  scope: LocationScope,
  registerId: string,
  setups?: SellingSetupCache,
  now = new Date(),
): Promise<OfflineKit> {
  const register = await getRegister(db, scope, registerId);
  const [rules] = await db
    .select({ offlineMaxMinutes: locations.offlineMaxMinutes, offlineMaxSaleCents: locations.offlineMaxSaleCents })
    .from(locations)
    .where(and(eq(locations.id, scope.locationId), eq(locations.organizationId, scope.organizationId)));
  if (!rules) throw notFound("location");
  const pricingContext = await getPricingContext(db, scope, setups);
  const storeDay = toLocalMoment(now.toISOString(), pricingContext.timeZone).date;
  const products = await allPages((page) =>
    searchRegisterProducts(db, scope, registerId, sellableQuery.parse({ page, limit: 100 }), setups),
  );
  const customers = await allPages((page) =>
    listCustomers(
      db,
      scope,
      customerListQuery.parse({ locationId: scope.locationId, status: "ACTIVE", page, limit: 100 }),
    ),
  );
  return {
    generatedAt: now.toISOString(),
    storeDay,
    register,
    rules,
    pricingContext,
    products,
    customers,
    recentCustomerIds: await recentCustomerIds(db, scope),
    dayLines: await dayLinesByCustomer(db, scope, storeDay, pricingContext.timeZone),
    drawer: register.openDrawerSessionId ? await getDrawer(db, scope, register.openDrawerSessionId) : null,
    store: await receiptStoreOf(db, scope),
    // Only an open register gets verifiers of the managers' PINs (decision 0035): a closed one cannot sell.
    approvals: register.openDrawerSessionId
      ? await offlineApprovalsFor(db, scope, registerId, now)
      : { issuedAt: now.toISOString(), expiresAt: now.toISOString(), approvers: [] },
  };
}
