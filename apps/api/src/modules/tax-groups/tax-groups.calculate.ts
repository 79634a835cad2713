// POST /tax-group/calculate-tax: the engine's answer for a cart at this location, with each product's group
// resolved as the register resolves it (brand, else category, unless a conflict was resolved).
import { priceCart } from "@verdant/shared/pricing/pricing.engine";
import { thcMgPerUnitOf, toEngineLine } from "@verdant/shared/pricing/pricing.lines";
import type { CartLine, PricedCart } from "@verdant/shared/pricing/pricing.types";
import type { calculateTaxInput } from "@verdant/shared/tax-groups";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { categories, products } from "../../db/schema/index.ts";
import { AppError, say } from "../../lib/app-error.ts";
import { refuseMissingFigures, refuseUnsellable } from "../../lib/pricing-refusals.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { loadPricingContext } from "../discounts/discounts.pricing.service.ts";
import { resolveTaxGroups } from "./tax-groups.assignments.service.ts";

type Input = z.output<typeof calculateTaxInput>;

export async function calculateTax(db: Db, scope: LocationScope, input: Input): Promise<PricedCart> {
  const ids = [...new Set(input.lines.map((l) => l.productId))];
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      brandId: products.brandId,
      categoryId: products.categoryId,
      status: products.status,
      priceCents: products.priceCents,
      unit: products.unit,
      netWeightMg: products.netWeightMg,
      thcPpm: products.thcPpm,
      thcMcgPerUnit: products.thcMcgPerUnit,
      unitsPerPack: products.unitsPerPack,
      form: products.form,
      complianceClass: categories.complianceClass,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        eq(products.organizationId, scope.organizationId),
        eq(products.locationId, scope.locationId),
        inArray(products.id, ids),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0)
    throw new AppError(
      "not_found",
      unknown.map((id) => say("product.idNotFound", { id })),
    );
  const groups = await resolveTaxGroups(db, scope, ids);
  const context = await loadPricingContext(db, scope);
  const lines: CartLine[] = input.lines.map((line, index) => {
    const product = byId.get(line.productId)!;
    return refuseUnsellable(() =>
      toEngineLine(
        { ...product, thcMgPerUnit: thcMgPerUnitOf(product.thcMcgPerUnit) },
        {
          lineId: String(index + 1),
          quantity: line.quantity,
          taxGroupId: groups.get(product.id) ?? null,
          unitPriceCents: line.unitPriceCents,
        },
      ),
    );
  });
  const price = () =>
    priceCart({
      at: input.at ?? new Date().toISOString(),
      timeZone: context.timeZone,
      lines,
      customer: { type: input.customerType, groupIds: input.customerGroupIds, cardType: input.medicalCardType ?? null },
      discounts: input.applyDiscounts ? context.discounts : [],
      appliedCodes: input.appliedCodes,
      combinationMode: context.combinationMode,
      taxGroups: context.taxGroups,
      cashRounding: context.cashRounding,
      taxRounding: context.taxRounding,
    });
  return refuseMissingFigures(price, (id) => byId.get(id)?.name ?? "This product");
}
