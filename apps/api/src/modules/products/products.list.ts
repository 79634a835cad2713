// The product list (spec §7 Products GET): filters, search and a page of 10 over 100,000 products, fast on both
// engines (docs/decisions/0009-catalog-list-speed.md, 0011-prepared-list-statements.md,
// 0014-catalog-product-cards.md). One statement a list (products.statements.ts): the exact total (from the
// trigger-kept counts when unfiltered or filtered by one kind, counted otherwise), the list's version and the page's
// products as JSON text from product_cards. Every filter has an index holding the list order; search reads one GIN
// index of word prefixes; a deep page starts from a cached anchor (products.anchors.ts), so the deepest pages cost
// what the first ones do.
import { toMeta } from "@verdant/shared";
import type { Db } from "../../db/client.ts";
import { offsetOf } from "../../lib/queries.ts";
import type { FileStorage } from "../../lib/storage/storage.ts";
import type { LocationScope } from "../catalog/catalog.scope.ts";
import { ANCHOR_STEP, type Anchors, cachedAnchors, pageStart, rebuildAnchors } from "./products.anchors.ts";
import { withSignedImages } from "./products.entity.ts";
import { type ListValues, listRequest } from "./products.shapes.ts";
import { anchorStatement, listStatement } from "./products.statements.ts";

export { searchCondition } from "./products.search.ts";

/** Reads of a deep page before it gives up on anchors that every read finds already stale (constant writes). */
const ANCHORED_TRIES = 3;

/**
 * The list's answer as JSON text (api-conventions.md's list shape): the products come from the database already in
 * the API's shape, so they are sent as they are instead of parsed, checked and written again (products.routes.ts).
 */
export async function listProducts(
  db: Db,
  storage: FileStorage,
  scope: LocationScope,
  query: ListValues,
): Promise<string> {
  const offset = offsetOf(query.page, query.limit);
  const { page: _, limit: __, ...listKey } = query;
  const key = JSON.stringify([scope.locationId, listKey]);
  const build = async (): Promise<Anchors> => {
    const { shape, values } = listRequest(scope, query, { offset, skip: 0 });
    const rows = await anchorStatement(shape)(db, values);
    const keys = rows.flatMap((r) => (r.sortKey !== null && r.id !== null ? [{ sortKey: r.sortKey, id: r.id }] : []));
    return { version: rows[0]?.version ?? 0, keys };
  };

  let anchors = offset < ANCHOR_STEP ? undefined : (cachedAnchors(key) ?? (await rebuildAnchors(key, build)));
  for (let tries = 1; ; tries++) {
    const start = pageStart(tries > ANCHORED_TRIES ? undefined : anchors, offset);
    const { shape, values } = listRequest(scope, query, { offset, ...start });
    const rows = await listStatement(shape)(db, values);
    const { total = 0, version = 0, page = "[]", images = null } = rows[0] ?? {};
    // A page read from anchors of another version may be wrong: read it again from fresh ones.
    if (start.anchor && anchors?.version !== version) {
      anchors = await rebuildAnchors(key, build);
      continue;
    }
    const data = images ? withSignedImages(page, images, storage) : page;
    return `{"data":${data},"meta":${JSON.stringify(toMeta(query.page, query.limit, total))}}`;
  }
}
