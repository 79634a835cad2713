// Which tax rates apply to a line and the totals per rate (domain.md → Pricing); pricing.tax-cart.ts computes them.
import type { CartLine, LineTax, PricingCustomer, TaxRate, TaxSummary } from "./pricing.types.ts";

/** Rates of one name and percentage are one tax on the sale (the receipt's row, the tax return's line). */
export const taxIdentity = (rate: Pick<TaxRate, "name" | "ratePpm">) =>
  `${rate.name.trim().toLowerCase()}|${rate.ratePpm}`;

/**
 * A tiered rate needs a figure the product does not carry (THC % for Illinois' potency tiers). Taxing the line at
 * zero would under-collect, so the sale is refused; the server names the product and the field.
 */
export class MissingProductFigureError extends RangeError {
  constructor(
    readonly lineId: string,
    readonly productId: string,
    readonly field: "thcPercent",
    readonly rateName: string,
  ) {
    super(`line ${lineId} needs ${field} for the tax rate ${rateName}`);
    this.name = "MissingProductFigureError";
  }
}

const FIELD_LABELS = { thcPercent: "THC %" } as const;

/** The refusal in words, as the API answers it (409) and the register shows it. */
export const missingFigureMessage = (productName: string, error: MissingProductFigureError) =>
  `${productName} has no ${FIELD_LABELS[error.field]}, which the tax rate ${error.rateName} needs: add it to the product before selling it.`;

/** Whether the rate is in force on a local calendar day (effectiveTo is the rate's last day, inclusive). */
export function rateInForce(rate: Pick<TaxRate, "effectiveFrom" | "effectiveTo">, localDate: string): boolean {
  if (rate.effectiveFrom && localDate < rate.effectiveFrom) return false;
  if (rate.effectiveTo && localDate > rate.effectiveTo) return false;
  return true;
}

/**
 * A rate applies to its customer type or to ALL, so a RECREATIONAL-only excise exempts a medical customer.
 * Class and THC filters express tiered taxes such as Illinois' (10 % up to 35 % THC, 25 % above, 20 % on
 * infused products); a line of a matching class without the THC figure a bounded rate needs is refused.
 */
export function rateApplies(rate: TaxRate, line: CartLine, customerType: PricingCustomer["type"]): boolean {
  if (rate.customerType !== "ALL" && rate.customerType !== customerType) return false;
  const filter = rate.appliesTo;
  if (!filter) return true;
  if (filter.complianceClasses?.length && !filter.complianceClasses.includes(line.complianceClass)) return false;
  if (filter.minThcPpm == null && filter.maxThcPpm == null) return true;
  const thc = line.thcPercentPpm;
  if (thc == null) throw new MissingProductFigureError(line.lineId, line.productId, "thcPercent", rate.name);
  if (filter.minThcPpm != null && thc < filter.minThcPpm) return false;
  if (filter.maxThcPpm != null && thc > filter.maxThcPpm) return false;
  return true;
}

/** The card that waives the rate for this customer, if any (only a MEDICAL customer's valid card counts). */
export function exemptionOf(rate: TaxRate, customer: PricingCustomer) {
  if (customer.type !== "MEDICAL" || !customer.cardType) return null;
  return rate.exemptCardTypes?.includes(customer.cardType) ? customer.cardType : null;
}

/**
 * Totals per tax across the cart, in the order the taxes first appear, for the receipt and the tax report. A tax is
 * its name and percentage (taxIdentity): two groups' rows of one city sales tax are one total, the one the sale-level
 * rounding computed (the first row's id and source name it). A tax waived by a card is totalled apart from the same
 * tax collected, so the taxable base is never mixed with the exempt one.
 */
export function summarizeTaxes(lineTaxes: readonly LineTax[][]): TaxSummary[] {
  const byRate = new Map<string, TaxSummary>();
  for (const taxes of lineTaxes) {
    for (const tax of taxes) {
      const key = `${taxIdentity(tax)}:${tax.exemptReason ?? ""}`;
      const entry = byRate.get(key);
      if (entry) {
        entry.baseCents += tax.baseCents;
        entry.amountCents += tax.amountCents;
      } else {
        const { rateId, name, ratePpm, baseCents, amountCents, source, origin, exemptReason } = tax;
        byRate.set(key, {
          rateId,
          name,
          ratePpm,
          baseCents,
          amountCents,
          ...(source ? { source } : {}),
          ...(origin ? { origin } : {}),
          ...(exemptReason ? { exemptReason } : {}),
        });
      }
    }
  }
  return [...byRate.values()];
}
