// Products of a location (spec §3 Product, §4, §7 Products; domain.md → Catalog). Money in integer cents,
// cannabis weight in integer milligrams, potency as integers (docs/decisions/0004-catalog-scope-and-units.md).
import { z } from "zod";
import { complianceClasses, locationParams } from "./catalog.ts";
import { PRODUCT_FORMS } from "./limits/limits.types.ts";
import { productSortFields, productStatuses } from "./list-filters.ts";
import { idList, listOf, pageQuery, sortOrder } from "./lists.ts";

export { productStatuses };
export type ProductStatus = (typeof productStatuses)[number];
export const productUnits = ["EACH", "GRAM"] as const;
export type ProductUnit = (typeof productUnits)[number];

export const PRODUCT_LIMITS = {
  nameMax: 200,
  skuMax: 40,
  barcodeMax: 64,
  barcodes: 10,
  tags: 20,
  bulk: 500,
  /** $1,000,000.00 */
  centsMax: 100_000_000,
  /** 100 kg */
  weightMgMax: 100_000_000,
  ppmMax: 1_000_000,
  /** 100 g of a cannabinoid in one unit */
  mcgMax: 100_000_000,
  reorderPointMax: 1_000_000,
  unitsPerPackMax: 10_000,
} as const;

/** SKUs are stored upper-case: letters, digits, dash, dot and underscore. */
export const skuSchema = z
  .string({ error: "sku must be text" })
  .trim()
  .toUpperCase()
  .min(1, "sku is required")
  .max(PRODUCT_LIMITS.skuMax, `sku must be at most ${PRODUCT_LIMITS.skuMax} characters`)
  .regex(/^[A-Z0-9][A-Z0-9._-]*$/, "sku must contain only letters, digits, dashes, dots and underscores");

const barcode = z
  .string({ error: "barcodes must be a list of text" })
  .trim()
  .min(1, "barcodes must not contain an empty value")
  .max(PRODUCT_LIMITS.barcodeMax, `each barcode must be at most ${PRODUCT_LIMITS.barcodeMax} characters`)
  .regex(/^[A-Za-z0-9-]+$/, "barcodes must contain only letters, digits and dashes");

