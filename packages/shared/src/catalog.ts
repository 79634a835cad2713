// Catalog lookups of a location (domain.md → Catalog): brands, categories, strains, tags and priorities.
// Each is a named entry, unique by name (case-insensitive) within the location, with one or two extra fields.
import { z } from "zod";
import { listOf, pageQuery } from "./lists.ts";

export const complianceClasses = [
  "FLOWER",
  "PRE_ROLL",
  "CONCENTRATE",
  "VAPE",
  "EDIBLE",
  "BEVERAGE",
  "TOPICAL",
  "SEED",
  "PLANT",
  "ACCESSORY",
] as const;
export type ComplianceClass = (typeof complianceClasses)[number];

export const strainTypes = ["INDICA", "SATIVA", "HYBRID", "CBD"] as const;
export type StrainType = (typeof strainTypes)[number];

export const CATALOG_NAME_MAX = 100;
export const PRIORITY_RANK_MAX = 1000;

export const catalogName = z
  .string({ error: "name is required" })
  .trim()
  .min(1, "name is required")
  .max(CATALOG_NAME_MAX, `name must be at most ${CATALOG_NAME_MAX} characters`);

const description = z
  .string({ error: "description must be text" })
  .trim()
  .max(1000, "description must be at most 1000 characters")
  .optional()
  .transform((v) => v || undefined);

const entryBase = {
  id: z.uuid(),
  organizationId: z.uuid(),
  locationId: z.uuid(),
  name: z.string(),
  /** How many products use the entry, so a screen can warn before a delete. */
  productCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const brandInput = z.object({ name: catalogName, description });
export const brand = z.object({ ...entryBase, description: z.string().optional() });

export const categoryInput = z.object({
  name: catalogName,
  complianceClass: z.enum(complianceClasses, {
    error: `complianceClass must be one of ${complianceClasses.join(", ")}`,
  }),
});
export const category = z.object({ ...entryBase, complianceClass: z.enum(complianceClasses) });

export const strainInput = z.object({
  name: catalogName,
  type: z.enum(strainTypes, { error: `type must be one of ${strainTypes.join(", ")}` }),
});
export const strain = z.object({ ...entryBase, type: z.enum(strainTypes) });

export const tagInput = z.object({ name: catalogName });
export const tag = z.object(entryBase);

/** Priorities are named ranks: a lower rank comes first in lists and on the register. */
export const priorityInput = z.object({
  name: catalogName,
  rank: z
    .number({ error: "rank must be a number" })
    .int("rank must be a whole number")
    .min(0, "rank must be at least 0")
    .max(PRIORITY_RANK_MAX, `rank must be at most ${PRIORITY_RANK_MAX}`),
});
export const priority = z.object({ ...entryBase, rank: z.number().int() });

/** Updates are partial: send only what changes. */
export const brandUpdate = brandInput.partial();
export const categoryUpdate = categoryInput.partial();
export const strainUpdate = strainInput.partial();
export const tagUpdate = tagInput.partial();
export const priorityUpdate = priorityInput.partial();

export type BrandInput = z.input<typeof brandInput>;
export type Brand = z.infer<typeof brand>;
export type CategoryInput = z.input<typeof categoryInput>;
export type Category = z.infer<typeof category>;
export type StrainInput = z.input<typeof strainInput>;
export type Strain = z.infer<typeof strain>;
export type TagInput = z.input<typeof tagInput>;
export type Tag = z.infer<typeof tag>;
export type PriorityInput = z.input<typeof priorityInput>;
export type Priority = z.infer<typeof priority>;

export const brandList = listOf(brand);
export const categoryList = listOf(category);
export const strainList = listOf(strain);
export const tagList = listOf(tag);
export const priorityList = listOf(priority);

/** Lists of every lookup: a case-insensitive name search and a page (default 10, spec §9). */
export const catalogListQuery = z.object({
  search: z
    .string()
    .trim()
    .max(CATALOG_NAME_MAX)
    .optional()
    .transform((v) => v || undefined),
  ...pageQuery(),
});
export type CatalogListQuery = z.input<typeof catalogListQuery>;

export const locationParams = z.object({
  orgId: z.uuid({ error: "orgId must be a valid id" }),
  locationId: z.uuid({ error: "locationId must be a valid id" }),
});
export const entryParams = locationParams.extend({ id: z.uuid({ error: "id must be a valid id" }) });

/** The answer of a delete: the id that is gone. */
export const deletedId = z.object({ id: z.uuid() });

/** The 409 text for deleting an entry that products still use. */
export const inUseMessage = (what: string, count: number) =>
  `This ${what} is used by ${count} product${count === 1 ? "" : "s"}. Move them to another ${what} first.`;
