// Whether a discount may apply to this cart at this moment, and if not, the first reason a cashier can act on.
// Checks run from the discount itself (status, dates, hours, code) to the customer and then the cart.
import { isAfterEnd, isBeforeStart, type LocalMoment, parseLocalTime } from "./pricing.time.ts";
import type {
  CartLine,
  CombinationMode,
  DiscountAvailability,
  PricingCustomer,
  PricingDiscount,
  SkipReasonCode,
} from "./pricing.types.ts";

export interface EligibilityContext {
  at: string;
  local: LocalMoment;
  lines: readonly CartLine[];
  grossCents: readonly number[];
  customer: PricingCustomer;
  /** Entered codes, upper-cased. */
  codes: ReadonlySet<string>;
  mode: CombinationMode;
}

export type Eligibility =
  | { eligible: true; lineIndexes: number[] }
  | { eligible: false; reason: SkipReasonCode; message: string };

const skip = (reason: SkipReasonCode, message: string): Eligibility => ({ eligible: false, reason, message });

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const formatCents = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

function isAvailableNow(availability: DiscountAvailability, local: LocalMoment): boolean {
  if (availability.weekdays.length > 0 && !availability.weekdays.includes(local.weekday)) return false;
  const start = availability.startTime ? parseLocalTime(availability.startTime) : 0;
  const end = availability.endTime ? parseLocalTime(availability.endTime) : 24 * 60;
  const minute = local.minuteOfDay;
  // An evening window such as 22:00-02:00 wraps past midnight.
  return start <= end ? minute >= start && minute < end : minute >= start || minute < end;
}

function describeAvailability(availability: DiscountAvailability): string {
  const days = availability.weekdays.length ? availability.weekdays.map((d) => DAY_NAMES[d]).join(", ") : "every day";
  const hours =
    availability.startTime || availability.endTime
      ? ` ${availability.startTime ?? "00:00"}-${availability.endTime ?? "24:00"}`
      : "";
  return `${days}${hours}`;
}

export function matchesScope(discount: PricingDiscount, line: CartLine): boolean {
  const { scope, ids } = discount.rules;
  if (!scope || !ids || ids.length === 0) return true;
  const key = scope === "BRAND" ? line.brandId : scope === "CATEGORY" ? line.categoryId : line.productId;
  return key != null && ids.includes(key);
}

export function evaluateDiscount(discount: PricingDiscount, ctx: EligibilityContext): Eligibility {
  if (discount.status !== "CONFIRMED") return skip("DISABLED", "Discount is not confirmed");
  if (ctx.mode === "DISABLE_ALL") return skip("DISABLED", "Discounts are disabled at this location");
  if (discount.startsAt && isBeforeStart(discount.startsAt, ctx.at, ctx.local)) {
    return skip("NOT_STARTED", `Discount starts ${discount.startsAt}`);
  }
  if (discount.endsAt && isAfterEnd(discount.endsAt, ctx.at, ctx.local)) {
    return skip("EXPIRED", `Discount ended ${discount.endsAt}`);
  }
  if (discount.availability && !isAvailableNow(discount.availability, ctx.local)) {
    return skip("NOT_AVAILABLE_NOW", `Discount is available ${describeAvailability(discount.availability)} only`);
  }
  if (discount.code && !ctx.codes.has(discount.code.trim().toUpperCase())) {
    return skip("CODE_REQUIRED", "Discount needs its code");
  }
  const groups = discount.rules.customerGroupIds ?? [];
  if (groups.length > 0 && !groups.some((id) => ctx.customer.groupIds.includes(id))) {
    return skip("CUSTOMER_GROUP", "Customer is not in the discount's customer groups");
  }
  const lineIndexes = ctx.lines.flatMap((line, i) => (matchesScope(discount, line) ? [i] : []));
  if (lineIndexes.length === 0) return skip("NO_MATCHING_LINES", "No item in the cart qualifies");
  const { minQuantity, minSubtotalCents } = discount.rules;
  if (minQuantity) {
    const units = lineIndexes.reduce((sum, i) => sum + (ctx.lines[i]!.unit === "GRAM" ? 1 : ctx.lines[i]!.quantity), 0);
    if (units < minQuantity) return skip("MIN_QUANTITY", `Requires at least ${minQuantity} qualifying items`);
  }
  if (minSubtotalCents) {
    const subtotal = lineIndexes.reduce((sum, i) => sum + ctx.grossCents[i]!, 0);
    if (subtotal < minSubtotalCents) {
      return skip("MIN_SUBTOTAL", `Requires a qualifying subtotal of at least ${formatCents(minSubtotalCents)}`);
    }
  }
  return { eligible: true, lineIndexes };
}
