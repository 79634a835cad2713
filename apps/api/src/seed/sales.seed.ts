// Demo selling (issue 7): per demo store, the two registers its sales floor names, a drawer session per register
// and day for the past week (counted and closed, a few cents over or short) and today's still open, and a week of
// sales through the same service the register calls — priced, taxed, limited and taken from stock with SALE
// ledger rows — plus a few voids and refunds, so the dashboard and transactions are alive on the first start.
// Before that week, three months of history priced by the same engine (sales-history.seed.ts, issue 16).
import { toLocalMoment } from "@verdant/shared/pricing/pricing.time";
import { and, eq, gt, gte, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  customers,
  drawerSessions,
  inventoryItems,
  locations,
  memberLocationRoles,
  organizationMembers,
  products,
  rooms,
} from "../db/schema/index.ts";
import { getCustomer } from "../modules/customers/customers.service.ts";
import { closeDrawer, getDrawer, openDrawer } from "../modules/drawers/drawers.service.ts";
import { createRegister } from "../modules/registers/registers.service.ts";
import { foldSummaries } from "../modules/reports/reports.fold.ts";
import { completeSale, priceSale, refundSale, voidSale } from "../modules/sales/sales.service.ts";
import { SellingSetupCache } from "../modules/sales/sales.setup.ts";
import type { Access, LocationScope } from "../plugins/access.ts";
import { seededRandom } from "./catalog.seed.ts";
import type { SeedContext } from "./index.ts";
import { seedHistory } from "./sales-history.seed.ts";
import { localInstant, shiftDay } from "./sales-history.store.ts";
import { demoLocations } from "./taxes.seed.ts";

const DAYS = 7;
const HISTORY_DAYS = 83; // before the week: about three months in all
const SALES_PER_REGISTER_DAY = 12;
const OPEN_MINUTE = 10 * 60;
const CLOSE_MINUTE = 21 * 60;

type Random = ReturnType<typeof seededRandom>;

/** The store's staff who sell (cashiers, managers), the owner first. */
async function sellersOf(db: Db, scope: LocationScope): Promise<string[]> {
  const rows = await db
    .select({ userId: organizationMembers.userId, type: organizationMembers.type })
    .from(organizationMembers)
    .leftJoin(
      memberLocationRoles,
      and(
        eq(memberLocationRoles.memberId, organizationMembers.id),
        eq(memberLocationRoles.locationId, scope.locationId),
      ),
    )
    .where(
      and(
        eq(organizationMembers.organizationId, scope.organizationId),
        or(eq(organizationMembers.type, "OWNER"), inArray(memberLocationRoles.role, ["CASHIER", "MANAGER"])),
      ),
    );
  return [...new Set(rows.sort((a, b) => (a.type === "OWNER" ? -1 : b.type === "OWNER" ? 1 : 0)).map((r) => r.userId))];
}

/** Sellable stock on the sales floor, by product (kept up to date as the seed sells). */
async function floorStock(db: Db, scope: LocationScope, floorId: string, today: string) {
  const rows = await db
    .select({
      productId: inventoryItems.productId,
      quantity: sql<number>`sum(${inventoryItems.quantity})::int`,
      unit: products.unit,
    })
    .from(inventoryItems)
    .innerJoin(products, eq(products.id, inventoryItems.productId))
    .where(
      and(
        eq(inventoryItems.locationId, scope.locationId),
        eq(inventoryItems.roomId, floorId),
        eq(inventoryItems.inventoryStatus, "AVAILABLE"),
        eq(inventoryItems.isActive, true),
        gt(inventoryItems.quantity, 0),
        or(isNull(inventoryItems.expiresAt), gte(inventoryItems.expiresAt, today)),
        isNotNull(products.categoryId),
      ),
    )
    .groupBy(inventoryItems.productId, products.unit);
  return new Map(rows.filter((r) => r.unit === "EACH").map((r) => [r.productId, r.quantity]));
}

