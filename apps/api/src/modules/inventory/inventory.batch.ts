// Several signed changes (a sale's lots) in one statement, with the rules of changeQuantity: never below zero, one
// ledger row per change, each with the quantity after it, all or nothing. Lots are locked in id order, so
// concurrent batches queue instead of deadlocking. The statement's CTEs are written once here and used two ways:
// changeQuantities runs them alone, with its values in place; the register's sale adds its own rows to the same
// statement as a prepared statement (docs/decisions/0012-sale-round-trips.md), its values being placeholders.
import { INVENTORY_LIMITS } from "@verdant/shared/inventory";
import { and, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inventoryItems, inventoryLedger } from "../../db/schema/index.ts";
import { AppError, notFound, say } from "../../lib/app-error.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { lotInScope } from "./inventory.entity.ts";
import { insufficientStock, lotFull, type QuantityChange } from "./inventory.ledger.ts";

export type SignedChange = QuantityChange & { delta: number };

/** The values the statement reads, by name: the scope, each lot's net change, and each change's ledger row. */
export function quantityChangeValues(scope: LocationScope, changes: SignedChange[]) {
  const byLot = new Map<string, number>();
  for (const change of changes) byLot.set(change.inventoryId, (byLot.get(change.inventoryId) ?? 0) + change.delta);
  const lotIds = [...byLot.keys()].sort();
  return {
    org: scope.organizationId,
    loc: scope.locationId,
    lotIds,
    lotDeltas: lotIds.map((id) => byLot.get(id)!),
    changeLots: changes.map((c) => c.inventoryId),
    changeDeltas: changes.map((c) => c.delta),
    reasons: changes.map((c) => c.reason),
    notes: changes.map((c) => c.note ?? null),
    userIds: changes.map((c) => c.userId ?? null),
    referenceTypes: changes.map((c) => c.referenceType ?? null),
    referenceIds: changes.map((c) => c.referenceId ?? null),
  };
}
export type QuantityChangeValues = ReturnType<typeof quantityChangeValues>;

/** True in the statement once every lot took its change (nothing was written otherwise). */
export const quantitiesChanged = sql`exists (select from quantity_updated)`;

/** True in the statement once every lot is locked, sellable as asked and able to take its change. */
export const quantitiesLocked = (value: (name: "lotIds") => SQLWrapper) =>
  sql`(select count(*) from quantity_locked) = cardinality(${value("lotIds")}::uuid[])`;

/**
 * The CTEs: every lot locked in id order when each stays at or above zero (and meets `lotCondition`, read under
 * the lock), updated only when all were (and `when` holds, if given), and one ledger row per change. `value(name)`
 * is where each value of quantityChangeValues comes from. A statement may put its own CTEs between the two parts
 * (quantityLockCtes, then quantityWriteCtes), so that `when` can read what they did once the lots are locked.
 */
export function quantityChangeCtes(
  value: (name: keyof QuantityChangeValues) => SQLWrapper,
  lotCondition?: SQL,
  floor = 0,
): SQL {
  return sql`${quantityLockCtes(value, lotCondition, floor)}, ${quantityWriteCtes(value)}`;
}

/** `floor` below 0 only for a sale made offline (decision 0027; the database refuses it anywhere else). */
export function quantityLockCtes(
  value: (name: keyof QuantityChangeValues) => SQLWrapper,
  lotCondition?: SQL,
  floor = 0,
): SQL {
  const extra = lotCondition ? sql` and ${lotCondition}` : sql``;
  return sql`quantity_moves(id, delta) as (
      select * from unnest(${value("lotIds")}::uuid[], ${value("lotDeltas")}::int[])),
    quantity_locked as (
      -- not aliased: lotCondition names the table's columns
      select ${inventoryItems.id} from ${inventoryItems} join quantity_moves m on m.id = ${inventoryItems.id}
      where ${inventoryItems.organizationId} = ${value("org")}::uuid and ${inventoryItems.locationId} = ${value("loc")}::uuid
        and ${inventoryItems.quantity}::bigint + m.delta between ${floor} and ${INVENTORY_LIMITS.lotQuantityMax}${extra}
      order by ${inventoryItems.id} for update of ${inventoryItems})`;
}

