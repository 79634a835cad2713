import {
  type createLocationInput,
  LOCATION_DEFAULTS,
  type Location,
  type locationListQuery,
  type updateLocationInput,
} from "@verdant/shared/locations";
import { memberLocationIds } from "@verdant/shared/roles";
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { locations, organizations, users } from "../../db/schema/index.ts";
import { AppError, fieldsInUse, notFound, say } from "../../lib/app-error.ts";
import { containsPattern, listPage, offsetOf, uniqueConstraintOf } from "../../lib/queries.ts";
import type { Access } from "../../plugins/access.ts";

type LocationRow = typeof locations.$inferSelect;
export type CreateLocationValues = z.output<typeof createLocationInput>;
type UpdateLocationValues = z.output<typeof updateLocationInput>;
type LocationListValues = z.output<typeof locationListQuery>;

export function toLocation(row: LocationRow): Location {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const nameInUse = () => fieldsInUse(["name"]);

/** Turns the unique-name index's answer into the spec's fields_already_in_use (a race past the first check). */
async function withNameCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueConstraintOf(error) === "locations_org_name_key") throw nameInUse();
    throw error;
  }
}

async function assertNameFree(db: Db, organizationId: string, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.organizationId, organizationId), sql`lower(${locations.name}) = lower(${name})`))
    .limit(1);
  if (taken && taken.id !== exceptId) throw nameInUse();
}

export const LIMITS_NONE_MESSAGE =
  "limitsProfile NONE sells without purchase limits: send limitsNoneConfirmed true to confirm that none apply to this store";

/**
 * Choosing NONE needs the owner's confirmation (decision 0018); any other profile clears it. A location created
 * without a profile gets its country's default, unconfirmed, and cannot sell until a profile is chosen.
 */
function limitsChoice(input: { limitsProfile?: string; limitsNoneConfirmed?: boolean }) {
  if (input.limitsProfile === undefined) {
    if (input.limitsNoneConfirmed === undefined) return {};
    return { limitsNoneConfirmed: input.limitsNoneConfirmed };
  }
  if (input.limitsProfile === "NONE" && input.limitsNoneConfirmed !== true) {
    throw new AppError("bad_request", [say("location.limitsNone")]);
  }
  return { limitsProfile: input.limitsProfile, limitsNoneConfirmed: input.limitsProfile === "NONE" };
}

export async function createLocation(db: Db, organizationId: string, input: CreateLocationValues): Promise<Location> {
  const limits = limitsChoice(input);
  await assertNameFree(db, organizationId, input.name);
  const defaults = LOCATION_DEFAULTS[input.country];
  const [row] = await withNameCheck(() =>
    db
      .insert(locations)
      .values({
        organizationId,
        ...input,
        currency: input.currency ?? defaults.currency,
        minimumAge: input.minimumAge ?? defaults.minimumAge,
        cashRounding: input.cashRounding ?? defaults.cashRounding,
        limitsProfile: input.limitsProfile ?? defaults.limitsProfile,
        ...limits,
      })
      .returning(),
  );
  return toLocation(row!);
}

const sorts: Record<LocationListValues["sort"], SQL[]> = {
  name: [asc(sql`lower(${locations.name})`)],
  "-name": [desc(sql`lower(${locations.name})`)],
  city: [asc(locations.city), asc(sql`lower(${locations.name})`)],
  "-city": [desc(locations.city), asc(sql`lower(${locations.name})`)],
  createdAt: [asc(locations.createdAt), asc(locations.id)],
  "-createdAt": [desc(locations.createdAt), desc(locations.id)],
};

/** Owners and admins see every location; other members only those where they hold a role. */
export async function listLocations(db: Db, access: Access, query: LocationListValues) {
  const visible = memberLocationIds(access.member);
  const where = and(
    eq(locations.organizationId, access.organizationId),
    visible ? (visible.length ? inArray(locations.id, visible) : sql`false`) : undefined,
    query.nameOrAddress
      ? or(
          ilike(locations.name, containsPattern(query.nameOrAddress)),
          ilike(locations.address, containsPattern(query.nameOrAddress)),
          ilike(locations.address2, containsPattern(query.nameOrAddress)),
        )
      : undefined,
    query.city ? ilike(locations.city, containsPattern(query.city)) : undefined,
    query.state ? ilike(locations.state, containsPattern(query.state)) : undefined,
  );
  const rows = await db
    .select()
    .from(locations)
    .where(where)
    .orderBy(...sorts[query.sort])
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
  const [total] = await db.select({ n: count() }).from(locations).where(where);
  return listPage(rows.map(toLocation), query.page, query.limit, total?.n ?? 0);
}

export async function getLocation(db: Db, organizationId: string, locationId: string): Promise<Location> {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.organizationId, organizationId)));
  if (!row) throw notFound("location");
  return toLocation(row);
}

export async function updateLocation(
  db: Db,
  organizationId: string,
  locationId: string,
  input: UpdateLocationValues,
): Promise<Location> {
  const limits = limitsChoice(input);
  if (input.name) await assertNameFree(db, organizationId, input.name, locationId);
  const [row] = await withNameCheck(() =>
    db
      .update(locations)
      .set({ ...input, ...limits, updatedAt: new Date() })
      .where(and(eq(locations.id, locationId), eq(locations.organizationId, organizationId)))
      .returning(),
  );
  if (!row) throw notFound("location");
  return toLocation(row);
}

export const LAST_LOCATION_MESSAGE =
  "An organization needs at least one location. Add another location before deleting this one.";

export async function deleteLocation(db: Db, organizationId: string, locationId: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    // Lock the organization so two deletes cannot each see the other location and remove both.
    await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for("update");
    const [total] = await tx.select({ n: count() }).from(locations).where(eq(locations.organizationId, organizationId));
    if ((total?.n ?? 0) <= 1) throw new AppError("conflict", say("location.last"));
    const [row] = await tx
      .delete(locations)
      .where(and(eq(locations.id, locationId), eq(locations.organizationId, organizationId)))
      .returning({ id: locations.id });
    if (!row) throw notFound("location");
    // Whoever worked there falls back to choosing a location again.
    await tx.update(users).set({ selectedLocationId: null }).where(eq(users.selectedLocationId, locationId));
    return row;
  });
}

/** 404 unless every id is a location of the organization (invites and role changes name locations). */
export async function assertLocationsInOrganization(db: Db, organizationId: string, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const [found] = await db
    .select({ n: count() })
    .from(locations)
    .where(and(eq(locations.organizationId, organizationId), inArray(locations.id, unique)));
  if ((found?.n ?? 0) !== unique.length) throw notFound("location");
}
