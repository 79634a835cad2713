// Customers (spec §3 Customer, §7 Customers, domain.md → Selling) and the customer groups discounts target.
// A customer belongs to the organization and is seen at each of its locations; locationId is where it was created.
import { z } from "zod";
import { customerStatuses, customerTypes } from "./list-filters.ts";
import { idList, listOf, pageQuery, sortOrder } from "./lists.ts";
import { phoneSchema } from "./phone.ts";
import { MEDICAL_CARD_TYPES } from "./pricing/pricing.types.ts";
import { emailSchema, personName, uuidSchema } from "./validation.ts";

export { customerTypes };
export type CustomerType = (typeof customerTypes)[number];
/** BANNED keeps the record (and its history) but the register refuses to sell to it. */
export { customerStatuses };
export type CustomerStatus = (typeof customerStatuses)[number];

const id = uuidSchema;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (value: string) =>
  DATE_RE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
export const calendarDate = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .refine(isCalendarDate, `${field} must be a date in the form YYYY-MM-DD`);

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

/** Whole years between a date of birth and a day, both YYYY-MM-DD (a birthday counts on its day). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * How a customer buys on a day (domain.md → Selling): MEDICAL pricing, limits and minimum age only with a medical
 * card valid that day; anyone else, a lapsed card included, buys as RECREATIONAL. The server and the register both
 * decide it here.
 */
export function pricingTypeOf(
  customer: { type: "RECREATIONAL" | "MEDICAL"; medicalCardNumber: string | null; medicalCardExpiry: string | null },
  today: string,
): "RECREATIONAL" | "MEDICAL" {
  const validCard =
    customer.type === "MEDICAL" &&
    !!customer.medicalCardNumber &&
    !!customer.medicalCardExpiry &&
    customer.medicalCardExpiry >= today;
  return validCard ? "MEDICAL" : "RECREATIONAL";
}

/** The minimum age for a customer type at a location (decision 0018): medical with its own (California 18), if set. */
export function minimumAgeFor(
  type: "RECREATIONAL" | "MEDICAL",
  rules: { minimumAge: number; medicalMinimumAge: number | null },
): number {
  return type === "MEDICAL" ? (rules.medicalMinimumAge ?? rules.minimumAge) : rules.minimumAge;
}

export const customerGroupIdsSchema = z
  .array(id("customerGroupIds"), { error: "customerGroupIds must be a list of ids" })
  .max(50, "customerGroupIds must hold at most 50 ids")
  .transform((ids) => [...new Set(ids)]);

const fields = {
  firstName: personName("firstName"),
  lastName: personName("lastName"),
  email: emailSchema.nullish().transform((v) => v || null),
  phone: phoneSchema.nullish().transform((v) => v || null),
  dateOfBirth: calendarDate("dateOfBirth"),
  type: z.enum(customerTypes, { error: "type must be one of RECREATIONAL, MEDICAL" }),
  /** STATE_ID_CARD (a state or county ID card such as California's MMIC), RECOMMENDATION or PROVINCIAL_DOCUMENT. */
  medicalCardType: z
    .enum(MEDICAL_CARD_TYPES, { error: `medicalCardType must be one of ${MEDICAL_CARD_TYPES.join(", ")}` })
    .nullish()
    .transform((v) => v ?? null),
  medicalCardNumber: optionalText("medicalCardNumber", 50),
  medicalCardState: optionalText("medicalCardState", 50),
  medicalCardExpiry: calendarDate("medicalCardExpiry")
    .nullish()
    .transform((v) => v || null),
  /** Identified with ID from outside the store's state: limits with a non-resident amount apply (Illinois). */
  nonResident: z.boolean({ error: "nonResident must be true or false" }),
  customerGroupIds: customerGroupIdsSchema,
  notes: optionalText("notes", 2000),
  status: z.enum(customerStatuses, { error: "status must be one of ACTIVE, INACTIVE, BANNED" }),
};

/** The age against the location's minimum and the medical card are checked by the server, which knows both. */
export const createCustomerInput = z.object({
  locationId: id("locationId"),
  firstName: fields.firstName,
  lastName: fields.lastName,
  email: fields.email,
  phone: fields.phone,
  dateOfBirth: fields.dateOfBirth,
  type: fields.type.default("RECREATIONAL"),
  medicalCardType: fields.medicalCardType,
  medicalCardNumber: fields.medicalCardNumber,
  medicalCardState: fields.medicalCardState,
  medicalCardExpiry: fields.medicalCardExpiry,
  nonResident: fields.nonResident.default(false),
  customerGroupIds: fields.customerGroupIds.default([]),
  notes: fields.notes,
  status: fields.status.default("ACTIVE"),
});
export type CreateCustomerInput = z.input<typeof createCustomerInput>;

