// Customers (spec §7 Customers): the organization's, seen at each of its locations; every query filters by the
// organization the access check resolved from the caller's locationId.
import type { BulkResult } from "@verdant/shared";
import type {
  Customer,
  CustomerStatus,
  createCustomerInput,
  customerListQuery,
  updateCustomerInput,
} from "@verdant/shared/customers";
import { digitsOnly } from "@verdant/shared/phone";
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { customerGroupMembers, customers, sales } from "../../db/schema/index.ts";
import { AppError, notFound, type Said, say } from "../../lib/app-error.ts";
import { refusal } from "../../lib/bulk-refusals.ts";
import { containsPattern, listPage, offsetOf, uniqueConstraintOf } from "../../lib/queries.ts";
import type { LocationScope } from "../../plugins/access.ts";
import {
  assertContactsFree,
  assertGroupsKnown,
  contactsInUse,
  customerProblems,
  locationRules,
} from "./customers.rules.ts";

type CreateInput = z.output<typeof createCustomerInput>;
type UpdateInput = z.output<typeof updateCustomerInput>;
type ListQuery = z.output<typeof customerListQuery>;
type CustomerRow = typeof customers.$inferSelect;

const inOrganization = (scope: LocationScope) => eq(customers.organizationId, scope.organizationId);
const customersColumns = getTableColumns(customers);

/** A customer's group ids, as a column of any query on `customers` (the register locks and reads it in one). */
export const groupIdsOf = sql<string[]>`array(
  select m.customer_group_id from customer_group_members m where m.customer_id = ${customers.id}
  order by m.customer_group_id)`;

function toCustomer(row: CustomerRow & { customerGroupIds: string[] }): Customer {
  return {
    id: row.id,
    organizationId: row.organizationId,
    locationId: row.locationId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    dateOfBirth: row.dateOfBirth,
    type: row.type,
    medicalCardType: row.medicalCardType,
    medicalCardNumber: row.medicalCardNumber,
    medicalCardState: row.medicalCardState,
    medicalCardExpiry: row.medicalCardExpiry,
    nonResident: row.nonResident,
    customerGroupIds: row.customerGroupIds,
    notes: row.notes,
    status: row.status,
    active: row.status === "ACTIVE",
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function findCustomer(db: Db, scope: LocationScope, id: string) {
  const [row] = await db
    .select({ ...customersColumns, customerGroupIds: groupIdsOf })
    .from(customers)
    .where(and(inOrganization(scope), eq(customers.id, id)));
  if (!row) throw notFound("customer");
  return row;
}

export async function getCustomer(db: Db, scope: LocationScope, id: string): Promise<Customer> {
  return toCustomer(await findCustomer(db, scope, id));
}

/** The unique indexes settle a race between two saves of the same e-mail or phone. */
async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueConstraintOf(error);
    if (constraint === "customers_org_email_key") throw contactsInUse(["email"]);
    if (constraint === "customers_org_phone_key") throw contactsInUse(["phone"]);
    throw error;
  }
}

async function setGroups(tx: Db, customerId: string, groupIds: string[]): Promise<void> {
  await tx.delete(customerGroupMembers).where(eq(customerGroupMembers.customerId, customerId));
  if (groupIds.length > 0) {
    await tx.insert(customerGroupMembers).values(groupIds.map((customerGroupId) => ({ customerId, customerGroupId })));
  }
}

export async function createCustomer(db: Db, scope: LocationScope, input: CreateInput): Promise<Customer> {
  const { locationId: _, customerGroupIds, ...values } = input;
  const problems = customerProblems(values, await locationRules(db, scope), { age: true, card: true });
  if (problems.length > 0) throw new AppError("validation_failed", problems);
  await assertContactsFree(db, scope.organizationId, values);
  await assertGroupsKnown(db, scope.organizationId, customerGroupIds);
  const id = await saving(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customers)
        .values({ ...scope, ...values })
        .returning({ id: customers.id });
      await setGroups(tx, row!.id, customerGroupIds);
      return row!.id;
    }),
  );
  return getCustomer(db, scope, id);
}

export async function updateCustomer(db: Db, scope: LocationScope, id: string, input: UpdateInput): Promise<Customer> {
  const { locationId: _, customerGroupIds, ...changes } = input;
  const current = await findCustomer(db, scope, id);
  const merged = { ...current, ...changes };
  const checks = {
    age: changes.dateOfBirth !== undefined,
    card: ["type", "medicalCardType", "medicalCardNumber", "medicalCardState", "medicalCardExpiry"].some(
      (k) => k in changes,
    ),
  };
  const problems = customerProblems(merged, await locationRules(db, scope), checks);
  if (problems.length > 0) throw new AppError("validation_failed", problems);
  await assertContactsFree(db, scope.organizationId, { email: changes.email, phone: changes.phone }, id);
  if (customerGroupIds) await assertGroupsKnown(db, scope.organizationId, customerGroupIds);
  await saving(() =>
    db.transaction(async (tx) => {
      await tx
        .update(customers)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(inOrganization(scope), eq(customers.id, id)));
      if (customerGroupIds) await setGroups(tx, id, customerGroupIds);
    }),
  );
  return getCustomer(db, scope, id);
}

