// Integer arithmetic for money (cents), rates (parts per million) and weights (mg). Products are taken in BigInt
// so that cents × ppm never leaves the range where a JavaScript number is exact.

export const PPM = 1_000_000;

/** Throws unless value is a safe non-negative integer: the engine refuses fractions rather than round them away. */
export function assertAmount(value: number, field: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${field} must be a non-negative integer, got ${value}`);
  }
}

/** round(a × b / d) with halves rounded up, for non-negative integers (the tax rule of domain.md → Pricing). */
export function mulDivHalfUp(a: number, b: number, d: number): number {
  const num = BigInt(a) * BigInt(b) * 2n + BigInt(d);
  return Number(num / (BigInt(d) * 2n));
}

/** ceil(a × b / d) for non-negative integers: limits never under-count. */
export function mulDivCeil(a: number, b: number, d: number): number {
  const num = BigInt(a) * BigInt(b);
  const den = BigInt(d);
  return Number((num + den - 1n) / den);
}

/**
 * Splits `amount` over `weights` proportionally with the largest-remainder method, so that the parts add up to
 * exactly `amount` and none exceeds its weight (amount is capped at the sum of weights). Ties go to the earlier
 * entry, which keeps the split deterministic.
 */
export function spreadLargestRemainder(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total === 0 || amount === 0) return weights.map(() => 0);
  const capped = BigInt(Math.min(amount, total));
  const bigTotal = BigInt(total);
  const parts = weights.map((w) => Number((capped * BigInt(w)) / bigTotal));
  const remainders = weights.map((w) => (capped * BigInt(w)) % bigTotal);
  let leftover = Number(capped) - parts.reduce((sum, p) => sum + p, 0);
  const order = weights.map((_, i) => i).sort((a, b) => Number(remainders[b]! - remainders[a]!) || a - b);
  for (const i of order) {
    if (leftover === 0) break;
    parts[i]! += 1;
    leftover -= 1;
  }
  return parts;
}
