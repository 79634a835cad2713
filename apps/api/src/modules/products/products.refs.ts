// A product may only point at its own location's brand, category, strain, priority, vendor and tags. The
// (location_id, id) foreign keys guarantee it; this check answers first with a 400 that names the field.
import { formApplies, type ProductForm } from "@verdant/shared/limits/limits.types";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { brands, categories, priorities, strains, tags, vendors } from "../../db/schema/index.ts";
import { AppError, type Said, say } from "../../lib/app-error.ts";
import type { LocationScope } from "../catalog/catalog.scope.ts";

export interface ProductRefs {
  brandId?: string | null | undefined;
  categoryId?: string | null | undefined;
  strainId?: string | null | undefined;
  priorityId?: string | null | undefined;
  vendorId?: string | null | undefined;
  tagIds?: string[] | undefined;
}

const single = [
  ["brandId", brands, "brand"],
  ["categoryId", categories, "category"],
  ["strainId", strains, "strain"],
  ["priorityId", priorities, "priority"],
  ["vendorId", vendors, "vendor"],
] as const;

export async function assertProductRefs(db: Db, scope: LocationScope, refs: ProductRefs): Promise<void> {
  const problems: Said[] = [];
  const checks = single.flatMap(([field, table, label]) => {
    const id = refs[field];
    if (!id) return [];
    return [
      db
        .select({ id: table.id })
        .from(table)
        .where(
          and(eq(table.organizationId, scope.organizationId), eq(table.locationId, scope.locationId), eq(table.id, id)),
        )
        .then((rows) => {
          if (rows.length === 0) problems.push(say("product.refNotHere", { field, label }));
        }),
    ];
  });
  if (refs.tagIds?.length) {
    checks.push(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(tags)
        .where(
          and(
            eq(tags.organizationId, scope.organizationId),
            eq(tags.locationId, scope.locationId),
            inArray(tags.id, refs.tagIds),
          ),
        )
        .then(([row]) => {
          if ((row?.n ?? 0) !== refs.tagIds?.length) problems.push(say("product.tagsNotHere"));
        }),
    );
  }
  await Promise.all(checks);
  if (problems.length) throw new AppError("validation_failed", problems);
}

/**
 * The form to write: only an edible or a topical is solid or not (decision 0030). Setting one on another class is
 * refused, naming the field; a product moved to another class without a form in the same write loses it (undefined:
 * leave the column as it is).
 */
export async function productFormFor(
  db: Db,
  scope: LocationScope,
  input: { categoryId?: string | null | undefined; form?: ProductForm | null | undefined },
  current?: { categoryId: string | null; form: ProductForm | null },
): Promise<ProductForm | null | undefined> {
  const form = input.form !== undefined ? input.form : (current?.form ?? null);
  if (form === null) return input.form;
  const categoryId = input.categoryId !== undefined ? input.categoryId : (current?.categoryId ?? null);
  const [category] = categoryId
    ? await db
        .select({ complianceClass: categories.complianceClass })
        .from(categories)
        .where(
          and(
            eq(categories.organizationId, scope.organizationId),
            eq(categories.locationId, scope.locationId),
            eq(categories.id, categoryId),
          ),
        )
    : [];
  if (formApplies(category?.complianceClass)) return input.form;
  if (input.form === undefined) return null;
  throw new AppError("validation_failed", [say("product.formNotApplicable")]);
}
