// Demo data for a first start of the embedded database (SEED_DEMO=false skips it). Each domain adds a step.
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { FileStorage } from "../lib/storage/storage.ts";
import { seedCatalog } from "./catalog.seed.ts";
import { seedCustomers } from "./customers.seed.ts";
import { seedDiscounts } from "./discounts.seed.ts";
import { seedIdentity } from "./identity.seed.ts";
import { seedInventory } from "./inventory.seed.ts";
import { seedOrganizations } from "./organizations.seed.ts";
import { seedSales } from "./sales.seed.ts";
import { seedTaxes } from "./taxes.seed.ts";
import { seedTrackTrace } from "./track-trace.seed.ts";

export interface SeedContext {
  db: Db;
  config: Config;
  /** Lines printed after start: how to sign in, and what was made. */
  notes: string[];
  /** Where demo files (vendor licenses) go: the storage the app serves them from. */
  storage?: FileStorage;
}

type SeedStep = { name: string; run: (ctx: SeedContext) => Promise<void> };
const steps: SeedStep[] = [
  { name: "identity", run: seedIdentity },
  { name: "organizations", run: seedOrganizations },
  { name: "catalog", run: seedCatalog },
  { name: "inventory", run: seedInventory },
  { name: "taxes", run: seedTaxes },
  { name: "customers", run: seedCustomers },
  { name: "discounts", run: seedDiscounts },
  { name: "sales", run: seedSales },
  { name: "track-trace", run: seedTrackTrace },
];

export async function seedDemo(ctx: SeedContext): Promise<void> {
  for (const step of steps) await step.run(ctx);
}
