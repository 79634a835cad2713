// What a search of the product list means in SQL (spec §7 Products GET `search`): word prefixes read from the
// stored search terms (productSearchTerms and searchWordTerms in the shared package), or a one-letter name prefix
// read as a range of the list order.
import { searchWords, searchWordTerms, wholeSearchTerm } from "@verdant/shared/products";
import { type SQL, sql } from "drizzle-orm";
import { products } from "../../db/schema/index.ts";

/** The list order (the same expression as the products_*_idx indexes). */
export const productSortKey = sql`lower(${products.name}) collate "C"`;

export type Search =
  | { kind: "terms"; terms: string[]; whole: string | undefined }
  | { kind: "range"; from: string; to: string | undefined };

/**
 * Word prefixes of the name or the SKU, in any order, each of a different word ("blue dr" finds "Blue Dream";
 * searchWordTerms in the shared package), a whole SKU or its beginning, or a barcode. One letter alone is a name
 * prefix, read as the range of sort keys that start with it (a range stays an index range in a generic plan, where
 * LIKE with a parameter would not): a one-letter word prefix would match a large share of the catalog.
 */
export function searchOf(search: string): Search {
  const whole = search.toLowerCase();
  const words = searchWords(search);
  if (whole.length >= 2 && words.length > 0) {
    return { kind: "terms", terms: searchWordTerms(words), whole: wholeSearchTerm(search) };
  }
  return { kind: "range", from: whole, to: prefixEnd(whole) };
}

/** The least string above every string that starts with `prefix` (byte order), or none. */
function prefixEnd(prefix: string): string | undefined {
  const points = [...prefix].map((c) => c.codePointAt(0)!);
  while (points.length && points.at(-1) === 0x10ffff) points.pop();
  const last = points.pop();
  if (last === undefined) return undefined;
  // No text holds surrogates, so the one after U+D7FF is U+E000.
  return String.fromCodePoint(...points, last === 0xd7ff ? 0xe000 : last + 1);
}

/** The same condition with its values in place, for queries built per request (inventory's product search). */
export function searchCondition(search: string): SQL {
  const s = searchOf(search);
  if (s.kind === "terms") {
    const words = sql`${products.searchTerms} @> ${sql.param(s.terms)}::text[]`;
    return s.whole === undefined ? words : sql`(${words} or ${products.searchTerms} @> array[${s.whole}]::text[])`;
  }
  const to = s.to === undefined ? sql`` : sql` and ${productSortKey} < ${s.to}`;
  return sql`(${productSortKey} >= ${s.from}${to})`;
}
