// Brands of a location: /organization/{orgId}/location/{locationId}/brand.
import { type Brand, brandInput, brandList, brand as brandSchema, brandUpdate } from "@verdant/shared/catalog";
import { asc, eq, sql } from "drizzle-orm";
import { brands, products } from "../../db/schema/index.ts";
import { lookupEntity, lookupRoutes } from "../catalog/catalog.lookups.routes.ts";

export const brandRoutes = lookupRoutes<Brand>({
  family: "brand",
  plural: "brands",
  kind: {
    label: "brand",
    table: brands,
    usedBy: (id) => eq(products.brandId, id),
    order: [asc(sql`lower(${brands.name})`)],
    toEntity: (row) => {
      const { description, ...rest } = lookupEntity(row as typeof brands.$inferSelect & { productCount: number });
      return { ...rest, ...(description ? { description } : {}) };
    },
  },
  input: brandInput,
  update: brandUpdate,
  entity: brandSchema,
  list: brandList,
});
