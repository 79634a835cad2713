import type { CustomerGroup } from "@verdant/shared/customers";
import { and, arrayContains, asc, count, eq, ilike, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { customerGroups, discounts } from "../../db/schema/index.ts";
import { AppError, fieldsInUse, notFound, say } from "../../lib/app-error.ts";
import { containsPattern, listPage, offsetOf, uniqueConstraintOf } from "../../lib/queries.ts";
import type { LocationScope } from "../../plugins/access.ts";

const inOrganization = (scope: LocationScope) => eq(customerGroups.organizationId, scope.organizationId);
const nameInUse = () => fieldsInUse(["name"]);

async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueConstraintOf(error) === "customer_groups_org_name_key") throw nameInUse();
    throw error;
  }
}

const columns = {
  id: customerGroups.id,
  organizationId: customerGroups.organizationId,
  locationId: customerGroups.locationId,
  name: customerGroups.name,
  customerCount: sql<number>`(select count(*)::int from customer_group_members m
    where m.customer_group_id = ${customerGroups.id})`,
  createdAt: customerGroups.createdAt,
  updatedAt: customerGroups.updatedAt,
};

type Row = { createdAt: Date; updatedAt: Date } & Omit<CustomerGroup, "createdAt" | "updatedAt">;
const toGroup = (row: Row): CustomerGroup => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function getCustomerGroup(db: Db, scope: LocationScope, id: string): Promise<CustomerGroup> {
  const [row] = await db
    .select(columns)
    .from(customerGroups)
    .where(and(inOrganization(scope), eq(customerGroups.id, id)));
  if (!row) throw notFound("customerGroup");
  return toGroup(row);
}

export async function listCustomerGroups(
  db: Db,
  scope: LocationScope,
  query: { search?: string; page: number; limit: number },
) {
  const where = and(
    inOrganization(scope),
    query.search ? ilike(customerGroups.name, containsPattern(query.search)) : undefined,
  );
  const rows = await db
    .select(columns)
    .from(customerGroups)
    .where(where)
    .orderBy(asc(sql`lower(${customerGroups.name})`), asc(customerGroups.id))
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
  const [total] = await db.select({ n: count() }).from(customerGroups).where(where);
  return listPage(rows.map(toGroup), query.page, query.limit, total?.n ?? 0);
}

export async function createCustomerGroup(db: Db, scope: LocationScope, input: { name: string }) {
  const [row] = await saving(() =>
    db
      .insert(customerGroups)
      .values({ ...scope, name: input.name })
      .returning({ id: customerGroups.id }),
  );
  return getCustomerGroup(db, scope, row!.id);
}

export async function updateCustomerGroup(db: Db, scope: LocationScope, id: string, input: { name: string }) {
  const [row] = await saving(() =>
    db
      .update(customerGroups)
      .set({ name: input.name, updatedAt: new Date() })
      .where(and(inOrganization(scope), eq(customerGroups.id, id)))
      .returning({ id: customerGroups.id }),
  );
  if (!row) throw notFound("customerGroup");
  return getCustomerGroup(db, scope, id);
}

export async function deleteCustomerGroup(db: Db, scope: LocationScope, id: string): Promise<{ id: string }> {
  await getCustomerGroup(db, scope, id);
  const users = await db
    .select({ name: discounts.name })
    .from(discounts)
    .where(and(eq(discounts.organizationId, scope.organizationId), arrayContains(discounts.customerGroupIds, [id])));
  if (users.length > 0) {
    throw new AppError(
      "conflict",
      say("customer.groupUsed", { count: users.length, names: users.map((u) => u.name).join(", ") }),
    );
  }
  await db.delete(customerGroups).where(and(inOrganization(scope), eq(customerGroups.id, id)));
  return { id };
}
