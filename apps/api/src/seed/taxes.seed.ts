// Demo taxes (issue 6): each demo store gets its jurisdiction's groups, assigned to every category. Vancouver: GST
// 5 % + PST 7 %, both on the price. Los Angeles: cannabis excise 15 % (adult-use only; medical patients are exempt)
// then sales tax 9.5 % compounding on the excise; accessories carry the sales tax alone.
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { categories, locations, organizations } from "../db/schema/index.ts";
import { bulkAssignTaxGroup } from "../modules/tax-groups/tax-groups.assignments.service.ts";
import { createTaxGroup } from "../modules/tax-groups/tax-groups.service.ts";
import { createTaxRate } from "../modules/tax-rates/tax-rates.service.ts";
import type { LocationScope } from "../plugins/access.ts";
import type { SeedContext } from "./index.ts";
import { DEMO_ORGANIZATION } from "./organizations.seed.ts";

type RateSpec = { name: string; ratePpm: number; customerType: "RECREATIONAL" | "MEDICAL" | "ALL"; compound: boolean };

async function buildGroup(db: Db, scope: LocationScope, name: string, rates: RateSpec[], categoryIds: string[]) {
  const group = await createTaxGroup(db, scope, { name });
  for (const rate of rates) {
    await createTaxRate(db, scope, { ...rate, taxGroupId: group.id, status: "ACTIVE", appliesTo: null });
  }
  if (categoryIds.length > 0) {
    await bulkAssignTaxGroup(db, scope, {
      taxGroupId: group.id,
      assignments: categoryIds.map((entityId) => ({ entityType: "CATEGORY" as const, entityId })),
    });
  }
}

/** The demo organization's locations, for the pricing seed steps. */
export async function demoLocations(db: Db) {
  return db
    .select({ organizationId: locations.organizationId, locationId: locations.id, country: locations.country })
    .from(locations)
    .innerJoin(organizations, eq(locations.organizationId, organizations.id))
    .where(eq(organizations.name, DEMO_ORGANIZATION))
    .orderBy(locations.name);
}

export async function seedTaxes(ctx: SeedContext): Promise<void> {
  for (const { country, ...scope } of await demoLocations(ctx.db)) {
    const rows = await ctx.db
      .select({ id: categories.id, complianceClass: categories.complianceClass })
      .from(categories)
      .where(and(eq(categories.organizationId, scope.organizationId), eq(categories.locationId, scope.locationId)));
    if (country === "CA") {
      await buildGroup(
        ctx.db,
        scope,
        "BC cannabis (GST + PST)",
        [
          { name: "GST", ratePpm: 50_000, customerType: "ALL", compound: false },
          { name: "BC PST", ratePpm: 70_000, customerType: "ALL", compound: false },
        ],
        rows.map((r) => r.id),
      );
      continue;
    }
    const cannabis = rows.filter((r) => r.complianceClass !== "ACCESSORY").map((r) => r.id);
    const accessories = rows.filter((r) => r.complianceClass === "ACCESSORY").map((r) => r.id);
    const salesTax: RateSpec = {
      name: "Sales tax (Los Angeles)",
      ratePpm: 95_000,
      customerType: "ALL",
      compound: true,
    };
    await buildGroup(
      ctx.db,
      scope,
      "California cannabis",
      [{ name: "Cannabis excise", ratePpm: 150_000, customerType: "RECREATIONAL", compound: false }, salesTax],
      cannabis,
    );
    await buildGroup(ctx.db, scope, "California general merchandise", [{ ...salesTax, compound: false }], accessories);
  }
  ctx.notes.push("Taxes: GST + PST in Vancouver; excise then compound sales tax in Los Angeles.");
}
