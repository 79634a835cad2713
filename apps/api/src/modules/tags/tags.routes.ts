// Tags of a location: /organization/{orgId}/location/{locationId}/tag. Products keep their tag ids in an array.
import { type Tag, tagInput, tagList, tag as tagSchema, tagUpdate } from "@verdant/shared/catalog";
import { asc, sql } from "drizzle-orm";
import { products, tags } from "../../db/schema/index.ts";
import { lookupEntity, lookupRoutes } from "../catalog/catalog.lookups.routes.ts";

export const tagRoutes = lookupRoutes<Tag>({
  family: "tag",
  plural: "tags",
  kind: {
    label: "tag",
    table: tags,
    usedBy: (id) => sql`${products.tagIds} @> array[${id}]::uuid[]`,
    order: [asc(sql`lower(${tags.name})`)],
    toEntity: (row) => lookupEntity(row as typeof tags.$inferSelect & { productCount: number }),
  },
  input: tagInput,
  update: tagUpdate,
  entity: tagSchema,
  list: tagList,
});
