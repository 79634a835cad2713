// Selling at a register: the business actions other modules and the routes call. Preview prices a cart exactly
// as completing it would (the register prices in the browser with the same engine; this answer is the one
// recorded), with each line's sellable quantity in the register's rooms.

import { getLimitsProfile } from "@verdant/shared/limits/limits.profiles";
import type { LimitUsage } from "@verdant/shared/limits/limits.types";
import { limitsFor } from "@verdant/shared/limits/limits.usage";
import { toLocalMoment } from "@verdant/shared/pricing/pricing.time";
import { fromEngineQuantity, type previewSaleInput, type SalePreview, type sellableQuery } from "@verdant/shared/sales";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { locations } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { getCustomer } from "../customers/customers.service.ts";
import { usageToday } from "./sales.limits.ts";
import { priceSale, pricingTypeOf } from "./sales.pricing.ts";
import { searchSellable, sellableQuantities } from "./sales.sellable.ts";
import { loadSellingSetup, type SellingSetup, type SellingSetupCache } from "./sales.setup.ts";

export { completeSale } from "./sales.complete.ts";
export { localDayRange } from "./sales.limits.ts";
export { priceSale } from "./sales.pricing.ts";
export { loadReceipt, receiptStoreOf, sendReceipt } from "./sales.receipt.ts";
export { refundSale, voidSale } from "./sales.returns.ts";
export { lotsToReturn } from "./sales.stock.ts";

type PreviewValues = z.output<typeof previewSaleInput>;

/** The setup from the app's cache when it has one, else read afresh. */
const setupOf = (db: Db, scope: LocationScope, setups?: SellingSetupCache) =>
  setups ? setups.get(db, scope) : loadSellingSetup(db, scope);

/** The register of the setup; 404 when the location has no such register. */
function registerOf(setup: SellingSetup, registerId: string) {
  const register = setup.registers.get(registerId);
  if (!register) throw notFound("register");
  return register;
}

export async function previewSale(
  db: Db,
  scope: LocationScope,
  input: PreviewValues,
  setups?: SellingSetupCache,
): Promise<SalePreview> {
  const setup = await setupOf(db, scope, setups);
  const register = registerOf(setup, input.registerId);
  const buyer = input.customerId ? await getCustomer(db, scope, input.customerId) : null;
  const { store, customer, products, cart, priced } = await priceSale(db, scope, setup, { ...input, customer: buyer });
  const stock = await sellableQuantities(
    db,
    scope,
    cart.map((l) => l.productId),
    register.roomIds,
    store.today,
  );
  return {
    customer: customer ? { id: customer.id, name: customer.name, pricingType: customer.pricingType } : null,
    lines: cart.map((line, i) => {
      const product = products.get(line.productId)!;
      const {
        lineId: _,
        unit: _unit,
        quantity: _quantity,
        unitPriceCents: _price,
        skippedDiscounts: _skipped,
        ...figures
      } = priced.lines[i]!;
      return {
        productId: product.id,
        name: product.name,
        sku: product.sku,
        unit: product.unit,
        quantity: fromEngineQuantity(product.unit, line.quantity),
        unitPriceCents: product.priceCents,
        availableQuantity: fromEngineQuantity(product.unit, stock.get(product.id) ?? 0),
        ...figures,
      };
    }),
    appliedDiscounts: priced.appliedDiscounts,
    skippedDiscounts: priced.skippedDiscounts,
    totals: priced.totals,
    taxes: priced.taxes,
    cashDueCents: priced.cashDueCents,
    limits: priced.limits,
  };
}

export async function searchRegisterProducts(
  db: Db,
  scope: LocationScope,
  registerId: string,
  query: z.output<typeof sellableQuery>,
  setups?: SellingSetupCache,
) {
  const search = (setup: SellingSetup) => {
    const today = toLocalMoment(new Date().toISOString(), setup.store.timeZone).date;
    return searchSellable(db, scope, registerOf(setup, registerId).roomIds, today, query);
  };
  // With the kept setup first: the search reads the setup's version alongside, so a keystroke is one statement, and
  // only a changed setup (or a register the kept one does not know) costs a second read (decision 0046).
  const kept = await setups?.kept(scope)?.catch(() => undefined);
  if (kept?.registers.has(registerId)) {
    const found = await search(kept);
    if (found.version === kept.version) return found.page;
  }
  return (await search(await setupOf(db, scope, setups))).page;
}

/** Used, remaining and maximum per bucket today for a customer at this location (spec §7 daily-purchase-limits). */
export async function dailyPurchaseLimits(db: Db, scope: LocationScope, customerId: string, now = new Date()) {
  const [location] = await db
    .select({ timeZone: locations.timeZone, limitsProfile: locations.limitsProfile })
    .from(locations)
    .where(and(eq(locations.id, scope.locationId), eq(locations.organizationId, scope.organizationId)));
  if (!location) throw notFound("location");
  const at = now.toISOString();
  const store = { timeZone: location.timeZone, today: toLocalMoment(at, location.timeZone).date };
  const customer = await getCustomer(db, scope, customerId);
  const customerType = pricingTypeOf(customer, store.today);
  const profile = limitsFor(getLimitsProfile(location.limitsProfile, at, location.timeZone), customer.nonResident);
  const usage: LimitUsage = profile
    ? await usageToday(db, scope, customerId, profile, customerType, store)
    : { profileCode: location.limitsProfile, buckets: [], exceeded: [] };
  return { usage, customerType, timeZone: location.timeZone };
}

export { assertSeesSale, seesEverySale } from "./sales.access.ts";

// The offline path (modules/offline-sales, decision 0027) records a sale made offline with the sale's own
// statements, stock taking and pricing: these are what it uses.
export { getPricingContext } from "./sales.context.ts";
export { assertWithinLimits, loadProducts, type ProductFacts } from "./sales.pricing.ts";
export { saleRows } from "./sales.rows.ts";
export { loadSellingSetup, SellingSetupCache } from "./sales.setup.ts";
export { lockParties, scopeValues } from "./sales.statements.ts";
export { fefo, lockSellableLots, stockChanges, takeInOrder } from "./sales.stock.ts";
