// Purchasing at a location: per vendor, the orders submitted in the period with what they ordered and what has come
// in against them (both at the order's cost, a line's cost as the order computes it: lineCostCents), the receipts
// processed in the period without an order; the orders still open (submitted or partly received) with what is
// still to come; and the vendors whose license has run out or runs out within the days asked (decision 0025).
import type { PurchasingQuery, PurchasingReport } from "@verdant/shared/reports-trade";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { localDays, rowsOf, storeOf } from "./reports.sql.ts";

/** lineCostCents in SQL: units × cost, or milligrams × cost per gram ÷ 1000, rounded half up. */
const cost = (quantity: string) =>
  sql.raw(`round(${quantity}::numeric * i.unit_cost_cents / case when p.unit = 'GRAM' then 1000 else 1 end)`);

type Vendor = PurchasingReport["vendors"][number];

async function vendorsOf(db: Db, scope: LocationScope, query: PurchasingQuery, timeZone: string) {
  const tenant = sql`organization_id = ${scope.organizationId} and location_id = ${scope.locationId}`;
  return rowsOf<Vendor>(
    db,
    sql`with ordered as (
        select coalesce(o.vendor_id::text, '') as vendor, count(distinct o.id)::int as orders,
          coalesce(sum(${cost("i.quantity")}), 0)::bigint as ordered,
          coalesce(sum(${cost("least(i.received_quantity, i.quantity)")}), 0)::bigint as received
        from (select id, vendor_id from purchase_orders
          where ${tenant} and status not in ('DRAFT', 'CANCELLED')
            and ${localDays(sql`submitted_at`, query.from, query.to, timeZone)}) o
          left join purchase_order_items i on i.purchase_order_id = o.id
          left join products p on p.id = i.product_id
        group by 1
      ), unordered as (
        select coalesce(r.vendor_id::text, '') as vendor, count(distinct r.id)::int as receipts,
          coalesce(sum(${cost("i.quantity")}), 0)::bigint as received
        from (select id, vendor_id from receive_orders
          where ${tenant} and purchase_order_id is null and status = 'COMPLETED'
            and ${localDays(sql`processed_at`, query.from, query.to, timeZone)}) r
          join receive_order_items i on i.receive_order_id = r.id
          join products p on p.id = i.product_id
        group by 1
      )
      select v.id as "vendorId", coalesce(v.name, 'No vendor') as name,
        coalesce(o.orders, 0)::int as orders, coalesce(o.ordered, 0)::bigint as "orderedCents",
        coalesce(o.received, 0)::bigint as "receivedCents",
        coalesce(u.receipts, 0)::int as "unorderedReceipts", coalesce(u.received, 0)::bigint as "unorderedCents"
      from ordered o full join unordered u on u.vendor = o.vendor
        left join vendors v on v.id::text = coalesce(o.vendor, u.vendor)
      order by coalesce(o.ordered, 0) + coalesce(u.received, 0) desc, name`,
  );
}

type Open = PurchasingReport["openOrders"][number];

async function openOrdersOf(db: Db, scope: LocationScope, today: string, timeZone: string) {
  return rowsOf<Open>(
    db,
    sql`select o.id, o.po_number as "poNumber", v.name as "vendorName", o.status,
        to_char(o.submitted_at at time zone ${timeZone}::text, 'YYYY-MM-DD') as "submittedOn",
        o.expected_at::text as "expectedAt",
        coalesce(o.expected_at < ${today}::date, false) as overdue,
        coalesce(sum(${cost("i.quantity")}), 0)::bigint as "orderedCents",
        coalesce(sum(${cost("greatest(i.quantity - i.received_quantity, 0)")}), 0)::bigint as "outstandingCents"
      from purchase_orders o
        join vendors v on v.id = o.vendor_id
        left join purchase_order_items i on i.purchase_order_id = o.id
        left join products p on p.id = i.product_id
      where o.organization_id = ${scope.organizationId} and o.location_id = ${scope.locationId}
        and o.status in ('SUBMITTED', 'PARTIALLY_RECEIVED')
      group by o.id, v.name
      order by o.expected_at nulls last, o.submitted_at, o.po_number`,
  );
}

async function licensesOf(db: Db, scope: LocationScope, today: string, days: number) {
  return rowsOf<PurchasingReport["licenses"][number]>(
    db,
    sql`select id as "vendorId", name, license_number as "licenseNumber", license_type as "licenseType",
        license_expiry::text as "licenseExpiry", (license_expiry - ${today}::date)::int as "daysLeft"
      from vendors
      where organization_id = ${scope.organizationId} and location_id = ${scope.locationId} and active
        and license_expiry is not null and license_expiry <= ${today}::date + ${days}::int
      order by license_expiry, name`,
  );
}

export async function getPurchasingReport(
  db: Db,
  scope: LocationScope,
  query: PurchasingQuery,
): Promise<PurchasingReport> {
  const store = await storeOf(db, scope);
  const days = query.expiringWithinDays;
  const [{ today }] = (await rowsOf<{ today: string }>(
    db,
    sql`select to_char(now() at time zone ${store.timeZone}::text, 'YYYY-MM-DD') as today`,
  )) as [{ today: string }];
  const vendors = (await vendorsOf(db, scope, query, store.timeZone)).map((v) => ({
    ...v,
    orderedCents: Number(v.orderedCents),
    receivedCents: Number(v.receivedCents),
    unorderedCents: Number(v.unorderedCents),
  }));
  const openOrders = (await openOrdersOf(db, scope, today, store.timeZone)).map((o) => ({
    ...o,
    orderedCents: Number(o.orderedCents),
    outstandingCents: Number(o.outstandingCents),
  }));
  const sum = <T>(list: T[], pick: (x: T) => number) => list.reduce((s, x) => s + pick(x), 0);
  return {
    from: query.from,
    to: query.to,
    timeZone: store.timeZone,
    currency: store.currency,
    locationName: store.name,
    today,
    expiringWithinDays: days,
    vendors,
    openOrders,
    licenses: await licensesOf(db, scope, today, days),
    totals: {
      orders: sum(vendors, (v) => v.orders),
      orderedCents: sum(vendors, (v) => v.orderedCents),
      receivedCents: sum(vendors, (v) => v.receivedCents),
      unorderedCents: sum(vendors, (v) => v.unorderedCents),
      openOrders: openOrders.length,
      outstandingCents: sum(openOrders, (o) => o.outstandingCents),
    },
  };
}
