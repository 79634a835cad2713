// The order of a group's rates is a linked list (previous/next ids). Every change locks the group row first, so
// two managers reordering at once take turns, and relinks in an order the unique indexes accept row by row:
// a rate leaves the list before its neighbours are bridged, and its new neighbours point at it before it claims
// them (db/schema/taxes.ts).
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { taxGroups, taxRates } from "../../db/schema/index.ts";
import { AppError, notFound, say } from "../../lib/app-error.ts";
import type { LocationScope } from "../../plugins/access.ts";

export type TaxRateRow = typeof taxRates.$inferSelect;

const scoped = (scope: LocationScope) =>
  and(eq(taxRates.organizationId, scope.organizationId), eq(taxRates.locationId, scope.locationId));

/** Locks the group for the rest of the transaction; 404 when it is not the location's. */
export async function lockTaxGroup(tx: Db, scope: LocationScope, taxGroupId: string): Promise<void> {
  const [group] = await tx
    .select({ id: taxGroups.id })
    .from(taxGroups)
    .where(
      and(
        eq(taxGroups.id, taxGroupId),
        eq(taxGroups.organizationId, scope.organizationId),
        eq(taxGroups.locationId, scope.locationId),
      ),
    )
    .for("update");
  if (!group) throw notFound("taxGroup");
}

export async function findTaxRate(tx: Db, scope: LocationScope, id: string): Promise<TaxRateRow> {
  const [row] = await tx
    .select()
    .from(taxRates)
    .where(and(eq(taxRates.id, id), scoped(scope)));
  if (!row) throw notFound("taxRate");
  return row;
}

/** The rates of the groups in list order, group by group. */
export async function orderedRatesOf(tx: Db, taxGroupIds: string[]): Promise<Map<string, TaxRateRow[]>> {
  const result = new Map<string, TaxRateRow[]>(taxGroupIds.map((id) => [id, []]));
  if (taxGroupIds.length === 0) return result;
  const rows = await tx.select().from(taxRates).where(inArray(taxRates.taxGroupId, taxGroupIds));
  for (const groupId of taxGroupIds) {
    const members = rows.filter((r) => r.taxGroupId === groupId);
    const byId = new Map(members.map((r) => [r.id, r]));
    const ordered: TaxRateRow[] = [];
    let current = members.find((r) => r.previousTaxRateId === null);
    while (current && ordered.length < members.length) {
      ordered.push(current);
      current = current.nextTaxRateId ? byId.get(current.nextTaxRateId) : undefined;
    }
    result.set(groupId, ordered);
  }
  return result;
}

export async function orderedRates(tx: Db, taxGroupId: string): Promise<TaxRateRow[]> {
  return (await orderedRatesOf(tx, [taxGroupId])).get(taxGroupId) ?? [];
}

const touch = { updatedAt: sql`now()` };

/** Takes the rate out of its group (it becomes standalone) and bridges its old neighbours. */
export async function detachRate(tx: Db, rate: TaxRateRow): Promise<void> {
  if (!rate.taxGroupId) return;
  await tx
    .update(taxRates)
    .set({ taxGroupId: null, previousTaxRateId: null, nextTaxRateId: null, ...touch })
    .where(eq(taxRates.id, rate.id));
  if (rate.previousTaxRateId) {
    await tx
      .update(taxRates)
      .set({ nextTaxRateId: rate.nextTaxRateId, ...touch })
      .where(eq(taxRates.id, rate.previousTaxRateId));
  }
  if (rate.nextTaxRateId) {
    await tx
      .update(taxRates)
      .set({ previousTaxRateId: rate.previousTaxRateId, ...touch })
      .where(eq(taxRates.id, rate.nextTaxRateId));
  }
}

/** Puts a standalone rate between two neighbours of the group (either may be null at an end). */
async function linkBetween(
  tx: Db,
  rateId: string,
  taxGroupId: string,
  previousId: string | null,
  nextId: string | null,
): Promise<void> {
  if (nextId)
    await tx
      .update(taxRates)
      .set({ previousTaxRateId: rateId, ...touch })
      .where(eq(taxRates.id, nextId));
  if (previousId)
    await tx
      .update(taxRates)
      .set({ nextTaxRateId: rateId, ...touch })
      .where(eq(taxRates.id, previousId));
  await tx
    .update(taxRates)
    .set({ taxGroupId, previousTaxRateId: previousId, nextTaxRateId: nextId, ...touch })
    .where(eq(taxRates.id, rateId));
}

async function tailOf(tx: Db, taxGroupId: string): Promise<string | null> {
  const [tail] = await tx
    .select({ id: taxRates.id })
    .from(taxRates)
    .where(and(eq(taxRates.taxGroupId, taxGroupId), isNull(taxRates.nextTaxRateId)));
  return tail?.id ?? null;
}

/** Adds a rate at the end of a group, taking it out of any group it was in. The group must be locked. */
export async function appendRate(tx: Db, rate: TaxRateRow, taxGroupId: string): Promise<void> {
  await detachRate(tx, rate);
  await linkBetween(tx, rate.id, taxGroupId, await tailOf(tx, taxGroupId), null);
}

/** Adds a standalone rate right after another rate of the group. The group must be locked. */
export async function insertRateAfter(tx: Db, rateId: string, taxGroupId: string, after: TaxRateRow): Promise<void> {
  await linkBetween(tx, rateId, taxGroupId, after.id, after.nextTaxRateId);
}

export interface MoveTarget {
  previousTaxRateId: string | null;
  nextTaxRateId?: string | null;
}

/** Moves a rate of the group between two neighbours (see reorderTaxRateInput). The group must be locked. */
export async function moveRate(tx: Db, scope: LocationScope, rate: TaxRateRow, target: MoveTarget): Promise<void> {
  const groupId = rate.taxGroupId!;
  for (const neighbour of [target.previousTaxRateId, target.nextTaxRateId]) {
    if (neighbour === rate.id) throw new AppError("bad_request", say("taxRate.ownNeighbour"));
    if (!neighbour) continue;
    const row = await findTaxRate(tx, scope, neighbour);
    if (row.taxGroupId !== groupId) throw new AppError("conflict", say("taxRate.sameGroup"));
  }
  await detachRate(tx, rate);
  const order = await orderedRates(tx, groupId);
  const previousIndex = target.previousTaxRateId ? order.findIndex((r) => r.id === target.previousTaxRateId) : -1;
  const actualNext = order[previousIndex + 1]?.id ?? null;
  if (target.nextTaxRateId !== undefined && target.nextTaxRateId !== actualNext) {
    throw new AppError("conflict", say("taxRate.adjacent"));
  }
  await linkBetween(tx, rate.id, groupId, target.previousTaxRateId, actualNext);
}

/** Every rate of the group becomes standalone, in one statement (the indexes ignore unlinked rates). */
export async function releaseRates(tx: Db, taxGroupId: string): Promise<void> {
  await tx
    .update(taxRates)
    .set({ taxGroupId: null, previousTaxRateId: null, nextTaxRateId: null, ...touch })
    .where(eq(taxRates.taxGroupId, taxGroupId));
}
