// What a sale reads of its location besides the products and the customer: the store's settings, the pricing
// context (discounts in order, tax groups with their rates, cash rounding, limits profile) and the registers with
// the rooms they sell from. A sale used to read these in nine statements; now each process keeps them per location
// for as long as the location's selling_context_versions row stands, which statement triggers bump on any change to
// those tables (migration 0010), in any process or straight in the database. Reading the version is one primary-key
// probe (docs/decisions/0010-register-sale-speed.md).
import { and, eq, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { locations, sellingContextVersions } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import type { LocationScope } from "../../plugins/access.ts";
import { loadPricingContext, type PricingContext } from "../discounts/discounts.pricing.service.ts";
import { registersWithRooms } from "../registers/registers.service.ts";

export interface SellingSetup {
  version: number;
  store: {
    timeZone: string;
    minimumAge: number;
    medicalMinimumAge: number | null;
    currency: "CAD" | "USD";
    /** The location sells under limitsProfile NONE only when the owner confirmed none apply (decision 0018). */
    limitsNoneConfirmed: boolean;
  };
  pricing: PricingContext;
  registers: Map<string, { id: string; name: string; isActive: boolean; roomIds: string[] }>;
}

/** The location's setup version as an SQL expression, for a statement that reads it alongside other things. */
export const setupVersionOf = (locationId: string | SQLWrapper) =>
  sql<number>`coalesce((select ${sellingContextVersions.version} from ${sellingContextVersions}
    where ${sellingContextVersions.locationId} = ${locationId}), 0)`.mapWith(Number);

async function versionOf(db: Db, locationId: string): Promise<number> {
  const [row] = await db
    .select({ version: sellingContextVersions.version })
    .from(sellingContextVersions)
    .where(eq(sellingContextVersions.locationId, locationId));
  return row?.version ?? 0;
}

/** Reads the setup afresh (the version is read first: a change during the read leaves a newer version behind). */
export async function loadSellingSetup(db: Db, scope: LocationScope, version?: number): Promise<SellingSetup> {
  const at = version ?? (await versionOf(db, scope.locationId));
  const [store] = await db
    .select({
      timeZone: locations.timeZone,
      minimumAge: locations.minimumAge,
      medicalMinimumAge: locations.medicalMinimumAge,
      currency: locations.currency,
      limitsNoneConfirmed: locations.limitsNoneConfirmed,
    })
    .from(locations)
    .where(and(eq(locations.id, scope.locationId), eq(locations.organizationId, scope.organizationId)));
  if (!store) throw notFound("location");
  const registers = await registersWithRooms(db, scope);
  return {
    version: at,
    store,
    pricing: await loadPricingContext(db, scope),
    registers: new Map(registers.map((r) => [r.id, r])),
  };
}

const MAX_LOCATIONS = 1_000;

/**
 * One per app (the routes make it): setups by location, each answered while its version stands. Call it only in a
 * transaction that has not itself changed those tables (a sale never does), or it could keep uncommitted settings.
 */
export class SellingSetupCache {
  private entries = new Map<string, { version: number; setup: Promise<SellingSetup> }>();

  /** The setup last kept for the location, whatever its version: statements read with it check the version. */
  kept(scope: LocationScope): Promise<SellingSetup> | undefined {
    return this.entries.get(scope.locationId)?.setup;
  }

  async get(db: Db, scope: LocationScope): Promise<SellingSetup> {
    return this.at(db, scope, await versionOf(db, scope.locationId));
  }

  /** The setup at a version the caller read itself (setupVersionOf), in the same transaction. */
  at(db: Db, scope: LocationScope, version: number): Promise<SellingSetup> {
    const hit = this.entries.get(scope.locationId);
    // The location was checked against the organization when the setup was read; the access plugin checks the pair.
    if (hit && hit.version === version) return hit.setup;
    if (this.entries.size >= MAX_LOCATIONS) this.entries.clear();
    const entry = { version, setup: loadSellingSetup(db, scope, version) };
    this.entries.set(scope.locationId, entry);
    entry.setup.catch(() => {
      if (this.entries.get(scope.locationId) === entry) this.entries.delete(scope.locationId);
    });
    return entry.setup;
  }
}
