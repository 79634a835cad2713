// The catalog list at 100,000 products in one location (issue 4): first page, a page in the middle, the last
// page, each filter, and search by name prefix and by SKU, at 10 concurrent clients.
import { createLocationInput } from "@verdant/shared/locations";
import { sql } from "drizzle-orm";
import { brands, categories, priorities, strains, tags, users, vendors } from "../../apps/api/src/db/schema/index.ts";
import { createOrganization } from "../../apps/api/src/modules/organizations/organizations.service.ts";
import { buildCatalog, seededRandom } from "../../apps/api/src/seed/catalog.seed.ts";
import { bulkLoadProducts } from "../bulk-load.ts";
import type { Scenario } from "../harness.ts";
import { signedIn } from "../util.ts";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);

export const catalogScenario: Scenario = {
  name: "catalog",
  prepare: async ({ database }) => {
    const { db } = database;
    const [user] = await db
      .insert(users)
      .values({ email: "catalog-bench@verdant.local", isWaitingApproval: false, isOnBoarded: true, firstName: "Bench" })
      .returning();
    const auth = await signedIn(db, user!.id);
    const organization = await createOrganization(db, user!.id, {
      name: "Bench Cannabis",
      location: createLocationInput.parse({ name: "Bench Store", country: "CA", timeZone: "America/Vancouver" }),
    } as never);
    const organizationId = organization.id;
    const locationId = organization.locations[0]!.id;
    const t0 = Date.now();
    const phases = await bulkLoadProducts(db, locationId, (tx, insertProducts) =>
      buildCatalog(
        tx,
        { organizationId, locationId },
        { products: PRODUCTS, strains: 300, seed: 7, insertProducts, batchSize: 5000 },
      ),
    );
    console.log(
      `[${database.engine}] catalog: ${PRODUCTS} products inserted in ${((Date.now() - t0) / 1000).toFixed(1)} s (${phases})`,
    );
    // The bulk load runs without triggers: the list's product cards (migration catalog_cards) are written here, in
    // list order. Without them every page would build its cards on the fly (correct, and several times slower).
    const cards = Date.now();
    await db.execute(sql`select product_cards_rebuild(${locationId})`);
    console.log(`[${database.engine}] catalog: product cards in ${((Date.now() - cards) / 1000).toFixed(1)} s`);
    // A live table is vacuumed and analysed by autovacuum; do it now rather than measure a table no one has seen.
    await db.execute(sql`vacuum analyze products, product_search, product_cards`);

    const first = async (
      table: typeof brands | typeof categories | typeof strains | typeof tags | typeof priorities | typeof vendors,
    ) =>
      (await db.select({ id: table.id }).from(table).where(sql`${table.locationId} = ${locationId}`).limit(1))[0]!.id;
    const [brandId, categoryId, strainId, tagId, priorityId, vendorId] = await Promise.all([
      first(brands),
      first(categories),
      first(strains),
      first(tags),
      first(priorities),
      first(vendors),
    ]);
    const skus = (
      (await db.execute(
        sql`select sku from products where location_id = ${locationId} order by md5(id::text) limit 500`,
      )) as unknown as { rows: { sku: string }[] }
    ).rows.map((r) => r.sku);
    const strainNames = (
      await db.select({ name: strains.name }).from(strains).where(sql`${strains.locationId} = ${locationId}`)
    ).map((r) => r.name);
    const rng = seededRandom(99);
    // "blue dr", "purple ha": a whole first word and the start of the second, as a person types.
    const prefixes = strainNames.map((name) => {
      const [word, next] = name.toLowerCase().split(" ");
      return next ? `${word} ${next.slice(0, 2)}` : word!.slice(0, 4);
    });

    const base = `/api/organization/${organizationId}/location/${locationId}/product`;
    const published = Math.round(PRODUCTS * 0.9);
    const lastPage = Math.ceil(published / 10);
    const headers = auth;
    const list = (name: string, query: string | (() => string)) => ({
      name,
      headers,
      path:
        typeof query === "function" ? () => `${base}?status=PUBLISHED&${query()}` : `${base}?status=PUBLISHED&${query}`,
    });
    return [
      list("first page", "page=1&limit=10"),
      list(`middle page (${Math.floor(lastPage / 2)})`, `page=${Math.floor(lastPage / 2)}&limit=10`),
      list(`deep page (${Math.floor(lastPage * 0.9)})`, `page=${Math.floor(lastPage * 0.9)}&limit=10`),
      list("filter brand", `brandIds=${brandId}`),
      list("filter category", `categoryIds=${categoryId}`),
      list("filter strain", `strainIds=${strainId}`),
      list("filter tag", `tagIds=${tagId}`),
      list("filter priority", `priorityIds=${priorityId}`),
      list("filter vendor", `locationVendorIds=${vendorId}`),
      list("search name prefix", () => `search=${encodeURIComponent(rng.pick(prefixes))}`),
      list("search SKU", () => `search=${encodeURIComponent(rng.pick(skus))}`),
    ];
  },
};
