// The register (issue 7): completing 5-line sales from 20 registers at once (each its own open drawer, each request
// a new Idempotency-Key, stock seeded high enough never to run out), and the register's product search over
// 100,000 products. Target: p95 under 100 ms for the sale on PostgreSQL at 20 concurrent registers.
import { createLocationInput } from "@verdant/shared/locations";
import { sql } from "drizzle-orm";
import { categories, customers, strains, users } from "../../apps/api/src/db/schema/index.ts";
import { openDrawer } from "../../apps/api/src/modules/drawers/drawers.service.ts";
import { createOrganization } from "../../apps/api/src/modules/organizations/organizations.service.ts";
import { createRegister } from "../../apps/api/src/modules/registers/registers.service.ts";
import { createRoom } from "../../apps/api/src/modules/rooms/rooms.service.ts";
import { completeSale } from "../../apps/api/src/modules/sales/sales.service.ts";
import { bulkAssignTaxGroup } from "../../apps/api/src/modules/tax-groups/tax-groups.assignments.service.ts";
import { createTaxGroup } from "../../apps/api/src/modules/tax-groups/tax-groups.service.ts";
import { createTaxRate } from "../../apps/api/src/modules/tax-rates/tax-rates.service.ts";
import type { Access } from "../../apps/api/src/plugins/access.ts";
import { buildCatalog, seededRandom } from "../../apps/api/src/seed/catalog.seed.ts";
import { bulkLoadProducts } from "../bulk-load.ts";
import { FRESH_UUID, type Scenario } from "../harness.ts";
import { signedIn } from "../util.ts";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const REGISTERS = 20;
/** Products with stock on the sales floor; a sale's 5 lines are drawn from these. */
const STOCKED = 2_000;
const CUSTOMERS = 500;
/** Sales already rung up before the measured ones. */
const HISTORY = 300;

