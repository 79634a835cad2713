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

/** Why this tender cannot be added (its message in the dialogs' catalog), or null. Only cash may pass what is left. */
export function tenderProblem(
  tender: DraftTender,
  totalCents: number,
  tenders: readonly DraftTender[],
  rounding: CashRounding,
): "tender.nothingLeft" | "tender.aboveZero" | "tender.reference" | "tender.tooMuch" | null {
  const { balanceCents } = settle(totalCents, tenders, rounding);
  if (balanceCents === 0) return "tender.nothingLeft";
  if (tender.amountCents <= 0) return "tender.aboveZero";
  if (tender.type === "OTHER" && !tender.reference?.trim()) return "tender.reference";
  if (tender.type !== "CASH" && tender.amountCents > balanceCents) return "tender.tooMuch";
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
