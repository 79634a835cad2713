// The location's tax groups in the pricing engine's shape: each group's active rates in list order, followed by
// the rates of the group it includes (a TAX_GROUP assignment), so the engine never sees links or statuses.
import type { TaxGroup as PricingTaxGroup, TaxRate as PricingTaxRate } from "@verdant/shared/pricing/pricing.types";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { taxGroupAssignments, taxGroups } from "../../db/schema/index.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { orderedRatesOf, originOf, type TaxRateRow } from "../tax-rates/tax-rates.service.ts";

const toPricingRate = (row: TaxRateRow): PricingTaxRate => ({
  id: row.id,
  name: row.name,
  ratePpm: row.ratePpm,
  customerType: row.customerType,
  compound: row.compound,
  appliesTo: row.appliesTo ?? null,
  effectiveFrom: row.effectiveFrom,
  effectiveTo: row.effectiveTo,
  source: row.source,
  exemptCardTypes: row.exemptCardTypes,
  origin: originOf(row),
});

export async function loadTaxGroups(db: Db, scope: LocationScope): Promise<PricingTaxGroup[]> {
  const groups = await db
    .select({ id: taxGroups.id, name: taxGroups.name })
    .from(taxGroups)
    .where(and(eq(taxGroups.organizationId, scope.organizationId), eq(taxGroups.locationId, scope.locationId)))
    .orderBy(taxGroups.name);
  const inclusions = await db
    .select({ groupId: taxGroupAssignments.entityId, includedId: taxGroupAssignments.taxGroupId })
    .from(taxGroupAssignments)
    .where(
      and(
        eq(taxGroupAssignments.organizationId, scope.organizationId),
        eq(taxGroupAssignments.locationId, scope.locationId),
        eq(taxGroupAssignments.entityType, "TAX_GROUP"),
      ),
    );
  const included = new Map(inclusions.map((i) => [i.groupId, i.includedId]));
  const rates = await orderedRatesOf(
    db,
    groups.map((g) => g.id),
  );
  const activeRates = (groupId: string | undefined) =>
    (groupId ? (rates.get(groupId) ?? []) : []).filter((r) => r.status === "ACTIVE").map(toPricingRate);
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    rates: [...activeRates(group.id), ...activeRates(included.get(group.id))],
  }));
}
