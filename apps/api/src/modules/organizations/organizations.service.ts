import type { Location } from "@verdant/shared/locations";
import {
  type createOrganizationInput,
  type Organization,
  type OrganizationDetails,
  type Selection,
  slugify,
  type updateOrganizationInput,
} from "@verdant/shared/organizations";
import { groupLocationRoles, memberLocationIds } from "@verdant/shared/roles";
import { and, asc, count, eq, inArray, like, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { locations, memberLocationRoles, organizationMembers, organizations, users } from "../../db/schema/index.ts";
import { AppError, fieldsInUse, notFound, say } from "../../lib/app-error.ts";
import { listPage, offsetOf } from "../../lib/queries.ts";
import { type Access, assertCan, type ScopeResolver } from "../../plugins/access.ts";
import { createLocation, toLocation } from "../locations/locations.service.ts";

type OrganizationRow = typeof organizations.$inferSelect;
type MembershipPart = Organization["membership"];

const toOrganization = (row: OrganizationRow, membership: MembershipPart): Organization => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  membership,
});

/** 'green-leaf', or 'green-leaf-2', '-3', ... when taken (the unique index settles a race). */
async function uniqueSlug(db: Db, name: string): Promise<string> {
  const base = slugify(name);
  const taken = await db
    .select({ slug: organizations.slug })
    .from(organizations)
    .where(or(eq(organizations.slug, base), like(organizations.slug, `${base}-%`)));
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

export async function createOrganization(
  db: Db,
  userId: string,
  input: z.output<typeof createOrganizationInput>,
): Promise<OrganizationDetails> {
  const organizationId = await db.transaction(async (tx) => {
    const [organization] = await tx
      .insert(organizations)
      .values({ name: input.name, slug: await uniqueSlug(tx, input.name), createdBy: userId })
      .returning();
    const id = organization!.id;
    // The owner set the organization up: the staff welcome is not for them.
    await tx.insert(organizationMembers).values({ organizationId: id, userId, type: "OWNER", welcomedAt: new Date() });
    const first = input.location ? await createLocation(tx, id, input.location) : undefined;
    // A first organization becomes the one the app shell opens.
    await tx
      .update(users)
      .set({ selectedOrgId: id, selectedLocationId: first?.id ?? null })
      .where(and(eq(users.id, userId), sql`${users.selectedOrgId} is null`));
    return id;
  });
  return getOrganizationDetails(db, userId, organizationId);
}

/** The organizations the user belongs to, with their own type and location roles in each. */
export async function listMyOrganizations(db: Db, userId: string, page: number, limit: number) {
  const rows = await db
    .select({ organization: organizations, memberId: organizationMembers.id, type: organizationMembers.type })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId))
    .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id))
    .limit(limit)
    .offset(offsetOf(page, limit));
  const memberIds = rows.map((row) => row.memberId);
  const roles = memberIds.length
    ? await db.select().from(memberLocationRoles).where(inArray(memberLocationRoles.memberId, memberIds))
    : [];
  const [total] = await db
    .select({ n: count() })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, userId));
  const data = rows.map((row) =>
    toOrganization(row.organization, {
      id: row.memberId,
      type: row.type,
      locationRoles: groupLocationRoles(roles.filter((r) => r.memberId === row.memberId)),
    }),
  );
  return listPage(data, page, limit, total?.n ?? 0);
}

export async function getOrganizationDetails(
  db: Db,
  userId: string,
  organizationId: string,
): Promise<OrganizationDetails> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  const [mine] = await db
    .select({ id: organizationMembers.id, type: organizationMembers.type })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)));
  if (!row || !mine) throw notFound("organization");
  const myRoles = await db.select().from(memberLocationRoles).where(eq(memberLocationRoles.memberId, mine.id));
  const membership = { id: mine.id, type: mine.type, locationRoles: groupLocationRoles(myRoles) };
  const [owner] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.type, "OWNER")));
  const [members] = await db
    .select({ n: count() })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, organizationId));
  const visible = memberLocationIds(membership);
  const locationRows = await db
    .select()
    .from(locations)
    .where(eq(locations.organizationId, organizationId))
    .orderBy(asc(sql`lower(${locations.name})`));
  return {
    ...toOrganization(row, membership),
    owner: owner!,
    memberCount: members?.n ?? 0,
    locations: locationRows.filter((l) => !visible || visible.includes(l.id)).map(toLocation),
  };
}

