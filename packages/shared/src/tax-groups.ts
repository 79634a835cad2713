// Tax groups of a location (spec §3 Tax group, §7 Tax groups, domain.md → Pricing): a named, ordered list of tax
// rates, assigned to categories and brands (and included in other groups) so that every product finds its taxes.
import { z } from "zod";
import { PAGE_SIZE } from "./constants.ts";
import { bulkResult, listOf, pageQuery, sortOrder } from "./lists.ts";
import { MEDICAL_CARD_TYPES } from "./pricing/pricing.types.ts";
import { uuidSchema } from "./validation.ts";

/** Spec §5: what a tax group call answers when its parameters are missing. */
export const TAX_GROUP_PARAMETERS_REQUIRED = "Tax group parameters are required";

/**
 * An assignment says "this entity is taxed by this group". CATEGORY and BRAND pass the group to their products
 * (the brand wins, domain.md); a TAX_GROUP entity adds the group's rates after its own, one level deep, so that
 * a shared group (a city's sales tax) is kept once and reused by several groups.
 */
export const assignmentEntityTypes = ["CATEGORY", "BRAND", "TAX_GROUP"] as const;
export type AssignmentEntityType = (typeof assignmentEntityTypes)[number];

const id = uuidSchema;
const idArray = (field: string) =>
  z
    .array(id(field), { error: `${field} must be a list of ids` })
    .min(1, `${field} must hold at least one id`)
    .max(100, `${field} must hold at most 100 ids`);

export const taxGroupName = z
  .string({ error: "name is required" })
  .trim()
  .min(1, "name is required")
  .max(100, "name must be at most 100 characters");

export const taxGroupInput = z.object({ name: taxGroupName });
export type TaxGroupInput = z.input<typeof taxGroupInput>;

export const taxGroupSortFields = ["name", "createdAt", "updatedAt"] as const;
export const taxGroupListQuery = z.object({
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
  sortBy: z.enum(taxGroupSortFields).default("name"),
  sortOrder,
  ...pageQuery(PAGE_SIZE.tax),
});
export type TaxGroupListQuery = z.input<typeof taxGroupListQuery>;

export const taxGroupAssignment = z.object({
  id: z.uuid(),
  taxGroupId: z.uuid(),
  entityType: z.enum(assignmentEntityTypes),
  entityId: z.uuid(),
  /** The category's, brand's or included group's name, for the dialog and the tables. */
  entityName: z.string(),
  createdAt: z.string(),
});
export type TaxGroupAssignment = z.infer<typeof taxGroupAssignment>;

export const taxGroup = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  locationId: z.uuid(),
  name: z.string(),
  rateCount: z.number().int(),
  assignments: z.array(taxGroupAssignment),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TaxGroup = z.infer<typeof taxGroup>;
export const taxGroupList = listOf(taxGroup);

export const taxGroupParams = z.object({
  orgId: id("orgId"),
  locationId: id("locationId"),
  id: id("id"),
});

export const deleteTaxGroupQuery = z.object({ newTaxGroupId: id("newTaxGroupId").optional() });
export const deleteTaxGroupInput = z.object({ newTaxGroupId: id("newTaxGroupId").optional() }).optional();

export const bulkDeleteTaxGroupsInput = z.object({
  taxGroupIds: idArray("taxGroupIds"),
  newTaxGroupId: id("newTaxGroupId").optional(),
});
export type BulkDeleteTaxGroupsInput = z.input<typeof bulkDeleteTaxGroupsInput>;

export const bulkDuplicateTaxGroupsInput = z.object({ taxGroupIds: idArray("taxGroupIds") });

/** Bulk results carry the spec's successful/failed counts beside the house's successCount/failureCount. */
export const taxGroupBulkResult = bulkResult.extend({
  successful: z.number().int(),
  failed: z.number().int(),
});
export type TaxGroupBulkResult = z.infer<typeof taxGroupBulkResult>;
export const taxGroupDuplicateResult = taxGroupBulkResult.extend({ data: z.array(taxGroup) });

