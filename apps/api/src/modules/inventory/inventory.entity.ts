// Inventory lots as the API shows them: the lot with its product, brand, category and room, its effective status
// (a lot past expiry reads EXPIRED) and the product's sellable quantity against its reorder point.

import { effectiveStatus, type InventoryItem, type InventoryStatus, localDay } from "@verdant/shared/inventory";
import { and, eq, gte, inArray, isNull, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import {
  brands,
  categories,
  inventoryItems,
  locations,
  products,
  rooms,
  trackTraceLinks,
} from "../../db/schema/index.ts";
import { AppError, notFound, say } from "../../lib/app-error.ts";
import type { LocationScope } from "../../plugins/access.ts";

/** The location's lots; archived ones (deleted with history, decision 0017) are out of every list and read. */
export const lotInScope = (scope: LocationScope) =>
  and(
    eq(inventoryItems.organizationId, scope.organizationId),
    eq(inventoryItems.locationId, scope.locationId),
    isNull(inventoryItems.archivedAt),
  );
export const lotById = (scope: LocationScope, id: string) => and(lotInScope(scope), eq(inventoryItems.id, id));

/** The location's calendar day: a lot expires when the store's day passes its expiry date. */
export async function todayAt(db: Db, scope: LocationScope): Promise<string> {
  const [row] = await db
    .select({ timeZone: locations.timeZone })
    .from(locations)
    .where(eq(locations.id, scope.locationId));
  return localDay(row?.timeZone ?? "UTC");
}

/** The columns a status condition reads: a lot's own, or a row of inventory_counts (whose expiry is never null). */
export interface StatusColumns {
  status: AnyPgColumn;
  expiry: AnyPgColumn;
}
const lotStatusColumns: StatusColumns = { status: inventoryItems.inventoryStatus, expiry: inventoryItems.expiresAt };

/** Lots whose effective status is the given one (expiry wins over the stored status); `today` may be a placeholder. */
export function statusCondition(status: InventoryStatus, today: string | SQLWrapper, columns = lotStatusColumns): SQL {
  if (status === "EXPIRED") return or(eq(columns.status, "EXPIRED"), sql`${columns.expiry} < ${today}`)!;
  return and(eq(columns.status, status), or(isNull(columns.expiry), gte(columns.expiry, today)))!;
}

/**
 * Lots the register may sell from: active, AVAILABLE and not expired, and at a location linked to the state's
 * track-and-trace, carrying their package tag (decision 0022). `location` is the lots' location (the caller's scope;
 * a value or a placeholder): the link is looked up once per statement, not once per lot.
 */
export const sellableCondition = (today: string | SQLWrapper, location: string | SQLWrapper) =>
  and(eq(inventoryItems.isActive, true), statusCondition("AVAILABLE", today), taggedWhereLinked(location))!;

/** Lots carrying their package tag, or at a location (the lots' own, as the caller names it) not linked to the
 *  state's track-and-trace. Not correlated with the lot, so PostgreSQL looks the link up once (an InitPlan): the
 *  per-lot lookup cost 2 µs a lot, most of the register's product search over 2,000 stocked products. */
const taggedWhereLinked = (location: string | SQLWrapper, lot: { packageTag: SQLWrapper } = inventoryItems) =>
  sql`(${lot.packageTag} is not null
  or not exists (select from ${trackTraceLinks} where ${trackTraceLinks.locationId} = ${location}::uuid))`;

/** The product's sellable quantity over all its lots here, as the register sells them (a correlated sum). */
function sellableTotal(scope: LocationScope, today: string): SQL<number> {
  const name = "sellable_lot";
  const other = alias(inventoryItems, name);
  const sellable = and(
    eq(other.isActive, true),
    statusCondition("AVAILABLE", today, { status: other.inventoryStatus, expiry: other.expiresAt }),
    taggedWhereLinked(scope.locationId, other),
  );
  return sql<number>`(select coalesce(sum(${other.quantity}), 0)::int from ${inventoryItems} as ${sql.identifier(name)}
    where ${other.organizationId} = ${scope.organizationId} and ${other.locationId} = ${scope.locationId}
    and ${other.productId} = ${inventoryItems.productId} and ${sellable})`;
}

/** The lots with these ids, in the order given (ids of another location are simply absent). */
export async function loadInventoryItems(
  db: Db,
  scope: LocationScope,
  ids: string[],
  today?: string,
): Promise<InventoryItem[]> {
  if (ids.length === 0) return [];
  const day = today ?? (await todayAt(db, scope));
  const rows = await db
    .select({
      lot: inventoryItems,
      productName: products.name,
      sku: products.sku,
      unit: products.unit,
      brandId: products.brandId,
      brandName: brands.name,
      categoryId: products.categoryId,
      categoryName: categories.name,
      tagIds: products.tagIds,
      reorderPoint: products.reorderPoint,
      roomName: rooms.name,
      productQuantity: sellableTotal(scope, day),
    })
    .from(inventoryItems)
    .innerJoin(products, eq(products.id, inventoryItems.productId))
    .innerJoin(rooms, eq(rooms.id, inventoryItems.roomId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(lotInScope(scope), inArray(inventoryItems.id, ids)));
  const byId = new Map(rows.map((r) => [r.lot.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { lot } = row;
    const inventoryStatus = effectiveStatus(lot.inventoryStatus, lot.expiresAt, day);
    const { productQuantity } = row;
    return [
      {
        id: lot.id,
        organizationId: lot.organizationId,
        locationId: lot.locationId,
        productId: lot.productId,
        productName: row.productName,
        sku: row.sku,
        unit: row.unit,
        brandId: row.brandId,
        brandName: row.brandName,
        categoryId: row.categoryId,
        categoryName: row.categoryName,
        tagIds: row.tagIds,
        roomId: lot.roomId,
        roomName: row.roomName,
        quantity: lot.quantity,
        unitCostCents: lot.unitCostCents,
        lotNumber: lot.lotNumber,
        packageTag: lot.packageTag,
        stateUnit: lot.stateUnit,
        expiresAt: lot.expiresAt,
        inventoryStatus,
        sellable: lot.isActive && inventoryStatus === "AVAILABLE",
        isActive: lot.isActive,
        receivedAt: lot.receivedAt.toISOString(),
        receiveOrderId: lot.receiveOrderId,
        reorderPoint: row.reorderPoint,
        productQuantity,
        lowStock: row.reorderPoint !== null && productQuantity <= row.reorderPoint,
        createdAt: lot.createdAt.toISOString(),
        updatedAt: lot.updatedAt.toISOString(),
      },
    ];
  });
}

export async function loadInventoryItem(db: Db, scope: LocationScope, id: string): Promise<InventoryItem> {
  const [item] = await loadInventoryItems(db, scope, [id]);
  if (!item) throw notFound("inventoryItem");
  return item;
}

/**
 * At a location linked to the state's track-and-trace, a lot without its package tag cannot be adjusted or moved
 * (409 package_tag_required, naming the lot); elsewhere nothing changes.
 */
export async function assertTaggedWhereLinked(db: Db, scope: LocationScope, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const untagged = await db
    .select({ id: inventoryItems.id, lotNumber: inventoryItems.lotNumber })
    .from(inventoryItems)
    .where(and(lotInScope(scope), inArray(inventoryItems.id, ids), sql`not ${taggedWhereLinked(scope.locationId)}`))
    .limit(1);
  if (untagged[0]) {
    throw new AppError("package_tag_required", say("inventory.tagRequired"), { inventoryId: untagged[0].id });
  }
}
