// An in-process token bucket per key: `capacity` requests at once, refilled at capacity per minute. No database
// write per request: each API process keeps its own buckets (a session's budget is per process, which only
// makes it more generous behind a load balancer).
export class TokenBuckets {
  private buckets = new Map<string, { tokens: number; at: number }>();
  constructor(
    private readonly capacity: number,
    private readonly perMs = capacity / 60_000,
  ) {}

  /** Takes one token; when none is left, answers the seconds until one is back. */
  take(key: string, now = Date.now()): { allowed: true } | { allowed: false; retryAfter: number } {
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, at: now };
    bucket.tokens = Math.min(this.capacity, bucket.tokens + (now - bucket.at) * this.perMs);
    bucket.at = now;
    if (!this.buckets.has(key)) {
      if (this.buckets.size >= 50_000) this.prune(now);
      this.buckets.set(key, bucket);
    }
    if (bucket.tokens < 1) return { allowed: false, retryAfter: Math.ceil((1 - bucket.tokens) / this.perMs / 1000) };
    bucket.tokens -= 1;
    return { allowed: true };
  }

  /** Spends one token without asking (a failure charged after the answer). */
  spend(key: string, now = Date.now()): void {
    this.take(key, now);
  }

  /** Whether the key has no token left, without spending one. */
  empty(key: string, now = Date.now()): boolean {
    const bucket = this.buckets.get(key);
    return bucket !== undefined && Math.min(this.capacity, bucket.tokens + (now - bucket.at) * this.perMs) < 1;
  }

  private prune(now: number) {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * this.perMs >= this.capacity) this.buckets.delete(key);
    }
    if (this.buckets.size >= 50_000) this.buckets.clear();
  }
}