interface Store {
  scope: LocationScope;
  timeZone: string;
  floorId: string;
  registers: { id: string; seller: string }[];
  sellers: string[];
  customerIds: string[];
  setups: SellingSetupCache;
}

const ownerAccess = (scope: LocationScope, userId: string): Access => ({
  ...scope,
  userId,
  member: { id: userId, userId, type: "OWNER", locationRoles: [] },
  can: () => true,
});

type Drawer = { registerId: string; drawerSessionId: string; userId: string };

/** A cart of 1 to 4 products the floor still holds, within the customer's limits; paid by card, or in cash
 *  rounded up to the next 5 dollars. */
async function sellOne(db: Db, store: Store, random: Random, stock: Map<string, number>, drawer: Drawer, when: Date) {
  const available = [...stock.entries()].filter(([, q]) => q > 0).map(([id]) => id);
  if (available.length === 0) return undefined;
  const picked = [...new Set(Array.from({ length: 1 + random.int(4) }, () => random.pick(available)))];
  const lines = picked.map((productId) => ({
    productId,
    quantity: Math.min(stock.get(productId)!, random.next() < 0.2 ? 2 : 1),
  }));
  const input = { customerId: random.pick(store.customerIds), lines, discountCodes: [] };
  const setup = await store.setups.get(db, store.scope);
  const customer = await getCustomer(db, store.scope, input.customerId);
  const { priced } = await priceSale(db, store.scope, setup, { ...input, customer }, when.toISOString()).catch(() => ({
    priced: null,
  }));
  if (!priced || (priced.limits?.exceeded.length ?? 0) > 0) return undefined;
  const method = random.pick(["CASH", "CASH", "DEBIT", "CREDIT"] as const);
  const amountCents = method === "CASH" ? Math.ceil(priced.cashDueCents / 500) * 500 : priced.totals.totalCents;
  const sale = await completeSale(
    db,
    { userId: drawer.userId },
    store.scope,
    {
      ...input,
      registerId: drawer.registerId,
      drawerSessionId: drawer.drawerSessionId,
      tenders: [{ type: method, amountCents }],
    },
    { when, setups: store.setups },
  );
  for (const line of lines) stock.set(line.productId, stock.get(line.productId)! - line.quantity);
  return sale;
}

/** One register's day: open, sell through opening hours, a void and a refund now and then, close unless today. */
async function registerDay(
  db: Db,
  store: Store,
  random: Random,
  stock: Map<string, number>,
  register: Store["registers"][number],
  day: string,
  now: Date,
) {
  const access = ownerAccess(store.scope, register.seller);
  const opened = await openDrawer(db, access, store.scope, { registerId: register.id, openingFloatCents: 20_000 });
  const openedAt = localInstant(day, OPEN_MINUTE - 15, store.timeZone);
  await db.update(drawerSessions).set({ openedAt }).where(eq(drawerSessions.id, opened.id));
  const drawer = { registerId: register.id, drawerSessionId: opened.id, userId: register.seller };
  const minutes = Array.from(
    { length: SALES_PER_REGISTER_DAY },
    () => OPEN_MINUTE + random.int(CLOSE_MINUTE - OPEN_MINUTE),
  ).sort((a, b) => a - b);
  const sold = [];
  for (const minute of minutes) {
    const when = localInstant(day, minute, store.timeZone);
    if (when > now) break;
    const sale = await sellOne(db, store, random, stock, drawer, when);
    if (sale) sold.push(sale);
  }
  if (sold.length > 3 && random.next() < 0.4) {
    await voidSale(db, access, store.scope, sold[1]!.id, { reason: "Rang up on the wrong customer" });
  }
  if (sold.length > 5 && random.next() < 0.5) {
    const sale = sold[4]!;
    await refundSale(db, access, store.scope, sale.id, {
      drawerSessionId: opened.id,
      // Written off: allowed in every jurisdiction (California forbids reselling a return, decision 0018).
      reason: "Customer returned it opened",
      disposition: "WRITE_OFF",
      refundTo: "ORIGINAL",
      lines: [{ saleLineId: sale.lines[0]!.id, quantity: 1 }],
    });
  }
  if (day === toLocalMoment(now.toISOString(), store.timeZone).date) return;
  // The count lands on what the drawer should hold, give or take a coin or two.
  const { summary } = await getDrawer(db, store.scope, opened.id);
  const counted = Math.max(0, summary.expectedCashCents + random.pick([0, 0, 0, 5, -5, -25, 100]));
  const counts = [
    { denominationCents: 5_000, count: Math.floor(counted / 5_000) },
    { denominationCents: 5, count: Math.round((counted % 5_000) / 5) },
  ];
  await closeDrawer(db, access, store.scope, opened.id, { counts, notes: "End of day" });
  await db
    .update(drawerSessions)
    .set({ closedAt: localInstant(day, CLOSE_MINUTE + 10, store.timeZone) })
    .where(eq(drawerSessions.id, opened.id));
}

