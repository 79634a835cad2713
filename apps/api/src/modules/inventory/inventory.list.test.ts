// The inventory list over more lots than one anchor step: totals read from inventory_counts (kept by triggers) must
// equal a count of the lots under every lot filter, before and after lots change; deep pages started from cached
// anchors must equal the same slice of the full order, and must follow a new lot at once.
import type { InventoryItem } from "@verdant/shared/inventory";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { buildTenant, type Tenant } from "../../test/tenancy.fixtures.ts";
import { ANCHOR_STEP } from "./inventory.anchors.ts";
import { buildCatalog, type Catalog, created, locationUrl } from "./inventory.test-helpers.ts";

const LOTS = 2 * ANCHOR_STEP + 500;

describe("inventory list at size", () => {
  let t: TestApp;
  let a: Tenant;
  let c: Catalog;
  let base: string;
  let token: string;
  let vaultId: string;

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const list = async (query: Record<string, string>) => {
    const res = await t.call("GET", base, { token, query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: InventoryItem[]; meta: { total: number } };
  };
  /** The lots' ids in list order, straight from the table: the oracle for every page. */
  const ordered = async (direction: "asc" | "desc", roomId?: string) =>
    (
      await rows<{ id: string }>(sql`select id from inventory_items where location_id = ${a.locationId}
        ${roomId ? sql`and room_id = ${roomId}` : sql``}
        order by received_at ${sql.raw(direction)}, id ${sql.raw(direction)}`)
    ).map((r) => r.id);
  /** A count of the lots under a condition, straight from the table. */
  const counted = async (condition: ReturnType<typeof sql>) =>
    (
      await rows<{ n: number }>(
        sql`select count(*)::int as n from inventory_items where location_id = ${a.locationId} and ${condition}`,
      )
    )[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    a = await buildTenant(t, "Warehouse Co");
    c = await buildCatalog(t, a);
    base = `${locationUrl(a)}/inventory`;
    token = a.people.INVENTORY.token;
    vaultId = (await created(t, `${locationUrl(a)}/rooms`, { name: "Overflow Cage" }, a.people.OWNER.token)).id;
    // Empty lots (no ledger rows owed) in two rooms, a few quarantined, expired or inactive, some sharing a receipt
    // time so the id breaks ties; inserted through the triggers as any write is.
    await t.database.db.execute(sql`
      insert into inventory_items (organization_id, location_id, product_id, room_id, quantity, lot_number,
        expires_at, inventory_status, is_active, received_at)
      select ${a.organizationId}::uuid, ${a.locationId}::uuid,
        (array[${c.preRollId}::uuid, ${c.flowerId}::uuid, ${c.gummyId}::uuid])[1 + g % 3],
        case when g % 4 = 0 then ${vaultId}::uuid else ${a.roomId}::uuid end, 0, 'BULK-' || g,
        case when g % 7 = 0 then null else current_date + (g % 40) - 10 end,
        case when g % 25 = 0 then 'QUARANTINE' else 'AVAILABLE' end, g % 30 <> 0,
        timestamptz '2024-01-01' + make_interval(mins => g / 2)
      from generate_series(1, ${LOTS}::int) g`);
  });
  afterAll(() => t.close());

  const expectTotals = async () => {
    // The store's day, as the list reads it (a lot expires when the location's day passes its expiry date).
    const today = sql`(select (now() at time zone time_zone)::date from locations where id = ${a.locationId})`;
    const cases: [Record<string, string>, ReturnType<typeof sql>][] = [
      [{}, sql`true`],
      [{ roomIds: vaultId }, sql`room_id = ${vaultId}`],
      [{ status: "AVAILABLE" }, sql`inventory_status = 'AVAILABLE' and (expires_at is null or expires_at >= ${today})`],
      [{ inventoryStatus: "EXPIRED" }, sql`(inventory_status = 'EXPIRED' or expires_at < ${today})`],
      [
        { inventoryStatus: "QUARANTINE", roomIds: a.roomId },
        sql`inventory_status = 'QUARANTINE' and (expires_at is null or expires_at >= ${today}) and room_id = ${a.roomId}`,
      ],
      [{ isActive: "false" }, sql`not is_active`],
    ];
    for (const [query, condition] of cases) {
      expect((await list(query)).meta.total, JSON.stringify(query)).toBe(await counted(condition));
    }
  };

  it("answers totals equal to a count of the lots under every lot filter, before and after lots change", async () => {
    await expectTotals();
    const [first, second, third] = (await list({ roomIds: a.roomId })).data;
    const owner = a.people.OWNER.token;
    const changes = [
      t.call("PATCH", `${base}/${first!.id}`, { token: owner, body: { inventoryStatus: "ON_HOLD" } }),
      t.call("PATCH", `${base}/${second!.id}/status`, { token: owner, body: { isActive: false } }),
      t.call("PATCH", `${base}/${third!.id}`, { token: owner, body: { expiresAt: "2020-02-02" } }),
      t.call("DELETE", `${base}/${(await list({ roomIds: vaultId })).data[0]!.id}`, { token: owner }),
    ];
    for (const res of await Promise.all(changes)) expect(res.statusCode, res.body).toBe(200);
    await expectTotals();
  });

  it("reads deep pages from anchors: the same slice as the full order, in both orders and within a room", async () => {
    const page = ANCHOR_STEP / 10 + 37;
    const offset = (page - 1) * 10;
    for (const sortOrder of ["desc", "asc"] as const) {
      const all = await ordered(sortOrder);
      const got = await list({ page: String(page), limit: "10", sortOrder });
      expect(got.data.map((i) => i.id)).toEqual(all.slice(offset, offset + 10));
      const deepest = await list({ page: String(Math.ceil(all.length / 10)), limit: "10", sortOrder });
      expect(deepest.data.map((i) => i.id)).toEqual(all.slice(Math.floor((all.length - 1) / 10) * 10));
    }
    const inRoom = await ordered("desc", a.roomId);
    const roomPage = await list({ roomIds: a.roomId, page: String(page), limit: "10" });
    expect(roomPage.data.map((i) => i.id)).toEqual(inRoom.slice(offset, offset + 10));
  });

  it("pages every order stably: deep pages equal the same slice of the full order, ties broken by the lot's id", async () => {
    const keys: Record<string, ReturnType<typeof sql>> = {
      expiresAt: sql`coalesce(i.expires_at, 'infinity'::date)`,
      createdAt: sql`i.created_at`,
      quantity: sql`i.quantity`,
      product: sql`(select lower(p.name) collate "C" from products p where p.id = i.product_id)`,
    };
    const page = ANCHOR_STEP / 10 + 23;
    const offset = (page - 1) * 10;
    for (const [sortBy, key] of Object.entries(keys)) {
      for (const direction of ["asc", "desc"] as const) {
        const dir = sql.raw(direction);
        const all = (
          await rows<{ id: string }>(sql`select i.id from inventory_items i where i.location_id = ${a.locationId}
            order by ${key} ${dir}, i.id ${dir}`)
        ).map((r) => r.id);
        const query = { sortBy, sortOrder: direction, limit: "10" };
        const got = await list({ ...query, page: String(page) });
        expect(
          got.data.map((i) => i.id),
          `${sortBy} ${direction}`,
        ).toEqual(all.slice(offset, offset + 10));
        const second = await list({ ...query, page: "2" });
        expect(
          second.data.map((i) => i.id),
          `${sortBy} ${direction} page 2`,
        ).toEqual(all.slice(10, 20));
      }
    }
  });

  it("refuses an unknown order with 400 in the error shape", async () => {
    const res = await t.call("GET", base, { token, query: { sortBy: "colour" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: "validation_failed" });
    expect(res.json().message).toEqual(["sortBy must be one of receivedAt, expiresAt, quantity, createdAt, product"]);
  });

  it("moves a deep page along when a lot arrives ahead of it (the cached anchors are not reused)", async () => {
    const page = String(ANCHOR_STEP / 10 + 5);
    const before = (await list({ page, limit: "10" })).data.map((i) => i.id);
    await t.database.db.execute(sql`
      insert into inventory_items (organization_id, location_id, product_id, room_id, quantity, received_at)
      values (${a.organizationId}, ${a.locationId}, ${c.gummyId}, ${a.roomId}, 0, now())`);
    const after = (await list({ page, limit: "10" })).data.map((i) => i.id);
    expect(after.slice(1)).toEqual(before.slice(0, 9));
    expect(after).toEqual((await ordered("desc")).slice((Number(page) - 1) * 10, Number(page) * 10));
  });
});
