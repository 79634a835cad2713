// Priorities of a location, named ranks (lower first): /organization/{orgId}/location/{locationId}/priority.
import {
  type Priority,
  priorityInput,
  priorityList,
  priority as prioritySchema,
  priorityUpdate,
} from "@verdant/shared/catalog";
import { asc, eq, sql } from "drizzle-orm";
import { priorities, products } from "../../db/schema/index.ts";
import { lookupEntity, lookupRoutes } from "../catalog/catalog.lookups.routes.ts";

export const priorityRoutes = lookupRoutes<Priority>({
  family: "priority",
  plural: "priorities",
  kind: {
    label: "priority",
    table: priorities,
    usedBy: (id) => eq(products.priorityId, id),
    order: [asc(priorities.rank), asc(sql`lower(${priorities.name})`)],
    toEntity: (row) => lookupEntity(row as typeof priorities.$inferSelect & { productCount: number }),
  },
  input: priorityInput,
  update: priorityUpdate,
  entity: prioritySchema,
  list: priorityList,
});
