// The tax a refund gave back, per rate. A refund records each line's tax as one figure (sales.returns.ts takes a
// cumulative share of the line's tax, so refunding a whole line in parts gives back exactly its tax). The rates'
// split follows the same rule: after c of q units are refunded, the line's cumulative refunded tax
// floor(tax·c/q) is allocated over its rates in proportion to what each collected (largest remainder), and a
// refund's share is the allocation after it minus the one before. So per-rate figures add up to each refund's
// recorded tax, and a line refunded in full gives back exactly what each rate collected.
import type { LineTax } from "@verdant/shared/pricing/pricing.types";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { saleLines, saleRefunds } from "../../db/schema/index.ts";
import { rowsOf } from "./reports.sql.ts";

export interface RefundedRateShare {
  refundId: string;
  drawerSessionId: string;
  saleLineId: string;
  rateId: string;
  name: string;
  ratePpm: number;
  baseCents: number;
  taxCents: number;
}

/** `total` split over `weights` in proportion, the leftover cents to the largest remainders (first on ties). */
export function allocate(total: number, weights: number[]): number[] {
  const whole = weights.reduce((sum, w) => sum + w, 0);
  if (whole === 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((total * w) / whole));
  let left = total - shares.reduce((sum, s) => sum + s, 0);
  const order = weights.map((w, i) => ({ i, rest: (total * w) % whole })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

const cumulative = (cents: number, done: number, of: number) => Math.floor((cents * done) / of);

/** One refunded line's per-rate tax and base, for `now` units after `before` were refunded earlier. */
export function shareByRate(taxes: LineTax[], quantity: number, before: number, now: number) {
  const amounts = taxes.map((t) => t.amountCents);
  const whole = amounts.reduce((sum, a) => sum + a, 0);
  const upTo = (done: number) => allocate(cumulative(whole, done, quantity), amounts);
  const after = upTo(before + now);
  const earlier = upTo(before);
  return taxes.map((t, i) => ({
    rateId: t.rateId,
    name: t.name,
    ratePpm: t.ratePpm,
    baseCents: cumulative(t.baseCents, before + now, quantity) - cumulative(t.baseCents, before, quantity),
    taxCents: after[i]! - earlier[i]!,
  }));
}

type Entry = {
  refund_id: string;
  line_id: string;
  drawer_session_id: string;
  qty: number;
  after: number;
  line_quantity: number;
  taxes: LineTax[];
};

/**
 * The per-rate shares of the refunds `where` picks (a condition on sale_refunds). The units refunded before each
 * one come from every refund of the same line, in the order they were made.
 */
export async function refundedByRate(db: Db, where: SQL): Promise<RefundedRateShare[]> {
  const entries = await rowsOf<Entry>(
    db,
    sql`with entries as (
      select ${saleRefunds.id} as refund_id, ${saleRefunds.drawerSessionId} as drawer_session_id,
        ${saleRefunds.createdAt} as created_at, (e->>'saleLineId')::uuid as line_id, (e->>'quantity')::int as qty
      from ${saleRefunds} cross join jsonb_array_elements(${saleRefunds.lines}) e
      where ${saleRefunds.saleId} in (select ${saleRefunds.saleId} from ${saleRefunds} where ${where})
    ), cumulated as (
      select entries.*, sum(qty) over (partition by line_id order by created_at, refund_id)::int as after
      from entries
    )
    select c.refund_id, c.drawer_session_id, c.line_id, c.qty, c.after, ${saleLines.quantity} as line_quantity,
      ${saleLines.taxes} as taxes
    from cumulated c join ${saleLines} on ${saleLines.id} = c.line_id
    where c.refund_id in (select ${saleRefunds.id} from ${saleRefunds} where ${where})`,
  );
  return entries.flatMap((e) =>
    shareByRate(e.taxes, e.line_quantity, e.after - e.qty, e.qty).map((share) => ({
      refundId: e.refund_id,
      drawerSessionId: e.drawer_session_id,
      saleLineId: e.line_id,
      ...share,
    })),
  );
}
