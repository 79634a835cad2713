// The taxes of a whole cart, rate by rate (domain.md → Pricing, decision 0023). Each line's rates run in its group's
// order; a simple rate is on the discounted line, a compound one on the line plus the taxes before it. Where the
// cents are rounded is the jurisdiction's rule: LINE rounds each rate on each line half up; SALE rounds each tax
// once on the sale's base and gives each line its share by largest remainder, so the lines add up to the sale. A tax
// is what the receipt names: rates of the same name and percentage are one tax even when two groups each hold a row
// of it (California's city sales tax on cannabis, compound on the excise, and on accessories), so it is computed
// once on the sale's combined base, never rounded group by group.
import { assertAmount, PPM } from "./pricing.math.ts";
import { exemptionOf, rateApplies, rateInForce, taxIdentity } from "./pricing.taxes.ts";
import type {
  CartLine,
  LineTax,
  MedicalCardType,
  PricingCustomer,
  TaxGroup,
  TaxRate,
  TaxRounding,
} from "./pricing.types.ts";

interface Entry {
  line: number;
  rate: TaxRate;
  baseCents: number;
  exemptReason: MedicalCardType | null;
}

/**
 * The rate on the sum of `bases`, rounded half up once, split so that each base gets the floor or the ceiling of
 * its exact share: floors first, then the cents left over to the largest remainders (ties to the earlier base).
 * With one base this is that base's tax rounded half up.
 */
export function allocateRate(bases: readonly number[], ratePpm: number): number[] {
  const ppm = BigInt(PPM);
  const exact = bases.map((base) => BigInt(base) * BigInt(ratePpm));
  const sum = exact.reduce((total, e) => total + e, 0n);
  const total = Number((sum * 2n + ppm) / (2n * ppm));
  const parts = exact.map((e) => Number(e / ppm));
  let leftover = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((_, i) => i)
    .sort((a, b) => {
      const difference = (exact[b]! % ppm) - (exact[a]! % ppm);
      return difference > 0n ? 1 : difference < 0n ? -1 : a - b;
    });
  for (const i of order) {
    if (leftover <= 0) break;
    parts[i]! += 1;
    leftover -= 1;
  }
  return parts;
}

function lineTax({ rate, baseCents, exemptReason }: Entry, amountCents: number): LineTax {
  return {
    rateId: rate.id,
    name: rate.name,
    ratePpm: rate.ratePpm,
    compound: rate.compound,
    baseCents,
    amountCents,
    ...(rate.source ? { source: rate.source } : {}),
    ...(rate.origin ? { origin: rate.origin } : {}),
    ...(exemptReason ? { exemptReason } : {}),
  };
}

/**
 * Taxes per line (index-aligned with `lines`). Only rates in force on the sale's local day count; a rate the
 * customer's card waives is kept at 0 with its reason and never shares cents with the collected lines. Compound
 * bases need the taxes before them, so a rate is settled on every line at once when no line has another rate of
 * its plan still to settle before it.
 */
export function taxCart(
  lines: readonly CartLine[],
  netCents: readonly number[],
  groups: readonly (TaxGroup | undefined)[],
  customer: PricingCustomer,
  localDate: string,
  rounding: TaxRounding = "LINE",
): LineTax[][] {
  const plans = lines.map((line, i) =>
    (groups[i]?.rates ?? []).filter((rate) => {
      assertAmount(rate.ratePpm, `ratePpm of tax rate ${rate.id}`);
      return rateInForce(rate, localDate) && rateApplies(rate, line, customer.type);
    }),
  );
  const taxes: LineTax[][] = lines.map(() => []);
  const taxesSoFar = lines.map(() => 0);
  const next = lines.map(() => 0);
  const settle = (batch: Entry[]) => {
    const first = batch[0]!;
    const amounts = first.exemptReason
      ? batch.map(() => 0)
      : allocateRate(
          batch.map((entry) => entry.baseCents),
          first.rate.ratePpm,
        );
    batch.forEach((entry, k) => {
      taxes[entry.line]!.push(lineTax(entry, amounts[k]!));
      taxesSoFar[entry.line]! += amounts[k]!;
      next[entry.line]! += 1;
    });
  };
  // SALE settles a tax on every line that owes it at once; LINE and a card's exemption settle each line alone.
  const batchKey = (rate: TaxRate, line: number, exempt: boolean) =>
    rounding === "SALE" && !exempt ? taxIdentity(rate) : `${rate.id}#${line}`;
  // A tax still waiting further down another line's plan (a group that includes another) is settled later.
  const waiting = (key: string) =>
    plans.some((plan, line) =>
      plan.slice(next[line]! + 1).some((r) => batchKey(r, line, exemptionOf(r, customer) !== null) === key),
    );
  for (;;) {
    const heads = new Map<string, Entry[]>();
    plans.forEach((plan, line) => {
      const rate = plan[next[line]!];
      if (!rate) return;
      const exemptReason = exemptionOf(rate, customer);
      const baseCents = rate.compound ? netCents[line]! + taxesSoFar[line]! : netCents[line]!;
      const key = batchKey(rate, line, exemptReason !== null);
      const entry = { line, rate, baseCents, exemptReason };
      const batch = heads.get(key);
      if (batch) batch.push(entry);
      else heads.set(key, [entry]);
    });
    if (heads.size === 0) break;
    const ready = [...heads].filter(([key]) => !waiting(key)).map(([, batch]) => batch);
    for (const batch of ready.length > 0 ? ready : [[...heads.values()][0]!]) settle(batch);
  }
  return taxes;
}
