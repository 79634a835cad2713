// Reports (issue 16): a location with BENCH_REPORT_SALES sales (default 500,000) over two years, loaded in SQL
// (two registers, a closed drawer per register and day, two lines per sale taxed GST and PST, one tender, a void in
// a hundred, a one-line refund in fifty, a patient in ten), then the end of day of a random day and the tax
// liability of a random month, quarter and the whole two years, two managers at a time. Target: p95 under 1 s on
// PostgreSQL for any period (decision 0020).
import { createLocationInput } from "@verdant/shared/locations";
import { type SQL, sql } from "drizzle-orm";
import { customers, users } from "../../apps/api/src/db/schema/index.ts";
import { createOrganization } from "../../apps/api/src/modules/organizations/organizations.service.ts";
import { createRegister } from "../../apps/api/src/modules/registers/registers.service.ts";
import type { Scenario } from "../harness.ts";
import { signedIn } from "../util.ts";

const SALES = Number(process.env.BENCH_REPORT_SALES ?? 500_000);
const DAYS = 730;

/** A UUID (version 4 bits set, as ids are validated) made from a text, so rows can name each other while loading. */
const uuidOf = (text: SQL) => sql`overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

export const reportsScenario: Scenario = {
  name: "reports",
  prepare: async ({ database }) => {
    const { db } = database;
    const [user] = await db
      .insert(users)
      .values({ email: "reports-bench@verdant.local", isWaitingApproval: false, isOnBoarded: true, firstName: "Bench" })
      .returning();
    const auth = await signedIn(db, user!.id);
    const organization = await createOrganization(db, user!.id, {
      name: "Bench Reports",
      location: createLocationInput.parse({ name: "Bench Books", country: "CA", timeZone: "America/Vancouver" }),
    } as never);
    const org = organization.id;
    const loc = organization.locations[0]!.id;
    const scope = { organizationId: org, locationId: loc };
    const registers = [];
    for (const name of ["Lane 1", "Lane 2"])
      registers.push((await createRegister(db, scope, { name, isActive: true, roomIds: [] })).id);
    await db.insert(customers).values(
      Array.from({ length: 2000 }, (_, i) => ({
        ...scope,
        firstName: "Bench",
        lastName: `Buyer${i}`,
        dateOfBirth: "1985-06-15",
        type: i % 10 === 0 ? ("MEDICAL" as const) : ("RECREATIONAL" as const),
      })),
    );
    const t0 = Date.now();
    // A drawer per register and local day, opened at 10:00 and closed at 21:00 with an exact count.
    await db.execute(sql`
      insert into drawer_sessions (id, organization_id, location_id, register_id, status, opening_float_cents,
        opened_by, opened_at, closed_by, closed_at, counted_cash_cents, expected_cash_cents, over_short_cents)
      select ${uuidOf(sql`'d' || d || '-' || r`)}, ${org}::uuid, ${loc}::uuid,
        (array[${registers[0]}::uuid, ${registers[1]}::uuid])[r], 'CLOSED', 20000, ${user!.id}::uuid,
        ((current_date - d)::timestamp + interval '10 hours') at time zone 'America/Vancouver', ${user!.id}::uuid,
        ((current_date - d)::timestamp + interval '21 hours') at time zone 'America/Vancouver', 20000, 20000, 0
      from generate_series(1, ${DAYS}) d, generate_series(1, 2) r`);
    await db.execute(sql`
      with c as (select array_agg(id order by id) ids, array_agg(type order by id) types from customers
        where location_id = ${loc}::uuid)
      insert into sales (id, organization_id, location_id, register_id, drawer_session_id, cashier_id, customer_id,
        receipt_number, status, customer_type, subtotal_cents, discount_cents, tax_cents, total_cents, pricing,
        completed_at, voided_at, voided_by, void_reason)
      select ${uuidOf(sql`'s' || i`)}, ${org}::uuid, ${loc}::uuid, (array[${registers[0]}::uuid, ${registers[1]}::uuid])[1 + i % 2],
        ${uuidOf(sql`'d' || (1 + i % ${DAYS}) || '-' || (1 + i % 2)`)}, ${user!.id}::uuid, c.ids[1 + i % 2000], i,
        case when i % 100 = 0 then 'VOIDED' else 'COMPLETED' end, c.types[1 + i % 2000],
        3000, 0, 360, 3360, '{"appliedDiscounts":[],"skippedDiscounts":[],"taxes":[]}'::jsonb,
        ((current_date - (1 + i % ${DAYS}))::timestamp + interval '10 hours' + (i % 660) * interval '1 minute')
          at time zone 'America/Vancouver',
        case when i % 100 = 0 then now() end, case when i % 100 = 0 then ${user!.id}::uuid end,
        case when i % 100 = 0 then 'Bench void' end
      from generate_series(1, ${SALES}) i, c`);
    // Two lines a sale: 10.00 and 20.00 of one of 200 products, GST 5 % and PST 7 % (PST only for patients).
    await db.execute(sql`
      insert into sale_lines (organization_id, location_id, sale_id, position, product_id, product_name, sku,
        category_name, compliance_class, unit, quantity, unit_price_cents, net_weight_mg, gross_cents, discount_cents,
        net_cents, tax_cents, total_cents, discounts, taxes, lots)
      select ${org}::uuid, ${loc}::uuid, s.id, p, ${uuidOf(sql`'p' || (s.receipt_number * p) % 200`)},
        'Product ' || (s.receipt_number * p) % 200, 'SKU-' || (s.receipt_number * p) % 200, 'Flower', 'FLOWER', 'EACH',
        1, 1000 * p, 1000, 1000 * p, 0, 1000 * p, 120 * p, 1120 * p, '[]'::jsonb,
        jsonb_build_array(
          jsonb_build_object('rateId', 'gst', 'name', 'GST', 'ratePpm', 50000, 'compound', false, 'baseCents', 1000 * p, 'amountCents', 50 * p),
          jsonb_build_object('rateId', 'pst', 'name', 'PST', 'ratePpm', 70000, 'compound', false, 'baseCents', 1000 * p, 'amountCents', 70 * p)),
        '[]'::jsonb
      from sales s, generate_series(1, 2) p where s.location_id = ${loc}::uuid`);
    await db.execute(sql`
      insert into sale_tenders (organization_id, location_id, sale_id, position, type, amount_cents)
      select ${org}::uuid, ${loc}::uuid, id, 1, (array['CASH', 'DEBIT', 'CREDIT'])[1 + receipt_number % 3], total_cents
      from sales where location_id = ${loc}::uuid`);
    await db.execute(sql`
      insert into sale_refunds (organization_id, location_id, sale_id, drawer_session_id, refunded_by, reason,
        disposition, net_cents, tax_cents, total_cents, tenders, lines, created_at)
      select ${org}::uuid, ${loc}::uuid, s.id, s.drawer_session_id, ${user!.id}::uuid, 'Bench refund', 'WRITE_OFF',
        1000, 120, 1120, '[{"type":"DEBIT","amountCents":1120}]'::jsonb,
        jsonb_build_array(jsonb_build_object('saleLineId', l.id, 'quantity', 1, 'netCents', 1000, 'taxCents', 120,
          'totalCents', 1120)), s.completed_at + interval '1 hour'
      from sales s join sale_lines l on l.sale_id = s.id and l.position = 1
      where s.location_id = ${loc}::uuid and s.receipt_number % 50 = 7`);
    await db.execute(sql`vacuum analyze`);
    // The tax liability reads the per-day summaries the triggers kept as the rows went in (decision 0025b).
    const summary = (await db.execute(
      sql`select count(*)::int as n from tax_rate_days where location_id = ${loc}::uuid`,
    )) as unknown as { rows: { n: number }[] };
    console.log(`[${database.engine}] reports: ${summary.rows[0]?.n ?? 0} rows of tax_rate_days`);
    console.log(
      `[${database.engine}] reports: ${SALES} sales over ${DAYS} days in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );

    const base = `/api/organization/${org}/location/${loc}/reports`;
    const pick = (n: number) => 1 + Math.floor(Math.random() * n);
    const month = () => {
      const to = pick(DAYS - 31);
      return `from=${day(to + 30)}&to=${day(to)}`;
    };
    return [
      {
        name: "end of day, a random day",
        headers: auth,
        connections: 2,
        path: () => `${base}/end-of-day?date=${day(pick(DAYS))}`,
      },
      {
        name: "tax liability, a random month",
        headers: auth,
        connections: 2,
        path: () => `${base}/tax-liability?${month()}`,
      },
      {
        name: "tax liability, a random quarter",
        headers: auth,
        connections: 2,
        path: () => {
          const to = pick(DAYS - 92);
          return `${base}/tax-liability?from=${day(to + 91)}&to=${day(to)}`;
        },
      },
      {
        name: "tax liability, two years",
        headers: auth,
        connections: 2,
        path: `${base}/tax-liability?from=${day(DAYS)}&to=${day(1)}`,
      },
    ];
  },
};
