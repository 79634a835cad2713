// Demo discounts (issue 6), confirmed through the same service calls as the staged builder: 20 % off a brand on
// Fridays, $5 off orders over $50, and a staff discount by customer group. Vancouver stacks them all; Los Angeles
// applies only the best one.

import type { DiscountAmount, DiscountRules } from "@verdant/shared/pricing/pricing.types";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { brands, customerGroups } from "../db/schema/index.ts";
import { updateDiscountSettings } from "../modules/discounts/discounts.batch.ts";
import {
  confirmDiscount,
  createDiscountDetails,
  saveDiscountAmount,
  saveDiscountRules,
} from "../modules/discounts/discounts.service.ts";
import type { LocationScope } from "../plugins/access.ts";
import type { SeedContext } from "./index.ts";
import { demoLocations } from "./taxes.seed.ts";

async function buildDiscount(
  db: Db,
  scope: LocationScope,
  details: { name: string; weekdays?: number[] },
  rules: Required<Pick<DiscountRules, "scope" | "ids" | "customerGroupIds" | "minQuantity" | "minSubtotalCents">>,
  amount: DiscountAmount,
) {
  const discount = await createDiscountDetails(db, scope, {
    name: details.name,
    code: null,
    description: null,
    startsAt: null,
    endsAt: null,
    availability: details.weekdays ? { weekdays: details.weekdays, startTime: null, endTime: null } : null,
  });
  await saveDiscountRules(db, scope, discount.id, rules, "create");
  await saveDiscountAmount(db, scope, discount.id, amount, "create");
  await confirmDiscount(db, scope, discount.id);
}

const noRules = { scope: null, ids: [], customerGroupIds: [], minQuantity: null, minSubtotalCents: null };

export async function seedDiscounts(ctx: SeedContext): Promise<void> {
  for (const { country, ...scope } of await demoLocations(ctx.db)) {
    const brandName = country === "CA" ? "Tweed" : "Kiva";
    const [brand] = await ctx.db
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .where(and(eq(brands.locationId, scope.locationId), eq(brands.organizationId, scope.organizationId)))
      .orderBy(sql`${brands.name} <> ${brandName}`, asc(brands.name))
      .limit(1);
    const [staff] = await ctx.db
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .where(and(eq(customerGroups.organizationId, scope.organizationId), eq(customerGroups.name, "Staff")));
    if (brand) {
      await buildDiscount(
        ctx.db,
        scope,
        { name: `20% off ${brand.name} on Fridays`, weekdays: [5] },
        { ...noRules, scope: "BRAND", ids: [brand.id] },
        { type: "PERCENT", percentPpm: 200_000 },
      );
    }
    await buildDiscount(
      ctx.db,
      scope,
      { name: "$5 off orders over $50" },
      { ...noRules, minSubtotalCents: 5_000 },
      { type: "FIXED_AMOUNT", amountCents: 500 },
    );
    if (staff) {
      await buildDiscount(
        ctx.db,
        scope,
        { name: "Staff discount" },
        { ...noRules, customerGroupIds: [staff.id] },
        { type: "PERCENT", percentPpm: 300_000 },
      );
    }
    await updateDiscountSettings(ctx.db, scope, {
      combinationMode: country === "CA" ? "APPLY_ALL" : "APPLY_HIGHEST_ONLY",
    });
  }
  ctx.notes.push("Discounts: 20% off a brand on Fridays, $5 off orders over $50, a staff discount, per store.");
}