export const updateCustomerInput = z.object({
  locationId: id("locationId"),
  firstName: fields.firstName.optional(),
  lastName: fields.lastName.optional(),
  email: fields.email.optional(),
  phone: fields.phone.optional(),
  dateOfBirth: fields.dateOfBirth.optional(),
  type: fields.type.optional(),
  medicalCardType: fields.medicalCardType.optional(),
  medicalCardNumber: fields.medicalCardNumber.optional(),
  medicalCardState: fields.medicalCardState.optional(),
  medicalCardExpiry: fields.medicalCardExpiry.optional(),
  nonResident: fields.nonResident.optional(),
  customerGroupIds: fields.customerGroupIds.optional(),
  notes: fields.notes.optional(),
  status: fields.status.optional(),
});
export type UpdateCustomerInput = z.input<typeof updateCustomerInput>;

/** One day (YYYY-MM-DD) or an inclusive range (YYYY-MM-DD..YYYY-MM-DD), in the location's time zone. */
export const customerDateFilter = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (!v) return undefined;
    const [from, to = from] = v.split("..") as [string, string?];
    if (!isCalendarDate(from) || !isCalendarDate(to!) || to! < from) {
      ctx.addIssue({ code: "custom", message: "date must be YYYY-MM-DD or a range YYYY-MM-DD..YYYY-MM-DD" });
      return z.NEVER;
    }
    return { from, to: to! };
  });

export const customerSortFields = ["lastName", "firstName", "email", "type", "status", "createdAt"] as const;
export const customerListQuery = z.object({
  locationId: id("locationId"),
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
  type: z.enum(customerTypes).optional(),
  status: z.enum(customerStatuses).optional(),
  customerGroupIds: idList("customerGroupIds"),
  date: customerDateFilter,
  sortBy: z.enum(customerSortFields).default("lastName"),
  sortOrder,
  ...pageQuery(),
});
export type CustomerListQuery = z.input<typeof customerListQuery>;

export const customer = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  locationId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  dateOfBirth: z.string(),
  type: z.enum(customerTypes),
  medicalCardType: z.enum(MEDICAL_CARD_TYPES).nullable(),
  medicalCardNumber: z.string().nullable(),
  medicalCardState: z.string().nullable(),
  medicalCardExpiry: z.string().nullable(),
  nonResident: z.boolean(),
  customerGroupIds: z.array(z.uuid()),
  notes: z.string().nullable(),
  status: z.enum(customerStatuses),
  /** status === ACTIVE, for the spec's active toggle. */
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof customer>;
export const customerList = listOf(customer);

export const customerParams = z.object({ id: id("id") });
export const customerLocationQuery = z.object({ locationId: id("locationId") });

/** The spec sends `active` or `status`; status wins when both come. */
export const bulkCustomerStatusInput = z
  .object({
    locationId: id("locationId"),
    customerIds: z.array(id("customerIds")).min(1, "customerIds must hold at least one id").max(500),
    active: z.boolean({ error: "active must be true or false" }).optional(),
    status: fields.status.optional(),
  })
  .refine((v) => v.active !== undefined || v.status !== undefined, "active or status is required");
export type BulkCustomerStatusInput = z.input<typeof bulkCustomerStatusInput>;

export const bulkDeleteCustomersInput = z.object({
  locationId: id("locationId"),
  customerIds: z.array(id("customerIds")).min(1, "customerIds must hold at least one id").max(500),
});

// Customer groups (Seniors, Veterans, Staff): the organization's, managed from any of its locations.
export const customerGroupInput = z.object({
  name: z
    .string({ error: "name is required" })
    .trim()
    .min(1, "name is required")
    .max(60, "name must be at most 60 characters"),
});
export type CustomerGroupInput = z.input<typeof customerGroupInput>;
export const customerGroupListQuery = z.object({
  search: z
    .string()
    .trim()
    .max(60)
    .optional()
    .transform((v) => v || undefined),
  ...pageQuery(),
});
export const customerGroup = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  locationId: z.uuid(),
  name: z.string(),
  customerCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomerGroup = z.infer<typeof customerGroup>;
export const customerGroupList = listOf(customerGroup);
export const customerGroupParams = z.object({
  orgId: id("orgId"),
  locationId: id("locationId"),
  id: id("id"),
});
