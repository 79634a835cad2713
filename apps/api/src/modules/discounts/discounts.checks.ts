// What must hold before a discount can apply: the entities its rules name still exist at the location, its groups
// in the organization, and the three stages fit together. Each problem is one sentence (one toast, spec §8).
import { comparableBound } from "@verdant/shared/discounts";
import type { DiscountScope } from "@verdant/shared/pricing/pricing.types";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { brands, categories, customerGroups, type discounts, products } from "../../db/schema/index.ts";
import { type Said, say } from "../../lib/app-error.ts";
import type { LocationScope } from "../../plugins/access.ts";

const scopeTables = { BRAND: brands, CATEGORY: categories, PRODUCT: products } as const;
const scopeNames = { BRAND: "brand", CATEGORY: "category", PRODUCT: "product" } as const;

interface RuleRefs {
  scope: DiscountScope | null;
  ids: string[];
  customerGroupIds: string[];
}

export async function ruleProblems(db: Db, scope: LocationScope, rules: RuleRefs): Promise<Said[]> {
  const problems: Said[] = [];
  if (rules.scope && rules.ids.length > 0) {
    const table = scopeTables[rules.scope];
    const found = await db
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          eq(table.organizationId, scope.organizationId),
          eq(table.locationId, scope.locationId),
          inArray(table.id, rules.ids),
        ),
      );
    const known = new Set(found.map((r) => r.id));
    for (const id of rules.ids) {
      if (!known.has(id)) problems.push(say("discount.notInScope", { id, scope: scopeNames[rules.scope] }));
    }
  }
  if (rules.customerGroupIds.length > 0) {
    const found = await db
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .where(
        and(
          eq(customerGroups.organizationId, scope.organizationId),
          inArray(customerGroups.id, rules.customerGroupIds),
        ),
      );
    const known = new Set(found.map((r) => r.id));
    for (const id of rules.customerGroupIds) {
      if (!known.has(id)) problems.push(say("customer.notAGroup", { id }));
    }
  }
  return problems;
}

/** Everything confirm (and any later edit of a confirmed discount) refuses. */
export async function confirmProblems(
  db: Db,
  scope: LocationScope,
  row: typeof discounts.$inferSelect,
  now: Date = new Date(),
): Promise<Said[]> {
  const problems: Said[] = [];
  if (!row.rulesSavedAt) problems.push(say("discount.noRules"));
  if (!row.amount) problems.push(say("discount.noAmount"));
  if (row.endsAt && comparableBound(row.endsAt, "end") < now.toISOString()) {
    problems.push(say("discount.endsInPast"));
  }
  if (row.amount?.type === "FIXED_PRICE" && row.rulesSavedAt && !row.scope) {
    problems.push(say("discount.fixedPriceScope"));
  }
  if (row.rulesSavedAt) {
    problems.push(
      ...(await ruleProblems(db, scope, {
        scope: row.scope,
        ids: row.scopeIds,
        customerGroupIds: row.customerGroupIds,
      })),
    );
  }
  return problems;
}
