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

export const lookupKindNames = ["brand", "category", "strain", "tag", "priority"] as const;
export type LookupKindName = (typeof lookupKindNames)[number];

export type LookupEntry = Brand | Category | Strain | Tag | Priority;

/** The one field beside the name that a kind carries. */
export type ExtraField =
  | { key: "description"; label: "Description" }
  | { key: "complianceClass"; label: "Compliance class"; options: readonly string[] }
  | { key: "type"; label: "Type"; options: readonly string[] }
  | { key: "rank"; label: "Rank" }
  | null;

export interface LookupKind {
  name: LookupKindName;
  /** The URL family: organization/{orgId}/location/{locationId}/{family}. */
  family: string;
  singular: string;
  plural: string;
  description: string;
  extra: ExtraField;
  input: z.ZodType;
  entity: z.ZodType<LookupEntry>;
  list: z.ZodType<{ data: LookupEntry[]; meta: { page: number; limit: number; total: number; totalPages: number } }>;
}

export const lookupKinds: Record<LookupKindName, LookupKind> = {
  brand: {
    name: "brand",
    family: "brand",
    singular: "Brand",
    plural: "Brands",
    description: "The producers whose products you carry.",
    extra: { key: "description", label: "Description" },
    input: brandInput,
    entity: brand,
    list: brandList,
  },
  category: {
    name: "category",
    family: "category",
    singular: "Category",
    plural: "Categories",
    description: "Product families. The compliance class decides how a product counts toward purchase limits.",
    extra: { key: "complianceClass", label: "Compliance class", options: complianceClasses },
    input: categoryInput,
    entity: category,
    list: categoryList,
  },
  strain: {
    name: "strain",
    family: "strain",
    singular: "Strain",
    plural: "Strains",
    description: "Cultivars and their type, shown to budtenders and customers.",
    extra: { key: "type", label: "Type", options: strainTypes },
    input: strainInput,
    entity: strain,
    list: strainList,
  },
  tag: {
    name: "tag",
    family: "tag",
    singular: "Tag",
    plural: "Tags",
    description: "Free labels to group and find products.",
    extra: null,
    input: tagInput,
    entity: tag,
    list: tagList,
  },
  priority: {
    name: "priority",
    family: "priority",
    singular: "Priority",
    plural: "Priorities",
    description: "Named ranks that order products in lists and on the register: a lower rank comes first.",
    extra: { key: "rank", label: "Rank" },
    input: priorityInput,
    entity: priority,
    list: priorityList,
  },
};

/** "PRE_ROLL" → "Pre-roll", "CBD" stays "CBD". */
export function enumLabel(value: string): string {
  if (value === "CBD") return value;
  const words = value.toLowerCase().split("_");
  const text = words.join(value === "PRE_ROLL" ? "-" : " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
