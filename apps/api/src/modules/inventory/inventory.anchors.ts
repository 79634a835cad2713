// How the inventory list orders lots and where a deep page starts (the shared anchored-page cache, lib/page-anchors.ts).
// Every order ends with the lot's id, so pages never repeat or skip a lot. A deep page starts from an anchor when the
// list has only lot filters and its order moves only with a version bump: the triggers of migration 0008 bump
// inventory_list_versions when a lot is added, removed, or changes its receipt time, expiry, room, status or
// activity, and product_list_versions moves with any product write (the product-name order). Quantities change on
// every sale without a bump (by design: a sale must not pay for it), so the quantity order reads deep pages from the
// nearer end instead.
import type { InventorySortField } from "@verdant/shared/inventory";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inventoryItems, inventoryListVersions, productListVersions, products } from "../../db/schema/index.ts";
import { type Anchor, type AnchorSet, createAnchorCache } from "../../lib/page-anchors.ts";

const inventoryAnchors = createAnchorCache({ step: 1000, maxLists: 64 });
export const ANCHOR_STEP = inventoryAnchors.step;

interface SortKey {
  /** The order's key for a lot (never null, so a keyset condition holds for every row). */
  key: SQL;
  /** The key's SQL type, to read an anchor's text back. */
  type: "timestamptz" | "date" | "int" | "text";
  anchored: boolean;
}

export const SORT_KEYS: Record<InventorySortField, SortKey> = {
  receivedAt: { key: sql`${inventoryItems.receivedAt}`, type: "timestamptz", anchored: true },
  createdAt: { key: sql`${inventoryItems.createdAt}`, type: "timestamptz", anchored: true },
  // No expiry sorts after every date (and first in descending order), as PostgreSQL sorts nulls.
  expiresAt: { key: sql`coalesce(${inventoryItems.expiresAt}, 'infinity'::date)`, type: "date", anchored: true },
  quantity: { key: sql`${inventoryItems.quantity}`, type: "int", anchored: false },
  product: {
    key: sql`(select lower(${products.name}) collate "C" from ${products} where ${products.id} = ${inventoryItems.productId})`,
    type: "text",
    anchored: true,
  },
};

/** The version the anchors of a location's lists belong to: both counters, read with the list's total. */
export const listVersion = (locationId: string) =>
  sql<string>`coalesce((select ${inventoryListVersions.version} from ${inventoryListVersions} where ${inventoryListVersions.locationId} = ${locationId}), 0)
    || ':' || coalesce((select ${productListVersions.version} from ${productListVersions} where ${productListVersions.locationId} = ${locationId}), 0)`;

const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The key and id of every step-th lot of the list, in list order. */
async function readAnchors(db: Db, where: SQL, sort: SortKey, descending: boolean, version: string) {
  const dir = sql.raw(descending ? "desc" : "asc");
  const keys = await rowsOf<Anchor>(
    db,
    sql`select s.key, s.id from (
      select ${sort.key}::text as key, ${inventoryItems.id} as id,
        row_number() over (order by ${sort.key} ${dir}, ${inventoryItems.id} ${dir}) as rn
      from ${inventoryItems} where ${where}) s
    where s.rn % ${ANCHOR_STEP} = 0
    order by s.rn`,
  );
  return { version, keys } satisfies AnchorSet;
}

/**
 * Where a page at `offset` of a list (lot filters only, an anchored order) starts: its condition and the rows still to
 * skip after it. `list` names the list (location, filters, day, order).
 */
export async function anchoredStart(
  db: Db,
  input: { list: string; version: string; where: SQL; sort: SortKey; descending: boolean; offset: number },
): Promise<{ where: SQL; skip: number }> {
  const { where, sort, descending, offset } = input;
  if (offset < ANCHOR_STEP) return { where, skip: offset };
  const set = await inventoryAnchors.current(input.list, input.version, () =>
    readAnchors(db, where, sort, descending, input.version),
  );
  const start = inventoryAnchors.pageStart(set, offset);
  if (!start.anchor) return { where, skip: start.skip };
  const cast = sql.raw(sort.type);
  const after = sql`(${sort.key}, ${inventoryItems.id}) ${sql.raw(descending ? "<" : ">")} (${start.anchor.key}::${cast}, ${start.anchor.id}::uuid)`;
  return { where: sql`${where} and ${after}`, skip: start.skip };
}
