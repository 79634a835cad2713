// What the pricing engine needs from this location, in its own shapes: the register calls loadPricingContext and
// passes the result to priceCart with the cart, the customer and the moment of the sale.
import { getJurisdiction } from "@verdant/shared/jurisdictions/jurisdictions";
import type {
  CashRounding,
  CombinationMode,
  PricingDiscount,
  TaxGroup,
  TaxRounding,
} from "@verdant/shared/pricing/pricing.types";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { discounts, locations } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { loadTaxGroups } from "../tax-groups/tax-groups.service.ts";
import { getDiscountSettings } from "./discounts.batch.ts";
import { type DiscountRow, inScope } from "./discounts.service.ts";

export interface PricingContext {
  timeZone: string;
  cashRounding: CashRounding;
  /** The applied jurisdiction preset's rounding rule; LINE without a preset. */
  taxRounding: TaxRounding;
  limitsProfile: string;
  combinationMode: CombinationMode;
  /** Confirmed discounts in their order (position). */
  discounts: PricingDiscount[];
  taxGroups: TaxGroup[];
}

export function toPricingDiscount(row: DiscountRow): PricingDiscount {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    status: row.status,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    availability: row.availability ?? null,
    rules: {
      scope: row.scope,
      ids: row.scopeIds,
      customerGroupIds: row.customerGroupIds,
      minQuantity: row.minQuantity,
      minSubtotalCents: row.minSubtotalCents,
    },
    // Confirmed rows always carry an amount (check constraint discounts_confirmed_complete).
    amount: row.amount!,
  };
}

export async function loadPricingContext(db: Db, scope: LocationScope): Promise<PricingContext> {
  const [location] = await db
    .select({
      timeZone: locations.timeZone,
      cashRounding: locations.cashRounding,
      limitsProfile: locations.limitsProfile,
      jurisdiction: locations.jurisdiction,
    })
    .from(locations)
    .where(and(eq(locations.id, scope.locationId), eq(locations.organizationId, scope.organizationId)));
  if (!location) throw notFound("location");
  const rows = await db
    .select()
    .from(discounts)
    .where(and(inScope(scope), eq(discounts.status, "CONFIRMED")))
    .orderBy(asc(discounts.position), asc(discounts.id));
  const settings = await getDiscountSettings(db, scope);
  const { jurisdiction, ...store } = location;
  return {
    ...store,
    taxRounding: (jurisdiction ? getJurisdiction(jurisdiction)?.rounding.taxes : undefined) ?? "LINE",
    combinationMode: settings.combinationMode,
    discounts: rows.map(toPricingDiscount),
    taxGroups: await loadTaxGroups(db, scope),
  };
}
