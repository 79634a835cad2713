// Product writes and reads (spec §7 Products): create, get, update, status single and bulk, count-affected and
// the uploaded image. SKUs are unique per location; search terms are rebuilt whenever name, SKU or barcodes change.
import type { BulkResult } from "@verdant/shared";
import {
  type countAffectedQuery,
  type createProductInput,
  type Product,
  type ProductStatus,
  productSearchTerms,
  type updateProductInput,
} from "@verdant/shared/products";
import { and, count, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { products } from "../../db/schema/index.ts";
import { fieldsInUse, notFound } from "../../lib/app-error.ts";
import { uniqueConstraintOf } from "../../lib/queries.ts";
import type { FileStorage } from "../../lib/storage/storage.ts";
import type { LocationScope } from "../catalog/catalog.scope.ts";
import { loadProducts } from "./products.entity.ts";
import { assertProductRefs, productFormFor } from "./products.refs.ts";
import { generateSku } from "./products.sku.ts";

type CreateValues = z.output<typeof createProductInput>;
type UpdateValues = z.output<typeof updateProductInput>;

const skuInUse = () => fieldsInUse(["sku"]);
const scoped = (scope: LocationScope) =>
  and(eq(products.organizationId, scope.organizationId), eq(products.locationId, scope.locationId))!;

async function withSkuCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueConstraintOf(error) === "products_location_sku_key") throw skuInUse();
    throw error;
  }
}

async function assertSkuFree(db: Db, scope: LocationScope, sku: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(scoped(scope), sql`${products.sku} collate "C" = ${sku}`))
    .limit(1);
  if (taken && taken.id !== exceptId) throw skuInUse();
}

export async function getProduct(db: Db, storage: FileStorage, scope: LocationScope, id: string): Promise<Product> {
  const [found] = await loadProducts(db, storage, scope, [id]);
  if (!found) throw notFound("product");
  return found;
}

export async function createProduct(
  db: Db,
  storage: FileStorage,
  scope: LocationScope,
  input: CreateValues,
): Promise<Product> {
  await assertProductRefs(db, scope, input);
  const form = (await productFormFor(db, scope, input)) ?? null;
  const sku =
    input.sku ??
    (await generateSku(db, scope, { name: input.name, brandId: input.brandId, categoryId: input.categoryId })).sku;
  await assertSkuFree(db, scope, sku);
  const barcodes = input.barcodes ?? [];
  const [row] = await withSkuCheck(() =>
    db
      .insert(products)
      .values({ ...input, ...scope, sku, barcodes, form, searchTerms: productSearchTerms(input.name, sku, barcodes) })
      .returning({ id: products.id }),
  );
  return getProduct(db, storage, scope, row!.id);
}

export async function updateProduct(
  db: Db,
  storage: FileStorage,
  scope: LocationScope,
  id: string,
  input: UpdateValues,
): Promise<Product> {
  const current = await getProduct(db, storage, scope, id);
  await assertProductRefs(db, scope, input);
  const form = await productFormFor(db, scope, input, current);
  if (input.sku !== undefined) await assertSkuFree(db, scope, input.sku, id);
  const name = input.name ?? current.name;
  const sku = input.sku ?? current.sku;
  const barcodes = input.barcodes ?? current.barcodes;
  // An external imageUrl replaces an uploaded image.
  const image = input.imageUrl !== undefined ? { imageKey: null } : {};
  await withSkuCheck(() =>
    db
      .update(products)
      .set({ ...input, ...image, form, searchTerms: productSearchTerms(name, sku, barcodes), updatedAt: new Date() })
      .where(and(scoped(scope), eq(products.id, id))),
  );
  return getProduct(db, storage, scope, id);
}

export async function setProductStatus(
  db: Db,
  storage: FileStorage,
  scope: LocationScope,
  id: string,
  status: ProductStatus,
): Promise<Product> {
  const updated = await db
    .update(products)
    .set({ status, updatedAt: new Date() })
    .where(and(scoped(scope), eq(products.id, id)))
    .returning({ id: products.id });
  if (updated.length === 0) throw notFound("product");
  return getProduct(db, storage, scope, id);
}

/** Archive or restore many at once; ids this location does not have are reported, the rest still change. */
export async function setProductsStatus(
  db: Db,
  scope: LocationScope,
  productIds: string[],
  status: ProductStatus,
): Promise<BulkResult> {
  const updated = await db
    .update(products)
    .set({ status, updatedAt: new Date() })
    .where(and(scoped(scope), inArray(products.id, productIds)))
    .returning({ id: products.id });
  const done = new Set(updated.map((r) => r.id));
  const failures = productIds.filter((id) => !done.has(id)).map((id) => ({ id, message: "Product not found" }));
  return { successCount: done.size, failureCount: failures.length, failures };
}

/** Products in any of the brands, categories or listed products (tax and discount screens). */
export async function countAffectedProducts(
  db: Db,
  scope: LocationScope,
  query: z.output<typeof countAffectedQuery>,
): Promise<{ count: number }> {
  const any: SQL[] = [];
  if (query.brandIds?.length) any.push(inArray(products.brandId, query.brandIds));
  if (query.categoryIds?.length) any.push(inArray(products.categoryId, query.categoryIds));
  if (query.productIds?.length) any.push(inArray(products.id, query.productIds));
  if (any.length === 0) return { count: 0 };
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(scoped(scope), query.status ? eq(products.status, query.status) : undefined, or(...any)));
  return { count: row?.n ?? 0 };
}

/** Stores an uploaded image and points the product at it (the old file is removed). */
export async function setProductImage(
  db: Db,
  storage: FileStorage,
  scope: LocationScope,
  id: string,
  image: { data: Buffer; type: string; extension: string },
): Promise<Product> {
  const [current] = await db
    .select({ imageKey: products.imageKey })
    .from(products)
    .where(and(scoped(scope), eq(products.id, id)));
  if (!current) throw notFound("product");
  const key = `products/${scope.locationId}/${id}-${Date.now()}.${image.extension}`;
  await storage.put(key, image.data, image.type);
  await db
    .update(products)
    .set({ imageKey: key, imageUrl: null, updatedAt: new Date() })
    .where(and(scoped(scope), eq(products.id, id)));
  if (current.imageKey) await storage.remove(current.imageKey);
  return getProduct(db, storage, scope, id);
}

// For the inventory module: the catalog's indexed word-prefix search, reused to find lots by product.
export { searchCondition } from "./products.list.ts";
