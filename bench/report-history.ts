// A location's history for the reports bench, written set-based in SQL into the real tables: a catalog (brands,
// categories, vendors), a lot per product and month with its cost, a closed drawer per register and day, sales of two
// lines at the products' prices (a discount in five sales, GST 5 % and PST 7 % with patients exempt from PST, a void
// in a hundred, a one-line refund in fifty, four cashiers, 2,000 customers of whom one in ten is a patient), their
// tenders, their ledger rows (SALE, VOID, three adjustments a day, each lot received for what it sells plus 24, each
// row's quantity after by a running sum), and a purchase order per vendor and week. The day summaries of decision
// 0025b are kept by their triggers as the rows go in. Rows go in in time order, as a store's sales would, so that a
// day's sales sit together on disk as they would in production (scattered, a cold day's end of day read a page per sale).
import { sql } from "drizzle-orm";
import type { Db } from "../apps/api/src/db/client.ts";
import { customers, discounts, rooms, users } from "../apps/api/src/db/schema/index.ts";
import type { LocationScope } from "../apps/api/src/plugins/access.ts";
import { buildCatalog } from "../apps/api/src/seed/catalog.seed.ts";

export interface History {
  scope: LocationScope;
  timeZone: string;
  registers: [string, string];
  owner: string;
  sales: number;
  days: number;
}

type Run = (text: string, label?: string) => Promise<void>;

/** A UUID (version 4 bits set, as ids are validated) made from a text, so rows can name each other while loading. */
const uuidOf = (text: string) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;

/** The instant of `minutes` after local midnight, `days` days before today, in the store's time zone. */
const localAt = (days: string, minutes: string, timeZone: string) =>
  `((current_date - (${days}))::timestamp + (${minutes}) * interval '1 minute') at time zone '${timeZone}'`;

