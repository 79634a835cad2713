// `npm start` in development: a Metrc simulator on a loopback port stands in for the state, so a visitor can watch
// reports, sync status and reconciliation work. Its books start as a mirror of ours: every linked location's
// facility with its user key, each tagged package at our quantity, and one incoming manifest of products the store
// sells. It keeps nothing between starts (a real Metrc account is linked by setting METRC_BASE_URL and the keys).
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { inventoryItems, products, trackTraceLinks } from "../../db/schema/index.ts";
import { type MetrcSimulator, startMetrcSimulator } from "./metrc.simulator.ts";
import { openSecret } from "./track-trace.secrets.ts";
import { defaultStateUnit, toStateQuantity } from "./track-trace.units.ts";

export async function startDevelopmentSimulator(db: Db, config: Config): Promise<MetrcSimulator | undefined> {
  const settings = config.trackTrace;
  if (!settings.simulator || settings.baseUrl || !settings.vendorKey) return undefined;
  const sim = await startMetrcSimulator({ vendorKeys: [settings.vendorKey] });
  settings.baseUrl = sim.url;
  for (const link of await db.select().from(trackTraceLinks)) {
    sim.books.addFacility(
      link.licenseNumber,
      `Facility ${link.licenseNumber}`,
      openSecret(settings.secretKey, link.userKeyCipher),
    );
    const lots = await db
      .select({
        label: inventoryItems.packageTag,
        quantity: sql<number>`sum(${inventoryItems.quantity})::int`,
        stateUnit: sql<string | null>`max(${inventoryItems.stateUnit})`,
        unit: products.unit,
        netWeightMg: products.netWeightMg,
        name: products.name,
      })
      .from(inventoryItems)
      .innerJoin(products, eq(products.id, inventoryItems.productId))
      .where(and(eq(inventoryItems.locationId, link.locationId), isNotNull(inventoryItems.packageTag)))
      .groupBy(inventoryItems.packageTag, products.unit, products.netWeightMg, products.name)
      .orderBy(asc(inventoryItems.packageTag));
    for (const lot of lots) {
      const unit = lot.stateUnit ?? defaultStateUnit(lot.unit);
      sim.books.addPackage(link.licenseNumber, {
        label: lot.label!,
        itemName: lot.name,
        quantity: toStateQuantity(lot.unit, lot.quantity, unit, lot.netWeightMg),
        unit,
      });
    }
    const items = lots.slice(0, 3);
    sim.books.addDelivery(link.licenseNumber, {
      ManifestNumber: "0004518812",
      ShipperFacilityName: "Emerald Valley Distribution",
      ShipperFacilityLicenseNumber: "C11-0000811-LIC",
      packages: items.map((lot, i) => ({
        PackageLabel: `1A4060300009DEV0000000${String(i + 1).padStart(2, "0")}`,
        ProductName: lot.name,
        ShippedQuantity: lot.unit === "GRAM" ? 453.6 : 24,
        ShippedUnitOfMeasureName: lot.unit === "GRAM" ? "Grams" : "Each",
        ItemUnitThcPercent: 21.4 - i,
      })),
    });
  }
  return sim;
}
