// Tax rates of a location (spec §7 Tax rates): CRUD, list in group order, and the moves between groups.
import { toMeta } from "@verdant/shared/lists";
import type {
  createTaxRateInput,
  ReorderTaxRateInput,
  TaxRate,
  TaxRateGroupInput,
  taxRateListQuery,
  updateTaxRateInput,
} from "@verdant/shared/tax-rates";
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { taxGroups, taxRates } from "../../db/schema/index.ts";
import { AppError, say } from "../../lib/app-error.ts";
import { containsPattern } from "../../lib/queries.ts";
import type { LocationScope } from "../../plugins/access.ts";
import {
  appendRate,
  detachRate,
  findTaxRate,
  insertRateAfter,
  lockTaxGroup,
  moveRate,
  orderedRates,
  type TaxRateRow,
} from "./tax-rates.links.ts";

type ListQuery = z.output<typeof taxRateListQuery>;
type CreateTaxRateInput = z.output<typeof createTaxRateInput>;
type UpdateTaxRateInput = z.output<typeof updateTaxRateInput>;

const scoped = (scope: LocationScope) =>
  and(eq(taxRates.organizationId, scope.organizationId), eq(taxRates.locationId, scope.locationId));

async function groupNames(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: taxGroups.id, name: taxGroups.name })
    .from(taxGroups)
    .where(inArray(taxGroups.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A preset's rate stays PRESET while its figure is the preset's; the store's change makes it OVERRIDDEN. */
export function originOf(row: Pick<TaxRateRow, "presetKey" | "presetRatePpm" | "ratePpm">) {
  if (!row.presetKey) return "STORE" as const;
  return row.ratePpm === row.presetRatePpm ? ("PRESET" as const) : ("OVERRIDDEN" as const);
}

function toTaxRate(row: TaxRateRow, names: Map<string, string>): TaxRate {
  return {
    id: row.id,
    organizationId: row.organizationId,
    locationId: row.locationId,
    taxGroupId: row.taxGroupId,
    taxGroupName: row.taxGroupId ? (names.get(row.taxGroupId) ?? null) : null,
    name: row.name,
    ratePpm: row.ratePpm,
    customerType: row.customerType,
    compound: row.compound,
    status: row.status,
    appliesTo: row.appliesTo ?? null,
    effectiveFrom: row.effectiveFrom,
    effectiveTo: row.effectiveTo,
    source: row.source,
    exemptCardTypes: row.exemptCardTypes ?? null,
    origin: originOf(row),
    presetKey: row.presetKey,
    presetRatePpm: row.presetRatePpm,
    standalone: row.taxGroupId === null,
    previousTaxRateId: row.previousTaxRateId,
    nextTaxRateId: row.nextTaxRateId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function presentTaxRates(db: Db, rows: TaxRateRow[]): Promise<TaxRate[]> {
  const names = await groupNames(
    db,
    rows.map((r) => r.taxGroupId),
  );
  return rows.map((row) => toTaxRate(row, names));
}

export async function getTaxRate(db: Db, scope: LocationScope, id: string): Promise<TaxRate> {
  const [rate] = await presentTaxRates(db, [await findTaxRate(db, scope, id)]);
  return rate!;
}

const sortColumns = {
  name: taxRates.name,
  ratePpm: taxRates.ratePpm,
  createdAt: taxRates.createdAt,
  updatedAt: taxRates.updatedAt,
};

export async function listTaxRates(db: Db, scope: LocationScope, query: ListQuery) {
  const filters: SQL[] = [scoped(scope)!];
  if (query.search) filters.push(ilike(taxRates.name, containsPattern(query.search)));
  if (query.customerType) filters.push(eq(taxRates.customerType, query.customerType));
  if (query.status) filters.push(eq(taxRates.status, query.status));
  if (query.standalone === true) filters.push(isNull(taxRates.taxGroupId));
  if (query.standalone === false) filters.push(isNotNull(taxRates.taxGroupId));
  const offset = (query.page - 1) * query.limit;
  if (query.taxGroupId) {
    // A group holds a handful of rates: walk the list in memory, then filter and page it.
    const wanted = new Set(
      (
        await db
          .select({ id: taxRates.id })
          .from(taxRates)
          .where(and(...filters, eq(taxRates.taxGroupId, query.taxGroupId)))
      ).map((r) => r.id),
    );
    const ordered = (await orderedRates(db, query.taxGroupId)).filter((r) => wanted.has(r.id));
    const page = ordered.slice(offset, offset + query.limit);
    return { data: await presentTaxRates(db, page), meta: toMeta(query.page, query.limit, ordered.length) };
  }
  const column = sortColumns[query.sortBy];
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(taxRates)
    .where(and(...filters))) as [{ total: number }];
  const rows = await db
    .select()
    .from(taxRates)
    .where(and(...filters))
    .orderBy(query.sortOrder === "desc" ? desc(column) : asc(column), asc(taxRates.id))
    .limit(query.limit)
    .offset(offset);
  return { data: await presentTaxRates(db, rows), meta: toMeta(query.page, query.limit, total) };
}

export async function createTaxRate(db: Db, scope: LocationScope, input: CreateTaxRateInput): Promise<TaxRate> {
  const id = await db.transaction(async (tx) => {
    if (input.taxGroupId) await lockTaxGroup(tx, scope, input.taxGroupId);
    const [row] = await tx
      .insert(taxRates)
      .values({
        ...scope,
        name: input.name,
        ratePpm: input.ratePpm,
        customerType: input.customerType,
        compound: input.compound,
        status: input.status,
        appliesTo: input.appliesTo,
        effectiveFrom: input.effectiveFrom ?? null,
        effectiveTo: input.effectiveTo ?? null,
        source: input.source || null,
        exemptCardTypes: input.exemptCardTypes?.length ? input.exemptCardTypes : null,
      })
      .returning();
    if (input.taxGroupId) await appendRate(tx, row!, input.taxGroupId);
    return row!.id;
  });
  return getTaxRate(db, scope, id);
}

export async function updateTaxRate(
  db: Db,
  scope: LocationScope,
  id: string,
  input: UpdateTaxRateInput,
): Promise<TaxRate> {
  const row = await findTaxRate(db, scope, id);
  const from = input.effectiveFrom === undefined ? row.effectiveFrom : input.effectiveFrom;
  const to = input.effectiveTo === undefined ? row.effectiveTo : input.effectiveTo;
  if (from && to && to < from) throw new AppError("bad_request", [say("taxRate.datesOrder")]);
  await db
    .update(taxRates)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(taxRates.id, id), scoped(scope)));
  return getTaxRate(db, scope, id);
}

export async function deleteTaxRate(db: Db, scope: LocationScope, id: string): Promise<{ id: string }> {
  await db.transaction(async (tx) => {
    const rate = await findTaxRate(tx, scope, id);
    if (rate.taxGroupId) await lockTaxGroup(tx, scope, rate.taxGroupId);
    await detachRate(tx, await findTaxRate(tx, scope, id));
    await tx.delete(taxRates).where(eq(taxRates.id, id));
  });
  return { id };
}

export async function reorderTaxRate(db: Db, scope: LocationScope, input: ReorderTaxRateInput): Promise<TaxRate[]> {
  await db.transaction(async (tx) => {
    await lockTaxGroup(tx, scope, input.taxGroupId);
    const rate = await findTaxRate(tx, scope, input.taxRateId);
    if (rate.taxGroupId !== input.taxGroupId) throw new AppError("conflict", say("taxRate.notInGroup"));
    await moveRate(tx, scope, rate, input);
  });
  return presentTaxRates(db, await orderedRates(db, input.taxGroupId));
}

/** Moves a rate to the end of a group (from standalone or from another group). */
export async function assignTaxRate(db: Db, scope: LocationScope, input: TaxRateGroupInput): Promise<TaxRate> {
  await db.transaction(async (tx) => {
    const rate = await findTaxRate(tx, scope, input.taxRateId);
    if (rate.taxGroupId === input.taxGroupId) throw new AppError("conflict", say("taxRate.alreadyInGroup"));
    // Lock both groups in id order so that two opposite moves cannot deadlock.
    for (const groupId of [rate.taxGroupId, input.taxGroupId].filter(Boolean).sort() as string[]) {
      await lockTaxGroup(tx, scope, groupId);
    }
    await appendRate(tx, await findTaxRate(tx, scope, input.taxRateId), input.taxGroupId);
  });
  return getTaxRate(db, scope, input.taxRateId);
}

export async function removeTaxRateFromGroup(db: Db, scope: LocationScope, input: TaxRateGroupInput): Promise<TaxRate> {
  await db.transaction(async (tx) => {
    await lockTaxGroup(tx, scope, input.taxGroupId);
    const rate = await findTaxRate(tx, scope, input.taxRateId);
    if (rate.taxGroupId !== input.taxGroupId) throw new AppError("conflict", say("taxRate.notInGroup"));
    await detachRate(tx, rate);
  });
  return getTaxRate(db, scope, input.taxRateId);
}

function copyOf(rate: TaxRateRow) {
  const {
    id: _id,
    taxGroupId: _g,
    previousTaxRateId: _p,
    nextTaxRateId: _n,
    createdAt: _c,
    updatedAt: _u,
    presetKey: _k,
    presetRatePpm: _r,
    ...rest
  } = rate;
  // A copy is the store's own rate: only the original stays tied to its preset.
  return { ...rest, name: `${rate.name} (copy)`.slice(0, 100) };
}

/** A standalone copy of the rate. */
export async function duplicateTaxRate(db: Db, scope: LocationScope, id: string): Promise<TaxRate> {
  const rate = await findTaxRate(db, scope, id);
  const [row] = await db.insert(taxRates).values(copyOf(rate)).returning();
  return getTaxRate(db, scope, row!.id);
}

/** A copy placed right after the original in its group. */
export async function duplicateTaxRateInGroup(db: Db, scope: LocationScope, id: string): Promise<TaxRate> {
  const copyId = await db.transaction(async (tx) => {
    const rate = await findTaxRate(tx, scope, id);
    if (!rate.taxGroupId) throw new AppError("conflict", say("taxRate.noGroup"));
    await lockTaxGroup(tx, scope, rate.taxGroupId);
    const [row] = await tx.insert(taxRates).values(copyOf(rate)).returning();
    await insertRateAfter(tx, row!.id, rate.taxGroupId, await findTaxRate(tx, scope, id));
    return row!.id;
  });
  return getTaxRate(db, scope, copyId);
}

// For the tax-groups module: a group's rates in their linked order, and the moves that keep the links whole.
export {
  appendRate,
  lockTaxGroup,
  orderedRates,
  orderedRatesOf,
  releaseRates,
  type TaxRateRow,
} from "./tax-rates.links.ts";
