import {
  addDaysTo,
  type createVendorInput,
  LICENSE_EXPIRING_DAYS,
  type LicenseStatus,
  todayIn,
  type updateVendorInput,
  type Vendor,
  type VendorBulkResult,
  type vendorListQuery,
} from "@verdant/shared/vendors";
import { and, asc, count, desc, eq, ilike, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { locations, products, vendors } from "../../db/schema/index.ts";
import { AppError, fieldsInUse, notFound, say } from "../../lib/app-error.ts";
import { refusal } from "../../lib/bulk-refusals.ts";
import { containsPattern, listPage, offsetOf, uniqueConstraintOf } from "../../lib/queries.ts";
import type { FileStorage } from "../../lib/storage/storage.ts";
import type { LocationScope } from "../catalog/catalog.scope.ts";

type ListValues = z.output<typeof vendorListQuery>;
export const LICENSE_LINK_SECONDS = 15 * 60;

const scoped = (scope: LocationScope) =>
  and(eq(vendors.organizationId, scope.organizationId), eq(vendors.locationId, scope.locationId))!;
const nameInUse = () => fieldsInUse(["name"]);

/** The store's calendar day decides whether a license has expired. */
async function todayOf(db: Db, scope: LocationScope): Promise<string> {
  const [row] = await db
    .select({ timeZone: locations.timeZone })
    .from(locations)
    .where(eq(locations.id, scope.locationId));
  return todayIn(row?.timeZone ?? "UTC");
}

function statusSql(today: string) {
  const soon = addDaysTo(today, LICENSE_EXPIRING_DAYS);
  return sql<LicenseStatus>`case when ${vendors.licenseExpiry} is null then 'MISSING'
    when ${vendors.licenseExpiry} < ${today}::date then 'EXPIRED'
    when ${vendors.licenseExpiry} <= ${soon}::date then 'EXPIRING_SOON' else 'VALID' end`;
}

/** The same rule as statusSql, written as ranges on license_expiry so an index can serve the filter. */
function statusFilter(status: LicenseStatus, today: string): SQL {
  const soon = addDaysTo(today, LICENSE_EXPIRING_DAYS);
  if (status === "MISSING") return isNull(vendors.licenseExpiry);
  if (status === "EXPIRED") return sql`${vendors.licenseExpiry} < ${today}::date`;
  if (status === "EXPIRING_SOON") return sql`${vendors.licenseExpiry} between ${today}::date and ${soon}::date`;
  return sql`${vendors.licenseExpiry} > ${soon}::date`;
}

// Outer columns are named with their table: drizzle leaves columns unqualified in a one-table select.
const productCount = sql<number>`(select count(*)::int from ${products} p where p.organization_id = "vendors"."organization_id"
  and p.location_id = "vendors"."location_id" and p.vendor_id = "vendors"."id")`;

type VendorRow = typeof vendors.$inferSelect;
function toVendor(row: VendorRow, licenseStatus: LicenseStatus, products: number, storage: FileStorage): Vendor {
  const { licenseFileKey, ...rest } = row;
  return {
    ...rest,
    licenseStatus,
    licenseFileUrl: licenseFileKey
      ? storage.signedUrl(licenseFileKey, { method: "GET", expiresInSeconds: LICENSE_LINK_SECONDS })
      : null,
    productCount: products,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const sorts: Record<ListValues["sort"], SQL[]> = {
  name: [asc(sql`lower(${vendors.name})`), asc(vendors.id)],
  "-name": [desc(sql`lower(${vendors.name})`), desc(vendors.id)],
  createdAt: [asc(vendors.createdAt), asc(vendors.id)],
  "-createdAt": [desc(vendors.createdAt), desc(vendors.id)],
  licenseExpiry: [sql`${vendors.licenseExpiry} asc nulls last`, asc(vendors.id)],
  "-licenseExpiry": [sql`${vendors.licenseExpiry} desc nulls last`, desc(vendors.id)],
};

export async function listVendors(db: Db, storage: FileStorage, scope: LocationScope, query: ListValues) {
  const today = await todayOf(db, scope);
  const where = and(
    scoped(scope),
    query.name ? ilike(vendors.name, containsPattern(query.name)) : undefined,
    query.active === undefined ? undefined : eq(vendors.active, query.active),
    query.licenseStatus ? statusFilter(query.licenseStatus, today) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: vendors, licenseStatus: statusSql(today), productCount })
      .from(vendors)
      .where(where)
      .orderBy(...sorts[query.sort])
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ n: count() }).from(vendors).where(where),
  ]);
  const data = rows.map((r) => toVendor(r.row, r.licenseStatus, r.productCount, storage));
  return listPage(data, query.page, query.limit, total?.n ?? 0);
}