export const CUSTOMER_HAS_SALES = "This customer has sales and cannot be deleted. Deactivate the customer instead.";

/** Customers among `ids` that sales point at: their history keeps them (decision 0017). */
async function customersWithSales(db: Db, scope: LocationScope, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: sales.customerId })
    .from(sales)
    .where(and(eq(sales.organizationId, scope.organizationId), inArray(sales.customerId, ids)));
  return new Set(rows.map((row) => row.id));
}

export async function deleteCustomer(db: Db, scope: LocationScope, id: string): Promise<{ id: string }> {
  if ((await customersWithSales(db, scope, [id])).size) {
    await getCustomer(db, scope, id);
    throw new AppError("in_use", say("customer.hasSales"), { blockedBy: "sales" });
  }
  const [row] = await db
    .delete(customers)
    .where(and(inOrganization(scope), eq(customers.id, id)))
    .returning({ id: customers.id });
  if (!row) throw notFound("customer");
  return row;
}

function outcome(ids: string[], done: Set<string>, refused = new Map<string, Said>()): BulkResult {
  const failures = ids
    .filter((id) => !done.has(id))
    .map((id) => refusal(id, refused.get(id) ?? say("notFound.customer")));
  return { successCount: done.size, failureCount: failures.length, failures };
}

export async function bulkCustomerStatus(
  db: Db,
  scope: LocationScope,
  input: { customerIds: string[]; status?: CustomerStatus; active?: boolean },
): Promise<BulkResult> {
  const ids = [...new Set(input.customerIds)];
  const status: CustomerStatus = input.status ?? (input.active ? "ACTIVE" : "INACTIVE");
  const rows = await db
    .update(customers)
    .set({ status, updatedAt: new Date() })
    .where(and(inOrganization(scope), inArray(customers.id, ids)))
    .returning({ id: customers.id });
  return outcome(ids, new Set(rows.map((r) => r.id)));
}

export async function bulkDeleteCustomers(db: Db, scope: LocationScope, customerIds: string[]): Promise<BulkResult> {
  const ids = [...new Set(customerIds)];
  const blocked = await customersWithSales(db, scope, ids);
  const deletable = ids.filter((id) => !blocked.has(id));
  const rows = deletable.length
    ? await db
        .delete(customers)
        .where(and(inOrganization(scope), inArray(customers.id, deletable)))
        .returning({ id: customers.id })
    : [];
  const refused = new Map([...blocked].map((id) => [id, say("customer.hasSales")]));
  return outcome(ids, new Set(rows.map((r) => r.id)), refused);
}

const sortColumns = {
  lastName: sql`lower(${customers.lastName})`,
  firstName: sql`lower(${customers.firstName})`,
  email: customers.email,
  type: customers.type,
  status: customers.status,
  createdAt: customers.createdAt,
};

function searchFilter(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  const digits = digitsOnly(search);
  return or(
    ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern),
    ilike(customers.email, pattern),
    ilike(customers.medicalCardNumber, pattern),
    digits.length >= 3 ? ilike(customers.phone, containsPattern(digits)) : undefined,
  );
}

export async function listCustomers(db: Db, scope: LocationScope, query: ListQuery) {
  const { timeZone } = await locationRules(db, scope);
  const createdDay = sql`(${customers.createdAt} at time zone ${timeZone})::date`;
  const where = and(
    inOrganization(scope),
    query.search ? searchFilter(query.search) : undefined,
    query.type ? eq(customers.type, query.type) : undefined,
    query.status ? eq(customers.status, query.status) : undefined,
    query.date ? sql`${createdDay} between ${query.date.from}::date and ${query.date.to}::date` : undefined,
    query.customerGroupIds?.length
      ? inArray(
          customers.id,
          db
            .select({ id: customerGroupMembers.customerId })
            .from(customerGroupMembers)
            .where(inArray(customerGroupMembers.customerGroupId, query.customerGroupIds)),
        )
      : undefined,
  );
  const direction = query.sortOrder === "desc" ? desc : asc;
  const rows = await db
    .select({ ...customersColumns, customerGroupIds: groupIdsOf })
    .from(customers)
    .where(where)
    .orderBy(direction(sortColumns[query.sortBy]), direction(sql`lower(${customers.firstName})`), asc(customers.id))
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
  const [total] = await db.select({ n: count() }).from(customers).where(where);
  return listPage(rows.map(toCustomer), query.page, query.limit, total?.n ?? 0);
}
