// The product list (spec §7 Products GET): filters, search and a page of 10 over 100,000 products, fast on both
// engines (docs/decisions/0009-catalog-list-speed.md, 0011-prepared-list-statements.md,
// 0014-catalog-product-cards.md). One statement a list (products.statements.ts): the exact total (from the
// trigger-kept counts when unfiltered or filtered by one kind, counted otherwise), the list's version and the page's
// products as JSON text from product_cards. Every filter has an index holding the list order; search reads one GIN
// index of word prefixes; a deep page starts from a cached anchor (lib/page-anchors.ts), so the deepest pages cost
// what the first ones do. A whole answer is kept per process while the location's list version stands (decision 0047),
// so a page asked again costs no statement (the version's notices vouch for it) or one primary-key read.
import { toMeta } from "@verdant/shared";
import type { Db } from "../../db/client.ts";
import { type AnswerCache, createAnswerCache } from "../../lib/answer-cache.ts";
import type { AnchorSet } from "../../lib/page-anchors.ts";
import { offsetOf } from "../../lib/queries.ts";
import type { FileStorage } from "../../lib/storage/storage.ts";
import type { VersionNotices } from "../../lib/version-notices.ts";
import type { LocationScope } from "../catalog/catalog.scope.ts";
import { IMAGE_LINK_SECONDS, withSignedImages } from "./products.entity.ts";
import { type ListValues, listRequest, productAnchors } from "./products.shapes.ts";
import { sortedProductsPage } from "./products.sorted.ts";
import { anchorStatement, type ListRow, listStatement, listVersionStatement } from "./products.statements.ts";

export { searchCondition } from "./products.search.ts";

/**
 * Answers kept by location and query, one cache per app (the notices are the app's). product_list_versions moves
 * with every write to products and to product_cards (migrations 0007, 0039), so with the version unchanged the page,
 * its total and its cards are too. A kept answer's signed image links were made when it was read: it is kept for a
 * twelfth of their life at most.
 */
export const productPages = (notices: VersionNotices): AnswerCache =>
  createAnswerCache({ maxBytes: 16 * 1024 * 1024, maxAgeMs: (IMAGE_LINK_SECONDS * 1000) / 12, notices });

/**
 * The list's answer as JSON text (api-conventions.md's list shape): the products come from the database already in
 * the API's shape, so they are sent as they are instead of parsed, checked and written again (products.routes.ts).
 * The catalog's own order (name ascending) reads through the prepared statements; any other through
 * products.sorted.ts.
 */
export async function listProducts(
  db: Db,
  storage: FileStorage,
  scope: LocationScope,
  query: ListValues,
  pages: AnswerCache,
): Promise<string> {
  return pages.read(
    JSON.stringify([scope.organizationId, scope.locationId, query]),
    `product_list:${scope.locationId}`,
    async () => (await listVersionStatement(db, { loc: scope.locationId }))[0]?.version ?? 0,
    async () => {
      const catalogOrder = query.sortBy === "name" && query.sortOrder === "asc";
      const row = catalogOrder ? await catalogOrderPage(db, scope, query) : await sortedProductsPage(db, scope, query);
      const { total, page, images, version } = row;
      const data = images ? withSignedImages(page, images, storage) : page;
      return { version, body: `{"data":${data},"meta":${JSON.stringify(toMeta(query.page, query.limit, total))}}` };
    },
  );
}

async function catalogOrderPage(db: Db, scope: LocationScope, query: ListValues): Promise<ListRow> {
  const offset = offsetOf(query.page, query.limit);
  const { page: _, limit: __, ...listKey } = query;
  const key = JSON.stringify([scope.locationId, listKey]);
  const build = async (): Promise<AnchorSet> => {
    const { shape, values } = listRequest(scope, query, { offset, skip: 0 });
    const rows = await anchorStatement(shape)(db, values);
    const keys = rows.flatMap((r) => (r.key !== null && r.id !== null ? [{ key: r.key, id: r.id }] : []));
    return { version: String(rows[0]?.version ?? 0), keys };
  };

  return productAnchors.readPage(key, offset, build, async (start) => {
    const { shape, values } = listRequest(scope, query, { offset, ...start });
    const [row] = await listStatement(shape)(db, values);
    return { version: String(row?.version ?? 0), page: row ?? { total: 0, version: 0, page: "[]", images: null } };
  });
}
