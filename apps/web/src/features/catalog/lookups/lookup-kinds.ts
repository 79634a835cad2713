// The five catalog lookups (domain.md → Catalog) share one API shape; each differs by one extra field. One
// description per kind drives the management screens, the pickers and the API calls.
import {
  type Brand,
  brand,
  brandInput,
  brandList,
  type Category,
  category,
  categoryInput,
  categoryList,
  complianceClasses,
  type Priority,
  priority,
  priorityInput,
  priorityList,
  type Strain,
  strain,
  strainInput,
  strainList,
  strainTypes,
  type Tag,
  tag,
  tagInput,
  tagList,
} from "@verdant/shared/catalog";
import type { z } from "zod";
import type { CatalogWords } from "../messages.ts";

export const lookupKindNames = ["brand", "category", "strain", "tag", "priority"] as const;
export type LookupKindName = (typeof lookupKindNames)[number];

export type LookupEntry = Brand | Category | Strain | Tag | Priority;

/** The one field beside the name that a kind carries. */
export type ExtraField =
  | { key: "description" }
  | { key: "complianceClass"; options: readonly string[] }
  | { key: "type"; options: readonly string[] }
  | { key: "rank" }
  | null;

export interface LookupKind {
  name: LookupKindName;
  /** The URL family: organization/{orgId}/location/{locationId}/{family}. */
  family: string;
  extra: ExtraField;
  input: z.ZodType;
  entity: z.ZodType<LookupEntry>;
  list: z.ZodType<{ data: LookupEntry[]; meta: { page: number; limit: number; total: number; totalPages: number } }>;
}

// Each kind's words (singular, plural, description, its toasts) are the catalog's `kind.*` messages.
export const lookupKinds: Record<LookupKindName, LookupKind> = {
  brand: {
    name: "brand",
    family: "brand",
    extra: { key: "description" },
    input: brandInput,
    entity: brand,
    list: brandList,
  },
  category: {
    name: "category",
    family: "category",
    extra: { key: "complianceClass", options: complianceClasses },
    input: categoryInput,
    entity: category,
    list: categoryList,
  },
  strain: {
    name: "strain",
    family: "strain",
    extra: { key: "type", options: strainTypes },
    input: strainInput,
    entity: strain,
    list: strainList,
  },
  tag: { name: "tag", family: "tag", extra: null, input: tagInput, entity: tag, list: tagList },
  priority: {
    name: "priority",
    family: "priority",
    extra: { key: "rank" },
    input: priorityInput,
    entity: priority,
    list: priorityList,
  },
};

/** The label of a kind's extra field. */
export const extraLabelKeys = {
  description: "field.description",
  complianceClass: "field.complianceClass",
  type: "field.type",
  rank: "field.rank",
} as const;

/** A compliance class or strain type in words ("PRE_ROLL" → "Pre-roll", "CBD" stays "CBD"), never the enum. */
export function enumWords(t: CatalogWords, field: "complianceClass" | "type", value: string): string {
  return t(field === "complianceClass" ? "class" : "strainType", { value });
}

/** The words beside an entry's name in a picker: its class or type. */
export function entryHint(t: CatalogWords, entry: LookupEntry): string | undefined {
  if ("complianceClass" in entry) return enumWords(t, "complianceClass", entry.complianceClass);
  if ("type" in entry) return enumWords(t, "type", entry.type);
  return undefined;
}
