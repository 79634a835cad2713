// Calls over many discounts (reorder, batch delete, batch availability), the location's combination mode, and the
// products a discount's rules reach.
import type { BulkResult } from "@verdant/shared";
import type { CombinationMode } from "@verdant/shared/pricing/pricing.types";
import { SEARCH_PREFIX_MAX, searchTokens } from "@verdant/shared/products";
import { and, arrayContains, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { brands, categories, discountSettings, discounts, products } from "../../db/schema/index.ts";
import { AppError, type Said, say } from "../../lib/app-error.ts";
import { refusal } from "../../lib/bulk-refusals.ts";
import { listPage, offsetOf } from "../../lib/queries.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { findDiscount, inScope, toDiscount } from "./discounts.service.ts";

/** The listed discounts take the positions they held between them, in the order given (a page reorders alone). */
export async function reorderDiscounts(db: Db, scope: LocationScope, discountIds: string[]) {
  const ids = [...new Set(discountIds)];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: discounts.id, position: discounts.position })
      .from(discounts)
      .where(and(inScope(scope), inArray(discounts.id, ids)))
      .for("update");
    if (rows.length !== ids.length) {
      const known = new Set(rows.map((r) => r.id));
      throw new AppError(
        "not_found",
        ids.filter((id) => !known.has(id)).map((id) => say("discount.idNotFound", { id })),
      );
    }
    const positions = rows.map((r) => r.position).sort((a, b) => a - b);
    for (const [index, id] of ids.entries()) {
      await tx
        .update(discounts)
        .set({ position: positions[index]!, updatedAt: new Date() })
        .where(eq(discounts.id, id));
    }
    const updated = await tx
      .select()
      .from(discounts)
      .where(and(inScope(scope), inArray(discounts.id, ids)))
      .orderBy(asc(discounts.position));
    return updated.map(toDiscount);
  });
}

function outcome(ids: string[], done: Set<string>, why: (id: string) => Said): BulkResult {
  const failures = ids.filter((id) => !done.has(id)).map((id) => refusal(id, why(id)));
  return { successCount: done.size, failureCount: failures.length, failures };
}

export async function batchDeleteDiscounts(db: Db, scope: LocationScope, discountIds: string[]): Promise<BulkResult> {
  const ids = [...new Set(discountIds)];
  const deleted = await db
    .delete(discounts)
    .where(and(inScope(scope), inArray(discounts.id, ids)))
    .returning({ id: discounts.id });
  return outcome(ids, new Set(deleted.map((r) => r.id)), () => say("notFound.discount"));
}

/** Turns confirmed discounts off and back on; a DRAFT must be confirmed first. */
export async function batchAvailability(
  db: Db,
  scope: LocationScope,
  input: { discountIds: string[]; available: boolean },
): Promise<BulkResult> {
  const ids = [...new Set(input.discountIds)];
  const found = await db
    .select({ id: discounts.id, status: discounts.status })
    .from(discounts)
    .where(and(inScope(scope), inArray(discounts.id, ids)));
  const statusOf = new Map(found.map((r) => [r.id, r.status]));
  const eligible = found.filter((r) => r.status !== "DRAFT").map((r) => r.id);
  if (eligible.length > 0) {
    await db
      .update(discounts)
      .set({ status: input.available ? "CONFIRMED" : "INACTIVE", updatedAt: new Date() })
      .where(and(inScope(scope), inArray(discounts.id, eligible)));
  }
  return outcome(ids, new Set(eligible), (id) =>
    statusOf.get(id) === "DRAFT" ? say("discount.draftUnavailable") : say("notFound.discount"),
  );
}

export async function getDiscountSettings(db: Db, scope: LocationScope) {
  const [row] = await db.select().from(discountSettings).where(eq(discountSettings.locationId, scope.locationId));
  return {
    locationId: scope.locationId,
    combinationMode: (row?.combinationMode ?? "APPLY_ALL") as CombinationMode,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function updateDiscountSettings(
  db: Db,
  scope: LocationScope,
  input: { combinationMode: CombinationMode },
) {
  const now = new Date();
  await db
    .insert(discountSettings)
    .values({ ...scope, combinationMode: input.combinationMode, updatedAt: now })
    .onConflictDoUpdate({
      target: discountSettings.locationId,
      set: { combinationMode: input.combinationMode, updatedAt: now },
    });
  return getDiscountSettings(db, scope);
}

/** Published products of the location that the rules' scope reaches (every product when the scope is the order). */
export async function listAffectedProducts(
  db: Db,
  scope: LocationScope,
  id: string,
  query: { search?: string; page: number; limit: number },
) {
  const discount = await findDiscount(db, scope, id);
  if (!discount.rulesSavedAt) return listPage([], query.page, query.limit, 0);
  const scopeColumn = { BRAND: products.brandId, CATEGORY: products.categoryId, PRODUCT: products.id };
  const terms = query.search ? searchTokens(query.search).map((t) => t.slice(0, SEARCH_PREFIX_MAX)) : [];
  const where = and(
    eq(products.organizationId, scope.organizationId),
    eq(products.locationId, scope.locationId),
    eq(products.status, "PUBLISHED"),
    discount.scope ? inArray(scopeColumn[discount.scope], discount.scopeIds) : undefined,
    terms.length > 0 ? arrayContains(products.searchTerms, terms) : undefined,
  );
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      priceCents: products.priceCents,
      brandId: products.brandId,
      brandName: brands.name,
      categoryId: products.categoryId,
      categoryName: categories.name,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(sql`lower(${products.name}) collate "C"`, products.id)
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
  const [total] = await db.select({ n: count() }).from(products).where(where);
  return listPage(rows, query.page, query.limit, total?.n ?? 0);
}
