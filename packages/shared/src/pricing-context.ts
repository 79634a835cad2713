// What the register needs to price a cart in the browser with the same priceCart the server runs (decision 0003):
// the location's time zone, cash rounding and limits profile, the combination mode, its confirmed discounts in
// order and its tax groups with their rates in order. The products' own facts (tax group, weights) come with the
// register's product search.
import { z } from "zod";
import { cashRoundings, currencies } from "./locations.ts";
import { COMBINATION_MODES, type PricingDiscount, TAX_ROUNDINGS, type TaxGroup } from "./pricing/pricing.types.ts";

export const pricingContext = z.object({
  timeZone: z.string(),
  currency: z.enum(currencies),
  minimumAge: z.number().int(),
  /** A medical customer's minimum age with a card valid today (California: 18); null: minimumAge. */
  medicalMinimumAge: z.number().int().nullable(),
  cashRounding: z.enum(cashRoundings),
  /** Where taxes round: the jurisdiction preset's rule (LINE without a preset). */
  taxRounding: z.enum(TAX_ROUNDINGS),
  /** A limits profile code (CA, US-CA, NONE); the profile itself is shared data (limits/limits.profiles). */
  limitsProfile: z.string(),
  combinationMode: z.enum(COMBINATION_MODES),
  discounts: z.array(z.custom<PricingDiscount>()),
  taxGroups: z.array(z.custom<TaxGroup>()),
});
export type PricingContext = z.infer<typeof pricingContext>;
