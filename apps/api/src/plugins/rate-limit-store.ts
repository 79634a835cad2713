// Rate-limit counters in the database, so every API process shares them (architecture.md → scaling).
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export function databaseRateLimitStore(db: Db) {
  return class DatabaseStore {
    private readonly windowMs: number;
    private readonly prefix: string;
    constructor(options: { timeWindow?: number }, prefix = "") {
      this.windowMs = Number(options.timeWindow ?? 60_000);
      this.prefix = prefix;
    }
    incr(key: string, callback: Callback): void {
      const fullKey = `${this.prefix}${key}`;
      const ms = this.windowMs;
      db.execute<{ count: number; ttl: number }>(sql`
        insert into rate_limits (key, count, reset_at) values (${fullKey}, 1, now() + ${ms} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`)
        .then((result) => {
          const row = (result as unknown as { rows: { count: number; ttl: number }[] }).rows[0];
          callback(null, { current: Number(row?.count ?? 1), ttl: Number(row?.ttl ?? ms) });
        })
        .catch((error: Error) => callback(error));
    }
    child(routeOptions: { timeWindow?: number; routeInfo?: { method: string; url: string } }) {
      const route = routeOptions.routeInfo
        ? `${routeOptions.routeInfo.method}:${routeOptions.routeInfo.url}:`
        : "route:";
      return new DatabaseStore({ timeWindow: routeOptions.timeWindow ?? this.windowMs }, `${this.prefix}${route}`);
    }
  };
}
