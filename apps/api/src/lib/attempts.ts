// Counted tries (password sign-in, manager PINs) in the rate_limits table, so every API process shares the count.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema/index.ts";
import { AppError, type MessageKey, say } from "./app-error.ts";

export interface AttemptLimit {
  key: string;
  max: number;
  windowMs: number;
  /** The refusal, with a {seconds} value. */
  message: MessageKey;
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
  throw new AppError("rate_limited", say(limit.message, { seconds: retryAfter }), { retryAfter });
}

/** Free failures before a lockout, then each failure locks for twice as long, from 15 s up to 15 min. */
export const LOCKOUT = { freeFailures: 5, firstLockMs: 15_000, maxLockMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 };

/** 429 while the key (an identifier from one address) is locked out; the row's reset_at is the lock's end. */
export async function assertNotLockedOut(db: Db, key: string, message: MessageKey): Promise<void> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  const retryAfter = row ? Math.ceil((row.resetAt.getTime() - Date.now()) / 1000) : 0;
  if (retryAfter > 0) throw new AppError("rate_limited", say(message, { seconds: retryAfter }), { retryAfter });
}

/** Counts a failure; past the free ones it locks the key for a growing delay. Forgotten after an hour of quiet. */
export async function recordFailure(db: Db, key: string): Promise<void> {
  const { freeFailures, firstLockMs, maxLockMs, forgetAfterMs } = LOCKOUT;
  const failures = sql`(case when rate_limits.reset_at < now() - ${forgetAfterMs}::int * interval '1 millisecond'
    then 1 else rate_limits.count + 1 end)`;
  await db.execute(sql`
    insert into rate_limits (key, count, reset_at) values (${key}, 1, now())
    on conflict (key) do update set
      count = ${failures},
      reset_at = now() + (case when ${failures} <= ${freeFailures}::int then 0
        else least(${maxLockMs}::int, ${firstLockMs}::int * power(2, ${failures} - ${freeFailures}::int - 1)) end)
        * interval '1 millisecond'`);
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
