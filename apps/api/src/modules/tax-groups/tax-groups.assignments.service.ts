// Which group taxes what (spec §7 Tax groups: assign, bulk-assign, update-assignment, remove, conflicts). A
// product takes its brand's group if the brand has one, else its category's (domain.md → Pricing), unless a
// manager resolved a conflict for that product in favour of the category.
import type {
  AssignTaxGroupInput,
  TaxGroupAssignment,
  TaxGroupBulkResult,
  TaxGroupConflict,
} from "@verdant/shared/tax-groups";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import {
  brands,
  categories,
  products,
  taxConflictResolutions,
  taxGroupAssignments,
  taxGroups,
} from "../../db/schema/index.ts";
import { AppError, notFound, say } from "../../lib/app-error.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { assignmentsOf, findTaxGroup } from "./tax-groups.service.ts";

const inScope = (scope: LocationScope) =>
  and(
    eq(taxGroupAssignments.organizationId, scope.organizationId),
    eq(taxGroupAssignments.locationId, scope.locationId),
  );

async function assertEntity(db: Db, scope: LocationScope, input: AssignTaxGroupInput): Promise<void> {
  const table = { CATEGORY: categories, BRAND: brands, TAX_GROUP: taxGroups }[input.entityType];
  const label = ({ CATEGORY: "category", BRAND: "brand", TAX_GROUP: "taxGroup" } as const)[input.entityType];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.id, input.entityId),
        eq(table.organizationId, scope.organizationId),
        eq(table.locationId, scope.locationId),
      ),
    );
  if (!row) throw notFound(label);
  if (input.entityType !== "TAX_GROUP") return;
  if (input.entityId === input.taxGroupId) throw new AppError("bad_request", say("taxGroup.includesItself"));
  // One level only: a group that includes another cannot be included, and an included group includes nothing.
  const [nested] = await db
    .select({ id: taxGroupAssignments.id })
    .from(taxGroupAssignments)
    .where(
      and(
        eq(taxGroupAssignments.entityType, "TAX_GROUP"),
        sql`(${taxGroupAssignments.entityId} = ${input.taxGroupId} or ${taxGroupAssignments.taxGroupId} = ${input.entityId})`,
        ne(taxGroupAssignments.entityId, input.entityId),
      ),
    )
    .limit(1);
  if (nested) throw new AppError("conflict", say("taxGroup.oneLevel"));
}

const entityColumns = (input: AssignTaxGroupInput) => ({
  categoryId: input.entityType === "CATEGORY" ? input.entityId : null,
  brandId: input.entityType === "BRAND" ? input.entityId : null,
  memberTaxGroupId: input.entityType === "TAX_GROUP" ? input.entityId : null,
});

async function presentAssignment(db: Db, taxGroupId: string, id: string): Promise<TaxGroupAssignment> {
  const found = (await assignmentsOf(db, [taxGroupId])).get(taxGroupId)?.find((a) => a.id === id);
  if (!found) throw notFound("assignment");
  return found;
}

/** Gives the entity this group, replacing the group it had (the dialog warns about the override). */
export async function assignTaxGroup(db: Db, scope: LocationScope, input: AssignTaxGroupInput) {
  await findTaxGroup(db, scope, input.taxGroupId);
  await assertEntity(db, scope, input);
  const [row] = await db
    .insert(taxGroupAssignments)
    .values({ ...scope, ...input, ...entityColumns(input) })
    .onConflictDoUpdate({
      target: [taxGroupAssignments.locationId, taxGroupAssignments.entityType, taxGroupAssignments.entityId],
      set: { taxGroupId: input.taxGroupId, createdAt: new Date() },
    })
    .returning({ id: taxGroupAssignments.id });
  return presentAssignment(db, input.taxGroupId, row!.id);
}

const messageOf = (error: unknown) => (error instanceof AppError ? error.message : "The assignment failed");

export async function bulkAssignTaxGroup(
  db: Db,
  scope: LocationScope,
  input: { taxGroupId: string; assignments: Omit<AssignTaxGroupInput, "taxGroupId">[] },
): Promise<TaxGroupBulkResult> {
  await findTaxGroup(db, scope, input.taxGroupId);
  const failures: { id: string; message: string }[] = [];
  for (const entry of input.assignments) {
    try {
      await assignTaxGroup(db, scope, { ...entry, taxGroupId: input.taxGroupId });
    } catch (error) {
      failures.push({ id: entry.entityId, message: messageOf(error) });
    }
  }
  const successCount = input.assignments.length - failures.length;
  return { successCount, failureCount: failures.length, failures, successful: successCount, failed: failures.length };
}

async function findAssignment(db: Db, scope: LocationScope, id: string) {
  const [row] = await db
    .select()
    .from(taxGroupAssignments)
    .where(and(inScope(scope), eq(taxGroupAssignments.id, id)));
  if (!row) throw notFound("assignment");
  return row;
}

export async function updateAssignment(
  db: Db,
  scope: LocationScope,
  input: { assignmentId: string; taxGroupId: string },
) {
  const current = await findAssignment(db, scope, input.assignmentId);
  return assignTaxGroup(db, scope, {
    taxGroupId: input.taxGroupId,
    entityType: current.entityType,
    entityId: current.entityId,
  });
}

