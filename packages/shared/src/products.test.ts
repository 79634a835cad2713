import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { productSearchTerms, searchWords, searchWordTerms, wholeSearchTerm } from "./products.ts";

/** What the index decides: the product's terms hold every term the search asks for. */
const indexMatches = (name: string, sku: string, search: string) => {
  const terms = new Set(productSearchTerms(name, sku, []));
  return searchWordTerms(searchWords(search)).every((t) => terms.has(t));
};

/** The rule itself, by brute force: each search word starts a different word of the name or SKU. */
function distinctMatch(name: string, sku: string, search: string): boolean {
  const words = searchWords(`${name} ${sku}`);
  const wanted = searchWords(search);
  const used = new Set<number>();
  const place = (i: number): boolean => {
    if (i === wanted.length) return true;
    return words.some((word, j) => {
      if (used.has(j) || !word.startsWith(wanted[i]!)) return false;
      used.add(j);
      if (place(i + 1)) return true;
      used.delete(j);
      return false;
    });
  };
  return place(0);
}

describe("product search terms", () => {
  it("keeps every word prefix, the SKU whole and in words, and barcodes", () => {
    const terms = productSearchTerms("Blue Dream 3.5g", "TW-BD-35", ["0628582000012"]);
    expect(terms).toEqual(
      expect.arrayContaining([
        "bl",
        "blue",
        "dr",
        "drea",
        "dream",
        "3",
        "5g",
        "tw-bd",
        "tw-bd-35",
        "bd",
        "0628582000012",
      ]),
    );
    expect(terms.some((t) => t.includes("#"))).toBe(false);
  });

  it("counts the words that share a prefix, so a search word cannot reuse a word another one took", () => {
    const terms = productSearchTerms("Wild Widow Wine", "WW-1", []);
    expect(terms).toEqual(expect.arrayContaining(["wi#2", "wi#3", "ww"]));
    expect(terms).not.toContain("wi#4");
    expect(searchWordTerms(searchWords("wild wi"))).toEqual(["wild", "wi#2"]);
    expect(searchWordTerms(searchWords("wi wi wild"))).toEqual(["wi#3", "wild"]);
    expect(indexMatches("Wild Widow 7g", "KIV-FLO-1", "wild wi")).toBe(true);
    expect(indexMatches("Wild Dream 7g", "KIV-FLO-2", "wild wi")).toBe(false);
    expect(indexMatches("Wild Dream 7g", "KIV-FLO-2", "dream wild")).toBe(true);
    expect(indexMatches("Pink Kush", "PK-PR-1", "pk pk")).toBe(false);
  });

  it("matches exactly when each search word starts a different word of the name or SKU", () => {
    // A small alphabet makes shared prefixes, repeated words and prefixes of prefixes common.
    const word = fc.stringMatching(/^[ab]{1,4}$/);
    const text = fc.array(word, { minLength: 1, maxLength: 5 }).map((w) => w.join(" "));
    fc.assert(
      fc.property(text, fc.stringMatching(/^[ab]{1,3}(-[ab]{1,3})?$/), text, (name, sku, search) => {
        expect(indexMatches(name, sku, search)).toBe(distinctMatch(name, sku, search));
      }),
      { numRuns: 2000 },
    );
  });

  it("cuts long words to SEARCH_PREFIX_MAX characters on both sides", () => {
    const long = "Supercalifragilisticexpialidocious";
    expect(indexMatches(`${long} ${long}`, "X-1", `${long} supercalifragilisticexpi`)).toBe(true);
    expect(indexMatches(long, "X-1", `${long} super`)).toBe(false);
  });

  it("looks the whole search up as a SKU or barcode only when one could hold its characters", () => {
    expect(wholeSearchTerm("TW-BD-35")).toBe("tw-bd-35");
    expect(wholeSearchTerm("0628582000012")).toBe("0628582000012");
    expect(wholeSearchTerm("a.b_c")).toBe("a.b_c");
    expect(wholeSearchTerm("blue dr")).toBeUndefined();
    expect(wholeSearchTerm("crème")).toBeUndefined();
    const barcode = "0123456789012345678901234";
    expect(productSearchTerms("Gift Card", "GC-1", [barcode])).toContain(wholeSearchTerm(barcode));
  });
});
