// How a product leaves the API: its row plus the names of its brand, category, strain, priority, vendor and tags,
// so a list needs no second call. An uploaded image becomes a signed link that expires.
import type { Product } from "@verdant/shared/products";
import { and, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn, AnyPgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { brands, categories, priorities, products, strains, vendors } from "../../db/schema/index.ts";
import type { FileStorage } from "../../lib/storage/storage.ts";
import type { LocationScope } from "../catalog/catalog.scope.ts";

export const IMAGE_LINK_SECONDS = 60 * 60;

// The product's own columns (not its search terms: ~40 strings a row that no answer shows) and each lookup's
// name as a scalar subquery: one index probe a row, and planning stays cheap where five left joins made the
// planner weigh join orders (14 ms of planning against 1 ms of execution on PGlite).
const { searchTerms: _, ...productColumns } = getTableColumns(products);
const lookup = <T>(table: AnyPgTable & { id: AnyPgColumn }, column: AnyPgColumn, key: AnyPgColumn) =>
  sql<T | null>`(select ${column} from ${table} where ${table.id} = ${key})`;

const entityColumns = {
  ...productColumns,
  brandName: lookup<string>(brands, brands.name, products.brandId),
  categoryName: lookup<string>(categories, categories.name, products.categoryId),
  complianceClass: lookup<string>(categories, categories.complianceClass, products.categoryId),
  strainName: lookup<string>(strains, strains.name, products.strainId),
  priorityName: lookup<string>(priorities, priorities.name, products.priorityId),
  priorityRank: lookup<number>(priorities, priorities.rank, products.priorityId),
  vendorName: lookup<string>(vendors, vendors.name, products.vendorId),
  tags: sql<{ id: string; name: string }[]>`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name)
    order by lower(t.name)) from tags t where t.location_id = "products"."location_id" and t.id = any("products"."tag_ids")),
    '[]'::json)`,
};

/**
 * A list page's products (product_cards JSON text) with the signed links of their uploaded images, which a stored
 * card cannot hold: only pages showing such an image are parsed and written again.
 */
export function withSignedImages(page: string, images: Record<string, string>, storage: FileStorage): string {
  const listed = JSON.parse(page) as Product[];
  for (const product of listed) {
    const key = images[product.id];
    if (key) product.imageUrl = signedImage(key, storage);
  }
  return JSON.stringify(listed);
}

type EntityRow = Omit<typeof products.$inferSelect, "searchTerms"> & {
  brandName: string | null;
  categoryName: string | null;
  complianceClass: string | null;
  strainName: string | null;
  priorityName: string | null;
  priorityRank: number | null;
  vendorName: string | null;
  tags: { id: string; name: string }[];
};

const signedImage = (key: string, storage: FileStorage) =>
  storage.signedUrl(key, { method: "GET", expiresInSeconds: IMAGE_LINK_SECONDS });

function toProduct(row: EntityRow, storage: FileStorage): Product {
  const { imageKey, tagIds: _, tags, ...p } = row;
  return {
    ...p,
    tagIds: tags.map((t) => t.id),
    tags,
    imageUrl: imageKey ? signedImage(imageKey, storage) : p.imageUrl,
    complianceClass: row.complianceClass as Product["complianceClass"],
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** Products with their lookup names; the caller adds the where clause and the order. */
export function selectProductEntities(db: Db) {
  return db.select(entityColumns).from(products);
}

export const toProducts = (rows: unknown[], storage: FileStorage): Product[] =>
  rows.map((row) => toProduct(row as EntityRow, storage));

/** The products with these ids, in the order of the ids. */
export async function loadProducts(
  db: Db,
  storage: FileStorage,
  scope: LocationScope,
  ids: string[],
): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await selectProductEntities(db).where(
    and(
      eq(products.organizationId, scope.organizationId),
      eq(products.locationId, scope.locationId),
      inArray(products.id, ids),
    ),
  );
  const byId = new Map(toProducts(rows, storage).map((product) => [product.id, product]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
