// Demo taxes: each demo store applies its jurisdiction's preset (decision 0018), as an owner would on the
// Jurisdiction screen — Vancouver British Columbia (GST 5 % + PST 7 %), Los Angeles California (the dated cannabis
// excise, then the city's sales tax compounding on it and waived with a county medical ID card; accessories carry
// the sales tax alone). Every category is taxed by its compliance class.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { locations, organizations } from "../db/schema/index.ts";
import { applyJurisdiction } from "../modules/jurisdictions/jurisdictions.service.ts";
import type { SeedContext } from "./index.ts";
import { DEMO_ORGANIZATION } from "./organizations.seed.ts";

/** The demo organization's locations, for the pricing seed steps. */
export async function demoLocations(db: Db) {
  return db
    .select({ organizationId: locations.organizationId, locationId: locations.id, country: locations.country })
    .from(locations)
    .innerJoin(organizations, eq(locations.organizationId, organizations.id))
    .where(eq(organizations.name, DEMO_ORGANIZATION))
    .orderBy(locations.name);
}

export const DEMO_JURISDICTIONS = { CA: "CA-BC", US: "US-CA-LOS-ANGELES" } as const;

export async function seedTaxes(ctx: SeedContext): Promise<void> {
  for (const { country, ...scope } of await demoLocations(ctx.db)) {
    await applyJurisdiction(ctx.db, scope, DEMO_JURISDICTIONS[country]);
  }
  ctx.notes.push("Taxes: the British Columbia preset in Vancouver, the Los Angeles preset in Los Angeles.");
}
