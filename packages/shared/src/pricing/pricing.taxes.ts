// Taxes per line, per rate, in the group's order, each rounded half up to the cent (domain.md → Pricing).
import { assertAmount, mulDivHalfUp, PPM } from "./pricing.math.ts";
import type { CartLine, CustomerType, LineTax, TaxGroup, TaxRate, TaxSummary } from "./pricing.types.ts";

/**
 * A rate applies to its customer type or to ALL, so a RECREATIONAL-only excise exempts a medical customer.
 * Class and THC filters express tiered taxes such as Illinois' (10 % up to 35 % THC, 25 % above, 20 % on
 * infused products); a line without a THC figure never matches a THC-bounded rate.
 */
export function rateApplies(rate: TaxRate, line: CartLine, customerType: CustomerType): boolean {
  if (rate.customerType !== "ALL" && rate.customerType !== customerType) return false;
  const filter = rate.appliesTo;
  if (!filter) return true;
  if (filter.complianceClasses?.length && !filter.complianceClasses.includes(line.complianceClass)) return false;
  if (filter.minThcPpm == null && filter.maxThcPpm == null) return true;
  const thc = line.thcPercentPpm;
  if (thc == null) return false;
  if (filter.minThcPpm != null && thc < filter.minThcPpm) return false;
  if (filter.maxThcPpm != null && thc > filter.maxThcPpm) return false;
  return true;
}

/** Simple rates are on the discounted line; compound rates on the line plus every tax before them on it. */
export function taxLine(
  line: CartLine,
  netCents: number,
  group: TaxGroup | undefined,
  customerType: CustomerType,
): LineTax[] {
  if (!group) return [];
  const taxes: LineTax[] = [];
  let taxesSoFar = 0;
  for (const rate of group.rates) {
    assertAmount(rate.ratePpm, `ratePpm of tax rate ${rate.id}`);
    if (!rateApplies(rate, line, customerType)) continue;
    const baseCents = rate.compound ? netCents + taxesSoFar : netCents;
    const amountCents = mulDivHalfUp(baseCents, rate.ratePpm, PPM);
    taxes.push({
      rateId: rate.id,
      name: rate.name,
      ratePpm: rate.ratePpm,
      compound: rate.compound,
      baseCents,
      amountCents,
    });
    taxesSoFar += amountCents;
  }
  return taxes;
}

/** Totals per rate across the cart, in the order the rates first appear, for the receipt and the tax report. */
export function summarizeTaxes(lineTaxes: readonly LineTax[][]): TaxSummary[] {
  const byRate = new Map<string, TaxSummary>();
  for (const taxes of lineTaxes) {
    for (const tax of taxes) {
      const entry = byRate.get(tax.rateId);
      if (entry) {
        entry.baseCents += tax.baseCents;
        entry.amountCents += tax.amountCents;
      } else {
        const { rateId, name, ratePpm, baseCents, amountCents } = tax;
        byRate.set(rateId, { rateId, name, ratePpm, baseCents, amountCents });
      }
    }
  }
  return [...byRate.values()];
}
