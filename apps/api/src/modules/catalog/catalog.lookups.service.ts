import { and, count, eq, getTableName, ilike, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { products } from "../../db/schema/index.ts";
import { AppError, fieldsInUse, notFound, say } from "../../lib/app-error.ts";
import { containsPattern, listPage, offsetOf, uniqueConstraintOf } from "../../lib/queries.ts";
import type { LocationScope } from "./catalog.scope.ts";

type LookupColumns = {
  id: AnyPgColumn;
  organizationId: AnyPgColumn;
  locationId: AnyPgColumn;
  name: AnyPgColumn;
  updatedAt: AnyPgColumn;
};
export type LookupTable = PgTable & LookupColumns;
type Row = Record<string, unknown> & { id: string; createdAt: Date; updatedAt: Date };

export interface LookupKind<Out> {
  /** "brand": in messages ("Brand not found", "This brand is used by 3 products"). */
  label: "brand" | "category" | "strain" | "priority" | "tag";
  table: LookupTable;
  /** The condition on products that use the entry with this id. */
  usedBy: (id: SQL | string) => SQL;
  order: SQL[];
  toEntity: (row: Row & { productCount: number }) => Out;
}

interface ListValues {
  search?: string | undefined;
  page: number;
  limit: number;
}

const nameInUse = () => fieldsInUse(["name"]);

function scoped(kind: LookupKind<unknown>, scope: LocationScope): SQL {
  return and(eq(kind.table.organizationId, scope.organizationId), eq(kind.table.locationId, scope.locationId))!;
}

/** Outer columns are named with their table: drizzle leaves columns unqualified in a one-table select. */
function usage(kind: LookupKind<unknown>) {
  const outer = (column: string) => sql.raw(`"${getTableName(kind.table)}"."${column}"`);
  return sql<number>`(select count(*)::int from ${products} where ${products.organizationId} = ${outer("organization_id")}
    and ${products.locationId} = ${outer("location_id")} and ${kind.usedBy(outer("id"))})`;
}

const selection = (kind: LookupKind<unknown>) => ({ row: kind.table, productCount: usage(kind) });
const flatten = (r: { row: unknown; productCount: number }) => ({ ...(r.row as Row), productCount: r.productCount });

async function assertNameFree(
  db: Db,
  kind: LookupKind<unknown>,
  scope: LocationScope,
  name: string,
  exceptId?: string,
) {
  const [taken] = await db
    .select({ id: kind.table.id })
    .from(kind.table)
    .where(and(scoped(kind, scope), sql`lower(${kind.table.name}) = lower(${name})`))
    .limit(1);
  if (taken && taken.id !== exceptId) throw nameInUse();
}

/** The unique-name index still answers a race past the first check with the spec's fields_already_in_use. */
async function withNameCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueConstraintOf(error)?.endsWith("_location_name_key")) throw nameInUse();
    throw error;
  }
}

export async function listLookups<Out>(db: Db, kind: LookupKind<Out>, scope: LocationScope, query: ListValues) {
  const where = and(
    scoped(kind, scope),
    query.search ? ilike(kind.table.name, containsPattern(query.search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(selection(kind))
      .from(kind.table)
      .where(where)
      .orderBy(...kind.order)
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ n: count() }).from(kind.table).where(where),
  ]);
  return listPage(
    rows.map((r) => kind.toEntity(flatten(r))),
    query.page,
    query.limit,
    total?.n ?? 0,
  );
}

export async function getLookup<Out>(db: Db, kind: LookupKind<Out>, scope: LocationScope, id: string): Promise<Out> {
  const [found] = await db
    .select(selection(kind))
    .from(kind.table)
    .where(and(scoped(kind, scope), eq(kind.table.id, id)));
  if (!found) throw notFound(kind.label);
  return kind.toEntity(flatten(found));
}

export async function createLookup<Out>(
  db: Db,
  kind: LookupKind<Out>,
  scope: LocationScope,
  input: { name: string } & Record<string, unknown>,
): Promise<Out> {
  await assertNameFree(db, kind, scope, input.name);
  const [row] = await withNameCheck(() =>
    db
      .insert(kind.table)
      .values({ ...input, ...scope } as never)
      .returning(),
  );
  return kind.toEntity({ ...(row as Row), productCount: 0 });
}

export async function updateLookup<Out>(
  db: Db,
  kind: LookupKind<Out>,
  scope: LocationScope,
  id: string,
  input: { name?: string | undefined } & Record<string, unknown>,
): Promise<Out> {
  await getLookup(db, kind, scope, id);
  if (input.name !== undefined) await assertNameFree(db, kind, scope, input.name, id);
  await withNameCheck(() =>
    db
      .update(kind.table)
      .set({ ...input, updatedAt: new Date() } as never)
      .where(and(scoped(kind, scope), eq(kind.table.id, id))),
  );
  return getLookup(db, kind, scope, id);
}

/** Refuses while products use the entry, naming how many, so no product silently loses its brand or tag. */
export async function deleteLookup(
  db: Db,
  kind: LookupKind<unknown>,
  scope: LocationScope,
  id: string,
): Promise<{ id: string }> {
  const found = (await getLookup(db, kind, scope, id)) as { productCount: number };
  if (found.productCount > 0)
    throw new AppError("conflict", say("lookup.inUse", { what: kind.label, count: found.productCount }));
  try {
    await db.delete(kind.table).where(and(scoped(kind, scope), eq(kind.table.id, id)));
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === "23503") throw new AppError("conflict", say("lookup.inUse", { what: kind.label, count: 1 }));
    throw error;
  }
  return { id };
}