const assignmentTarget = {
  entityType: z.enum(assignmentEntityTypes, { error: "entityType must be one of CATEGORY, BRAND, TAX_GROUP" }),
  entityId: id("entityId"),
};
export const assignTaxGroupInput = z.object({ taxGroupId: id("taxGroupId"), ...assignmentTarget });
export type AssignTaxGroupInput = z.input<typeof assignTaxGroupInput>;

export const bulkAssignTaxGroupInput = z.object({
  taxGroupId: id("taxGroupId"),
  assignments: z
    .array(z.object(assignmentTarget), { error: "assignments must be a list" })
    .min(1, "assignments must hold at least one entry")
    .max(500, "assignments must hold at most 500 entries"),
});
export type BulkAssignTaxGroupInput = z.input<typeof bulkAssignTaxGroupInput>;

/** Moves an existing assignment to another group. */
export const updateAssignmentInput = z.object({ assignmentId: id("assignmentId"), taxGroupId: id("taxGroupId") });
export type UpdateAssignmentInput = z.input<typeof updateAssignmentInput>;

export const bulkRemoveAssignmentsInput = z.object({ assignmentIds: idArray("assignmentIds") });

export const conflictParams = taxGroupParams.extend({ categoryId: id("categoryId") });

/** A product of the category whose brand carries another group: the brand's group wins unless resolved. */
export const taxGroupConflict = z.object({
  productId: z.uuid(),
  productName: z.string(),
  brandId: z.uuid(),
  brandName: z.string(),
  brandTaxGroupId: z.uuid(),
  brandTaxGroupName: z.string(),
  categoryTaxGroupId: z.uuid(),
  categoryTaxGroupName: z.string(),
  /** The side chosen by resolve-conflicts, or null while the default (the brand) applies. */
  resolvedWith: z.enum(["CATEGORY", "BRAND"]).nullable(),
});
export type TaxGroupConflict = z.infer<typeof taxGroupConflict>;
export const taxGroupConflicts = z.object({ data: z.array(taxGroupConflict) });

export const resolveConflictsInput = z.object({
  winner: z.enum(["CATEGORY", "BRAND"], { error: "winner must be one of CATEGORY, BRAND" }),
  /** The products to resolve; absent means every conflicting product of the category. */
  productIds: idArray("productIds").optional(),
});
export type ResolveConflictsInput = z.input<typeof resolveConflictsInput>;
export const resolveConflictsResult = z.object({ resolvedCount: z.number().int() });

/**
 * A cart priced by the engine with the location's tax groups (and, unless turned off, its confirmed discounts).
 * quantity is whole units for EACH products and milligrams for GRAM products, as on the register.
 */
export const calculateTaxInput = z.object({
  customerType: z.enum(["RECREATIONAL", "MEDICAL"], { error: "customerType must be one of RECREATIONAL, MEDICAL" }),
  customerGroupIds: z.array(id("customerGroupIds")).max(50).default([]),
  /** A MEDICAL customer's valid card type: rates it exempts from are kept at 0 with the reason. */
  medicalCardType: z
    .enum(MEDICAL_CARD_TYPES, { error: `medicalCardType must be one of ${MEDICAL_CARD_TYPES.join(", ")}` })
    .optional(),
  lines: z
    .array(
      z.object({
        productId: id("productId"),
        quantity: z
          .number({ error: "quantity is required" })
          .int("quantity must be a whole number")
          .min(1, "quantity must be at least 1")
          .max(10_000_000),
        /** Overrides the product's price (a manager's price change at the register). */
        unitPriceCents: z
          .number()
          .int("unitPriceCents must be a whole number of cents")
          .min(0)
          .max(100_000_000)
          .optional(),
      }),
      { error: "lines must be a list" },
    )
    .min(1, "lines must hold at least one line")
    .max(200, "lines must hold at most 200 lines"),
  applyDiscounts: z.boolean().default(true),
  appliedCodes: z.array(z.string().trim().max(30)).max(10).default([]),
  /** The moment to price at (ISO); now when absent. Discounts' days and hours are read in the location's zone. */
  at: z.iso.datetime({ offset: true, error: "at must be an ISO date and time" }).optional(),
});
export type CalculateTaxInput = z.input<typeof calculateTaxInput>;