async function storeOf(db: Db, scope: LocationScope & { country: string }): Promise<Store | undefined> {
  const [location] = await db
    .select({ timeZone: locations.timeZone })
    .from(locations)
    .where(eq(locations.id, scope.locationId));
  const [floor] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.locationId, scope.locationId), eq(rooms.name, "Sales Floor")));
  if (!location || !floor) return undefined;
  const sellers = await sellersOf(db, scope);
  const registers = [];
  for (const [i, name] of ["Register 1", "Register 2"].entries()) {
    const register = await createRegister(db, scope, { name, isActive: true, roomIds: [floor.id] });
    registers.push({ id: register.id, seller: sellers[(i + 1) % sellers.length]! });
  }
  const buyers = await db
    .select({ id: customers.id, dob: customers.dateOfBirth })
    .from(customers)
    .where(and(eq(customers.organizationId, scope.organizationId), eq(customers.status, "ACTIVE")));
  // Old enough for either store (21+), so every demo customer can buy anywhere.
  const customerIds = buyers.filter((b) => b.dob <= "2000-01-01").map((b) => b.id);
  return {
    scope: { organizationId: scope.organizationId, locationId: scope.locationId },
    timeZone: location.timeZone,
    floorId: floor.id,
    registers,
    sellers,
    customerIds,
    setups: new SellingSetupCache(),
  };
}

export async function seedSales(ctx: SeedContext): Promise<void> {
  const now = new Date();
  const random = seededRandom(7007);
  let total = 0;
  for (const location of await demoLocations(ctx.db)) {
    const store = await storeOf(ctx.db, location);
    if (!store || store.customerIds.length === 0) continue;
    const today = toLocalMoment(now.toISOString(), store.timeZone).date;
    const history = Array.from({ length: HISTORY_DAYS }, (_, i) => shiftDay(today, i - HISTORY_DAYS - DAYS));
    await seedHistory(ctx.db, store, random, history);
    const stock = await floorStock(ctx.db, store.scope, store.floorId, today);
    for (let offset = -DAYS; offset <= 0; offset++) {
      const day = shiftDay(today, offset);
      for (const register of store.registers) await registerDay(ctx.db, store, random, stock, register, day, now);
    }
    // The history's lines into the report summaries now, rather than by the API's first fold (decision 0044).
    await foldSummaries(ctx.db, store.scope.locationId);
    const [count] = await ctx.db
      .execute<{ n: number }>(sql`select count(*)::int as n from sales where location_id = ${store.scope.locationId}`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    total += count?.n ?? 0;
  }
  ctx.notes.push(
    `Sales: 2 registers per store, ${HISTORY_DAYS + DAYS} days of sales (${total} in all) with drawers counted each night; today's drawers are open.`,
  );
}
