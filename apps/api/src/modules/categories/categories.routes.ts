// Categories of a location, each with its compliance class: /organization/{orgId}/location/{locationId}/category.
import {
  type Category,
  type ComplianceClass,
  categoryInput,
  categoryList,
  category as categorySchema,
  categoryUpdate,
} from "@verdant/shared/catalog";
import { asc, eq, sql } from "drizzle-orm";
import { categories, products } from "../../db/schema/index.ts";
import { lookupEntity, lookupRoutes } from "../catalog/catalog.lookups.routes.ts";

export const categoryRoutes = lookupRoutes<Category>({
  family: "category",
  plural: "categories",
  kind: {
    label: "category",
    table: categories,
    usedBy: (id) => eq(products.categoryId, id),
    order: [asc(sql`lower(${categories.name})`)],
    toEntity: (row) => {
      const entity = lookupEntity(row as typeof categories.$inferSelect & { productCount: number });
      return { ...entity, complianceClass: entity.complianceClass as ComplianceClass };
    },
  },
  input: categoryInput,
  update: categoryUpdate,
  entity: categorySchema,
  list: categoryList,
});
