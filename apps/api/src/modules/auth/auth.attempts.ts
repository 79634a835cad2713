// Counted tries (password sign-in) in the rate_limits table, so every API process shares the count.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rateLimits } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

export interface AttemptLimit {
  key: string;
  max: number;
  windowMs: number;
  message: string;
}

/** Counts one try and tells whether it is within the limit, and if not, how many seconds the window has left. */
export async function recordAttempt(db: Db, limit: Omit<AttemptLimit, "message">) {
  const result = await db.execute<{ count: number; ttl: number }>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${limit.key}, 1, now() + ${limit.windowMs}::int * interval '1 millisecond')
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, greatest(1, ceil(extract(epoch from (reset_at - now()))))::int as ttl`);
  const row = (result as unknown as { rows: { count: number; ttl: number }[] }).rows[0];
  return { allowed: Number(row?.count ?? 0) <= limit.max, retryAfter: Number(row?.ttl ?? limit.windowMs / 1000) };
}

/** Counts one try; past the limit, 429 rate_limited with Retry-After until the window ends. */
export async function countAttempt(db: Db, limit: AttemptLimit): Promise<void> {
  const { allowed, retryAfter } = await recordAttempt(db, limit);
  if (allowed) return;
  throw new AppError("rate_limited", limit.message.replace("{seconds}", String(retryAfter)), { retryAfter });
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
