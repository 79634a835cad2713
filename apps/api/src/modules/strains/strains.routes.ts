// Strains of a location, each with its type: /organization/{orgId}/location/{locationId}/strain.
import {
  type Strain,
  type StrainType,
  strainInput,
  strainList,
  strain as strainSchema,
  strainUpdate,
} from "@verdant/shared/catalog";
import { asc, eq, sql } from "drizzle-orm";
import { products, strains } from "../../db/schema/index.ts";
import { lookupEntity, lookupRoutes } from "../catalog/catalog.lookups.routes.ts";

export const strainRoutes = lookupRoutes<Strain>({
  family: "strain",
  plural: "strains",
  kind: {
    label: "strain",
    table: strains,
    usedBy: (id) => eq(products.strainId, id),
    order: [asc(sql`lower(${strains.name})`)],
    toEntity: (row) => {
      const entity = lookupEntity(row as typeof strains.$inferSelect & { productCount: number });
      return { ...entity, type: entity.type as StrainType };
    },
  },
  input: strainInput,
  update: strainUpdate,
  entity: strainSchema,
  list: strainList,
});
