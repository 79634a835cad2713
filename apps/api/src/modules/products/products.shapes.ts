// The shape of a product list request (docs/decisions/0011-prepared-list-statements.md,
// 0014-catalog-product-cards.md): which filters are set (one value or several), the kind of search, how the total is
// read, whether the page starts from an anchor and whether one generic plan serves it. Requests of one shape share
// one prepared statement (products.statements.ts); listRequest also gives the request's values for its placeholders.
import { PAGE_SIZE } from "@verdant/shared";
import type { productListQuery } from "@verdant/shared/products";
import type { z } from "zod";
import { products } from "../../db/schema/index.ts";
import { type Anchor, createAnchorCache } from "../../lib/page-anchors.ts";
import type { LocationScope } from "../catalog/catalog.scope.ts";
import { type Search, searchOf } from "./products.search.ts";

export type ListValues = z.output<typeof productListQuery>;

/**
 * The product lists' anchors (lib/page-anchors.ts), of the version product_list_versions holds: triggers bump it on
 * any product write in the location, so an anchor never outlives a change to any order. One anchor every 200 rows
 * keeps a deep page within GENERIC_ROWS of its read's start.
 */
export const productAnchors = createAnchorCache({ step: 200, maxLists: 200 });
export const ANCHOR_STEP = productAnchors.step;

export const FILTERS = [
  { kind: "brand", column: products.brandId, values: (q: ListValues) => q.brandIds },
  { kind: "category", column: products.categoryId, values: (q: ListValues) => q.categoryIds },
  { kind: "strain", column: products.strainId, values: (q: ListValues) => q.strainIds },
  { kind: "priority", column: products.priorityId, values: (q: ListValues) => q.priorityIds },
  { kind: "vendor", column: products.vendorId, values: (q: ListValues) => q.locationVendorIds },
] as const;
const unique = (ids: string[] | undefined) => [...new Set(ids?.map((id) => id.toLowerCase()))];

/** The one filter kind whose exact total product_filter_counts holds, when the list has nothing else. */
function countedKind(query: ListValues): { kind: string; values: string[] } | undefined {
  if (query.search) return undefined;
  const kinds = [
    ...FILTERS.map((f) => ({ kind: f.kind, values: unique(f.values(query)) })),
    { kind: "tag", values: unique(query.tagIds) },
  ].filter((f) => f.values.length > 0);
  const [only] = kinds;
  if (kinds.length !== 1 || !only) return undefined;
  // A product has one brand (category, ...) so their counts add up; it can carry several tags, so only one tag does.
  if (only.kind === "tag" && only.values.length > 1) return undefined;
  return only;
}

/** What a statement depends on; requests of one shape share a statement. */
export interface Shape {
  status: boolean;
  /** Per FILTERS entry: 0 none, 1 one value (the index keeps the list order), 2 several. */
  filters: number[];
  tags: boolean;
  /** terms: word matching only; termsOrWhole: or the whole search as a SKU or barcode (wholeSearchTerm). */
  search?: "terms" | "termsOrWhole" | "range" | "from";
  total: "all" | "kind" | "count";
  anchored: boolean;
  /**
   * The page is a range of one index in list order whatever the values (no filter, or one value of one lookup
   * filter; no tags; no word search), and it ends within GENERIC_ROWS rows of where its read starts (see hide in
   * products.statements.ts).
   */
  generic: boolean;
}

/** The most rows a generic page reads: the largest skip from an anchor and the largest page. */
export const GENERIC_ROWS = ANCHOR_STEP + PAGE_SIZE.max;

/** The shape and values of a list request (a page after `anchor` when given, `skip` rows further). */
export function listRequest(
  scope: LocationScope,
  query: ListValues,
  page: { offset: number; skip: number; anchor?: Anchor },
) {
  const values: Record<string, unknown> = {
    org: scope.organizationId,
    loc: scope.locationId,
    status: query.status,
    limit: query.limit,
    offset: page.offset,
    skip: page.skip,
    anchorKey: page.anchor?.key,
    anchorId: page.anchor?.id,
  };
  const filters = FILTERS.map((f) => {
    const ids = unique(f.values(query));
    values[f.kind] = ids.length === 1 ? ids[0] : ids;
    return Math.min(ids.length, 2);
  });
  values.tags = unique(query.tagIds);
  const search = query.search ? searchOf(query.search) : undefined;
  if (search) Object.assign(values, search);
  const counted = countedKind(query);
  if (counted) Object.assign(values, { countKind: counted.kind, countValues: counted.values });
  const narrowed = filters.some(Boolean) || Boolean(query.tagIds?.length) || Boolean(search);
  const tags = Boolean(query.tagIds?.length);
  const shape: Shape = {
    status: Boolean(query.status),
    filters,
    tags,
    search: searchShape(search),
    total: !narrowed ? "all" : counted ? "kind" : "count",
    anchored: Boolean(page.anchor),
    generic:
      !tags &&
      search?.kind !== "terms" &&
      filters.every((n) => n <= 1) &&
      filters.filter(Boolean).length <= 1 &&
      page.skip + query.limit <= GENERIC_ROWS,
  };
  return { shape, values };
}

function searchShape(search: Search | undefined): Shape["search"] {
  if (!search) return undefined;
  if (search.kind === "range") return search.to === undefined ? "from" : "range";
  return search.whole === undefined ? "terms" : "termsOrWhole";
}
