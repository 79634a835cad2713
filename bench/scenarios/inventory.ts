// The inventory list over 200,000 lots of 50,000 products in one location (issue 5): the first page, a middle and a
// deep page, filters by status, room and brand, search by product name and by lot number; and the purchase-order
// list over 5,000 orders (first, deep, by status, search) and its stats. 10 concurrent clients each.
import { createLocationInput } from "@verdant/shared/locations";
import { sql } from "drizzle-orm";
import type { Db } from "../../apps/api/src/db/client.ts";
import { brands, rooms, strains, users } from "../../apps/api/src/db/schema/index.ts";
import { createOrganization } from "../../apps/api/src/modules/organizations/organizations.service.ts";
import { buildCatalog, seededRandom } from "../../apps/api/src/seed/catalog.seed.ts";
import { bulkLoadProducts } from "../bulk-load.ts";
import type { Scenario } from "../harness.ts";
import { signedIn } from "../util.ts";

const LOTS = Number(process.env.BENCH_LOTS ?? 200_000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 5_000);
const BATCH = 50_000;
const LOADED_TABLES = ["inventory_items", "inventory_ledger", "purchase_orders"];

/**
 * Loads lots, ledger rows and purchase orders the way bulkLoadProducts loads products: in one transaction with the
 * tables' non-unique indexes set aside and rebuilt once, row triggers (foreign-key checks) and the count triggers
 * off, then the location recounted (inventory_counts_rebuild, migration 0008). Every write must use `tx`.
 */
async function bulkLoadLots(db: Db, locationId: string, load: (tx: Db) => Promise<void>) {
  await db.transaction(async (tx) => {
    const result = await tx.execute<{ name: string; definition: string }>(sql`
      select i.indexname as name, i.indexdef as definition from pg_indexes i
      join pg_class c on c.relname = i.indexname
      join pg_index x on x.indexrelid = c.oid
      where i.schemaname = 'public' and i.tablename in ${LOADED_TABLES} and not x.indisunique`);
    const indexes = (result as unknown as { rows: { name: string; definition: string }[] }).rows;
    for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
    await tx.execute(sql`set local session_replication_role = replica`);
    await load(tx);
    await tx.execute(sql`set local session_replication_role = origin`);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    await tx.execute(sql`select inventory_counts_rebuild(${locationId})`);
  });
}