export function quantityWriteCtes(value: (name: keyof QuantityChangeValues) => SQLWrapper, when?: SQL): SQL {
  const also = when ? sql` and ${when}` : sql``;
  return sql`quantity_updated as (
      update ${inventoryItems} i set quantity = i.quantity + m.delta, updated_at = now(),
        -- stock put back into an archived lot (a void or refund that restocks) brings it back to the lists
        archived_at = case when m.delta > 0 then null else i.archived_at end
      from quantity_moves m
      where m.id = i.id and i.id in (select id from quantity_locked) and ${quantitiesLocked(value)}${also}
      returning i.id, i.quantity),
    quantity_changes as (
      select * from unnest(${value("changeLots")}::uuid[], ${value("changeDeltas")}::int[], ${value("reasons")}::text[],
        ${value("notes")}::text[], ${value("userIds")}::uuid[], ${value("referenceTypes")}::text[],
        ${value("referenceIds")}::uuid[])
        with ordinality as c(inventory_id, delta, reason, note, user_id, reference_type, reference_id, seq)),
    quantity_ledger as (
      insert into ${inventoryLedger} (organization_id, location_id, inventory_id, delta, quantity_after, reason, note,
        user_id, reference_type, reference_id)
      select ${value("org")}::uuid, ${value("loc")}::uuid, c.inventory_id, c.delta,
        -- after this change: the lot's final quantity less the changes that come after it in the batch
        u.quantity - coalesce(sum(c.delta) over (partition by c.inventory_id order by c.seq
          rows between 1 following and unbounded following), 0),
        c.reason, c.note, c.user_id, c.reference_type, c.reference_id
      from quantity_changes c join quantity_updated u on u.id = c.inventory_id
      returning inventory_id)`;
}

/**
 * The changes alone: when any lot would go below zero nothing is written and the first such lot answers
 * insufficient_stock; a lot outside the scope answers 404. `shortfall`: a sale made offline, recorded after the
 * goods were gone, may take its lots below zero; the caller's transaction must allow it (allowShortfall).
 */
export async function changeQuantities(
  db: Db,
  scope: LocationScope,
  changes: SignedChange[],
  { shortfall = false }: { shortfall?: boolean } = {},
): Promise<void> {
  if (changes.length === 0) return;
  const values = quantityChangeValues(scope, changes);
  const floor = shortfall ? -INVENTORY_LIMITS.lotQuantityMax : 0;
  const written = await db.execute<{ applied: boolean }>(
    sql`with ${quantityChangeCtes((name) => sql`${sql.param(values[name])}`, undefined, floor)} select ${quantitiesChanged} as applied`,
  );
  if ((written as unknown as { rows: { applied: boolean }[] }).rows[0]?.applied) return;
  throw await whyUnchanged(db, scope, values);
}

/** Why a batch wrote nothing: a lot not found, one short, or (when none is short any more) a race. */
export async function whyUnchanged(db: Db, scope: LocationScope, values: QuantityChangeValues): Promise<AppError> {
  const { lotIds, lotDeltas } = values;
  const lots = await db
    .select({ id: inventoryItems.id, quantity: inventoryItems.quantity })
    .from(inventoryItems)
    .where(and(lotInScope(scope), inArray(inventoryItems.id, lotIds)));
  const found = new Map(lots.map((lot) => [lot.id, lot.quantity]));
  if (lotIds.some((id) => !found.has(id))) return notFound("inventoryItem");
  const full = lotIds.findIndex((id, i) => found.get(id)! + lotDeltas[i]! > INVENTORY_LIMITS.lotQuantityMax);
  if (full >= 0) return lotFull(found.get(lotIds[full]!)!);
  const short = lotIds.findIndex((id, i) => found.get(id)! + lotDeltas[i]! < 0);
  // None short any more: another change refilled a lot between the two statements.
  if (short < 0) return new AppError("conflict", say("inventory.stockChanged"));
  return insufficientStock(found.get(lotIds[short]!)!, -lotDeltas[short]!);
}
