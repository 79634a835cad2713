// Discount amounts per line and the location's combination mode (domain.md → Pricing). A line never goes
// below 0: every amount is capped at the price it is taken from.
import { assertAmount, mulDivHalfUp, PPM, spreadLargestRemainder } from "./pricing.math.ts";
import type { CartLine, CombinationMode, LineDiscount, PricingDiscount, SkippedDiscount } from "./pricing.types.ts";

export interface EligibleDiscount {
  discount: PricingDiscount;
  lineIndexes: number[];
}

export interface DiscountOutcome {
  perLine: LineDiscount[][];
  applied: LineDiscount[];
  skipped: SkippedDiscount[];
}

/** A GRAM line's price is per gram and its quantity in mg; halves round up like every other cent. */
export function linePriceCents(line: CartLine, unitPriceCents: number): number {
  return line.unit === "GRAM" ? mulDivHalfUp(unitPriceCents, line.quantity, 1000) : unitPriceCents * line.quantity;
}

/**
 * What one discount takes from each line (index-aligned with `lines`, 0 where it does not apply), measured from
 * `bases`, each line's price before this discount.
 */
export function discountAmounts(
  { discount, lineIndexes }: EligibleDiscount,
  lines: readonly CartLine[],
  bases: readonly number[],
): number[] {
  const amounts = lines.map(() => 0);
  const { amount } = discount;
  switch (amount.type) {
    case "PERCENT":
      assertAmount(amount.percentPpm, `percentPpm of discount ${discount.id}`);
      for (const i of lineIndexes) amounts[i] = Math.min(bases[i]!, mulDivHalfUp(bases[i]!, amount.percentPpm, PPM));
      break;
    case "FIXED_AMOUNT": {
      assertAmount(amount.amountCents, `amountCents of discount ${discount.id}`);
      const shares = spreadLargestRemainder(
        amount.amountCents,
        lineIndexes.map((i) => bases[i]!),
      );
      lineIndexes.forEach((lineIndex, k) => {
        amounts[lineIndex] = shares[k]!;
      });
      break;
    }
    case "FIXED_PRICE":
      assertAmount(amount.priceCents, `priceCents of discount ${discount.id}`);
      for (const i of lineIndexes) {
        amounts[i] = Math.max(0, bases[i]! - linePriceCents(lines[i]!, amount.priceCents));
      }
      break;
  }
  return amounts;
}

const lineDiscount = (discount: PricingDiscount, amountCents: number): LineDiscount => ({
  discountId: discount.id,
  name: discount.name,
  amountCents,
});

/** APPLY_ALL: in the discounts' order, each on what the ones before it left. */
function applyAll(eligible: readonly EligibleDiscount[], lines: readonly CartLine[], gross: readonly number[]) {
  const bases = [...gross];
  return eligible.map((entry) => {
    const amounts = discountAmounts(entry, lines, bases);
    amounts.forEach((amount, i) => {
      bases[i]! -= amount;
    });
    return amounts;
  });
}

/**
 * APPLY_HIGHEST_ONLY / APPLY_LOWEST_ONLY: per line, each discount is valued on the undiscounted line and only
 * the best (or least) one that lowers the price is kept; ties go to the discount earlier in the order.
 */
function applyOne(
  eligible: readonly EligibleDiscount[],
  lines: readonly CartLine[],
  gross: readonly number[],
  pick: "HIGHEST" | "LOWEST",
) {
  const standalone = eligible.map((entry) => discountAmounts(entry, lines, gross));
  const kept = eligible.map(() => lines.map(() => 0));
  lines.forEach((_, i) => {
    let winner = -1;
    standalone.forEach((amounts, d) => {
      const value = amounts[i]!;
      if (value === 0) return;
      const best = winner < 0 ? undefined : standalone[winner]![i]!;
      if (best === undefined || (pick === "HIGHEST" ? value > best : value < best)) winner = d;
    });
    if (winner >= 0) kept[winner]![i] = standalone[winner]![i]!;
  });
  return { kept, standalone };
}

export function combineDiscounts(
  eligible: readonly EligibleDiscount[],
  lines: readonly CartLine[],
  gross: readonly number[],
  mode: CombinationMode,
): DiscountOutcome {
  const perLine: LineDiscount[][] = lines.map(() => []);
  const applied: LineDiscount[] = [];
  const skipped: SkippedDiscount[] = [];
  const oneOnly = mode === "APPLY_HIGHEST_ONLY" || mode === "APPLY_LOWEST_ONLY";
  const { kept, standalone } = oneOnly
    ? applyOne(eligible, lines, gross, mode === "APPLY_HIGHEST_ONLY" ? "HIGHEST" : "LOWEST")
    : { kept: applyAll(eligible, lines, gross), standalone: null };

  eligible.forEach(({ discount }, d) => {
    const amounts = kept[d]!;
    amounts.forEach((amount, i) => {
      if (amount > 0) perLine[i]!.push(lineDiscount(discount, amount));
    });
    const total = amounts.reduce((sum, amount) => sum + amount, 0);
    if (total > 0) {
      applied.push(lineDiscount(discount, total));
      return;
    }
    const lostToAnother = standalone?.[d]?.some((amount) => amount > 0) ?? false;
    skipped.push(
      lostToAnother
        ? {
            discountId: discount.id,
            name: discount.name,
            reason: "COMBINATION_MODE",
            message: `Another discount applies instead (${mode === "APPLY_HIGHEST_ONLY" ? "highest" : "lowest"} only)`,
          }
        : {
            discountId: discount.id,
            name: discount.name,
            reason: "NO_EFFECT",
            message: "Discount does not lower any price in the cart",
          },
    );
  });
  return { perLine, applied, skipped };
}
