// The pricing engine's contract (domain.md → Pricing): what the register and the API pass in, what they get back.
// Money is integer cents, rates and percentages integer parts per million, weights integer milligrams.
import type { ComplianceClass, CustomerType, LimitLine, LimitsProfile } from "../limits/limits.types.ts";

export type { ComplianceClass, CustomerType } from "../limits/limits.types.ts";

export const COMBINATION_MODES = ["APPLY_ALL", "APPLY_HIGHEST_ONLY", "APPLY_LOWEST_ONLY", "DISABLE_ALL"] as const;
export type CombinationMode = (typeof COMBINATION_MODES)[number];

export const DISCOUNT_SCOPES = ["BRAND", "CATEGORY", "PRODUCT"] as const;
export type DiscountScope = (typeof DISCOUNT_SCOPES)[number];

export const DISCOUNT_STATUSES = ["DRAFT", "CONFIRMED", "INACTIVE"] as const;
/** Only CONFIRMED discounts apply (domain.md); the others are reported as DISABLED. */
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

export const DISCOUNT_AMOUNT_TYPES = ["PERCENT", "FIXED_AMOUNT", "FIXED_PRICE"] as const;
export type DiscountAmountType = (typeof DISCOUNT_AMOUNT_TYPES)[number];

export const TAX_CUSTOMER_TYPES = ["RECREATIONAL", "MEDICAL", "ALL"] as const;
export type TaxCustomerType = (typeof TAX_CUSTOMER_TYPES)[number];

export const CASH_ROUNDINGS = ["NONE", "NEAREST_5_CENTS"] as const;
export type CashRounding = (typeof CASH_ROUNDINGS)[number];

/**
 * Where each rate's cents are rounded (decision 0023): LINE rounds each rate on each line, half up; SALE rounds each
 * rate once on the sale's base and allocates the cents to the lines by largest remainder, so the lines add up to
 * the sale exactly and no more tax is collected than the sale owes. A jurisdiction preset says which.
 */
export const TAX_ROUNDINGS = ["LINE", "SALE"] as const;
export type TaxRounding = (typeof TAX_ROUNDINGS)[number];

/** PRESET: the jurisdiction preset's figure; OVERRIDDEN: a preset rate the store changed; STORE: the store's own. */
export const TAX_ORIGINS = ["PRESET", "OVERRIDDEN", "STORE"] as const;
export type TaxOrigin = (typeof TAX_ORIGINS)[number];

export const TENDER_TYPES = ["CASH", "DEBIT", "CREDIT", "OTHER"] as const;
export type TenderType = (typeof TENDER_TYPES)[number];

export interface CartLine extends LimitLine {
  productId: string;
  brandId?: string | null;
  categoryId?: string | null;
  /** Price of one unit (EACH) or of one gram (GRAM). */
  unitPriceCents: number;
  /** Resolved by the caller: the brand's assignment, else the category's. None means the line is not taxed. */
  taxGroupId?: string | null;
}

export interface PricingCustomer {
  type: CustomerType;
  groupIds: string[];
  /** The type of the customer's medical card when it is valid on the sale's day (MEDICAL customers only). */
  cardType?: MedicalCardType | null;
}

export interface DiscountAvailability {
  /** 0 = Sunday ... 6 = Saturday; empty means every day. */
  weekdays: number[];
  /** Local "HH:MM", inclusive. With endTime before startTime the window runs past midnight. */
  startTime?: string | null;
  /** Local "HH:MM", exclusive. */
  endTime?: string | null;
}

/**
 * An empty list never restricts: no scope or no ids means every line, no customer groups means every customer.
 */
export interface DiscountRules {
  scope?: DiscountScope | null;
  ids?: string[];
  customerGroupIds?: string[];
  /** Units across the qualifying lines; a weighed (GRAM) line counts as one unit. */
  minQuantity?: number | null;
  /** Gross (before any discount) of the qualifying lines. */
  minSubtotalCents?: number | null;
}

export type DiscountAmount =
  | { type: "PERCENT"; percentPpm: number }
  /** Taken once from the order, spread over the qualifying lines in proportion to their price. */
  | { type: "FIXED_AMOUNT"; amountCents: number }
  /** The price of one unit (or one gram) of each qualifying line; never raises a price. */
  | { type: "FIXED_PRICE"; priceCents: number };

export interface PricingDiscount {
  id: string;
  name: string;
  /** When set, the discount applies only if the cashier entered this code (compared without case). */
  code?: string | null;
  status: DiscountStatus;
  /** Instant (ISO) or local date (YYYY-MM-DD, inclusive). */
  startsAt?: string | null;
  endsAt?: string | null;
  availability?: DiscountAvailability | null;
  rules: DiscountRules;
  amount: DiscountAmount;
}

export interface TaxRateFilter {
  /** The rate applies only to lines of these classes (empty or absent: all). */
  complianceClasses?: ComplianceClass[];
  /** Inclusive THC bounds in ppm of weight (35 % = 350000); a line without THC never matches a bounded rate. */
  minThcPpm?: number | null;
  maxThcPpm?: number | null;
}

/** The medical documents a customer can hold (domain.md → Customers); a rate may be waived for some of them. */
export const MEDICAL_CARD_TYPES = ["STATE_ID_CARD", "RECOMMENDATION", "PROVINCIAL_DOCUMENT"] as const;
export type MedicalCardType = (typeof MEDICAL_CARD_TYPES)[number];

export interface TaxRate {
  id: string;
  name: string;
  ratePpm: number;
  customerType: TaxCustomerType;
  /** Compound: on the discounted line plus the taxes before it in the group (California sales tax on excise). */
  compound: boolean;
  appliesTo?: TaxRateFilter | null;
  /** First local day (YYYY-MM-DD) the rate is in force; absent: always was. */
  effectiveFrom?: string | null;
  /** Last local day (YYYY-MM-DD, inclusive) the rate is in force; absent: no end. 23:59 on it is still this rate. */
  effectiveTo?: string | null;
  /** The statute or regulator page the figure comes from, shown with the tax. */
  source?: string | null;
  /** A customer holding a valid card of one of these types is exempt (California: a county ID card, sales tax). */
  exemptCardTypes?: MedicalCardType[] | null;
  /** Whose figure this is, shown with the tax (absent: not known to the caller). */
  origin?: TaxOrigin | null;
}

export interface TaxGroup {
  id: string;
  name: string;
  /** In the group's order (previous/next links resolved by the caller). */
  rates: TaxRate[];
}

export interface Tender {
  type: TenderType;
  amountCents: number;
}

export interface PriceCartInput {
  /** The moment of the sale, an ISO instant; availability and dates are read in `timeZone`. */
  at: string;
  /** The location's IANA time zone, e.g. "America/Los_Angeles". */
  timeZone: string;
  lines: CartLine[];
  customer?: PricingCustomer | null;
  /** The location's discounts in their order. */
  discounts?: PricingDiscount[];
  appliedCodes?: string[];
  combinationMode?: CombinationMode;
  taxGroups?: TaxGroup[];
  cashRounding?: CashRounding;
  /** Absent: LINE. */
  taxRounding?: TaxRounding;
  tenders?: Tender[];
  limitsProfile?: LimitsProfile | null;
  /** mg equivalents already bought today, by bucket id. */
  priorUsageMg?: Record<string, number>;
}

// What priceCart answers: the priced lines with their explanation, totals per rate and the settlement.
export * from "./pricing.priced.ts";