/** Rows of a raw query, the same on both drivers. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export const salesScenario: Scenario = {
  name: "sales",
  prepare: async ({ database }) => {
    const { db } = database;
    const [user] = await db
      .insert(users)
      .values({ email: "sales-bench@verdant.local", isWaitingApproval: false, isOnBoarded: true, firstName: "Bench" })
      .returning();
    const auth = await signedIn(db, user!.id);
    const organization = await createOrganization(db, user!.id, {
      name: "Bench Register",
      location: createLocationInput.parse({ name: "Bench Store", country: "CA", timeZone: "America/Vancouver" }),
    } as never);
    const scope = { organizationId: organization.id, locationId: organization.locations[0]!.id };
    const t0 = Date.now();
    await bulkLoadProducts(db, scope.locationId, (tx, insertProducts) =>
      buildCatalog(tx, scope, { products: PRODUCTS, strains: 300, seed: 7, insertProducts, batchSize: 5000 }),
    );

    // BC's GST and PST on every category, as the demo store has them.
    const categoryRows = await db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`${categories.locationId} = ${scope.locationId}`);
    const group = await createTaxGroup(db, scope, { name: "BC cannabis" });
    for (const [name, ratePpm] of [
      ["GST", 50_000],
      ["PST", 70_000],
    ] as const) {
      await createTaxRate(db, scope, {
        taxGroupId: group.id,
        name,
        ratePpm,
        customerType: "ALL",
        compound: false,
        status: "ACTIVE",
        appliesTo: null,
      });
    }
    await bulkAssignTaxGroup(db, scope, {
      taxGroupId: group.id,
      assignments: categoryRows.map((c) => ({ entityType: "CATEGORY" as const, entityId: c.id })),
    });

    const floor = await createRoom(db, scope, {
      name: "Sales Floor",
      isActive: true,
      roomTypes: ["SALES_FLOOR"],
      linkedRegisters: [],
    });
    const owner: Access = {
      ...scope,
      userId: user!.id,
      member: { id: user!.id, userId: user!.id, type: "OWNER", locationRoles: [] },
      can: () => true,
    };
    const drawers: { registerId: string; drawerSessionId: string }[] = [];
    for (let i = 1; i <= REGISTERS; i++) {
      const register = await createRegister(db, scope, { name: `Lane ${i}`, isActive: true, roomIds: [floor.id] });
      const drawer = await openDrawer(db, owner, scope, { registerId: register.id, openingFloatCents: 20_000 });
      drawers.push({ registerId: register.id, drawerSessionId: drawer.id });
    }
    const buyers = await db
      .insert(customers)
      .values(
        Array.from({ length: CUSTOMERS }, (_, i) => ({
          ...scope,
          firstName: "Bench",
          lastName: `Buyer${i}`,
          dateOfBirth: "1985-06-15",
          type: "RECREATIONAL" as const,
        })),
      )
      .returning({ id: customers.id });

    // Each-unit products whose 5 lines stay inside Canada's 30 g per sale; a lot of a million units each, its
    // quantity arriving through a RECEIVE ledger row as the invariant wants.
    const stocked = rowsOf<{ id: string }>(
      await db.execute(sql`
        select p.id from products p join categories c on c.id = p.category_id
        where p.location_id = ${scope.locationId} and p.status = 'PUBLISHED' and p.unit = 'EACH'
          and c.compliance_class in ('PRE_ROLL', 'EDIBLE', 'VAPE', 'CONCENTRATE', 'ACCESSORY')
        order by md5(p.id::text) limit ${STOCKED}`),
    ).map((r) => r.id);
    await db.execute(sql`
      insert into inventory_items (organization_id, location_id, product_id, room_id, quantity, unit_cost_cents, expires_at)
      select ${scope.organizationId}::uuid, ${scope.locationId}::uuid, p, ${floor.id}::uuid, 1000000, 100, current_date + 365
      from unnest(${sql.raw(`array[${stocked.map((id) => `'${id}'`).join(",")}]::uuid[]`)}) p`);
    await db.execute(sql`
      insert into inventory_ledger (organization_id, location_id, inventory_id, delta, quantity_after, reason)
      select organization_id, location_id, id, quantity, quantity, 'RECEIVE' from inventory_items
      where location_id = ${scope.locationId}`);
    // The store has been selling for a while (a brand-new sales table would leave PostgreSQL planning its lookups
    // for an empty table until autovacuum analyzes it): 300 sales rung up through the service, then the statistics.
    // The catalog's and stock's statistics come first, so the plans those sales make and keep (PGlite never drops
    // them) are made on the real tables.
    await db.execute(sql`vacuum analyze`);
    const rng = seededRandom(2024);
    const cart = () => {
      const lines = new Set<string>();
      while (lines.size < 5) lines.add(rng.pick(stocked));
      return [...lines].map((productId) => ({ productId, quantity: 1 }));
    };
    for (let i = 0; i < HISTORY; i++) {
      await completeSale(db, { userId: user!.id }, scope, {
        ...drawers[i % drawers.length]!,
        customerId: rng.pick(buyers).id,
        lines: cart(),
        tenders: [{ type: "CASH", amountCents: 200_000 }],
        discountCodes: [],
      });
    }
    await db.execute(sql`vacuum analyze`);
    console.log(
      `[${database.engine}] sales: ${PRODUCTS} products, ${STOCKED} stocked, ${REGISTERS} open drawers in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );

    const strainNames = (
      await db.select({ name: strains.name }).from(strains).where(sql`${strains.locationId} = ${scope.locationId}`)
    ).map((r) => r.name.toLowerCase());
    const prefixes = strainNames.map((name) => {
      const [word, next] = name.split(" ");
      return next ? `${word} ${next.slice(0, 2)}` : word!.slice(0, 4);
    });
    const codes = rowsOf<{ sku: string; barcode: string | null }>(
      await db.execute(
        sql`select sku, barcodes[1] as barcode from products where id = any(${sql.raw(
          `array[${stocked
            .slice(0, 500)
            .map((id) => `'${id}'`)
            .join(",")}]::uuid[]`,
        )})`,
      ),
    );
    const skus = codes.map((r) => r.sku);
    const barcodes = codes.flatMap((r) => (r.barcode ? [r.barcode] : []));
    const loc = `/api/organization/${scope.organizationId}/location/${scope.locationId}`;
    // BENCH_SUMMARIES=off: the sale without queueing its lines for the reports' per-day summaries (decisions 0025b,
    // 0038, 0044), to measure what that costs each sale. The product never runs so; such figures are for comparison.
    if (process.env.BENCH_SUMMARIES === "off") {
      await db.execute(sql`alter table sale_lines disable trigger sale_lines_report_queue`);
      console.log("[sales] the sale lines' report queue trigger is off for this run (BENCH_SUMMARIES=off)");
    }
    return [
      {
        name: "complete a 5-line sale (20 registers)",
        method: "POST",
        connections: REGISTERS,
        path: `${loc}/sale/complete`,
        // Each connection is one register selling from its own open drawer.
        headers: () => ({ ...auth(), "idempotency-key": FRESH_UUID }),
        body: (connection: number) => ({
          ...drawers[connection % drawers.length]!,
          customerId: rng.pick(buyers).id,
          lines: cart(),
          tenders: [{ type: "CASH", amountCents: 200_000 }],
        }),
      },
      {
        name: "register product search (name prefix)",
        headers: auth,
        path: () =>
          `${loc}/register/${drawers[0]!.registerId}/products?search=${encodeURIComponent(rng.pick(prefixes))}`,
      },
      {
        name: "register product search (SKU)",
        headers: auth,
        path: () => `${loc}/register/${drawers[0]!.registerId}/products?search=${encodeURIComponent(rng.pick(skus))}`,
      },
      {
        name: "register product search (barcode)",
        headers: auth,
        path: () =>
          `${loc}/register/${drawers[0]!.registerId}/products?search=${encodeURIComponent(rng.pick(barcodes))}`,
      },
    ];
  },
};
