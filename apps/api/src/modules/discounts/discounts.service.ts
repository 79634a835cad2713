import type {
  Discount,
  discountAmountInput,
  discountDetailsInput,
  discountListQuery,
  discountRulesInput,
} from "@verdant/shared/discounts";
import { and, arrayOverlaps, asc, count, desc, eq, ilike, max, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { discounts } from "../../db/schema/index.ts";
import { AppError, fieldsInUse, notFound, say } from "../../lib/app-error.ts";
import { containsPattern, listPage, offsetOf, uniqueConstraintOf } from "../../lib/queries.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { confirmProblems, ruleProblems } from "./discounts.checks.ts";

export type DiscountRow = typeof discounts.$inferSelect;
type Details = z.output<typeof discountDetailsInput>;
type Rules = z.output<typeof discountRulesInput>;
type Amount = z.output<typeof discountAmountInput>;
type ListQuery = z.output<typeof discountListQuery>;

export const inScope = (scope: LocationScope) =>
  and(eq(discounts.organizationId, scope.organizationId), eq(discounts.locationId, scope.locationId));

export function toDiscount(row: DiscountRow): Discount {
  return {
    id: row.id,
    organizationId: row.organizationId,
    locationId: row.locationId,
    name: row.name,
    code: row.code,
    description: row.description,
    status: row.status,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    availability: row.availability ?? null,
    rules: row.rulesSavedAt
      ? {
          scope: row.scope,
          ids: row.scopeIds,
          customerGroupIds: row.customerGroupIds,
          minQuantity: row.minQuantity,
          minSubtotalCents: row.minSubtotalCents,
        }
      : null,
    amount: row.amount ?? null,
    position: row.position,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findDiscount(db: Db, scope: LocationScope, id: string): Promise<DiscountRow> {
  const [row] = await db
    .select()
    .from(discounts)
    .where(and(inScope(scope), eq(discounts.id, id)));
  if (!row) throw notFound("discount");
  return row;
}

export async function getDiscount(db: Db, scope: LocationScope, id: string): Promise<Discount> {
  return toDiscount(await findDiscount(db, scope, id));
}

const sortColumns = {
  position: discounts.position,
  name: sql`lower(${discounts.name})`,
  status: discounts.status,
  startsAt: discounts.startsAt,
  createdAt: discounts.createdAt,
};

export async function listDiscounts(db: Db, scope: LocationScope, query: ListQuery) {
  const where = and(
    inScope(scope),
    query.search
      ? or(ilike(discounts.name, containsPattern(query.search)), ilike(discounts.code, containsPattern(query.search)))
      : undefined,
    query.status ? eq(discounts.status, query.status) : undefined,
    query.customerGroupIds?.length ? arrayOverlaps(discounts.customerGroupIds, query.customerGroupIds) : undefined,
  );
  const direction = query.sortOrder === "desc" ? desc : asc;
  const rows = await db
    .select()
    .from(discounts)
    .where(where)
    .orderBy(direction(sortColumns[query.sortBy]), asc(discounts.position), asc(discounts.id))
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
  const [total] = await db.select({ n: count() }).from(discounts).where(where);
  return listPage(rows.map(toDiscount), query.page, query.limit, total?.n ?? 0);
}

const codeInUse = () => fieldsInUse(["code"]);

/** Writes a discount; a confirmed one must still hold together afterwards, or nothing is saved. */
async function saving(db: Db, scope: LocationScope, write: (tx: Db) => Promise<DiscountRow>): Promise<Discount> {
  try {
    return await db.transaction(async (tx) => {
      const row = await write(tx);
      if (row.status !== "DRAFT") {
        const problems = await confirmProblems(tx, scope, row);
        if (problems.length > 0) throw new AppError("validation_failed", problems);
      }
      return toDiscount(row);
    });
  } catch (error) {
    if (uniqueConstraintOf(error) === "discounts_location_code_key") throw codeInUse();
    throw error;
  }
}

async function update(tx: Db, scope: LocationScope, id: string, values: Partial<typeof discounts.$inferInsert>) {
  const [row] = await tx
    .update(discounts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(inScope(scope), eq(discounts.id, id)))
    .returning();
  if (!row) throw notFound("discount");
  return row;
}

/** A new DRAFT, placed after the location's other discounts. */
export async function createDiscountDetails(db: Db, scope: LocationScope, input: Details): Promise<Discount> {
  return saving(db, scope, async (tx) => {
    const [last] = await tx
      .select({ position: max(discounts.position) })
      .from(discounts)
      .where(inScope(scope));
    const [row] = await tx
      .insert(discounts)
      .values({ ...scope, ...input, position: (last?.position ?? 0) + 1 })
      .returning();
    return row!;
  });
}

export async function updateDiscountDetails(db: Db, scope: LocationScope, id: string, input: Details) {
  return saving(db, scope, (tx) => update(tx, scope, id, input));
}

/** POST saves the rules for the first time, PUT changes saved ones: each refuses the other's case. */
export async function saveDiscountRules(
  db: Db,
  scope: LocationScope,
  id: string,
  input: Rules,
  mode: "create" | "update",
): Promise<Discount> {
  const current = await findDiscount(db, scope, id);
  if (mode === "create" && current.rulesSavedAt) {
    throw new AppError("conflict", say("discount.rulesSaved"));
  }
  if (mode === "update" && !current.rulesSavedAt) {
    throw new AppError("conflict", say("discount.rulesMissing"));
  }
  const problems = await ruleProblems(db, scope, input);
  if (problems.length > 0) throw new AppError("validation_failed", problems);
  return saving(db, scope, (tx) =>
    update(tx, scope, id, {
      scope: input.scope,
      scopeIds: input.ids,
      customerGroupIds: input.customerGroupIds,
      minQuantity: input.minQuantity,
      minSubtotalCents: input.minSubtotalCents,
      rulesSavedAt: new Date(),
    }),
  );
}

export async function saveDiscountAmount(
  db: Db,
  scope: LocationScope,
  id: string,
  input: Amount,
  mode: "create" | "update",
): Promise<Discount> {
  const current = await findDiscount(db, scope, id);
  if (mode === "create" && current.amount) {
    throw new AppError("conflict", say("discount.amountSaved"));
  }
  if (mode === "update" && !current.amount) {
    throw new AppError("conflict", say("discount.amountMissing"));
  }
  return saving(db, scope, (tx) => update(tx, scope, id, { amount: input }));
}

export async function confirmDiscount(db: Db, scope: LocationScope, id: string): Promise<Discount> {
  const current = await findDiscount(db, scope, id);
  if (current.status === "CONFIRMED") throw new AppError("conflict", say("discount.confirmed"));
  const problems = await confirmProblems(db, scope, current);
  if (problems.length > 0) throw new AppError("validation_failed", problems);
  return saving(db, scope, (tx) => update(tx, scope, id, { status: "CONFIRMED", confirmedAt: new Date() }));
}

export async function deleteDiscount(db: Db, scope: LocationScope, id: string): Promise<{ id: string }> {
  const [row] = await db
    .delete(discounts)
    .where(and(inScope(scope), eq(discounts.id, id)))
    .returning({ id: discounts.id });
  if (!row) throw notFound("discount");
  return row;
}
