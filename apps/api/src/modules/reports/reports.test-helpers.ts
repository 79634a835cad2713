// A small store with known history for the reports' tests (Vancouver, so 2026-03-08 is a 23-hour day): on
// 2026-03-07 the cashier's drawer sells pre-rolls to an adult (cash with change) and a medical patient (credit and
// cash), the manager voids an ounce and drops cash, and the drawer closes $0.20 short; GST then goes from 5 % to
// 6 %; on 2026-03-08 the manager's drawer sells a pre-roll (cash), refunds one pre-roll of the first sale, and at
// 23:30 local (06:30 UTC the next day) sells gummies to the patient by debit. The drawer stays open.
import type { Sale } from "@verdant/shared/sales";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../db/client.ts";
import type { TestApp } from "../../test/app.ts";
import { buildShop, type Shop, shopUrl, soldOk } from "../sales/sales.test-helpers.ts";
import { foldSummaries } from "./reports.fold.ts";

export interface ReportStore {
  shop: Shop;
  sold: Sale[];
  drawers: { first: string; second: string };
  rates: { gst: string; pst: string; levy: string };
  cashRefundCents: number;
}

async function ok(t: TestApp, method: "POST" | "PATCH", url: string, token: string, body: unknown) {
  const res = await t.call(method, url, { token, body });
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

export async function buildReportStore(t: TestApp): Promise<ReportStore> {
  const shop = await buildShop(t, "Reports Co");
  const url = (path: string) => shopUrl(shop.tenant, path);
  const manager = shop.tenant.people.MANAGER.token;
  const owner = shop.tenant.people.OWNER.token;
  const levy = await ok(t, "POST", url("/tax-rate"), owner, {
    taxGroupId: shop.taxGroupId,
    name: "Levy",
    ratePpm: 100_000,
    customerType: "RECREATIONAL",
  });
  const listed = await t.call("GET", url("/tax-rate"), { token: owner, query: { limit: "100" } });
  const rateId = (name: string) => listed.json().data.find((r: { name: string }) => r.name === name).id as string;
  const { preRoll, ounce, gummies } = shop.products;
  const sold: Sale[] = [];
  sold.push(
    await soldOk(t, shop, {
      lines: [{ productId: preRoll, quantity: 2 }],
      tenders: [{ type: "CASH", amountCents: 3000 }],
    }),
    await soldOk(t, shop, {
      customerId: shop.customers.medical,
      lines: [{ productId: preRoll, quantity: 1 }],
      tenders: [
        { type: "CREDIT", amountCents: 500 },
        { type: "CASH", amountCents: 900 },
      ],
    }),
    await soldOk(t, shop, {
      lines: [{ productId: ounce, quantity: 1 }],
      tenders: [{ type: "DEBIT", amountCents: 18_300 }],
    }),
  );
  await ok(t, "POST", url(`/sale/${sold[2]!.id}/void`), manager, { reason: "Wrong customer" });
  const first = shop.drawerSessionId;
  await ok(t, "POST", url(`/drawer-session/${first}/movement`), manager, {
    type: "DROP",
    amountCents: 2000,
    reason: "Safe drop",
  });
  await ok(t, "POST", url(`/drawer-session/${first}/close`), shop.tenant.people.CASHIER.token, {
    counts: [
      { denominationCents: 10_000, count: 2 },
      { denominationCents: 1000, count: 1 },
      { denominationCents: 100, count: 7 },
      { denominationCents: 25, count: 2 },
    ],
  });
  await ok(t, "PATCH", url(`/tax-rate/${rateId("GST")}`), owner, { ratePpm: 60_000 });
  const second = (
    await ok(t, "POST", url("/drawer-session"), manager, { registerId: shop.registerId, openingFloatCents: 10_000 })
  ).id as string;
  const onSecond = { ...shop, drawerSessionId: second };
  sold.push(
    await soldOk(
      t,
      onSecond,
      { lines: [{ productId: preRoll, quantity: 1 }], tenders: [{ type: "CASH", amountCents: 1475 }] },
      { token: manager },
    ),
  );
  const refunded = await ok(t, "POST", url(`/sale/${sold[0]!.id}/refund`), manager, {
    drawerSessionId: second,
    reason: "Damaged",
    disposition: "RESTOCK",
    roomId: shop.salesFloorId,
    lines: [{ saleLineId: sold[0]!.lines[0]!.id, quantity: 1 }],
  });
  sold.push(
    await soldOk(
      t,
      onSecond,
      {
        customerId: shop.customers.medical,
        lines: [{ productId: gummies, quantity: 1 }],
        tenders: [{ type: "DEBIT", amountCents: 904 }],
      },
      { token: manager },
    ),
  );
  const at = (id: string, when: string) => sql`update sales set completed_at = ${when}::timestamptz where id = ${id}`;
  const db = t.database.db;
  await db.execute(
    sql`update drawer_sessions set opened_at = '2026-03-07T17:00Z', closed_at = '2026-03-07T23:00Z' where id = ${first}`,
  );
  await db.execute(sql`update drawer_sessions set opened_at = '2026-03-08T17:00Z' where id = ${second}`);
  await db.execute(at(sold[0]!.id, "2026-03-07T18:00Z"));
  await db.execute(at(sold[1]!.id, "2026-03-07T18:30Z"));
  await db.execute(
    sql`update sales set completed_at = '2026-03-07T19:00Z', voided_at = '2026-03-07T19:05Z' where id = ${sold[2]!.id}`,
  );
  await db.execute(
    sql`update drawer_movements set created_at = '2026-03-07T20:00Z' where drawer_session_id = ${first}`,
  );
  await db.execute(at(sold[3]!.id, "2026-03-08T18:00Z"));
  await db.execute(sql`update sale_refunds set created_at = '2026-03-08T19:00Z' where sale_id = ${sold[0]!.id}`);
  await db.execute(at(sold[4]!.id, "2026-03-09T06:30Z"));
  const refund = refunded.refunds[0] as { tenders: { type: string; amountCents: number }[] };
  return {
    shop,
    sold,
    drawers: { first, second },
    rates: { gst: rateId("GST"), pst: rateId("PST"), levy: levy.id },
    cashRefundCents: refund.tenders.find((x) => x.type === "CASH")?.amountCents ?? 0,
  };
}

/** A location's day summaries (decision 0025b) as rows, its queue folded first (decision 0044) and the empty ones
 *  left out: to compare with a rebuild. */
export async function daySummaries(db: Db, loc: string) {
  await foldSummaries(db, loc);
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const rates = await rows(
    sql`select day::text, rate_id, name, rate_ppm, base_cents::int as base, collected_cents::int as collected,
        refunded_base_cents::int as refunded_base, refunded_cents::int as refunded
      from tax_rate_days where location_id = ${loc}
        and (base_cents, collected_cents, refunded_base_cents, refunded_cents) <> (0, 0, 0, 0)
      order by 1, 2, 3, 4`,
  );
  const days = await rows(
    sql`select day::text, net_cents::int as net, untaxed_cents::int as untaxed, returns_cents::int as returns
      from sale_days where location_id = ${loc} and (net_cents, untaxed_cents, returns_cents) <> (0, 0, 0)
      order by 1`,
  );
  const products = await rows(
    sql`select day::text, product_id, customer_type, rate_set, net_cents::int as net
      from product_rate_days where location_id = ${loc} and (lines, net_cents) <> (0, 0)
      order by 1, 2, 3, 4`,
  );
  return { rates, days, products };
}

/** The rows of the sales, discounts and customers summaries (decision 0038) that hold something, in key order (as
 *  JSON, so days are dates and sums are numbers on both engines), its queue folded first (decision 0044). */
export async function saleSummaries(db: Db, loc: string) {
  await foldSummaries(db, loc);
  const rows = async (table: string, keys: string) =>
    (
      (await db.execute(
        sql`select to_jsonb(t) - 'location_id' as r from ${sql.identifier(table)} t
          where location_id = ${loc} order by ${sql.raw(keys)}`,
      )) as unknown as { rows: { r: Record<string, string | number> }[] }
    ).rows
      .map(({ r }) => r)
      .filter((r) => Object.entries(r).some(([k, v]) => k !== "hour" && typeof v === "number" && v !== 0));
  return {
    hours: await rows("sale_hour_days", "day, hour, cashier_id, customer_type"),
    items: await rows("sale_item_days", "day, kind, item_id, name"),
    customers: await rows("customer_days", "day, customer_id, customer_type"),
    discounts: await rows("discount_days", "day, discount_id, name"),
  };
}
