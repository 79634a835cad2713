import type { TaxGroup, TaxGroupAssignment, TaxGroupBulkResult, taxGroupListQuery } from "@verdant/shared/tax-groups";
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { brands, categories, taxGroupAssignments, taxGroups, taxRates } from "../../db/schema/index.ts";
import { AppError, fieldsInUse, notFound, say } from "../../lib/app-error.ts";
import { type Refusal, refusalOf } from "../../lib/bulk-refusals.ts";
import { containsPattern, listPage, offsetOf, uniqueConstraintOf } from "../../lib/queries.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { appendRate, lockTaxGroup, orderedRates, releaseRates } from "../tax-rates/tax-rates.service.ts";

type GroupRow = typeof taxGroups.$inferSelect;
type ListQuery = z.output<typeof taxGroupListQuery>;

export const inScope = (scope: LocationScope) =>
  and(eq(taxGroups.organizationId, scope.organizationId), eq(taxGroups.locationId, scope.locationId));

const nameInUse = () => fieldsInUse(["name"]);

/** The unique index settles a race between two saves of the same name. */
async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueConstraintOf(error) === "tax_groups_location_name_key") throw nameInUse();
    throw error;
  }
}

export async function findTaxGroup(db: Db, scope: LocationScope, id: string): Promise<GroupRow> {
  const [row] = await db
    .select()
    .from(taxGroups)
    .where(and(inScope(scope), eq(taxGroups.id, id)));
  if (!row) throw notFound("taxGroup");
  return row;
}

const memberGroups = alias(taxGroups, "member_groups");