export async function removeAssignment(db: Db, scope: LocationScope, id: string): Promise<{ id: string }> {
  const [row] = await db
    .delete(taxGroupAssignments)
    .where(and(inScope(scope), eq(taxGroupAssignments.id, id)))
    .returning({ id: taxGroupAssignments.id });
  if (!row) throw notFound("assignment");
  return row;
}

export async function bulkRemoveAssignments(
  db: Db,
  scope: LocationScope,
  taxGroupId: string,
  assignmentIds: string[],
): Promise<TaxGroupBulkResult> {
  await findTaxGroup(db, scope, taxGroupId);
  const ids = [...new Set(assignmentIds)];
  const removed = await db
    .delete(taxGroupAssignments)
    .where(and(inScope(scope), eq(taxGroupAssignments.taxGroupId, taxGroupId), inArray(taxGroupAssignments.id, ids)))
    .returning({ id: taxGroupAssignments.id });
  const done = new Set(removed.map((r) => r.id));
  const failures = ids.filter((id) => !done.has(id)).map((id) => ({ id, message: "Assignment not found" }));
  return {
    successCount: done.size,
    failureCount: failures.length,
    failures,
    successful: done.size,
    failed: failures.length,
  };
}

const brandAssignments = alias(taxGroupAssignments, "brand_assignments");
const brandGroups = alias(taxGroups, "brand_groups");

/** Products of the category whose brand carries a group other than this one. */
export async function listConflicts(
  db: Db,
  scope: LocationScope,
  taxGroupId: string,
  categoryId: string,
): Promise<TaxGroupConflict[]> {
  const group = await findTaxGroup(db, scope, taxGroupId);
  await assertEntity(db, scope, { taxGroupId, entityType: "CATEGORY", entityId: categoryId });
  const rows = await db
    .select({
      productId: products.id,
      productName: products.name,
      brandId: brands.id,
      brandName: brands.name,
      brandTaxGroupId: brandGroups.id,
      brandTaxGroupName: brandGroups.name,
      resolvedWith: taxConflictResolutions.winner,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(
      brandAssignments,
      and(eq(brandAssignments.locationId, products.locationId), eq(brandAssignments.brandId, brands.id)),
    )
    .innerJoin(brandGroups, eq(brandGroups.id, brandAssignments.taxGroupId))
    .leftJoin(
      taxConflictResolutions,
      and(
        eq(taxConflictResolutions.locationId, products.locationId),
        eq(taxConflictResolutions.productId, products.id),
      ),
    )
    .where(
      and(
        eq(products.organizationId, scope.organizationId),
        eq(products.locationId, scope.locationId),
        eq(products.categoryId, categoryId),
        ne(brandAssignments.taxGroupId, taxGroupId),
      ),
    )
    .orderBy(sql`lower(${products.name})`, products.id);
  return rows.map((row) => ({ ...row, categoryTaxGroupId: group.id, categoryTaxGroupName: group.name }));
}

export async function resolveConflicts(
  db: Db,
  scope: LocationScope,
  taxGroupId: string,
  categoryId: string,
  input: { winner: "CATEGORY" | "BRAND"; productIds?: string[] },
): Promise<{ resolvedCount: number }> {
  const conflicts = new Set((await listConflicts(db, scope, taxGroupId, categoryId)).map((c) => c.productId));
  const chosen = input.productIds ? [...new Set(input.productIds)] : [...conflicts];
  const strangers = chosen.filter((id) => !conflicts.has(id));
  if (strangers.length > 0) {
    throw new AppError(
      "bad_request",
      strangers.map((id) => say("taxGroup.notConflicting", { id })),
    );
  }
  if (chosen.length === 0) return { resolvedCount: 0 };
  await db
    .insert(taxConflictResolutions)
    .values(chosen.map((productId) => ({ ...scope, productId, winner: input.winner })))
    .onConflictDoUpdate({
      target: [taxConflictResolutions.locationId, taxConflictResolutions.productId],
      set: { winner: input.winner, resolvedAt: new Date() },
    });
  return { resolvedCount: chosen.length };
}

/**
 * The group that taxes a row of `products` (named so, not aliased), as one SQL expression a product query can carry: its brand's group,
 * else its category's; when both have one, the category's only if a conflict resolution chose it. Null when
 * neither has a group.
 */
export const productTaxGroupId = sql<string | null>`(
  select case when r.winner = 'CATEGORY' and c.tax_group_id is not null then c.tax_group_id
    else coalesce(b.tax_group_id, c.tax_group_id) end
  from (select 1) as one
  left join ${taxGroupAssignments} b on b.location_id = products.location_id and b.brand_id = products.brand_id
  left join ${taxGroupAssignments} c on c.location_id = products.location_id and c.category_id = products.category_id
  left join ${taxConflictResolutions} r on r.location_id = products.location_id and r.product_id = products.id)`;

/** The group of each product (null when neither its brand nor its category has one): the tax calculator reads it (the
 *  register's search carries productTaxGroupId in its own statement). */
export async function resolveTaxGroups(
  db: Db,
  scope: LocationScope,
  productIds: string[],
): Promise<Map<string, string | null>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: products.id, taxGroupId: productTaxGroupId })
    .from(products)
    .where(
      and(
        eq(products.organizationId, scope.organizationId),
        eq(products.locationId, scope.locationId),
        inArray(products.id, [...new Set(productIds)]),
      ),
    );
  return new Map(rows.map((r) => [r.productId, r.taxGroupId]));
}
