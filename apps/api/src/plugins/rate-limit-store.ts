// Rate-limit counters in the database, so every API process shares them (architecture.md → scaling).
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

type Counted = { current: number; ttl: number };

async function increment(db: Db, key: string, windowMs: number): Promise<Counted> {
  const result = await db.execute<{ count: number; ttl: number }>(sql`
    insert into rate_limits (key, count, reset_at) values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`);
  const row = (result as unknown as { rows: { count: number; ttl: number }[] }).rows[0];
  return { current: Number(row?.count ?? 1), ttl: Number(row?.ttl ?? windowMs) };
}

function store(db: Db, windowMs: number, prefix: string): FastifyRateLimitStore {
  return {
    incr: (key, callback) => {
      increment(db, `${prefix}${key}`, windowMs).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    },
    // The plugin calls child() with the route's merged limits ({ timeWindow, routeInfo, ... }), not the
    // bare route options its types declare; read both shapes.
    child: (options) => {
      const merged = options as unknown as { timeWindow?: number; routeInfo?: { method: string; url: string } };
      const route = merged.routeInfo ?? options;
      const routeWindow = typeof merged.timeWindow === "number" ? merged.timeWindow : windowMs;
      return store(db, routeWindow, `${prefix}${String(route.method)}:${route.url}:`);
    },
  };
}

export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class {
    constructor(options: { timeWindow?: unknown }) {
      const windowMs = typeof options.timeWindow === "number" ? options.timeWindow : 60_000;
      // biome-ignore lint/correctness/noConstructorReturn: the plugin constructs stores with `new`.
      return store(db, windowMs, "");
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
