// The call that applies a jurisdiction preset to a location (decision 0018).
import { z } from "zod";
import { location } from "../locations.ts";
import { taxRate } from "../tax-rates.ts";
import { JURISDICTION_CODES } from "./jurisdictions.ts";

export const applyJurisdictionInput = z.object({
  code: z
    .string({ error: "code is required" })
    .trim()
    .toUpperCase()
    .refine((code) => JURISDICTION_CODES.includes(code), `code must be one of ${JURISDICTION_CODES.join(", ")}`),
});
export type ApplyJurisdictionInput = z.input<typeof applyJurisdictionInput>;

/** The location as the preset left it and every rate the preset owns there, in their groups' order. */
export const appliedJurisdiction = z.object({
  location,
  rates: z.array(taxRate),
});
export type AppliedJurisdiction = z.infer<typeof appliedJurisdiction>;
