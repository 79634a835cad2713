// priceCart: one pure function prices a cart on the register (instantly, even offline) and again on the server,
// whose answer is the one recorded (domain.md → Pricing). Same input, same output: no clock, no randomness.
import { computeLimitUsage } from "../limits/limits.usage.ts";
import { combineDiscounts, type EligibleDiscount, linePriceCents } from "./pricing.discounts.ts";
import { evaluateDiscount } from "./pricing.eligibility.ts";
import { assertAmount } from "./pricing.math.ts";
import { cashDue, settleTenders } from "./pricing.rounding.ts";
import { summarizeTaxes, taxLine } from "./pricing.taxes.ts";
import { toLocalMoment } from "./pricing.time.ts";
import type {
  PriceCartInput,
  PricedCart,
  PricedLine,
  PricingCustomer,
  SkippedDiscount,
  TaxGroup,
} from "./pricing.types.ts";

const WALK_IN: PricingCustomer = { type: "RECREATIONAL", groupIds: [] };

function validateLines(input: PriceCartInput) {
  const seen = new Set<string>();
  for (const line of input.lines) {
    if (seen.has(line.lineId)) throw new RangeError(`lineId ${line.lineId} appears twice`);
    seen.add(line.lineId);
    assertAmount(line.quantity, `quantity of line ${line.lineId}`);
    assertAmount(line.unitPriceCents, `unitPriceCents of line ${line.lineId}`);
  }
}

/** A line names a tax group the caller did not pass: pricing it untaxed would under-collect, so refuse. */
function groupFor(groups: ReadonlyMap<string, TaxGroup>, taxGroupId: string | null | undefined, lineId: string) {
  if (!taxGroupId) return undefined;
  const group = groups.get(taxGroupId);
  if (!group) throw new RangeError(`tax group ${taxGroupId} of line ${lineId} was not provided`);
  return group;
}

export function priceCart(input: PriceCartInput): PricedCart {
  validateLines(input);
  const { lines } = input;
  const customer = input.customer ?? WALK_IN;
  const mode = input.combinationMode ?? "APPLY_ALL";
  const rounding = input.cashRounding ?? "NONE";
  const gross = lines.map((line) => linePriceCents(line, line.unitPriceCents));

  const context = {
    at: input.at,
    local: toLocalMoment(input.at, input.timeZone),
    lines,
    grossCents: gross,
    customer,
    codes: new Set((input.appliedCodes ?? []).map((code) => code.trim().toUpperCase())),
    mode,
  };
  const eligible: EligibleDiscount[] = [];
  const ineligible: SkippedDiscount[] = [];
  for (const discount of input.discounts ?? []) {
    const result = evaluateDiscount(discount, context);
    if (result.eligible) eligible.push({ discount, lineIndexes: result.lineIndexes });
    else
      ineligible.push({ discountId: discount.id, name: discount.name, reason: result.reason, message: result.message });
  }
  const outcome = combineDiscounts(eligible, lines, gross, mode);

  const groups = new Map((input.taxGroups ?? []).map((group) => [group.id, group]));
  const priced: PricedLine[] = lines.map((line, i) => {
    const discounts = outcome.perLine[i]!;
    const discountCents = discounts.reduce((sum, d) => sum + d.amountCents, 0);
    const netCents = gross[i]! - discountCents;
    const group = groupFor(groups, line.taxGroupId, line.lineId);
    const taxes = taxLine(line, netCents, group, customer, context.local.date);
    const taxCents = taxes.reduce((sum, t) => sum + t.amountCents, 0);
    return {
      lineId: line.lineId,
      grossCents: gross[i]!,
      discounts,
      discountCents,
      netCents,
      taxes,
      taxCents,
      totalCents: netCents + taxCents,
    };
  });

  const sum = (pick: (line: PricedLine) => number) => priced.reduce((total, line) => total + pick(line), 0);
  const totals = {
    subtotalCents: sum((l) => l.grossCents),
    discountCents: sum((l) => l.discountCents),
    taxCents: sum((l) => l.taxCents),
    totalCents: sum((l) => l.totalCents),
  };
  const skippedOrder = new Map((input.discounts ?? []).map((d, i) => [d.id, i]));
  const skippedDiscounts = [...ineligible, ...outcome.skipped].sort(
    (a, b) => (skippedOrder.get(a.discountId) ?? 0) - (skippedOrder.get(b.discountId) ?? 0),
  );
  return {
    lines: priced,
    appliedDiscounts: outcome.applied,
    skippedDiscounts,
    totals,
    taxes: summarizeTaxes(priced.map((line) => line.taxes)),
    cashDueCents: cashDue(totals.totalCents, rounding),
    settlement: input.tenders ? settleTenders(totals.totalCents, input.tenders, rounding) : null,
    limits: input.limitsProfile
      ? computeLimitUsage(input.limitsProfile, lines, input.priorUsageMg ?? {}, customer.type)
      : null,
  };
}