const int = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} must be at least 0`)
    .max(max, `${field} must be at most ${max}`);

const ref = (field: string) =>
  z
    .uuid({ error: `${field} must be a valid id` })
    .nullable()
    .optional();

const productFields = {
  name: z
    .string({ error: "name is required" })
    .trim()
    .min(1, "name is required")
    .max(PRODUCT_LIMITS.nameMax, `name must be at most ${PRODUCT_LIMITS.nameMax} characters`),
  description: z.string().trim().max(5000, "description must be at most 5000 characters").nullable().optional(),
  /** Omit on create to receive a generated one (the same as POST /generate-sku proposes). */
  sku: skuSchema.optional(),
  barcodes: z
    .array(barcode)
    .max(PRODUCT_LIMITS.barcodes, `barcodes must have at most ${PRODUCT_LIMITS.barcodes} entries`)
    .transform((codes) => [...new Set(codes)])
    .optional(),
  brandId: ref("brandId"),
  categoryId: ref("categoryId"),
  strainId: ref("strainId"),
  priorityId: ref("priorityId"),
  vendorId: ref("vendorId"),
  tagIds: z
    .array(z.uuid({ error: "tagIds must be a list of valid ids" }))
    .max(PRODUCT_LIMITS.tags, `tagIds must have at most ${PRODUCT_LIMITS.tags} entries`)
    .transform((ids) => [...new Set(ids)])
    .optional(),
  priceCents: int("priceCents", PRODUCT_LIMITS.centsMax),
  costCents: int("costCents", PRODUCT_LIMITS.centsMax).nullable().optional(),
  unit: z.enum(productUnits, { error: "unit must be one of EACH, GRAM" }).optional(),
  /** Cannabis weight in one unit, in milligrams (3.5 g = 3500): the purchase-limit engine counts it. */
  netWeightMg: int("netWeightMg", PRODUCT_LIMITS.weightMgMax).nullable().optional(),
  /** Concentration as labelled for flower, pre-rolls, vapes and concentrates: 22.5 % = 225000. */
  thcPpm: int("thcPpm", PRODUCT_LIMITS.ppmMax).nullable().optional(),
  cbdPpm: int("cbdPpm", PRODUCT_LIMITS.ppmMax).nullable().optional(),
  /** Content per unit as labelled for edibles, beverages and topicals, in micrograms: 2.5 mg = 2500. */
  thcMcgPerUnit: int("thcMcgPerUnit", PRODUCT_LIMITS.mcgMax).nullable().optional(),
  cbdMcgPerUnit: int("cbdMcgPerUnit", PRODUCT_LIMITS.mcgMax).nullable().optional(),
  /** Seeds (or plants) in one pack: purchase limits that count seeds count each (Canada: 1 seed = 1 g dried). */
  unitsPerPack: int("unitsPerPack", PRODUCT_LIMITS.unitsPerPackMax)
    .min(1, "unitsPerPack must be at least 1")
    .nullable()
    .optional(),
  /**
   * Solid (a balm, a chocolate) or non-solid (a lotion, an oil, a tincture), for edibles and topicals only: limits
   * count the two apart where the law does (Canada: 15 g solid or 70 g non-solid = 1 g dried). Null: solid.
   */
  form: z.enum(PRODUCT_FORMS, { error: "form must be one of SOLID, NON_SOLID" }).nullable().optional(),
  /** An external image; an uploaded one (POST .../product/{id}/image) takes its place. */
  imageUrl: z
    .url({ protocol: /^https?$/, error: "imageUrl must be an http or https URL" })
    .max(2000)
    .nullable()
    .optional(),
  reorderPoint: int("reorderPoint", PRODUCT_LIMITS.reorderPointMax).nullable().optional(),
};

export const createProductInput = z.object({
  ...productFields,
  status: z.enum(productStatuses, { error: "status must be one of PUBLISHED, ARCHIVED" }).default("PUBLISHED"),
});
export type CreateProductInput = z.input<typeof createProductInput>;
export const updateProductInput = z.object(productFields).partial();
export type UpdateProductInput = z.input<typeof updateProductInput>;

const named = z.object({ id: z.uuid(), name: z.string() });

export const product = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  locationId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  sku: z.string(),
  barcodes: z.array(z.string()),
  status: z.enum(productStatuses),
  brandId: z.uuid().nullable(),
  brandName: z.string().nullable(),
  categoryId: z.uuid().nullable(),
  categoryName: z.string().nullable(),
  complianceClass: z.enum(complianceClasses).nullable(),
  strainId: z.uuid().nullable(),
  strainName: z.string().nullable(),
  priorityId: z.uuid().nullable(),
  priorityName: z.string().nullable(),
  priorityRank: z.number().int().nullable(),
  vendorId: z.uuid().nullable(),
  vendorName: z.string().nullable(),
  tagIds: z.array(z.uuid()),
  tags: z.array(named),
  priceCents: z.number().int(),
  costCents: z.number().int().nullable(),
  unit: z.enum(productUnits),
  netWeightMg: z.number().int().nullable(),
  thcPpm: z.number().int().nullable(),
  cbdPpm: z.number().int().nullable(),
  thcMcgPerUnit: z.number().int().nullable(),
  cbdMcgPerUnit: z.number().int().nullable(),
  unitsPerPack: z.number().int().nullable(),
  form: z.enum(PRODUCT_FORMS).nullable(),
  imageUrl: z.string().nullable(),
  reorderPoint: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof product>;
export const productList = listOf(product);

export const PRODUCT_SEARCH_MAX = 100;
export { productSortFields };
export type ProductSortField = (typeof productSortFields)[number];
export const productListQuery = z.object({
  status: z.enum(productStatuses, { error: "status must be one of PUBLISHED, ARCHIVED" }).optional(),
  brandIds: idList("brandIds"),
  locationVendorIds: idList("locationVendorIds"),
  categoryIds: idList("categoryIds"),
  strainIds: idList("strainIds"),
  tagIds: idList("tagIds"),
  priorityIds: idList("priorityIds"),
  /** Word prefixes of the name (any order), a SKU or its beginning, or an exact barcode. */
  search: z
    .string()
    .trim()
    .max(PRODUCT_SEARCH_MAX, `search must be at most ${PRODUCT_SEARCH_MAX} characters`)
    .optional()
    .transform((v) => v || undefined),
  sortBy: z.enum(productSortFields).default("name"),
  sortOrder,
  ...pageQuery(),
});
export type ProductListQuery = z.input<typeof productListQuery>;

export const productParams = locationParams.extend({ id: z.uuid({ error: "id must be a valid id" }) });

export const productStatusInput = z.object({
  status: z.enum(productStatuses, { error: "status must be one of PUBLISHED, ARCHIVED" }),
});
export const bulkProductStatusInput = productStatusInput.extend({
  productIds: z
    .array(z.uuid({ error: "productIds must be a list of valid ids" }), { error: "productIds is required" })
    .min(1, "productIds must have at least 1 entry")
    .max(PRODUCT_LIMITS.bulk, `productIds must have at most ${PRODUCT_LIMITS.bulk} entries`)
    .transform((ids) => [...new Set(ids)]),
});
export type BulkProductStatusInput = z.input<typeof bulkProductStatusInput>;

export const generateSkuInput = z.object({
  name: z.string().trim().max(PRODUCT_LIMITS.nameMax).optional(),
  brandId: ref("brandId"),
  categoryId: ref("categoryId"),
});
export type GenerateSkuInput = z.input<typeof generateSkuInput>;
export const generatedSku = z.object({ sku: z.string() });

/** Products touched by a brand, category or product selection (tax and discount screens): any of them matches. */
export const countAffectedQuery = z.object({
  brandIds: idList("brandIds"),
  categoryIds: idList("categoryIds"),
  productIds: idList("productIds"),
  status: z.enum(productStatuses).optional(),
});
export type CountAffectedQuery = z.input<typeof countAffectedQuery>;
export const affectedCount = z.object({ count: z.number().int() });

/** The spec's toasts (§8, §9). */
export const productMessages = {
  statusUpdated: "Product status updated successfully",
  bulkUpdated: (n: number) => `${n} product(s) updated successfully`,
  statusFailed: (message: string) => `Failed to update product status: ${message}`,
  bulkFailed: (message: string) => `Failed to update products: ${message}`,
} as const;

/**
 * How a product is found by its words (the catalog list's search, the inventory's search by product): each word of
 * a search (2 characters or more) must be the beginning of a different word of the name or the SKU, in any order,
 * so "blue dr" finds "Blue Dream" and "wild wi" finds "Wild Widow" but not "Wild Dream" ("wi" may not reuse
 * "Wild"). A whole SKU or its beginning, and a whole barcode, match too.
 *
 * The API stores the terms of productSearchTerms in an indexed array, and a search becomes the terms the array must
 * contain (searchWordTerms), so the index alone decides a match. Words match distinct words exactly when, for each
 * search word q, the name and SKU have at least as many words starting with q as the search has words starting
 * with q (the sets of words a prefix reaches are nested or disjoint, so this is Hall's condition). "q" stands for
 * one such word and "q#n" for at least n (COUNT_MARK never occurs in a word).
 */
/** Longer search words are cut to this length: the stored prefixes stop there. */
export const SEARCH_PREFIX_MAX = 20;
const COUNT_MARK = "#";

export function searchTokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** "q" for one word starting with q, "q#n" for n of them. */
const countTerm = (prefix: string, n: number) => (n === 1 ? prefix : `${prefix}${COUNT_MARK}${n}`);

export function productSearchTerms(name: string, sku: string, barcodes: readonly string[]): string[] {
  const terms = new Set<string>();
  const addPrefixes = (word: string) => {
    for (let i = 2; i <= Math.min(word.length, SEARCH_PREFIX_MAX); i++) terms.add(word.slice(0, i));
    if (word.length === 1) terms.add(word);
  };
  const words = [...searchTokens(name), ...searchTokens(sku)];
  const starting = new Map<string, number>();
  for (const word of words) {
    addPrefixes(word);
    for (let i = 2; i <= Math.min(word.length, SEARCH_PREFIX_MAX); i++) {
      const prefix = word.slice(0, i);
      const n = (starting.get(prefix) ?? 0) + 1;
      starting.set(prefix, n);
      if (n > 1) terms.add(countTerm(prefix, n));
    }
  }
  // The whole SKU and its beginnings ("tw-bd" of "TW-BD-35") are matched as the whole search, not word by word.
  const lowerSku = sku.toLowerCase();
  terms.add(lowerSku);
  addPrefixes(lowerSku);
  for (const code of barcodes) terms.add(code.toLowerCase());
  return [...terms];
}

/**
 * The whole search as one stored term (a SKU, its beginning, or a barcode), or undefined when it holds a character
 * no SKU or barcode can (a space, most punctuation): word matching alone then decides.
 */
export function wholeSearchTerm(search: string): string | undefined {
  const whole = search.toLowerCase();
  return /^[a-z0-9._-]+$/.test(whole) ? whole : undefined;
}

/** The words of a search that take part in word matching: 2 characters or more, cut to SEARCH_PREFIX_MAX. */
export function searchWords(search: string): string[] {
  return searchTokens(search)
    .map((w) => w.slice(0, SEARCH_PREFIX_MAX))
    .filter((w) => w.length > 1);
}

/** The stored terms a product must have for each search word to start a different word of its name or SKU. */
export function searchWordTerms(words: readonly string[]): string[] {
  return [...new Set(words)].map((q) => countTerm(q, words.filter((w) => w.startsWith(q)).length));
}
