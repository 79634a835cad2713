// priceCart: one pure function prices a cart on the register (instantly, even offline) and again on the server,
// whose answer is the one recorded (domain.md → Pricing). Same input, same output: no clock, no randomness.
import { computeLimitUsage } from "../limits/limits.usage.ts";
import { combineDiscounts, type EligibleDiscount, linePriceCents } from "./pricing.discounts.ts";
import { evaluateDiscount, matchesScope } from "./pricing.eligibility.ts";
import { assertAmount } from "./pricing.math.ts";
import { cashDue, settleTenders } from "./pricing.rounding.ts";
import { taxCart } from "./pricing.tax-cart.ts";
import { summarizeTaxes } from "./pricing.taxes.ts";
import { toLocalMoment } from "./pricing.time.ts";
import type {
  PriceCartInput,
  PricedCart,
  PricedLine,
  PricingCustomer,
  SkippedDiscount,
  TaxGroup,
} from "./pricing.types.ts";

const sumOf = (items: readonly { amountCents: number }[]) => items.reduce((sum, item) => sum + item.amountCents, 0);

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
  const byId = new Map((input.discounts ?? []).map((d, i) => [d.id, { discount: d, order: i }]));
  const discountOrder = new Map([...byId].map(([id, { order }]) => [id, order]));
  /** A skipped discount explains a line it would have reached (its scope covers the line). */
  const reaches = (skipped: SkippedDiscount, line: (typeof lines)[number]) => {
    const discount = byId.get(skipped.discountId)?.discount;
    return !!discount && skipped.reason !== "NO_MATCHING_LINES" && matchesScope(discount, line);
  };

  const groups = new Map((input.taxGroups ?? []).map((group) => [group.id, group]));
  const lineGroups = lines.map((line) => groupFor(groups, line.taxGroupId, line.lineId));
  const netCents = lines.map((_, i) => gross[i]! - sumOf(outcome.perLine[i]!));
  const taxRounding = input.taxRounding ?? "LINE";
  const lineTaxes = taxCart(lines, netCents, lineGroups, customer, context.local.date, taxRounding);
  const skippedDiscounts = [...ineligible, ...outcome.skipped].sort(
    (a, b) => (discountOrder.get(a.discountId) ?? 0) - (discountOrder.get(b.discountId) ?? 0),
  );
  const priced: PricedLine[] = lines.map((line, i) => {
    const taxes = lineTaxes[i]!;
    const taxCents = sumOf(taxes);
    return {
      lineId: line.lineId,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      unit: line.unit,
      grossCents: gross[i]!,
      discounts: outcome.perLine[i]!,
      discountCents: gross[i]! - netCents[i]!,
      netCents: netCents[i]!,
      taxes,
      taxCents,
      totalCents: netCents[i]! + taxCents,
      skippedDiscounts: skippedDiscounts.filter((skipped) => reaches(skipped, line)),
    };
  });

  const sum = (pick: (line: PricedLine) => number) => priced.reduce((total, line) => total + pick(line), 0);
  const totals = {
    subtotalCents: sum((l) => l.grossCents),
    discountCents: sum((l) => l.discountCents),
    taxCents: sum((l) => l.taxCents),
    totalCents: sum((l) => l.totalCents),
  };
  return {
    lines: priced,
    appliedDiscounts: outcome.applied,
    skippedDiscounts,
    totals,
    taxes: summarizeTaxes(lineTaxes),
    taxRounding,
    cashDueCents: cashDue(totals.totalCents, rounding),
    settlement: input.tenders ? settleTenders(totals.totalCents, input.tenders, rounding) : null,
    limits: input.limitsProfile
      ? computeLimitUsage(input.limitsProfile, lines, input.priorUsageMg ?? {}, customer.type)
      : null,
  };
}
