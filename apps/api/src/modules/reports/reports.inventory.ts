// Inventory valuation at the end of a local day and shrink over a period, from the ledger. A lot's quantity at a
// moment is the quantity after its last ledger row before it (the ledger is the quantity's only writer); its value
// is that quantity at the lot's unit cost (GRAM lots cost per gram, rounded to the cent per lot). Shrink is the
// manual adjustments and audits of the period, by reason, note and employee, valued at the lots' costs.
import type { InventoryValuation, ShrinkReport, ValuationQuery } from "@verdant/shared/reports";
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { personName } from "../drawers/drawers.service.ts";
import { rowsOf, storeOf } from "./reports.sql.ts";

const person = alias(users, "u");

const GROUPS = {
  category: { key: sql`coalesce(p.category_id::text, '')`, label: sql`coalesce(max(c.name), 'Uncategorized')` },
  brand: { key: sql`coalesce(p.brand_id::text, '')`, label: sql`coalesce(max(b.name), 'No brand')` },
  room: { key: sql`i.room_id::text`, label: sql`max(r.name)` },
} as const;

const lotValue = sql`round(q.quantity::numeric * i.unit_cost_cents / case when p.unit = 'GRAM' then 1000 else 1 end)`;

type Figures = { lots: number; units: number; milligrams: number; valueCents: number };

export async function getInventoryValuation(
  db: Db,
  scope: LocationScope,
  query: ValuationQuery,
): Promise<InventoryValuation> {
  const store = await storeOf(db, scope);
  const groupBy = query.groupBy ?? "category";
  const { key, label } = GROUPS[groupBy];
  const end = sql`((${query.date}::date + 1)::timestamp at time zone ${store.timeZone}::text)`;
  const rows = await rowsOf<{ key: string; label: string } & Figures>(
    db,
    sql`select ${key} as key, ${label} as label, count(*)::int as lots,
        coalesce(sum(q.quantity) filter (where p.unit = 'EACH'), 0)::bigint as units,
        coalesce(sum(q.quantity) filter (where p.unit = 'GRAM'), 0)::bigint as milligrams,
        coalesce(sum(${lotValue}), 0)::bigint as "valueCents"
      from inventory_items i
      cross join lateral (select l.quantity_after as quantity from inventory_ledger l
        where l.inventory_id = i.id and l.created_at < ${end}
        order by l.created_at desc, l.id desc limit 1) q
      join products p on p.id = i.product_id
      left join categories c on c.id = p.category_id
      left join brands b on b.id = p.brand_id
      join rooms r on r.id = i.room_id
      where i.organization_id = ${scope.organizationId} and i.location_id = ${scope.locationId} and q.quantity > 0
      group by 1
      order by "valueCents" desc, label`,
  );
  const totals = { lots: 0, units: 0, milligrams: 0, valueCents: 0 };
  for (const r of rows) for (const k of Object.keys(totals) as (keyof Figures)[]) totals[k] += r[k];
  return { date: query.date, groupBy, currency: store.currency, locationName: store.name, rows, totals };
}

export async function getShrink(
  db: Db,
  scope: LocationScope,
  query: { from: string; to: string },
): Promise<ShrinkReport> {
  const store = await storeOf(db, scope);
  const rows = await rowsOf<ShrinkReport["rows"][number] & { user_id: string | null; user_name: string | null }>(
    db,
    sql`select l.reason, l.note, l.user_id, max(${personName(person)}) as user_name,
        count(*)::int as entries,
        coalesce(sum(l.delta) filter (where p.unit = 'EACH'), 0)::bigint as units,
        coalesce(sum(l.delta) filter (where p.unit = 'GRAM'), 0)::bigint as milligrams,
        coalesce(sum(round(l.delta::numeric * i.unit_cost_cents / case when p.unit = 'GRAM' then 1000 else 1 end)), 0)::bigint
          as "valueCents"
      from inventory_ledger l
      join inventory_items i on i.id = l.inventory_id
      join products p on p.id = i.product_id
      left join ${users} ${sql.identifier("u")} on ${person.id} = l.user_id
      where l.organization_id = ${scope.organizationId} and l.location_id = ${scope.locationId}
        and l.reason in ('ADJUSTMENT', 'AUDIT', 'WASTE')
        and l.created_at >= (${query.from}::date::timestamp at time zone ${store.timeZone}::text)
        and l.created_at < ((${query.to}::date + 1)::timestamp at time zone ${store.timeZone}::text)
      group by l.reason, l.note, l.user_id
      order by "valueCents", l.reason, l.note`,
  );
  return {
    from: query.from,
    to: query.to,
    currency: store.currency,
    locationName: store.name,
    rows: rows.map(({ user_id, user_name, ...r }) => ({
      ...r,
      employee: { id: user_id, name: user_name ?? "Unknown" },
    })),
    totals: {
      entries: rows.reduce((s, r) => s + r.entries, 0),
      valueCents: rows.reduce((s, r) => s + r.valueCents, 0),
    },
  };
}