/** GET /organization-details-by-slug/{slug}: the slug names the organization to check membership of. */
export const slugScope: ScopeResolver = async (request, db) => {
  const { slug } = request.params as { slug: string };
  const [row] = await db
    .select({ organizationId: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, slug.toLowerCase()));
  return row;
};

export async function updateOrganization(
  db: Db,
  userId: string,
  input: z.output<typeof updateOrganizationInput>,
): Promise<OrganizationDetails> {
  if (input.slug) {
    const [taken] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.slug, input.slug));
    if (taken && taken.id !== input.id) {
      throw fieldsInUse(["slug"]);
    }
  }
  await db
    .update(organizations)
    .set({
      ...(input.name ? { name: input.name } : {}),
      ...(input.slug ? { slug: input.slug } : {}),
      updatedAt: new Date(),
    })
    .where(eq(organizations.id, input.id));
  return getOrganizationDetails(db, userId, input.id);
}

export const DELETE_CONFIRM_MESSAGE = "To delete the organization, confirm with its name or slug";

/** Everything of the organization goes with it; the owner types its name (or slug) to confirm. */
export async function deleteOrganization(db: Db, organizationId: string, confirm?: string): Promise<{ id: string }> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  if (!row) throw notFound("organization");
  const typed = confirm?.trim().toLowerCase();
  if (!typed || (typed !== row.name.toLowerCase() && typed !== row.slug)) {
    throw new AppError("bad_request", say("organization.confirmDelete"));
  }
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ selectedOrgId: null, selectedLocationId: null })
      .where(eq(users.selectedOrgId, organizationId));
    await tx.delete(organizations).where(eq(organizations.id, organizationId));
    return { id: organizationId };
  });
}

/** The app shell's switcher: remembers the organization and location the user works in (GET /auth/me shows it). */
export async function selectOrganization(db: Db, access: Access, locationId?: string): Promise<Selection> {
  if (locationId) assertCan(access, "location.read", locationId);
  const [organization] = await db.select().from(organizations).where(eq(organizations.id, access.organizationId));
  if (!organization) throw notFound("organization");
  const visible = memberLocationIds(access.member);
  const [chosen] = await db
    .select()
    .from(locations)
    .where(
      and(
        eq(locations.organizationId, access.organizationId),
        locationId ? eq(locations.id, locationId) : undefined,
        visible ? (visible.length ? inArray(locations.id, visible) : sql`false`) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${locations.name})`))
    .limit(1);
  const location: Location | null = chosen ? toLocation(chosen) : null;
  await db
    .update(users)
    .set({ selectedOrgId: organization.id, selectedLocationId: location?.id ?? null })
    .where(eq(users.id, access.userId));
  return {
    selectedOrgId: organization.id,
    organizationSlug: organization.slug,
    selectedLocationId: location?.id ?? null,
    selectedLocation: location,
  };
}

/** The slug of the user's selected organization, while they still belong to it (for GET /auth/me). */
export async function selectedOrganizationSlug(db: Db, userId: string, organizationId: string | null) {
  if (!organizationId) return null;
  const [row] = await db
    .select({ slug: organizations.slug })
    .from(organizations)
    .innerJoin(organizationMembers, eq(organizationMembers.organizationId, organizations.id))
    .where(and(eq(organizations.id, organizationId), eq(organizationMembers.userId, userId)));
  return row?.slug ?? null;
}
