// How a product leaves the API: its row plus the names of its brand, category, strain, priority, vendor and tags,
// so a list needs no second call. An uploaded image becomes a signed link that expires.
import type { Product } from "@verdant/shared/products";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { brands, categories, priorities, products, strains, vendors } from "../../db/schema/index.ts";
import type { FileStorage } from "../../lib/storage/storage.ts";
import type { LocationScope } from "../catalog/catalog.scope.ts";

export const IMAGE_LINK_SECONDS = 60 * 60;

const entityColumns = {
  product: products,
  brandName: brands.name,
  categoryName: categories.name,
  complianceClass: categories.complianceClass,
  strainName: strains.name,
  priorityName: priorities.name,
  priorityRank: priorities.rank,
  vendorName: vendors.name,
  tags: sql<{ id: string; name: string }[]>`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name)
    order by lower(t.name)) from tags t where t.location_id = "products"."location_id" and t.id = any("products"."tag_ids")),
    '[]'::json)`,
};
type EntityRow = {
  product: typeof products.$inferSelect;
  brandName: string | null;
  categoryName: string | null;
  complianceClass: string | null;
  strainName: string | null;
  priorityName: string | null;
  priorityRank: number | null;
  vendorName: string | null;
  tags: { id: string; name: string }[];
};

function toProduct(row: EntityRow, storage: FileStorage): Product {
  const { searchTerms: _, imageKey, tagIds, ...p } = row.product;
  const tags = row.tags;
  return {
    ...p,
    tagIds: tags.map((t) => t.id),
    tags,
    imageUrl: imageKey
      ? storage.signedUrl(imageKey, { method: "GET", expiresInSeconds: IMAGE_LINK_SECONDS })
      : p.imageUrl,
    brandName: row.brandName,
    categoryName: row.categoryName,
    complianceClass: row.complianceClass as Product["complianceClass"],
    strainName: row.strainName,
    priorityName: row.priorityName,
    priorityRank: row.priorityRank,
    vendorName: row.vendorName,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** The products with these ids, in the order of the ids (a list page keeps its sort). */
export async function loadProducts(
  db: Db,
  storage: FileStorage,
  scope: LocationScope,
  ids: string[],
): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(entityColumns)
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(strains, eq(strains.id, products.strainId))
    .leftJoin(priorities, eq(priorities.id, products.priorityId))
    .leftJoin(vendors, eq(vendors.id, products.vendorId))
    .where(
      and(
        eq(products.organizationId, scope.organizationId),
        eq(products.locationId, scope.locationId),
        inArray(products.id, ids),
      ),
    );
  const byId = new Map(rows.map((row) => [row.product.id, toProduct(row as EntityRow, storage)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