export async function getVendor(db: Db, storage: FileStorage, scope: LocationScope, id: string): Promise<Vendor> {
  const today = await todayOf(db, scope);
  const [found] = await db
    .select({ row: vendors, licenseStatus: statusSql(today), productCount })
    .from(vendors)
    .where(and(scoped(scope), eq(vendors.id, id)));
  if (!found) throw notFound("vendor");
  return toVendor(found.row, found.licenseStatus, found.productCount, storage);
}

/** The stored row, for the license routes (404 for ids of other locations). */
export async function findVendorRow(db: Db, scope: LocationScope, id: string): Promise<VendorRow> {
  const [row] = await db
    .select()
    .from(vendors)
    .where(and(scoped(scope), eq(vendors.id, id)));
  if (!row) throw notFound("vendor");
  return row;
}

async function assertNameFree(db: Db, scope: LocationScope, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(scoped(scope), sql`lower(${vendors.name}) = lower(${name})`))
    .limit(1);
  if (taken && taken.id !== exceptId) throw nameInUse();
}

async function withNameCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueConstraintOf(error) === "vendors_location_name_key") throw nameInUse();
    throw error;
  }
}

export async function createVendor(
  db: Db,
  storage: FileStorage,
  scope: LocationScope,
  input: z.output<typeof createVendorInput>,
): Promise<Vendor> {
  await assertNameFree(db, scope, input.name);
  const [row] = await withNameCheck(() =>
    db
      .insert(vendors)
      .values({ ...input, ...scope })
      .returning({ id: vendors.id }),
  );
  return getVendor(db, storage, scope, row!.id);
}

export async function updateVendor(
  db: Db,
  storage: FileStorage,
  scope: LocationScope,
  id: string,
  input: z.output<typeof updateVendorInput>,
): Promise<Vendor> {
  await findVendorRow(db, scope, id);
  if (input.name !== undefined) await assertNameFree(db, scope, input.name, id);
  await withNameCheck(() =>
    db
      .update(vendors)
      .set({ ...input, updatedAt: new Date() })
      .where(and(scoped(scope), eq(vendors.id, id))),
  );
  return getVendor(db, storage, scope, id);
}

export async function setVendorActive(db: Db, storage: FileStorage, scope: LocationScope, id: string, active: boolean) {
  return updateVendor(db, storage, scope, id, { active });
}

/** Refuses while products name the vendor; the license file goes with the vendor. */
export async function deleteVendor(db: Db, storage: FileStorage, scope: LocationScope, id: string) {
  const vendor = await getVendor(db, storage, scope, id);
  if (vendor.productCount > 0)
    throw new AppError("conflict", say("lookup.inUse", { what: "vendor", count: vendor.productCount }));
  const [gone] = await db
    .delete(vendors)
    .where(and(scoped(scope), eq(vendors.id, id)))
    .returning({ key: vendors.licenseFileKey });
  if (gone?.key) await storage.remove(gone.key);
  return { id };
}

export async function deleteVendors(
  db: Db,
  storage: FileStorage,
  scope: LocationScope,
  ids: string[],
): Promise<VendorBulkResult> {
  const found = await db
    .select({ id: vendors.id, productCount })
    .from(vendors)
    .where(and(scoped(scope), inArray(vendors.id, ids)));
  const usage = new Map(found.map((r) => [r.id, r.productCount]));
  const failures = ids.flatMap((id) => {
    const used = usage.get(id);
    if (used === undefined) return [refusal(id, say("notFound.vendor"))];
    return used > 0 ? [refusal(id, say("lookup.inUse", { what: "vendor", count: used }))] : [];
  });
  const deletable = ids.filter((id) => usage.get(id) === 0);
  const gone = deletable.length
    ? await db
        .delete(vendors)
        .where(and(scoped(scope), inArray(vendors.id, deletable)))
        .returning({ id: vendors.id, key: vendors.licenseFileKey })
    : [];
  for (const row of gone) if (row.key) await storage.remove(row.key);
  const successfulVendorIds = gone.map((r) => r.id);
  return { successCount: gone.length, failureCount: failures.length, failures, successfulVendorIds };
}

export async function setVendorsActive(
  db: Db,
  scope: LocationScope,
  ids: string[],
  active: boolean,
): Promise<VendorBulkResult> {
  const updated = await db
    .update(vendors)
    .set({ active, updatedAt: new Date() })
    .where(and(scoped(scope), inArray(vendors.id, ids)))
    .returning({ id: vendors.id });
  const done = new Set(updated.map((r) => r.id));
  const failures = ids.filter((id) => !done.has(id)).map((id) => refusal(id, say("notFound.vendor")));
  const successfulVendorIds = ids.filter((id) => done.has(id));
  return { successCount: done.size, failureCount: failures.length, failures, successfulVendorIds };
}
