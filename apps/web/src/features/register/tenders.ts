// Tenders of a checkout: cards and other payments take exact amounts, cash settles the rest with the location's
// rounding (decision 0003: settleTenders). The register adds tenders until nothing is left to pay.
import { cashDue, settleTenders } from "@verdant/shared/pricing/pricing.rounding";
import type { CashRounding, Settlement, TenderType } from "@verdant/shared/pricing/pricing.types";
import type { TenderInput } from "@verdant/shared/sales";

export interface DraftTender {
  type: TenderType;
  amountCents: number;
  reference?: string;
}

export const TENDER_LABELS: Record<TenderType, string> = {
  CASH: "Cash",
  DEBIT: "Debit",
  CREDIT: "Credit",
  OTHER: "Other",
};

export function settle(totalCents: number, tenders: readonly DraftTender[], rounding: CashRounding): Settlement {
  return settleTenders(totalCents, tenders, rounding);
}

/** What a new tender of this type is offered: cash the rounded rest, a card the exact rest. */
export function suggestedAmount(
  type: TenderType,
  totalCents: number,
  tenders: readonly DraftTender[],
  rounding: CashRounding,
) {
  const { balanceCents } = settle(totalCents, tenders, rounding);
  return type === "CASH" ? cashDue(balanceCents, rounding) : balanceCents;
}

/** Why this tender cannot be added, or null. Only cash may pass what is left (the change). */
export function tenderProblem(
  tender: DraftTender,
  totalCents: number,
  tenders: readonly DraftTender[],
  rounding: CashRounding,
): string | null {
  const { balanceCents } = settle(totalCents, tenders, rounding);
  if (balanceCents === 0) return "Nothing is left to pay.";
  if (tender.amountCents <= 0) return "Enter an amount above 0.";
  if (tender.type === "OTHER" && !tender.reference?.trim()) return "Enter a reference for this payment.";
  if (tender.type !== "CASH" && tender.amountCents > balanceCents)
    return "A card or other payment cannot be more than what is left; give change in cash only.";
  return null;
}

export const isPaid = (totalCents: number, tenders: readonly DraftTender[], rounding: CashRounding) =>
  tenders.length > 0 && settle(totalCents, tenders, rounding).balanceCents === 0;

export const toTenderInputs = (tenders: readonly DraftTender[]): TenderInput[] =>
  tenders.map((t) => ({
    type: t.type,
    amountCents: t.amountCents,
    ...(t.type === "OTHER" || t.reference ? { reference: t.reference?.trim() } : {}),
  }));

/** Cash a customer is likely to hand over: the exact (rounded) amount, then the next round notes above it. */
export function quickCash(dueCents: number): number[] {
  if (dueCents <= 0) return [];
  const options = [dueCents];
  for (const step of [500, 1000, 2000, 5000, 10_000]) {
    const next = Math.ceil(dueCents / step) * step;
    if (!options.includes(next)) options.push(next);
  }
  return options.slice(0, 5);
}
