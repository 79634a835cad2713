// Cash rounding applies to the cash tender only (domain.md → Pricing): cards pay the exact total. Canada's penny
// rounding goes to the nearest 5 cents — .01/.02 down, .03/.04 up to .05, .06/.07 down to .05, .08/.09 up.
import { assertAmount } from "./pricing.math.ts";
import type { CashRounding, Settlement, Tender } from "./pricing.types.ts";

/** The amount a customer hands over in cash for `totalCents`. */
export function cashDue(totalCents: number, rounding: CashRounding = "NONE"): number {
  assertAmount(totalCents, "totalCents");
  if (rounding === "NONE") return totalCents;
  const remainder = totalCents % 5;
  return remainder < 3 ? totalCents - remainder : totalCents + (5 - remainder);
}

/** Change for a cash payment of the whole total; 0 when the cash does not cover it. */
export function changeDue(cashTenderedCents: number, totalCents: number, rounding: CashRounding = "NONE"): number {
  assertAmount(cashTenderedCents, "cashTenderedCents");
  return Math.max(0, cashTenderedCents - cashDue(totalCents, rounding));
}

/**
 * Settles a split payment: card and other tenders pay their exact amounts first, cash pays the rest. Rounding
 * happens only when the cash covers what is left, since a card can still pay an unrounded balance.
 */
export function settleTenders(
  totalCents: number,
  tenders: readonly Tender[],
  rounding: CashRounding = "NONE",
): Settlement {
  assertAmount(totalCents, "totalCents");
  let nonCashCents = 0;
  let cashTenderedCents = 0;
  for (const tender of tenders) {
    assertAmount(tender.amountCents, `${tender.type} tender`);
    if (tender.type === "CASH") cashTenderedCents += tender.amountCents;
    else nonCashCents += tender.amountCents;
  }
  const remainingCents = Math.max(0, totalCents - nonCashCents);
  const roundedCents = cashDue(remainingCents, rounding);
  const settledByCash = cashTenderedCents > 0 && cashTenderedCents >= roundedCents;
  return {
    totalCents,
    nonCashCents,
    cashTenderedCents,
    cashDueCents: roundedCents,
    roundingCents: settledByCash ? roundedCents - remainingCents : 0,
    changeCents: settledByCash ? cashTenderedCents - roundedCents : 0,
    balanceCents: settledByCash ? 0 : Math.max(0, remainingCents - cashTenderedCents),
  };
}