/** Assignments of the groups with the names of what they point at. */
export async function assignmentsOf(db: Db, groupIds: string[]): Promise<Map<string, TaxGroupAssignment[]>> {
  const result = new Map<string, TaxGroupAssignment[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return result;
  const rows = await db
    .select({
      id: taxGroupAssignments.id,
      taxGroupId: taxGroupAssignments.taxGroupId,
      entityType: taxGroupAssignments.entityType,
      entityId: taxGroupAssignments.entityId,
      entityName: sql<string>`coalesce(${categories.name}, ${brands.name}, ${memberGroups.name}, '')`,
      createdAt: taxGroupAssignments.createdAt,
    })
    .from(taxGroupAssignments)
    .leftJoin(categories, eq(categories.id, taxGroupAssignments.categoryId))
    .leftJoin(brands, eq(brands.id, taxGroupAssignments.brandId))
    .leftJoin(memberGroups, eq(memberGroups.id, taxGroupAssignments.memberTaxGroupId))
    .where(inArray(taxGroupAssignments.taxGroupId, groupIds))
    .orderBy(
      taxGroupAssignments.entityType,
      sql`lower(coalesce(${categories.name}, ${brands.name}, ${memberGroups.name}))`,
    );
  for (const row of rows) result.get(row.taxGroupId)?.push({ ...row, createdAt: row.createdAt.toISOString() });
  return result;
}

export async function presentTaxGroups(db: Db, rows: GroupRow[]): Promise<TaxGroup[]> {
  const ids = rows.map((r) => r.id);
  const assignments = await assignmentsOf(db, ids);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ id: taxRates.taxGroupId, n: count() })
          .from(taxRates)
          .where(inArray(taxRates.taxGroupId, ids))
          .groupBy(taxRates.taxGroupId);
  const rateCounts = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((row) => ({
    id: row.id,
    organizationId: row.organizationId,
    locationId: row.locationId,
    name: row.name,
    rateCount: rateCounts.get(row.id) ?? 0,
    assignments: assignments.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function getTaxGroup(db: Db, scope: LocationScope, id: string): Promise<TaxGroup> {
  const [group] = await presentTaxGroups(db, [await findTaxGroup(db, scope, id)]);
  return group!;
}

const sortColumns = {
  name: sql`lower(${taxGroups.name})`,
  createdAt: taxGroups.createdAt,
  updatedAt: taxGroups.updatedAt,
};

export async function listTaxGroups(db: Db, scope: LocationScope, query: ListQuery) {
  const where = and(inScope(scope), query.search ? ilike(taxGroups.name, containsPattern(query.search)) : undefined);
  const direction = query.sortOrder === "desc" ? desc : asc;
  const rows = await db
    .select()
    .from(taxGroups)
    .where(where)
    .orderBy(direction(sortColumns[query.sortBy]), direction(taxGroups.id))
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
  const [total] = await db.select({ n: count() }).from(taxGroups).where(where);
  return listPage(await presentTaxGroups(db, rows), query.page, query.limit, total?.n ?? 0);
}

export async function createTaxGroup(db: Db, scope: LocationScope, input: { name: string }): Promise<TaxGroup> {
  const [row] = await saving(() =>
    db
      .insert(taxGroups)
      .values({ ...scope, name: input.name })
      .returning(),
  );
  return (await presentTaxGroups(db, [row!]))[0]!;
}

export async function updateTaxGroup(db: Db, scope: LocationScope, id: string, input: { name: string }) {
  const [row] = await saving(() =>
    db
      .update(taxGroups)
      .set({ name: input.name, updatedAt: new Date() })
      .where(and(inScope(scope), eq(taxGroups.id, id)))
      .returning(),
  );
  if (!row) throw notFound("taxGroup");
  return (await presentTaxGroups(db, [row]))[0]!;
}

/**
 * Without a successor the group's rates become standalone and its assignments go; with newTaxGroupId the
 * successor takes the rates (after its own, in order) and every category, brand and group that used this one.
 */
async function removeTaxGroup(tx: Db, scope: LocationScope, id: string, newTaxGroupId?: string): Promise<void> {
  if (newTaxGroupId === id) throw new AppError("bad_request", say("taxGroup.otherGroup"));
  const locks = [id, newTaxGroupId].filter((g): g is string => Boolean(g)).sort();
  for (const groupId of locks) await lockTaxGroup(tx, scope, groupId);
  if (newTaxGroupId) {
    for (const rate of await orderedRates(tx, id)) {
      const [fresh] = await tx.select().from(taxRates).where(eq(taxRates.id, rate.id));
      await appendRate(tx, fresh!, newTaxGroupId);
    }
    // The successor cannot include itself: that assignment simply goes.
    await tx
      .delete(taxGroupAssignments)
      .where(
        and(
          eq(taxGroupAssignments.taxGroupId, id),
          eq(taxGroupAssignments.entityType, "TAX_GROUP"),
          eq(taxGroupAssignments.entityId, newTaxGroupId),
        ),
      );
    await tx
      .update(taxGroupAssignments)
      .set({ taxGroupId: newTaxGroupId })
      .where(eq(taxGroupAssignments.taxGroupId, id));
  } else {
    await releaseRates(tx, id);
  }
  await tx
    .delete(taxGroupAssignments)
    .where(or(eq(taxGroupAssignments.taxGroupId, id), eq(taxGroupAssignments.memberTaxGroupId, id)));
  await tx.delete(taxGroups).where(and(inScope(scope), eq(taxGroups.id, id)));
}

export async function deleteTaxGroup(db: Db, scope: LocationScope, id: string, newTaxGroupId?: string) {
  await db.transaction((tx) => removeTaxGroup(tx, scope, id, newTaxGroupId));
  return { id };
}

function bulkOutcome(total: number, failures: Refusal[]): TaxGroupBulkResult {
  const successCount = total - failures.length;
  return { successCount, failureCount: failures.length, failures, successful: successCount, failed: failures.length };
}

/** Each group in its own savepoint: one failure does not undo the others (spec §8 partial results). */
export async function bulkDeleteTaxGroups(
  db: Db,
  scope: LocationScope,
  input: { taxGroupIds: string[]; newTaxGroupId?: string },
): Promise<TaxGroupBulkResult> {
  const ids = [...new Set(input.taxGroupIds)];
  const failures: Refusal[] = [];
  for (const id of ids) {
    try {
      if (id === input.newTaxGroupId) throw new AppError("bad_request", say("taxGroup.keptGroup"));
      await db.transaction((tx) => removeTaxGroup(tx, scope, id, input.newTaxGroupId));
    } catch (error) {
      failures.push(refusalOf(id, error, say("taxGroup.notChanged")));
    }
  }
  return bulkOutcome(ids.length, failures);
}

async function freeCopyName(db: Db, scope: LocationScope, name: string): Promise<string> {
  const base = `${name.slice(0, 88)} (copy`;
  const taken = new Set(
    (
      await db
        .select({ name: sql<string>`lower(${taxGroups.name})` })
        .from(taxGroups)
        .where(and(inScope(scope), ilike(taxGroups.name, `${containsPattern(base).slice(1)}`)))
    ).map((r) => r.name),
  );
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? `${base})` : `${base} ${n})`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** A copy of the group and its rates in the same order; assignments stay with the original. */
export async function duplicateTaxGroup(db: Db, scope: LocationScope, id: string): Promise<TaxGroup> {
  const copyId = await db.transaction(async (tx) => {
    const group = await findTaxGroup(tx, scope, id);
    const [copy] = await tx
      .insert(taxGroups)
      .values({ ...scope, name: await freeCopyName(tx, scope, group.name) })
      .returning();
    for (const rate of await orderedRates(tx, id)) {
      const {
        id: _i,
        taxGroupId: _g,
        previousTaxRateId: _p,
        nextTaxRateId: _n,
        createdAt: _c,
        updatedAt: _u,
        ...rest
      } = rate;
      const [row] = await tx.insert(taxRates).values(rest).returning();
      await appendRate(tx, row!, copy!.id);
    }
    return copy!.id;
  });
  return getTaxGroup(db, scope, copyId);
}

export async function bulkDuplicateTaxGroups(db: Db, scope: LocationScope, input: { taxGroupIds: string[] }) {
  const ids = [...new Set(input.taxGroupIds)];
  const failures: Refusal[] = [];
  const data: TaxGroup[] = [];
  for (const id of ids) {
    try {
      data.push(await duplicateTaxGroup(db, scope, id));
    } catch (error) {
      failures.push(refusalOf(id, error, say("taxGroup.notChanged")));
    }
  }
  return { ...bulkOutcome(ids.length, failures), data };
}

// For the discounts module: the location's tax groups with their rates in order.
export { loadTaxGroups } from "./tax-groups.pricing.ts";