export const inventoryScenario: Scenario = {
  name: "inventory",
  prepare: async ({ database }) => {
    const { db } = database;
    const [user] = await db
      .insert(users)
      .values({
        email: "inventory-bench@verdant.local",
        isWaitingApproval: false,
        isOnBoarded: true,
        firstName: "Bench",
      })
      .returning();
    const auth = await signedIn(db, user!.id);
    const organization = await createOrganization(db, user!.id, {
      name: "Bench Inventory",
      location: createLocationInput.parse({ name: "Bench Store", country: "CA", timeZone: "America/Vancouver" }),
    } as never);
    const organizationId = organization.id;
    const locationId = organization.locations[0]!.id;
    const scope = { organizationId, locationId };
    const roomIds = (
      await db
        .insert(rooms)
        .values(["Sales Floor", "Vault", "Back Room", "Quarantine"].map((name) => ({ ...scope, name })))
        .returning({ id: rooms.id })
    ).map((r) => r.id);
    const t0 = Date.now();
    const productPhases = await bulkLoadProducts(db, locationId, async (tx, insertProducts) => {
      await buildCatalog(tx, scope, { products: PRODUCTS, strains: 300, seed: 11, insertProducts, batchSize: 5000 });
    });
    const t1 = Date.now();
    await bulkLoadLots(db, locationId, async (tx) => {
      // Lots spread over the products and rooms: 5 % in quarantine, some expired, received over the last months.
      const roomList = sql.raw(`array[${roomIds.map((id) => `'${id}'::uuid`).join(",")}]`);
      for (let start = 0; start < LOTS; start += BATCH) {
        await tx.execute(sql`
          with p as (
            select id, coalesce(cost_cents, 0) as cost, (row_number() over (order by id) - 1)::int as rn
            from products where location_id = ${locationId})
          insert into inventory_items (organization_id, location_id, product_id, room_id, quantity, unit_cost_cents,
            lot_number, package_tag, expires_at, inventory_status, received_at, created_at, updated_at)
          select ${organizationId}::uuid, ${locationId}::uuid, p.id, (${roomList})[1 + g % ${roomIds.length}::int], (g * 7) % 60, p.cost,
            'LOT-' || lpad(g::text, 7, '0'), '1A40' || lpad(g::text, 10, '0'), current_date + (g % 500) - 20,
            case when g % 20 = 0 then 'QUARANTINE' else 'AVAILABLE' end,
            now() - make_interval(mins => g), now(), now()
          from generate_series(${start}::int, ${Math.min(start + BATCH, LOTS) - 1}::int) g
          join p on p.rn = g % ${PRODUCTS}::int`);
      }
      // Every lot's quantity arrived through a RECEIVE row, as the invariant wants.
      await tx.execute(sql`
        insert into inventory_ledger (organization_id, location_id, inventory_id, delta, quantity_after, reason)
        select organization_id, location_id, id, quantity, quantity, 'RECEIVE' from inventory_items
        where location_id = ${locationId}`);
      await tx.execute(sql`
        insert into purchase_orders (organization_id, location_id, vendor_id, po_number, status, step, expected_at,
          tax_rate_ppm, item_count, subtotal_cents, tax_cents, total_cents, created_at)
        select ${organizationId}::uuid, ${locationId}::uuid, v.id, 'PO-' || lpad(g::text, 6, '0'),
          (array['DRAFT','SUBMITTED','PARTIALLY_RECEIVED','RECEIVED','CLOSED','CANCELLED'])[1 + g % 6],
          'REVIEW', current_date + g % 30, 50000, 3, g * 100, g * 5, g * 105, now() - make_interval(hours => g)
        from generate_series(1, ${ORDERS}::int) g
        join (select id, (row_number() over (order by id) - 1)::int as rn from vendors where location_id = ${locationId}) v
          on v.rn = g % (select count(*) from vendors where location_id = ${locationId})`);
    });
    const seconds = (from: number, to = Date.now()) => `${((to - from) / 1000).toFixed(1)} s`;
    console.log(
      `[${database.engine}] inventory: ${PRODUCTS} products in ${seconds(t0, t1)} (${productPhases}), ${LOTS} lots with their ledger and ${ORDERS} purchase orders in ${seconds(t1)}`,
    );
    await db.execute(sql`vacuum analyze`);

    const [brand] = await db
      .select({ id: brands.id })
      .from(brands)
      .where(sql`${brands.locationId} = ${locationId}`)
      .limit(1);
    const strainNames = (
      await db.select({ name: strains.name }).from(strains).where(sql`${strains.locationId} = ${locationId}`)
    ).map((r) => r.name.toLowerCase());
    const rng = seededRandom(5);
    const prefixes = strainNames.map((name) => {
      const [word, next] = name.split(" ");
      return next ? `${word} ${next.slice(0, 2)}` : word!.slice(0, 4);
    });

    const loc = `/api/organization/${organizationId}/location/${locationId}`;
    const headers = auth;
    const lastPage = Math.ceil(LOTS / 10);
    const list = (name: string, query: string | (() => string)) => ({
      name,
      headers,
      path: typeof query === "function" ? () => `${loc}/inventory?${query()}` : `${loc}/inventory?${query}`,
    });
    return [
      list("first page", "page=1&limit=10"),
      list(`middle page (${Math.floor(lastPage / 2)})`, `page=${Math.floor(lastPage / 2)}&limit=10`),
      list(`deep page (${Math.floor(lastPage * 0.9)})`, `page=${Math.floor(lastPage * 0.9)}&limit=10`),
      list("prefetch status=AVAILABLE", "status=AVAILABLE&page=1&limit=10"),
      list("filter inventoryStatus=QUARANTINE", "inventoryStatus=QUARANTINE"),
      list("filter room", `roomIds=${roomIds[1]}`),
      list("filter brand", `brandIds=${brand!.id}`),
      list("search product name", () => `search=${encodeURIComponent(rng.pick(prefixes))}`),
      list("search lot number", () => `search=LOT-${String(rng.int(LOTS)).padStart(7, "0")}`),
      { name: "purchase orders first page", headers, path: `${loc}/purchase-order?page=1&limit=10` },
      {
        name: "purchase orders by status",
        headers,
        path: () => `${loc}/purchase-order?status=${rng.pick(["DRAFT", "SUBMITTED", "RECEIVED"])}&limit=10`,
      },
      { name: "purchase orders search", headers, path: () => `${loc}/purchase-order?search=PO-00${rng.int(50)}` },
      { name: "purchase orders deep page", headers, path: `${loc}/purchase-order?page=${Math.floor(ORDERS / 10) - 5}` },
      { name: "purchase orders stats", headers, path: `${loc}/purchase-order/stats` },
    ];
  },
};