/** Loads the history; answers the rows written and the time each phase took. */
export async function loadReportHistory(
  db: Db,
  h: History,
): Promise<{ counts: Record<string, number>; phases: string }> {
  const { organizationId: org, locationId: loc } = h.scope;
  const tz = h.timeZone.replace(/'/g, "");
  let last = performance.now();
  const took: string[] = [];
  /** Runs a statement; with a label, notes the time since the last label. */
  const run = async (text: string, label?: string) => {
    await db.execute(sql.raw(text));
    if (!label) return;
    took.push(`${label} ${((performance.now() - last) / 1000).toFixed(1)} s`);
    last = performance.now();
  };
  await buildCatalog(db, h.scope, { products: 240, seed: 16 });
  const [floor] = await db
    .insert(rooms)
    .values({ ...h.scope, name: "Sales Floor", roomTypes: ["SALES_FLOOR"] })
    .returning({ id: rooms.id });
  const cashiers = await db
    .insert(users)
    .values(
      ["Ana", "Ben", "Chloe", "Dev"].map((firstName) => ({
        email: `${firstName.toLowerCase()}-${loc.slice(0, 8)}@bench.local`,
        firstName,
        lastName: "Cashier",
        isWaitingApproval: false,
        isOnBoarded: true,
      })),
    )
    .returning({ id: users.id });
  await db.insert(customers).values(
    Array.from({ length: 2000 }, (_, i) => ({
      ...h.scope,
      firstName: "Bench",
      lastName: `Buyer${i}`,
      dateOfBirth: "1985-06-15",
      type: i % 10 === 0 ? ("MEDICAL" as const) : ("RECREATIONAL" as const),
    })),
  );
  const [deal] = await db
    .insert(discounts)
    .values({ ...h.scope, name: "Ten percent off", status: "DRAFT", position: 1 })
    .returning({ id: discounts.id });
  const ids = (list: string[]) => `array[${list.map((id) => `'${id}'::uuid`).join(", ")}]`;
  const base = `'${org}'::uuid, '${loc}'::uuid`;
  const { days, sales } = h;
  // Sellable products (EACH, with a price), in a stable order, and a lot of each per 30-day block.
  await run(
    `create temp table bench_products as select row_number() over (order by sku) as n, id, name, sku,
      brand_id, category_id, price_cents, coalesce(cost_cents, price_cents / 2) as cost_cents
    from products where location_id = '${loc}' and unit = 'EACH' and price_cents > 0`,
    "catalog",
  );
  await run(
    `insert into drawer_sessions (id, organization_id, location_id, register_id, status, opening_float_cents,
      opened_by, opened_at, closed_by, closed_at, counted_cash_cents, expected_cash_cents, over_short_cents)
    select ${uuidOf(`'d' || d || '-' || r`)}, ${base}, (${ids(h.registers)})[r], 'CLOSED', 20000,
      (${ids(cashiers.map((c) => c.id))})[1 + (d + r) % 4], ${localAt("d", "10 * 60", tz)},
      (${ids(cashiers.map((c) => c.id))})[1 + (d + r) % 4], ${localAt("d", "21 * 60", tz)}, 20000, 20000, 0
    from generate_series(1, ${days}) d, generate_series(1, 2) r`,
    "drawers",
  );
  // Every line priced as the engine would: 10 % off the first line of one sale in five, GST on all, PST but for
  // patients (whole cents, half up).
  const count = `(select count(*) from bench_products)`;
  await run(`create temp table bench_lines as
    select i, pos, 1 + i % ${days} as day, p.id as product_id, p.name, p.sku, p.brand_id, p.category_id,
      p.price_cents, q as quantity, p.price_cents * q as gross,
      case when i % 5 = 0 and pos = 1 then (p.price_cents * q + 5) / 10 else 0 end as discount,
      (i % 2000) % 10 = 0 as medical, ${uuidOf(`'lot' || p.id || '-' || ((i % ${days}) / 30)`)} as lot
    from (select i, pos, case when i % 7 = 0 and pos = 2 then 2 else 1 end as q
        from generate_series(1, ${sales}) i, generate_series(1, 2) pos) g
      join bench_products p on p.n = 1 + (i * 7 + pos * 131) % ${count}`);
  await run(`alter table bench_lines add column net int, add column gst int, add column pst int`);
  await run(`update bench_lines set net = gross - discount, gst = ((gross - discount) * 5 + 50) / 100,
      pst = case when medical then 0 else ((gross - discount) * 7 + 50) / 100 end`);
  await run(
    `create temp table bench_sales as select i, day, sum(gross)::int as gross, sum(discount)::int as discount,
      sum(gst + pst)::int as tax, sum(net + gst + pst)::int as total, bool_or(discount > 0) as discounted
    from bench_lines group by i, day`,
    "priced lines",
  );
  await run(
    `with c as (select array_agg(id order by substr(last_name, 6)::int) ids,
      array_agg(type order by substr(last_name, 6)::int) types
      from customers where location_id = '${loc}')
    insert into sales (id, organization_id, location_id, register_id, drawer_session_id, cashier_id, customer_id,
      receipt_number, status, customer_type, subtotal_cents, discount_cents, tax_cents, total_cents, pricing,
      completed_at, voided_at, voided_by, void_reason)
    select ${uuidOf(`'s' || i`)}, ${base}, (${ids(h.registers)})[1 + i % 2], ${uuidOf(`'d' || day || '-' || (1 + i % 2)`)},
      (${ids(cashiers.map((c) => c.id))})[1 + (day + 1 + i % 2) % 4], c.ids[1 + i % 2000], i,
      case when i % 100 = 0 then 'VOIDED' else 'COMPLETED' end, c.types[1 + i % 2000],
      gross, discount, tax, total, '{"appliedDiscounts":[],"skippedDiscounts":[],"taxes":[]}'::jsonb,
      ${localAt("day", `10 * 60 + (i * 37) % 660`, tz)},
      case when i % 100 = 0 then ${localAt("day", `10 * 60 + (i * 37) % 660 + 5`, tz)} end,
      case when i % 100 = 0 then '${h.owner}'::uuid end, case when i % 100 = 0 then 'Rang up twice' end
    from bench_sales, c order by day desc, i`,
    "sales",
  );
  const tax = (id: string, name: string, ppm: number, amount: string) =>
    `jsonb_build_object('rateId', '${id}', 'name', '${name}', 'ratePpm', ${ppm}, 'compound', false, 'baseCents', l.net, 'amountCents', ${amount})`;
  await run(
    `insert into sale_lines (organization_id, location_id, sale_id, position, product_id, product_name, sku,
      brand_id, category_id, compliance_class, unit, quantity, unit_price_cents, net_weight_mg, gross_cents,
      discount_cents, net_cents, tax_cents, total_cents, discounts, taxes, lots)
    select ${base}, ${uuidOf(`'s' || l.i`)}, l.pos, l.product_id, l.name, l.sku, l.brand_id, l.category_id, 'FLOWER',
      'EACH', l.quantity, l.price_cents, 1000, l.gross, l.discount, l.net, l.gst + l.pst, l.net + l.gst + l.pst,
      case when l.discount > 0 then jsonb_build_array(jsonb_build_object('discountId', '${deal!.id}',
        'name', 'Ten percent off', 'amountCents', l.discount)) else '[]'::jsonb end,
      case when l.medical then jsonb_build_array(${tax("gst", "GST", 50_000, "l.gst")})
        else jsonb_build_array(${tax("gst", "GST", 50_000, "l.gst")}, ${tax("pst", "PST", 70_000, "l.pst")}) end,
      jsonb_build_array(jsonb_build_object('inventoryItemId', l.lot, 'roomId', '${floor!.id}', 'quantity', l.quantity))
    from bench_lines l order by l.day desc, l.i, l.pos`,
    "sale lines",
  );
  // The lines wait in the summaries' queue (decision 0044) until folded, as the API's worker would.
  await run(`select report_queue_fold('${loc}'::uuid)`, "their day summaries");
  await run(`insert into sale_tenders (organization_id, location_id, sale_id, position, type, amount_cents)
    select ${base}, ${uuidOf(`'s' || i`)}, 1, (array['CASH', 'DEBIT', 'CREDIT'])[1 + i % 3], total from bench_sales
    order by day desc, i`);
  // One in fifty sales gives its first line back, an hour later, to its own drawer.
  await run(`insert into sale_refunds (organization_id, location_id, sale_id, drawer_session_id, refunded_by, reason,
      disposition, net_cents, tax_cents, total_cents, tenders, lines, created_at)
    select ${base}, s.id, s.drawer_session_id, '${h.owner}'::uuid, 'Changed their mind', 'WRITE_OFF', l.net_cents,
      l.tax_cents, l.total_cents, jsonb_build_array(jsonb_build_object('type', 'DEBIT', 'amountCents', l.total_cents)),
      jsonb_build_array(jsonb_build_object('saleLineId', l.id, 'quantity', l.quantity, 'netCents', l.net_cents,
        'taxCents', l.tax_cents, 'totalCents', l.total_cents)), s.completed_at + interval '1 hour'
    from sales s join sale_lines l on l.sale_id = s.id and l.position = 1
    where s.location_id = '${loc}' and s.receipt_number % 50 = 7`);
  await run(`update sale_lines l set refunded_quantity = l.quantity from sales s
    where s.id = l.sale_id and l.position = 1 and s.location_id = '${loc}' and s.receipt_number % 50 = 7`);
  await run(
    `update sales s set status = 'PARTIALLY_REFUNDED', refunded_cents = r.total_cents
    from sale_refunds r where r.sale_id = s.id and s.location_id = '${loc}'`,
    "tenders, refunds",
  );
  await loadLedger(run, h, { base, clerk: cashiers[0]!.id, floor: floor!.id, tz });
  await loadPurchaseOrders(run, h, base);
  const [row] = (
    (await db.execute(sql`select (select count(*) from sale_lines where location_id = ${loc})::int as lines,
      (select count(*) from inventory_ledger where location_id = ${loc})::int as ledger,
      (select count(*) from tax_rate_days where location_id = ${loc})::int as "taxRateDays",
      (select count(*) from sale_hour_days where location_id = ${loc})::int as "saleHourDays",
      (select count(*) from sale_item_days where location_id = ${loc})::int as "saleItemDays",
      (select count(*) from customer_days where location_id = ${loc})::int as "customerDays"`)) as unknown as {
      rows: Record<string, number>[];
    }
  ).rows;
  for (const table of ["bench_products", "bench_lines", "bench_sales"]) await run(`drop table ${table}`);
  return { counts: row!, phases: took.join(", ") };
}

/** The ledger: sales, voids and adjustments, each lot received before them for what it gives out plus 24. */
async function loadLedger(
  run: Run,
  { days }: History,
  { base, clerk, floor, tz }: { base: string; clerk: string; floor: string; tz: string },
) {
  await run(`create temp table bench_ledger (inventory_id uuid, delta int, reason text, note text, user_id uuid,
    reference_type text, reference_id uuid, created_at timestamptz)`);
  await run(
    `insert into bench_ledger select l.lot, -l.quantity, 'SALE', null, s.cashier_id, 'SALE', s.id, s.completed_at
    from bench_lines l join sales s on s.id = ${uuidOf(`'s' || l.i`)}`,
    "ledger: sales",
  );
  await run(`insert into bench_ledger select l.lot, l.quantity, 'VOID', 'Rang up twice', s.voided_by, 'SALE', s.id,
      s.voided_at
    from bench_lines l join sales s on s.id = ${uuidOf(`'s' || l.i`)} where s.status = 'VOIDED'`);
  await run(
    `insert into bench_ledger select ${uuidOf(`'lot' || p.id || '-' || ((d - 1) / 30)`)}, -1 - k % 2,
      (array['ADJUSTMENT', 'WASTE', 'AUDIT'])[k], (array['Damaged in display case', 'Expired, destroyed',
        'Cycle count'])[k], '${clerk}'::uuid, 'INVENTORY_ITEM', null, ${localAt("d", "20 * 60 + k", tz)}
    from generate_series(1, ${days}) d, generate_series(1, 3) k
      join bench_products p on p.n = 1 + (k * 53) % (select count(*) from bench_products)`,
    "ledger: adjustments",
  );
  // A lot per product and 30-day block, received at its block's start, holding what the block sells plus 24.
  await run(`create temp table bench_lots as select ${uuidOf(`'lot' || p.id || '-' || b`)} as id, p.id as product_id,
      p.n, b, p.cost_cents, ${localAt(`b * 30 + 30`, "9 * 60", tz)} as received_at
    from bench_products p, generate_series(0, ${Math.ceil(days / 30)}) b`);
  await run(`insert into bench_ledger select i.id, 24 + coalesce(-sum(b.delta) filter (where b.delta < 0), 0),
      'RECEIVE', 'Weekly delivery', '${clerk}'::uuid, 'RECEIVE_ORDER', null, i.received_at
    from bench_lots i left join bench_ledger b on b.inventory_id = i.id group by i.id, i.received_at`);
  await run(
    `insert into inventory_items (id, organization_id, location_id, product_id, room_id, quantity,
      unit_cost_cents, lot_number, received_at)
    select i.id, ${base}, i.product_id, '${floor}', q.total, i.cost_cents, 'LOT-' || i.n || '-' || i.b, i.received_at
    from bench_lots i join (select inventory_id, sum(delta)::int as total from bench_ledger group by 1) q
      on q.inventory_id = i.id`,
    "ledger: lots",
  );
  await run(
    `insert into inventory_ledger (id, organization_id, location_id, inventory_id, delta, quantity_after,
      reason, note, user_id, reference_type, reference_id, created_at)
    select id, ${base}, inventory_id, delta, sum(delta) over (partition by inventory_id order by created_at, id), reason,
      note, user_id, reference_type, reference_id, created_at
    from (select gen_random_uuid() as id, * from bench_ledger) b
    order by created_at`,
    "ledger: rows",
  );
  await run(`drop table bench_ledger, bench_lots`);
}

/** A purchase order per vendor and week: five products at cost, received in full but the last month's. */
async function loadPurchaseOrders(run: Run, h: History, base: string) {
  const loc = base.split(", ")[1];
  await run(`insert into purchase_orders (id, organization_id, location_id, vendor_id, po_number, status, step,
      expected_at, submitted_at, item_count)
    select ${uuidOf(`'po' || v.id || '-' || w`)}, ${base}, v.id, 'PO-' || w || '-' || left(v.id::text, 6),
      case when w < 2 then 'SUBMITTED' when w < 5 then 'PARTIALLY_RECEIVED' else 'RECEIVED' end, 'REVIEW',
      current_date - w * 7 + 5, current_date - w * 7 - 1 + time '09:00', 5
    from vendors v, generate_series(0, ${Math.floor(h.days / 7)}) w where v.location_id = ${loc}`);
  await run(
    `insert into purchase_order_items (organization_id, location_id, purchase_order_id, product_id, quantity,
      received_quantity, unit_cost_cents)
    select ${base}, o.id, p.id, 24, case o.status when 'RECEIVED' then 24 when 'SUBMITTED' then 0 else 12 end,
      coalesce(p.cost_cents, 0)
    from purchase_orders o cross join lateral (select id, cost_cents from products
      where vendor_id = o.vendor_id and location_id = o.location_id order by sku limit 5) p
    where o.location_id = ${loc}`,
    "purchase orders",
  );
}
