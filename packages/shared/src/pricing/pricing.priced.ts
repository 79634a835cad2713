// The pricing engine's answer (domain.md → Pricing): each line priced and explained — base price, discounts applied
// and skipped with the reason, each tax with rate, base, amount, source and origin — the totals per rate, the cash
// settlement and the limits meter. Money in integer cents, rates in parts per million.
import type { LimitUsage } from "../limits/limits.types.ts";
import type { MedicalCardType, TaxOrigin, TaxRounding } from "./pricing.types.ts";

export interface LineDiscount {
  discountId: string;
  name: string;
  amountCents: number;
}

export interface LineTax {
  rateId: string;
  name: string;
  ratePpm: number;
  compound: boolean;
  baseCents: number;
  amountCents: number;
  source?: string | null;
  origin?: TaxOrigin | null;
  /** Set when the customer's card waived this rate: amount 0, kept so reports can total exempt sales by reason. */
  exemptReason?: MedicalCardType | null;
}

export interface PricedLine {
  lineId: string;
  /** The base price: the unit (or gram) price and the quantity (units, or mg) that make grossCents. */
  unitPriceCents: number;
  quantity: number;
  unit: "EACH" | "GRAM";
  grossCents: number;
  discounts: LineDiscount[];
  discountCents: number;
  netCents: number;
  taxes: LineTax[];
  taxCents: number;
  totalCents: number;
  /** The discounts that would have reached this line and did not, with the reason (the explained cart). */
  skippedDiscounts: SkippedDiscount[];
}

export const SKIP_REASONS = [
  "DISABLED",
  "NOT_STARTED",
  "EXPIRED",
  "NOT_AVAILABLE_NOW",
  "CODE_REQUIRED",
  "CUSTOMER_GROUP",
  "NO_MATCHING_LINES",
  "MIN_QUANTITY",
  "MIN_SUBTOTAL",
  "COMBINATION_MODE",
  "NO_EFFECT",
] as const;
export type SkipReasonCode = (typeof SKIP_REASONS)[number];

export interface SkippedDiscount {
  discountId: string;
  name: string;
  reason: SkipReasonCode;
  message: string;
}

export interface TaxSummary {
  rateId: string;
  name: string;
  ratePpm: number;
  baseCents: number;
  amountCents: number;
  source?: string | null;
  origin?: TaxOrigin | null;
  exemptReason?: MedicalCardType | null;
}

export interface Settlement {
  totalCents: number;
  nonCashCents: number;
  cashTenderedCents: number;
  /** What the customer owes in cash after the other tenders, rounded per the location's cash rounding. */
  cashDueCents: number;
  /** cashDue minus the unrounded remainder (negative when rounded down); 0 unless cash settles the sale. */
  roundingCents: number;
  changeCents: number;
  /** Still to pay, unrounded (the next tender decides whether cash rounding applies). */
  balanceCents: number;
}

export interface PricedCart {
  lines: PricedLine[];
  appliedDiscounts: LineDiscount[];
  skippedDiscounts: SkippedDiscount[];
  totals: { subtotalCents: number; discountCents: number; taxCents: number; totalCents: number };
  /** Totals per rate (collected and card-exempt apart), as a receipt and a tax return need them. */
  taxes: TaxSummary[];
  /** How the taxes were rounded (LINE or SALE). */
  taxRounding: TaxRounding;
  /** The total a customer paying entirely in cash hands over. */
  cashDueCents: number;
  settlement: Settlement | null;
  limits: LimitUsage | null;
}
