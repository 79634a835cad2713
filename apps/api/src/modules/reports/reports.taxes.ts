// Taxes per rate as a report shows them: one row per rate and percentage (a rate whose percentage changed shows
// one row for each, since each was owed at its own rate), collected from the sale lines' recorded taxes and given
// back by refunds (reports.refunds.ts).
import type { RateTax } from "@verdant/shared/reports";
import type { RefundedRateShare } from "./reports.refunds.ts";

export type CollectedRow = { rate_id: string; name: string; rate_ppm: number; base: number; amount: number };
/** What a rate gave back: a refund's share (reports.refunds.ts) or a period's sum (reports.tax-days.ts). */
export type RateShare = Pick<RefundedRateShare, "rateId" | "name" | "ratePpm" | "baseCents" | "taxCents">;

const keyOf = (rateId: string, ratePpm: number, name: string) => `${rateId}|${ratePpm}|${name}`;

const byName = (a: RateTax, b: RateTax) =>
  a.name.localeCompare(b.name) || b.ratePpm - a.ratePpm || a.rateId.localeCompare(b.rateId);

export function mergeTaxes(rows: RateTax[]): RateTax[] {
  const merged = new Map<string, RateTax>();
  for (const row of rows) {
    const key = keyOf(row.rateId, row.ratePpm, row.name);
    const found = merged.get(key);
    if (!found) merged.set(key, { ...row });
    else {
      found.baseCents += row.baseCents;
      found.collectedCents += row.collectedCents;
      found.refundedCents += row.refundedCents;
      found.netCents += row.netCents;
    }
  }
  return [...merged.values()].sort(byName);
}

export function taxRowsOf(collected: CollectedRow[], refunded: RateShare[]): RateTax[] {
  return mergeTaxes([
    ...collected.map((c) => ({
      rateId: c.rate_id,
      name: c.name,
      ratePpm: c.rate_ppm,
      baseCents: c.base,
      collectedCents: c.amount,
      refundedCents: 0,
      netCents: c.amount,
    })),
    ...refunded.map((r) => ({
      rateId: r.rateId,
      name: r.name,
      ratePpm: r.ratePpm,
      baseCents: 0,
      collectedCents: 0,
      refundedCents: r.taxCents,
      netCents: -r.taxCents,
    })),
  ]);
}

/** The refunded base per rate key, for the tax liability's refunded-base column. */
export function refundedBases(refunded: RateShare[]): Map<string, number> {
  const bases = new Map<string, number>();
  for (const r of refunded) {
    const key = keyOf(r.rateId, r.ratePpm, r.name);
    bases.set(key, (bases.get(key) ?? 0) + r.baseCents);
  }
  return bases;
}

export const rateKey = (row: Pick<RateTax, "rateId" | "ratePpm" | "name">) => keyOf(row.rateId, row.ratePpm, row.name);
