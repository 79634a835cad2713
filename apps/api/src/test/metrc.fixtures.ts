// A shop linked to a local Metrc simulator: buildShop's Vancouver-style shop with its pre-roll and bulk flower lots
// tagged (Each and Grams packages the simulator holds in the same quantities), gummies and the ounce left untagged.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { SIMULATOR_VENDOR_KEY } from "../config.ts";
import { buildShop, type Shop, shopUrl } from "../modules/sales/sales.test-helpers.ts";
import { type MetrcSimulator, startMetrcSimulator } from "../modules/track-trace/metrc.simulator.ts";
import { runTrackTrace } from "../modules/track-trace/track-trace.worker.ts";
import { createTestApp, type TestApp } from "./app.ts";

export const startSimulator = () => startMetrcSimulator({ vendorKeys: [SIMULATOR_VENDOR_KEY] });

/** The test app's settings for the simulator: its address and a timeout short enough for the tests that make it hang, long enough for a loaded machine. */
export const simulatorEnv = (sim: MetrcSimulator) => ({ METRC_BASE_URL: sim.url, METRC_TIMEOUT_MS: "2000" });

export interface LinkedShop extends Shop {
  license: string;
  userKey: string;
  labels: { preRoll: string; flower: string };
  url: (path?: string) => string;
}

let shops = 0;

export async function buildLinkedShop(t: TestApp, sim: MetrcSimulator, name = "Linked Co"): Promise<LinkedShop> {
  const shop = await buildShop(t, name);
  shops += 1;
  const n = String(shops).padStart(4, "0");
  const license = `C10-000${n}-LIC`;
  const userKey = `user-key-${n}`;
  const labels = { preRoll: `1A40603000000000000${n}01`, flower: `1A40603000000000000${n}02` };
  sim.books.addFacility(license, `${name} Dispensary`, userKey);
  sim.books.addPackage(license, {
    label: labels.preRoll,
    itemName: "Blue Dream Pre-Roll 1g",
    quantity: 50,
    unit: "Each",
  });
  sim.books.addPackage(license, { label: labels.flower, itemName: "Pink Kush Bulk", quantity: 100, unit: "Grams" });
  const tag = async (productId: string, label: string, unit: string) =>
    t.database.db.execute(
      sql`update inventory_items set package_tag = ${label}, state_unit = ${unit} where product_id = ${productId}`,
    );
  await tag(shop.products.preRoll, labels.preRoll, "Each");
  await tag(shop.products.flower, labels.flower, "Grams");
  const url = (path = "") => shopUrl(shop.tenant, `/track-trace${path}`);
  const linked = await t.call("PUT", url("/link"), {
    token: shop.tenant.people.OWNER.token,
    body: { state: "CA", licenseNumber: license, userKey },
  });
  expect(linked.statusCode, linked.body).toBe(200);
  return { ...shop, license, userKey, labels, url };
}

/** One worker pass, as the API process runs every second. */
export const report = (t: TestApp) => runTrackTrace(t.database.db, t.config.trackTrace);

export const statePackage = (sim: MetrcSimulator, shop: LinkedShop, label: string) =>
  sim.books.facility(shop.license).packages.get(label)!;

export const activeReceipts = (sim: MetrcSimulator, shop: LinkedShop) =>
  [...sim.books.facility(shop.license).receipts.values()].filter((r) => r.IsActive);

/** A describe block's simulator, test app and linked shop: started before its tests, closed after them. */
export function linkedShopSuite(name: string): { t: TestApp; sim: MetrcSimulator; shop: LinkedShop } {
  const suite = {} as { t: TestApp; sim: MetrcSimulator; shop: LinkedShop };
  beforeAll(async () => {
    suite.sim = await startSimulator();
    suite.t = await createTestApp(simulatorEnv(suite.sim));
    suite.shop = await buildLinkedShop(suite.t, suite.sim, name);
  });
  afterAll(async () => {
    await suite.t.close();
    await suite.sim.close();
  });
  return suite;
}
